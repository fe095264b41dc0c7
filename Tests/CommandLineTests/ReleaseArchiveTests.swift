import Foundation
import Testing
import TestSupport

/// `make release`'s artifacts (.build/release-artifacts, which `make test` makes first), as a user
/// who downloads them meets them: the sums hold, the tarball runs from an empty folder with
/// nothing from the build tree and measures what the built typefit measures, and the artifact
/// bundle is one SwiftPM takes. (Scripts/test_plugin.sh also runs the bundle as a binary plugin.)
@Suite struct ReleaseArchiveTests {
    private static let folder = Fixtures.root.appendingPathComponent(".build/release-artifacts")

    /// The artifacts, or the test skipped (failed in CI) for want of `make release`.
    private func artifacts() throws -> (tarball: URL, bundle: URL, sums: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? []
        guard let tarball = names.first(where: { $0.hasPrefix("typefit-") && $0.hasSuffix(".tar.gz") }),
            names.contains("typefit.artifactbundle.zip"), names.contains("SHA256SUMS")
        else { try Tool.unavailable("no release artifacts in \(Self.folder.path): run make release") }
        return (
            Self.folder.appendingPathComponent(tarball),
            Self.folder.appendingPathComponent("typefit.artifactbundle.zip"),
            Self.folder.appendingPathComponent("SHA256SUMS")
        )
    }

    private func run(_ tool: String, _ arguments: [String], in folder: URL = Fixtures.root) throws
        -> TypeFitProcess.Result
    {
        guard FileManager.default.isExecutableFile(atPath: tool) else { try Tool.unavailable("\(tool) is missing") }
        return try TypeFitProcess.run(executable: tool, arguments, in: folder)
    }

    @Test func sumsHoldForEveryArtifact() throws {
        let (tarball, bundle, sums) = try artifacts()
        let listed = try String(contentsOf: sums, encoding: .utf8).split(separator: "\n").map {
            String($0.split(separator: " ", omittingEmptySubsequences: true).last ?? "")
        }
        #expect(Set(listed) == [tarball.lastPathComponent, bundle.lastPathComponent])
        let check = try run("/usr/bin/sha256sum", ["-c", "SHA256SUMS"], in: Self.folder)
        #expect(check.exitCode == 0, "\(check.stdout)\(check.stderr)")
    }

