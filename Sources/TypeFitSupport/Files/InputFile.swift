#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
#endif

/// A file opened for reading by a parser: only a regular file, of at most `maximumSize` bytes.
///
/// It is opened without blocking and checked with `fstat` before anything is read, so a FIFO, a
/// device (`/dev/zero`), a socket or a folder given as a font, catalog, guide or report is an
/// error naming it — never a read that waits forever or never ends. Not `Sendable`: one reader.
package final class InputFile {
    package let path: String
    /// The size when opened.
    package let size: Int
    private let maximumSize: Int
    private let descriptor: Int32
    /// Bytes read so far.
    private var consumed = 0

    package init(path: String, maximumSize: Int) throws(InputError) {
        self.path = path
        self.maximumSize = maximumSize
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw InputError(
                file: path, line: nil,
                message: code == ENOENT ? "no such file" : "cannot open it: \(FileError.reason(code))")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw InputError(file: path, line: nil, message: "cannot read its attributes: \(FileError.reason(code))")
        }
        if let kind = Self.notRegular(info.st_mode) {
            close(descriptor)
            throw InputError(file: path, line: nil, message: "\(kind), not a regular file")
        }
        let size = Int(info.st_size)
        guard size <= maximumSize else {
            close(descriptor)
            throw InputError(
                file: path, line: nil, message: "file is \(size) bytes, over the limit of \(maximumSize) bytes")
        }
        // A regular file never blocks; reads go on as usual.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        self.descriptor = descriptor
        self.size = size
    }

    deinit {
        close(descriptor)
    }

    /// What a file of `mode` is when it is not a regular file ("is a FIFO (named pipe)"), or nil.
    package static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "is a folder"
        case S_IFIFO: "is a FIFO (named pipe)"
        case S_IFCHR, S_IFBLK: "is a device"
        case S_IFSOCK: "is a socket"
        case S_IFLNK: "is a symbolic link"
        default: "is not a regular file"
        }
    }

    /// Up to `count` more bytes (fewer at the end of the file, none after it). A file that grows
    /// past the limit while it is read is refused.
    package func read(upTo count: Int) throws(InputError) -> [UInt8] {
        // One byte past the limit is asked for, to see a file that grew (no overflow at .max).
        let left = maximumSize - consumed
        let wanted = left < count ? left + 1 : count
        guard wanted > 0 else {
            throw InputError(
                file: path, line: nil, message: "file grew over the limit of \(maximumSize) bytes while it was read")
        }
        // Read into memory not written first: zeroed, the buffer was written twice, and the
        // megabyte that `readAll` asks for to see the end was faulted in page by page for nothing
        // (a third of a font probe's time). Only the bytes read are counted in.
        var failure: Int32?
        let bytes = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
            var filled = 0
            while filled < wanted {
                let got = systemRead(descriptor, buffer.baseAddress.unsafelyUnwrapped + filled, wanted - filled)
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if got == 0 { break }
                filled += got
            }
            initialized = filled
        }
        if let failure {
            throw InputError(file: path, line: nil, message: "cannot read it: \(FileError.reason(failure))")
        }
        let filled = bytes.count
        consumed += filled
        if consumed > maximumSize {
            throw InputError(
                file: path, line: nil, message: "file grew over the limit of \(maximumSize) bytes while it was read")
        }
        return bytes
    }

    /// The rest of the file.
    package func readAll() throws(InputError) -> [UInt8] {
        var bytes = try read(upTo: max(size - consumed, 0) + 1)
        while true {
            let more = try read(upTo: 1 << 20)
            if more.isEmpty { return bytes }
            bytes += more
        }
    }

    /// The first and the last `count` bytes (overlapping in a short file).
    package func ends(_ count: Int) throws(InputError) -> (head: [UInt8], tail: [UInt8]) {
        let head = try read(upTo: count)
        guard size > count else { return (head, head) }
        guard lseek(descriptor, off_t(size - count), SEEK_SET) >= 0 else {
            throw InputError(file: path, line: nil, message: "cannot read it: \(FileError.reason(errno))")
        }
        consumed = size - count
        return (head, try read(upTo: count))
    }

    /// The file's whole contents, read once: `maximumSize` bytes at most.
    package static func contents(of path: String, maximumSize: Int) throws(InputError) -> [UInt8] {
        try InputFile(path: path, maximumSize: maximumSize).readAll()
    }
}
