import Foundation
import TestSupport
import Testing

/// The Linux release archive on the barest system that can run a program: a root folder holding
/// only the C and C++ runtimes (libc, libm, libstdc++, libgcc_s, the dynamic loader), the
/// kernel's /proc and /dev, and the unpacked archive — no fonts, no fontconfig configuration, no
/// ICU data, no Swift. Run there with chroot(8), the embedded default's reports are the built
/// binary's, byte for byte. (chroot and mounts need root; elsewhere the test is skipped, saying so.)
@Suite(.serialized) struct ReleaseBareRootTests {
    private static let runtimes = ["libc.so.6", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1"]

    @Test func archiveChecksTheEmbeddedDefaultInARootOfOnlyTheRuntimes() throws {
        #if os(Linux)
            let names =
                (try? FileManager.default.contentsOfDirectory(
                    atPath: Fixtures.root.appendingPathComponent(".build/release-artifacts").path)) ?? []
            guard let tarball = names.first(where: { $0.hasSuffix(".tar.gz") && $0.contains("-linux-") }) else {
                try Tool.unavailable("no Linux release archive in .build/release-artifacts: run make release")
            }
            let machine = try TypeFitProcess.run(executable: "/usr/bin/uname", ["-m"]).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let libraries = "/lib/\(machine)-linux-gnu"
            let loader = machine == "x86_64" ? "/lib64/ld-linux-x86-64.so.2" : "/lib/ld-linux-aarch64.so.1"
            let root = try Fixtures.temporaryFolder()
            var mounted: [String] = []
            // The root is removed only once nothing is mounted in it: removing a folder that still
            // holds /dev would remove the machine's device files.
            defer {
                let left = mounted.reversed().filter {
                    (try? TypeFitProcess.run(executable: "/usr/bin/umount", [$0]).exitCode) != 0
                }
                if left.isEmpty {
                    try? FileManager.default.removeItem(at: root)
                } else {
                    Issue.record("could not unmount \(left); \(root.path) left in place")
                }
            }
            for folder in [libraries, (loader as NSString).deletingLastPathComponent, "/proc", "/dev", "/t"] {
                try FileManager.default.createDirectory(
                    atPath: root.path + folder, withIntermediateDirectories: true)
            }
            // Copies, not links: nothing in the root points outside it.
            for library in Self.runtimes {
                try FileManager.default.copyItem(
                    atPath: URL(fileURLWithPath: "\(libraries)/\(library)").resolvingSymlinksInPath().path,
                    toPath: root.path + "\(libraries)/\(library)")
            }
            try FileManager.default.copyItem(
                atPath: URL(fileURLWithPath: loader).resolvingSymlinksInPath().path, toPath: root.path + loader)
            let unpack = try TypeFitProcess.run(
                executable: "/usr/bin/tar",
                [
                    "-xzf", Fixtures.root.appendingPathComponent(".build/release-artifacts/\(tarball)").path, "-C",
                    root.path + "/t",
                ])
            #expect(unpack.exitCode == 0)
            // Swift reads a program's arguments from /proc/self/cmdline; the font probe's child
            // reads /dev/null: every system, container or not, has both.
            let proc = try TypeFitProcess.run(
                executable: "/usr/bin/mount", ["-t", "proc", "proc", root.path + "/proc"])
            guard proc.exitCode == 0 else {
                try Test.cancel("cannot mount /proc in a folder here (\(proc.stderr)): needs root")
            }
            mounted.append(root.path + "/proc")
            let dev = try TypeFitProcess.run(executable: "/usr/bin/mount", ["--bind", "/dev", root.path + "/dev"])
            #expect(dev.exitCode == 0, "\(dev.stderr)")
            if dev.exitCode == 0 { mounted.append(root.path + "/dev") }

            let top = "/t/" + String(tarball.dropLast(".tar.gz".count))
            let run = try TypeFitProcess.run(
                executable: "/usr/sbin/chroot",
                [root.path, "\(top)/typefit", "check", "--guide", "\(top)/example/typefit.yml", "--out", "/t/out"],
                environment: ["FONTCONFIG_FILE": "", "PATH": "/"])
            try ReleaseArchiveTests.expectTheBuiltBinarysReports(run, in: URL(fileURLWithPath: root.path + "/t/out"))
        #else
            try Test.cancel("the release archive checked in a bare root is Linux's")
        #endif
    }
}