    /// Unpacked into an empty folder and run with a bare environment: the embedded default
    /// (example/) is checked and its reports are the ones the built binary writes.
    @Test func tarballChecksTheEmbeddedDefaultFromAnEmptyFolder() throws {
        let (tarball, _, _) = try artifacts()
        let empty = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(try run("/usr/bin/tar", ["-xzf", tarball.path, "-C", empty.path]).exitCode == 0)
        let top = empty.appendingPathComponent(String(tarball.lastPathComponent.dropLast(".tar.gz".count)))
        for file in ["typefit", "README.txt", "LICENSE", "example/typefit.yml", "example/Fonts/Inter/LICENSE.txt"] {
            #expect(FileManager.default.fileExists(atPath: top.appendingPathComponent(file).path), "\(file)")
        }
        let example = top.appendingPathComponent("example")
        let unpacked = try run(
            "/usr/bin/env", ["-i", "PATH=/usr/bin:/bin", "HOME=\(empty.path)", "../typefit", "check"], in: example)
        try Self.expectTheBuiltBinarysReports(unpacked, in: example.appendingPathComponent("Reports"))
        let versions = try run(top.appendingPathComponent("typefit").path, ["--version"])
        let builtVersions = try TypeFitProcess.run(["--version"])
        // The libraries' versions (every line after typefit's own) are the built binary's.
        #expect(
            versions.stdout.split(separator: "\n").dropFirst()
                == builtVersions.stdout.split(separator: "\n").dropFirst())
    }

    /// `run` (the archive's typefit checking the embedded default) failed on purpose, as the built
    /// binary does, with the same first line (every measurement made) and the same reports, byte
    /// for byte, in `reports`.
    static func expectTheBuiltBinarysReports(_ run: TypeFitProcess.Result, in reports: URL) throws {
        #expect(run.exitCode == 1, "the embedded default fails on purpose: \(run.stdout)\(run.stderr)")
        let built = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: built) }
        let reference = try TypeFitProcess.run(
            ["check", "--guide", Fixtures.root.appendingPathComponent("typefit.yml").path, "--out", built.path])
        #expect(reference.exitCode == 1)
        #expect(run.stdout.split(separator: "\n").first == reference.stdout.split(separator: "\n").first)
        for report in ["summary.md", "report.csv", "rows.csv", "contrast.csv", "junit.xml"] {
            let mine = try Data(contentsOf: reports.appendingPathComponent(report))
            #expect(mine == (try Data(contentsOf: built.appendingPathComponent(report))), "\(report)")
        }
    }

    /// Everything that decides a width is linked in: only the C and C++ runtimes come from the machine.
    @Test func binaryNeedsOnlyTheCAndCxxRuntimes() throws {
        let (tarball, _, _) = try artifacts()
        let empty = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: empty) }
        _ = try run("/usr/bin/tar", ["-xzf", tarball.path, "-C", empty.path, "--wildcards", "*/typefit"])
        let binary = try #require(
            FileManager.default.enumerator(atPath: empty.path)?.compactMap { $0 as? String }.first {
                $0.hasSuffix("/typefit")
            })
        let dump = try run("/usr/bin/objdump", ["-p", empty.appendingPathComponent(binary).path])
        let needed = dump.stdout.split(separator: "\n").filter { $0.contains("NEEDED") }.compactMap {
            $0.split(separator: " ").last.map(String.init)
        }
        #expect(!needed.isEmpty)
        let runtimes = ["libc.so.", "libm.so.", "libstdc++.so.", "libgcc_s.so.", "ld-linux"]
        for library in needed { #expect(runtimes.contains { library.hasPrefix($0) }, "\(library)") }
    }

    /// info.json as SwiftPM's `ArtifactsArchiveMetadata` reads it (schema 1.0: artifacts by name,
    /// each a type, a version and variants of a path and its triples), every variant's binary in
    /// the zip and executable, and this machine's triple among them.
    @Test func bundleInfoFollowsSwiftPMsSchema() throws {
        let (_, bundle, _) = try artifacts()
        let python = try Tool.python3.path()
        let listing = try run(
            python,
            [
                "-c",
                """
                import json, sys, zipfile
                z = zipfile.ZipFile(sys.argv[1])
                print(json.dumps({"info": json.loads(z.read("typefit.artifactbundle/info.json")),
                    "modes": {i.filename: i.external_attr >> 16 for i in z.infolist()}}))
                """,
                bundle.path,
            ])
        #expect(listing.exitCode == 0, "\(listing.stderr)")
        let zip = try JSONDecoder().decode(ZipListing.self, from: Data(listing.stdout.utf8))
        #expect(zip.info.schemaVersion == "1.0")
        let typefit = try #require(zip.info.artifacts["typefit"])
        #expect(typefit.type == .executable)
        #expect(typefit.version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil)
        for variant in typefit.variants {
            let mode = try #require(
                zip.modes["typefit.artifactbundle/\(variant.path)"], "\(variant.path) is not in the zip")
            #expect(mode & 0o111 == 0o111, "\(variant.path) is not executable")
            #expect(!variant.supportedTriples.isEmpty)
            for triple in variant.supportedTriples {
                #expect(
                    triple.wholeMatch(of: /(x86_64|aarch64|arm64)-(unknown-linux-gnu|apple-macosx)/) != nil, "\(triple)"
                )
            }
        }
        let machine = try run("/usr/bin/uname", ["-m"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #if os(Linux)
            let triple = "\(machine)-unknown-linux-gnu"
        #else
            let triple = "\(machine)-apple-macosx"
        #endif
        #expect(typefit.variants.contains { $0.supportedTriples.contains(triple) }, "\(triple)")
    }

    /// SwiftPM's artifact bundle metadata (`ArtifactsArchiveMetadata`), as much as it decodes.
    private struct BundleInfo: Decodable {
        enum ArtifactType: String, Decodable { case executable, staticLibrary, swiftSDK }
        struct Variant: Decodable {
            var path: String
            var supportedTriples: [String]
        }
        struct Artifact: Decodable {
            var type: ArtifactType
            var version: String
            var variants: [Variant]
        }
        var schemaVersion: String
        var artifacts: [String: Artifact]
    }

    private struct ZipListing: Decodable {
        var info: BundleInfo
        var modes: [String: Int]
    }
}
