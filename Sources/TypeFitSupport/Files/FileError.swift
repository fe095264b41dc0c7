#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file-system operation that failed — a full or read-only disk, a missing permission, an
/// output path that is a folder — as one line naming the path and the cause in words:
/// `Reports/report.json: cannot write: no space left on the device`.
package struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or folder.
    package var path: String
    /// What went wrong, in words.
    package var message: String

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `action` ("cannot write") failed with `code` (an `errno` value).
    package init(path: String, _ action: String, errno code: Int32) {
        self.init(path: path, message: "\(action): \(Self.reason(code))")
    }

    package var description: String { "\(path): \(message)" }

    /// An `errno` value in words, as people say it.
    package static func reason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "no space left on the device"
        case EDQUOT: "over the disk quota"
        case EROFS: "the file system is read-only"
        case EACCES, EPERM: "permission denied"
        case ENOENT: "no such file or folder"
        case ENOTDIR: "a part of the path is a file, not a folder"
        case EISDIR: "it is a folder"
        case EEXIST: "it already exists"
        case ELOOP: "too many symbolic links (a loop)"
        case ENAMETOOLONG: "the name is too long"
        case EMFILE, ENFILE: "too many open files"
        case EIO: "input/output error"
        case ENXIO: "no such device (a socket or a device file)"
        case EXDEV: "it is on another file system"
        default: String(cString: strerror(code))
        }
    }
}
