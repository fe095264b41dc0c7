import Foundation
import Testing

/// A font file from one of Debian's font packages (installed by `make deps`). Tests name the
/// files they use here, so a test's fonts are the same on every machine whatever else is
/// installed (a CJK package once changed a conformance result).
public enum DebianFont: String, CaseIterable, Sendable {
    case dejaVuSans = "truetype/dejavu/DejaVuSans.ttf"
    case dejaVuSansBold = "truetype/dejavu/DejaVuSans-Bold.ttf"
    case notoSans = "truetype/noto/NotoSans-Regular.ttf"
    case notoSansThai = "truetype/noto/NotoSansThai-Regular.ttf"
    case notoSansArabic = "truetype/noto/NotoSansArabic-Regular.ttf"
    case notoSansHebrew = "truetype/noto/NotoSansHebrew-Regular.ttf"
    case notoSansSymbols2 = "truetype/noto/NotoSansSymbols2-Regular.ttf"
    case notoColorEmoji = "truetype/noto/NotoColorEmoji.ttf"
    case droidSansFallback = "truetype/droid/DroidSansFallbackFull.ttf"

    /// The Debian package that installs the file.
    public var package: String {
        switch self {
        case .dejaVuSans, .dejaVuSansBold: "fonts-dejavu-core"
        case .notoSans, .notoSansThai, .notoSansArabic, .notoSansHebrew, .notoSansSymbols2: "fonts-noto-core"
        case .notoColorEmoji: "fonts-noto-color-emoji"
        case .droidSansFallback: "fonts-droid-fallback"
        }
    }

    /// Where Debian installs it (whether or not it is installed).
    public var installedPath: String { "/usr/share/fonts/" + rawValue }

    /// The file's path; an error naming the package when it is not installed.
    public var path: String {
        get throws {
            guard FileManager.default.fileExists(atPath: installedPath) else {
                throw FixtureError("\(installedPath) is missing: install \(package) (make deps)")
            }
            return installedPath
        }
    }

    /// The folder of Debian's Noto fonts (fonts-noto-core, fonts-noto-color-emoji): one font per
    /// script, the same files on every Debian 12 machine.
    public static var notoFolder: String {
        get throws { URL(fileURLWithPath: try notoSans.path).deletingLastPathComponent().path }
    }
}

/// The machine's fonts as typefit's `systemFonts: true` and Chromium see them in tests: a
/// fontconfig configuration of the test's own that holds only the pinned Debian font folders
/// (DejaVu, Noto core and colour emoji, Droid Sans Fallback), never whatever else a machine has
/// installed. `make test` sets `FONTCONFIG_FILE` to it for the whole run; ``TypeFitProcess``
/// passes it to every child.
public enum PinnedMachineFonts {
    /// The configuration file (committed: Tests/Fixtures/machine-fonts.conf).
    public static var configuration: String { Fixtures.url("machine-fonts.conf").path }

    /// Whether this test process sees the pinned fonts as the machine's (`make test` sets it).
    public static var inEffect: Bool { ProcessInfo.processInfo.environment["FONTCONFIG_FILE"] == configuration }
}

/// A program some tests drive or compare against, each from a Debian package `make deps`
/// installs. A missing tool cancels (skips) the test that needs it, saying what to install —
/// except under `TYPEFIT_REQUIRE_TOOLS=1` (CI's `.ci/run`), where it fails the test, so a CI
/// run never passes by skipping what it was meant to check.
public enum Tool: String, CaseIterable, Sendable {
    case chromium, strace
    case hbShape = "hb-shape"
    case sqlite3, python3
    /// util-linux's `script`, which runs a command under a pseudo-terminal.
    case script
    case bash
    /// Node.js, which runs Flutter's CanvasKit (``FlutterEngine``).
    case node

    /// Where the tool may be, in order.
    var candidates: [String] {
        switch self {
        case .chromium: ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        case .node: ["/usr/bin/node", "/usr/bin/nodejs", "/usr/local/bin/node"]
        default: ["/usr/bin/\(rawValue)", "/usr/local/bin/\(rawValue)"]
        }
    }

    /// The Debian package that installs it.
    public var package: String {
        switch self {
        case .chromium: "chromium"
        case .strace: "strace"
        case .hbShape: "libharfbuzz-bin"
        case .sqlite3: "sqlite3"
        case .python3: "python3"
        case .script: "bsdutils"
        case .bash: "bash"
        case .node: "nodejs"
        }
    }

    /// Whether CI asked for every tool to be present (`TYPEFIT_REQUIRE_TOOLS=1`).
    public static var required: Bool { ProcessInfo.processInfo.environment["TYPEFIT_REQUIRE_TOOLS"] == "1" }

    /// The tool's path, or nil.
    public var installedPath: String? {
        candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The tool's path. When it is missing (or `works` says it cannot run here), the test is
    /// cancelled with the reason — or fails, under `TYPEFIT_REQUIRE_TOOLS=1`.
    public func path(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        guard let path = installedPath else {
            try Self.unavailable(
                "\(rawValue) is missing: install \(package) (make deps)", sourceLocation: sourceLocation)
        }
        return path
    }

    /// Skips (or, in CI, fails) the running test for `reason`.
    public static func unavailable(_ reason: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Never
    {
        if required { throw FixtureError("\(reason) — TYPEFIT_REQUIRE_TOOLS=1: CI must run this test") }
        try Test.cancel(Comment(rawValue: reason), sourceLocation: sourceLocation)
    }
}
