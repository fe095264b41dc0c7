import Foundation
import Testing

/// A project folder for fault tests: the bundled fonts and the sample strings linked in, the
/// embedded default guide as `a.yml`, and `b.yml`, the same guide with every 343 pt limit cut to
/// 300 pt (a change that makes regressions against a baseline of `a.yml`).
public struct FaultProject {
    public let folder: URL

    public init() throws {
        // Its tests may run typefit as `nobody` in it.
        folder = try Fixtures.temporaryFolder(reachableByEveryone: true)
        for name in ["Fonts", "Samples"] {
            try FileManager.default.createSymbolicLink(
                at: folder.appendingPathComponent(name), withDestinationURL: Fixtures.root.appendingPathComponent(name))
        }
        let guide = try String(contentsOf: Fixtures.root.appendingPathComponent("typefit.yml"), encoding: .utf8)
        try guide.write(to: folder.appendingPathComponent("a.yml"), atomically: true, encoding: .utf8)
        try guide.replacingOccurrences(of: "maxWidth: 343", with: "maxWidth: 300")
            .write(to: folder.appendingPathComponent("b.yml"), atomically: true, encoding: .utf8)
    }

    /// Removes the folder (and anything a test made read-only in it).
    public func remove() {
        _ = try? TypeFitProcess.run(executable: "/bin/chmod", ["-R", "u+rwx", folder.path])
        try? FileManager.default.removeItem(at: folder)
    }

    /// A path in the project.
    public func path(_ relative: String) -> String { folder.appendingPathComponent(relative).path }

    /// Runs `typefit arguments…` in the project, killed after `timeLimit`.
    public func typefit(_ arguments: [String], timeLimit: Duration = .seconds(120), environment: [String: String] = [:])
        throws -> TypeFitProcess.Result
    {
        try TypeFitProcess.run(arguments, in: folder, environment: environment, timeLimit: timeLimit)
    }

    /// Starts `executable arguments…` in the project without waiting, its output to files of the
    /// project's (`name.out`, `name.err`).
    public func start(_ executable: String, _ arguments: [String], name: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging([
            "FONTCONFIG_FILE": PinnedMachineFonts.configuration, "SWIFT_BACKTRACE": "enable=no",
        ]) { $1 }
        for (suffix, assign) in [
            ("out", { (handle: FileHandle) in process.standardOutput = handle }),
            ("err", { process.standardError = $0 }),
        ] {
            let url = folder.appendingPathComponent("\(name).\(suffix)")
            try Data().write(to: url)
            assign(try FileHandle(forWritingTo: url))
        }
        try process.run()
        return process
    }

    /// The text a started process wrote to its stdout or stderr (`name.out`, `name.err`).
    public func output(_ file: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
    }

    /// Every file in `relative` (not the lock file) with its bytes: what "left as it was" compares.
    public func snapshot(_ relative: String) throws -> [String: Data] {
        let url = folder.appendingPathComponent(relative)
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name != ".typefit.lock" {
            files[name] = FileManager.default.contents(atPath: url.appendingPathComponent(name).path) ?? Data()
        }
        return files
    }

    /// report.json of `guide` (JSON only: fast) into the folder `out`, and its text.
    @discardableResult
    public func jsonReport(_ guide: String = "a.yml", out: String = "a") throws -> String {
        let run = try typefit(["check", "--guide", guide, "--out", out, "--format", "json", "--fail-on", "never"])
        guard run.exitCode == 0 else { throw FixtureError("typefit check --guide \(guide) failed: \(run.stderr)") }
        return try String(contentsOfFile: path(out + "/report.json"), encoding: .utf8)
    }

    /// Runs `typefit arguments…` in the project as user `nobody` (setpriv), whatever the tests run
    /// as, so a permission holds even for root: the project is everyone's but for `modes`
    /// (relative path → chmod mode). Skipped (failed in CI) without setpriv.
    public func typefitAsNobody(_ arguments: [String], modes: [String: String] = [:]) throws -> TypeFitProcess.Result {
        let setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: setpriv) else {
            try Tool.unavailable("setpriv (util-linux) is missing")
        }
        // Copies, not links: `nobody` cannot follow a link into a clone it may not enter (one in
        // a `mktemp -d` folder, mode 700).
        // (A folder a test made itself in their place stays.)
        for name in ["Fonts", "Samples"]
        where (try? FileManager.default.destinationOfSymbolicLink(atPath: path(name))) != nil {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            try FileManager.default.copyItem(
                at: Fixtures.root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        _ = try TypeFitProcess.run(executable: "/bin/chmod", ["-R", "a+rwX", folder.path])
        for (relative, mode) in modes { _ = try TypeFitProcess.run(executable: "/bin/chmod", [mode, path(relative)]) }
        return try TypeFitProcess.run(
            executable: setpriv,
            ["--reuid=65534", "--regid=65534", "--clear-groups", try TypeFitProcess.binary] + arguments,
            in: folder, environment: ["HOME": "/tmp"], timeLimit: .seconds(60))
    }

    /// The hidden temporary files typefit left in `relative`.
    public func temporaries(_ relative: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(relative)).filter {
            $0.hasPrefix(".") && $0.hasSuffix(".tmp")
        }
    }
}

/// A small tmpfs mounted for a test: a disk that fills, or a read-only one. Mounting needs root
/// (CAP_SYS_ADMIN); where it is refused the test is skipped, saying so.
public final class Tmpfs {
    public let folder: URL

    /// A tmpfs of `kilobytes`, read-only after `prepare` has put files in it when `readOnly`.
    public init(kilobytes: Int, readOnly: Bool = false, prepare: (URL) throws -> Void = { _ in }) throws {
        folder = try Fixtures.temporaryFolder()
        let mount = try TypeFitProcess.run(
            executable: "/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.path])
        guard mount.exitCode == 0 else {
            try? FileManager.default.removeItem(at: folder)
            try Test.cancel(
                "cannot mount a tmpfs here (\(mount.stderr.trimmingCharacters(in: .whitespacesAndNewlines))): needs root"
            )
        }
        try prepare(folder)
        if readOnly {
            _ = try TypeFitProcess.run(executable: "/bin/mount", ["-o", "remount,ro", folder.path])
        }
    }

    deinit {
        _ = try? TypeFitProcess.run(executable: "/bin/umount", [folder.path])
        try? FileManager.default.removeItem(at: folder)
    }
}
