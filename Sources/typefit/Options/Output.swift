import Foundation

/// Writes command output to stdout and diagnostics to stderr.
enum Output {
    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data("typefit: \(text)\n".utf8))
    }

    /// A report on stderr (not a message: no "typefit:" in front).
    static func printToStderr(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// A command's failure whose message was already printed; exits with `code`.
struct AlreadyReported: Error {
    let code: Int32
}
