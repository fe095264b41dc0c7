import Foundation
import TestSupport
import Testing

/// The Action's fast start (Scripts/action/download.sh) against a release served from a
/// `file://` folder laid out as GitHub's download URLs are (REF/SHA256SUMS, REF/typefit-….tar.gz),
/// holding `make release`'s real artifacts: the archive is taken at a release tag and verified,
/// a changed archive fails the step in words, and anything else falls back to a source build.
@Suite struct ActionDownloadTests {
    private static let artifacts = Fixtures.root.appendingPathComponent(".build/release-artifacts")

    /// The version the Action's source says, which its release tag must be.
    private static var version: String {
        get throws {
            let checker = try String(
                contentsOf: Fixtures.root.appendingPathComponent("Sources/TypeFitCheck/Checker.swift"), encoding: .utf8)
            let match = try #require(checker.firstMatch(of: /static let version = "([0-9.]+)"/))
            return String(match.output.1)
        }
    }

    /// A releases folder with `make release`'s SHA256SUMS and tarball under `ref`, the tarball
    /// changed by `tamper` when given.
    private func releases(ref: String, tamper: Bool = false) throws -> URL {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.artifacts.path)) ?? []
        guard let tarball = names.first(where: { $0.hasSuffix(".tar.gz") }), names.contains("SHA256SUMS") else {
            try Tool.unavailable("no release artifacts in \(Self.artifacts.path): run make release")
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/curl") else {
            try Tool.unavailable("curl is missing: install curl (make deps)")
        }
        let folder = try Fixtures.temporaryFolder()
        let release = folder.appendingPathComponent(ref)
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        for name in [tarball, "SHA256SUMS"] {
            try FileManager.default.copyItem(
                at: Self.artifacts.appendingPathComponent(name), to: release.appendingPathComponent(name))
        }
        if tamper {
            let handle = try FileHandle(forWritingTo: release.appendingPathComponent(tarball))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data([0]))
            try handle.close()
        }
        return folder
    }

    private func download(ref: String, from releases: URL) throws
        -> (result: TypeFitProcess.Result, outputs: [String: String])
    {
        let (result, outputs, _) = try ActionScriptTests.step(
            "download.sh", in: releases,
            environment: [
                "ACTION_REF": ref, "ACTION_REPOSITORY": "example/typefit",
                "TYPEFIT_RELEASES_URL": releases.absoluteString,
                // Unpacked beside the releases (the step's own runner folder goes when it ends).
                "RUNNER_TEMP": releases.path,
            ])
        return (result, outputs)
    }

    @Test func aReleaseTagDownloadsTheVerifiedArchive() throws {
        #if !os(Linux)
            try Tool.unavailable("the Action downloads release archives on Linux runners only")
        #endif
        let ref = try Self.version
        let releases = try releases(ref: ref)
        defer { try? FileManager.default.removeItem(at: releases) }
        let (result, outputs) = try download(ref: ref, from: releases)
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("downloaded the release \(ref)"), "\(result.stdout)")
        let binary = try #require(outputs["binary"], "\(result.stdout)")
        let version = try TypeFitProcess.run(executable: binary, ["--version"])
        #expect(version.stdout.hasPrefix("typefit \(ref)"), "\(version.stdout)")
    }

    @Test func aChangedArchiveFailsTheStepInWords() throws {
        #if !os(Linux)
            try Tool.unavailable("the Action downloads release archives on Linux runners only")
        #endif
        let ref = try Self.version
        let releases = try releases(ref: ref, tamper: true)
        defer { try? FileManager.default.removeItem(at: releases) }
        let (result, outputs) = try download(ref: ref, from: releases)
        #expect(result.exitCode == 1)
        #expect(outputs["binary"] == nil)
        #expect(result.stdout.contains("::error title=typefit::"), "\(result.stdout)")
        #expect(result.stdout.contains("does not match its SHA256SUMS"), "\(result.stdout)")
    }

    /// A branch, a tag of another version, or a release folder without the archive: no binary
    /// named, the step passes, and build.sh builds from source.
    @Test(arguments: ["main", "v99.0.0", "missing"])
    func otherwiseTheActionBuildsFromSource(_ kind: String) throws {
        let ref = try Self.version
        let releases = try releases(ref: kind == "missing" ? "another-tag" : ref)
        defer { try? FileManager.default.removeItem(at: releases) }
        let (result, outputs) = try download(ref: kind == "missing" ? ref : kind, from: releases)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(outputs["binary"] == nil)
        #expect(result.stdout.contains("building typefit \(ref) from source"), "\(result.stdout)")
    }
}
