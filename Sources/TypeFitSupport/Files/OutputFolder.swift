import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder a run writes its outputs to. Runs that share one (two CI jobs on one workspace)
/// each write their own temporary files, and put their outputs in place one run at a time
/// under a lock on `.typefit.lock` in the folder (``withLock(timeout:_:)``), so the folder ends
/// with one run's whole set, never a mix.
package struct OutputFolder: Sendable {
    /// The lock file's name (left in the folder: removing a lock file another run may hold is unsafe).
    package static let lockName = ".typefit.lock"
    /// How long a leftover temporary file of a dead run must have lain untouched before it is
    /// removed (a run in another container has a process id this one cannot see).
    package static let staleAfter: TimeInterval = 60

    package let path: String

    /// The folder at `path`, made (with its parents) when missing: one that is a file, or that
    /// cannot be made or written, is an error naming it, before anything is measured.
    package init(_ path: String) throws(FileError) {
        self.path = path
        try Self.makeFolders(path)
        guard access(path, W_OK) == 0 else { throw FileError(path: path, "cannot write there", errno: errno) }
    }

    /// `mkdir -p`, with errors that say which part is wrong.
    private static func makeFolders(_ path: String) throws(FileError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw FileError(
                    path: path, message: "exists and is \(InputFile.notRegular(info.st_mode) ?? "a file"), not a folder"
                )
            }
            return
        }
        guard errno == ENOENT else { throw FileError(path: path, "cannot use it as the output folder", errno: errno) }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if parent != path, !parent.isEmpty { try makeFolders(parent) }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
            throw FileError(path: path, "cannot make the folder", errno: errno)
        }
    }

    /// Runs `body` holding the folder's lock: waits while another run holds it (it does so only
    /// while it puts its outputs in place), up to `timeout`, then fails naming the lock.
    package func withLock<T>(timeout: Duration = .seconds(60), _ body: () throws -> T) throws -> T {
        let lockPath = path + "/" + Self.lockName
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileError(path: lockPath, "cannot lock the output folder", errno: errno) }
        defer { close(descriptor) }
        let deadline = ContinuousClock.now + timeout
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw FileError(path: lockPath, "cannot lock the output folder", errno: errno)
            }
            guard ContinuousClock.now < deadline else {
                throw FileError(
                    path: lockPath,
                    message:
                        "another typefit run has held this output folder's lock for \(timeout); try again when it ends")
            }
            usleep(20_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Removes typefit's own temporary files that a killed run left here: named as
    /// ``TemporaryName`` names them, by a process that is gone, untouched for ``staleAfter``.
    /// Nothing else is ever removed. Call it holding the lock.
    package func removeStaleTemporaries() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        let now = Date().timeIntervalSince1970
        for name in names {
            guard let owner = TemporaryName.owner(of: name), owner != getpid(), kill(owner, 0) != 0, errno == ESRCH
            else { continue }
            let file = path + "/" + name
            guard let info = lstatInfo(file), info.st_mode & S_IFMT == S_IFREG,
                now - modificationTime(info) > Self.staleAfter
            else { continue }
            unlink(file)
        }
    }
}

/// What `lstat` says of `path`, or nil.
package func lstatInfo(_ path: String) -> stat? {
    var info = stat()
    return lstat(path, &info) == 0 ? info : nil
}

/// When a file was last modified, in seconds since 1970.
package func modificationTime(_ info: stat) -> TimeInterval {
    #if canImport(Darwin)
        TimeInterval(info.st_mtimespec.tv_sec) + TimeInterval(info.st_mtimespec.tv_nsec) / 1e9
    #else
        TimeInterval(info.st_mtim.tv_sec) + TimeInterval(info.st_mtim.tv_nsec) / 1e9
    #endif
}

/// Whether an output may be replaced: typefit replaces only what it wrote. Missing is fine; a
/// regular file must be recognised by its contents as typefit's (`recognises` gets its first
/// and last 4 KB); a folder, a link, a FIFO or anyone else's file is an error naming it.
package enum Replacement {
    package static func check(_ path: String, what: String, recognises: (_ head: [UInt8], _ tail: [UInt8]) -> Bool)
        throws(FileError)
    {
        guard let info = lstatInfo(path) else {
            guard errno == ENOENT else { throw FileError(path: path, "cannot replace it", errno: errno) }
            return
        }
        let refusal = "typefit replaces only its own files (move it away, or write elsewhere)"
        if let kind = InputFile.notRegular(info.st_mode) {
            throw FileError(path: path, message: "\(kind), not a file typefit wrote; \(refusal)")
        }
        let ends: (head: [UInt8], tail: [UInt8])
        do {
            ends = try InputFile(path: path, maximumSize: .max).ends(4096)
        } catch {
            throw FileError(path: path, message: "cannot read it to check it is typefit's: \(error.message)")
        }
        guard recognises(ends.head, ends.tail) else {
            throw FileError(path: path, message: "is not \(what) typefit wrote; \(refusal)")
        }
    }
}

/// A single output written whole or not at all: into a temporary file beside `path`, then
/// renamed over it. What is there must pass ``Replacement/check(_:what:recognises:)`` (a
/// folder, a link or a FIFO never does); `recognises` nil accepts any regular file (the user
/// asked for it to be replaced, as `init --force` does).
package func replaceFile(
    at path: String, with text: String, what: String, recognises: ((_ head: [UInt8], _ tail: [UInt8]) -> Bool)? = nil
) throws(FileError) {
    try Replacement.check(path, what: what) { head, tail in recognises?(head, tail) ?? true }
    let registry = TemporaryFiles()
    let file = try TemporaryFile(beside: path, registry: registry)
    try file.write(Array(text.utf8))
    try registry.putInPlace(try file.finish(), at: path)
}
