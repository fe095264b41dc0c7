import Foundation

/// Runs the built `typefit` binary, as a user or CI would.
public struct TypeFitProcess {
    public struct Result {
        public var exitCode: Int32
        public var stdout: String
        public var stderr: String
        /// How it ended: an exit (`exitCode` is its status) or a signal (`exitCode` is the signal).
        public var reason: Process.TerminationReason = .exit
        /// The wall-clock time it ran.
        public var seconds: Double = 0
        /// It ran past its time limit and was killed.
        public var timedOut = false
    }

    /// The binary beside the test bundle (`swift test` builds it into the same folder).
    public static var binary: String {
        get throws {
            let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("typefit").path
            for candidate in [beside, Fixtures.root.appendingPathComponent(".build/debug/typefit").path]
            where FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
            throw FixtureError("typefit binary not found beside \(CommandLine.arguments[0]); run swift build first")
        }
    }

    /// Runs `typefit arguments…` in `directory` (the repository root by default) and waits.
    public static func run(
        _ arguments: [String], in directory: URL = Fixtures.root, input: String? = nil,
        environment: [String: String] = [:], timeLimit: Duration? = nil
    ) throws -> Result {
        try run(
            executable: try binary, arguments, in: directory, input: input, environment: environment,
            timeLimit: timeLimit)
    }

    /// Runs any program and waits. Its output goes through temporary files, so neither stream
    /// can fill a pipe and block the child (Chromium writes much to stderr).
    /// `input`, when given, is the child's standard input (from a file, like the outputs).
    /// `environment` entries are added to (or replace) the inherited environment; the machine's
    /// fonts are the pinned ones (``PinnedMachineFonts``) unless `FONTCONFIG_FILE` is given.
    /// With `timeLimit`, a process still running after it is killed (SIGKILL) and marked
    /// ``Result/timedOut``: a test of a hang fails instead of hanging.
    public static func run(
        executable: String, _ arguments: [String], in directory: URL = Fixtures.root, input: String? = nil,
        environment: [String: String] = [:],
        timeLimit: Duration? = nil
    ) throws -> Result {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        var inputHandle: FileHandle?
        if let input {
            let inURL = folder.appendingPathComponent("stdin")
            try Data(input.utf8).write(to: inURL)
            inputHandle = try FileHandle(forReadingFrom: inURL)
        }
        defer { try? inputHandle?.close() }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pinned = ["FONTCONFIG_FILE": PinnedMachineFonts.configuration]
        process.environment = ProcessInfo.processInfo.environment.merging(pinned) { $1 }.merging(environment) { $1 }
        process.standardOutput = out
        process.standardError = err
        if let inputHandle { process.standardInput = inputHandle }
        let start = ContinuousClock.now
        try process.run()
        var timedOut = false
        if let timeLimit {
            while process.isRunning {
                if ContinuousClock.now - start > timeLimit {
                    kill(process.processIdentifier, SIGKILL)
                    timedOut = true
                    break
                }
                usleep(10_000)
            }
        }
        process.waitUntilExit()
        let elapsed = ContinuousClock.now - start
        try out.close()
        try err.close()
        // FileHandle, not Data(contentsOf:): the latter's buffer shows up as a leak under LSan.
        func text(_ url: URL) throws -> String {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        }
        let (whole, fraction) = elapsed.components
        return Result(
            exitCode: process.terminationStatus, stdout: try text(outURL), stderr: try text(errURL),
            reason: process.terminationReason,
            seconds: Double(whole) + Double(fraction) * 1e-18, timedOut: timedOut)
    }
}
