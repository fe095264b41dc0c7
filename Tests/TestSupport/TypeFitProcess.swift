import Foundation

/// Runs the built `typefit` binary, as a user or CI would.
public struct TypeFitProcess {
    public struct Result {
        public var exitCode: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The binary beside the test bundle (`swift test` builds it into the same folder).
    public static var binary: String {
        get throws {
            let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("typefit").path
            for candidate in [beside, Fixtures.root.appendingPathComponent(".build/debug/typefit").path]
            where FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
            throw FixtureError("typefit binary not found beside \(CommandLine.arguments[0]); run swift build first")
        }
    }

    /// Runs `typefit arguments…` in `directory` (the repository root by default) and waits.
    public static func run(_ arguments: [String], in directory: URL = Fixtures.root, input: String? = nil, environment: [String: String] = [:]) throws -> Result {
        try run(executable: try binary, arguments, in: directory, input: input, environment: environment)
    }

    /// Runs any program and waits. Its output goes through temporary files, so neither stream
    /// can fill a pipe and block the child (Chromium writes much to stderr).
    /// `input`, when given, is the child's standard input (from a file, like the outputs).
    /// `environment` entries are added to (or replace) the inherited environment; the machine's
    /// fonts are the pinned ones (``PinnedMachineFonts``) unless `FONTCONFIG_FILE` is given.
    public static func run(
        executable: String, _ arguments: [String], in directory: URL = Fixtures.root, input: String? = nil, environment: [String: String] = [:]
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
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        // FileHandle, not Data(contentsOf:): the latter's buffer shows up as a leak under LSan.
        func text(_ url: URL) throws -> String {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        }
        return Result(exitCode: process.terminationStatus, stdout: try text(outURL), stderr: try text(errURL))
    }
}
