#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes command output to stdout and diagnostics to stderr, with `write(2)`: a closed stream
/// (`typefit check >&-`, a pipe whose reader left: EBADF, EPIPE) is the end of that output,
/// never a crash — the reports are already written and the exit code still says how it went.
enum Output {
    static func print(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    static func printError(_ text: String) {
        write("typefit: \(text)\n", to: STDERR_FILENO)
    }

    /// A report on stderr (not a message: no "typefit:" in front).
    static func printToStderr(_ text: String) {
        write(text + "\n", to: STDERR_FILENO)
    }

    /// Text on stderr as it is (a progress bar's redraw).
    static func printRaw(toStderr text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// Writes all of `text` unless the stream is gone.
    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var start = 0
        bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while start < buffer.count {
                #if canImport(Glibc)
                    let written = Glibc.write(descriptor, base + start, buffer.count - start)
                #else
                    let written = Darwin.write(descriptor, base + start, buffer.count - start)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                start += written
            }
        }
    }
}

/// A command's failure whose message was already printed; exits with `code`.
struct AlreadyReported: Error {
    let code: Int32
}
