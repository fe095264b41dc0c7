#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Text added at the end of a file another program owns (a CI job summary): opened without
/// blocking and only if it is a regular file, written with `O_APPEND` (each `write(2)` lands at
/// the end, whoever else appends), never truncated or replaced.
package enum AppendedFile {
    /// Appends `text` to the regular file at `path` (made when missing).
    package static func append(_ text: String, to path: String) throws(FileError) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileError(path: path, "cannot append to it", errno: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileError(path: path, "cannot read it", errno: errno) }
        if let kind = InputFile.notRegular(info.st_mode) {
            throw FileError(path: path, message: "cannot append to it: \(kind), not a regular file")
        }
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let written = bytes[start...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, "cannot append to it", errno: errno)
            }
            start += written
        }
    }
}
