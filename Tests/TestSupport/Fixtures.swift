import Foundation
import Testing

/// Paths to the repository's fixtures, found from this file's location.
public enum Fixtures {
    /// The repository root.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A generated test font under Tests/Fixtures/Fonts.
    public static func testFont(_ name: String) -> String {
        root.appendingPathComponent("Tests/Fixtures/Fonts/\(name)").path
    }

    /// A bundled font under Fonts/.
    public static func bundled(_ relativePath: String) -> String {
        root.appendingPathComponent("Fonts/\(relativePath)").path
    }

    public static let interFolder = bundled("Inter")
    public static let robotoFolder = bundled("Roboto")
    public static let testFontsFolder = root.appendingPathComponent("Tests/Fixtures/Fonts").path

    /// DejaVu Sans from Debian's fonts-dejavu-core (installed by `make deps`).
    public static var dejaVuSans: String {
        get throws { try DebianFont.dejaVuSans.path }
    }

    /// The workplace's shared fixtures (`../shared/fixtures` beside the repository: apps'
    /// catalogs, public reproducer fonts), or nil when this clone has none. They are other
    /// projects' files, never copied into this one; tests that need them skip without them.
    public static var shared: URL? {
        let url = root.deletingLastPathComponent().appendingPathComponent("shared/fixtures")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Whether the shared fixtures are here (for `.enabled(if:)`).
    public static var hasShared: Bool { shared != nil }

    /// A file under Tests/Fixtures.
    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent("Tests/Fixtures/\(relativePath)")
    }

    /// A new empty temporary folder; the caller removes it.
    public static func temporaryFolder(reachableByEveryone: Bool = false) throws -> URL {
        var base = FileManager.default.temporaryDirectory
        // A folder another user (`nobody`, in the fault tests) works in must lie where every
        // folder above it may be entered: TMPDIR is the clone's .build/tmp under `make`, and a
        // clone in a `mktemp -d` folder (mode 700) is closed to others. /tmp never is.
        if reachableByEveryone, !everyoneMayEnter(base) { base = URL(fileURLWithPath: "/tmp") }
        let url = base.appendingPathComponent("typefit-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Whether every folder from the root down to `url` may be entered by every user (o+x).
    static func everyoneMayEnter(_ url: URL) -> Bool {
        var path = url.standardizedFileURL.path
        while true {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let mode = attributes[.posixPermissions] as? Int, mode & 0o001 != 0
            else { return false }
            let parent = (path as NSString).deletingLastPathComponent
            if parent == path || parent.isEmpty { return true }
            path = parent
        }
    }

    /// A temporary folder holding links to the given font files, for resolution tests over a subset.
    public static func folder(linking paths: [String]) throws -> URL {
        let folder = try temporaryFolder()
        for path in paths {
            let name = URL(fileURLWithPath: path).lastPathComponent
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent(name).path, withDestinationPath: path)
        }
        return folder
    }

    /// Compares `actual` with the golden file Tests/Fixtures/Expected/`name`; with
    /// `UPDATE_GOLDENS=1` in the environment, rewrites the golden file instead.
    public static func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        try expectGolden(actual, at: url("Expected/\(name)"), sourceLocation: sourceLocation)
    }

    /// Compares `actual` with the file at `url` (a golden kept elsewhere, such as docs/cli.md);
    /// `UPDATE_GOLDENS=1` rewrites it.
    public static func expectGolden(_ actual: String, at url: URL, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(
            actual == expected, "differs from \(relativized(url.path)); UPDATE_GOLDENS=1 regenerates it",
            sourceLocation: sourceLocation)
    }

    /// Paths in `text` made relative to the repository root, so golden files do not depend on
    /// where the repository is checked out.
    public static func relativized(_ text: String) -> String {
        text.replacingOccurrences(of: root.path + "/", with: "")
    }
}

public struct FixtureError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
