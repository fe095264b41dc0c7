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
    public static func run(_ arguments: [String], in directory: URL = Fixtures.root) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try binary)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            exitCode: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
