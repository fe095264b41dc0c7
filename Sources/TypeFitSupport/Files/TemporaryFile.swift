import Foundation
import Synchronization
#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
    private let systemClose = Glibc.close
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
    private let systemClose = Darwin.close
#endif

/// A new file written under a hidden, unique name beside its destination
/// (`.report.json.typefit-PID-RANDOM.tmp`), then put in place by one `rename(2)` over the old
/// file (``TemporaryFiles/putInPlace(_:at:durable:)``): POSIX guarantees a reader, or a run
/// killed at any moment, finds the old file or the new one, never neither and never half of one.
/// Not `Sendable`: one writer. Until ``finish(sync:)`` hands its path on, dropping it removes the file.
package final class TemporaryFile {
    /// Where the file goes when finished.
    package let destination: String
    /// The temporary file's own path.
    package let path: String
    private var descriptor: Int32
    private let registry: TemporaryFiles
    private var finished = false

    /// Creates the temporary file (exclusively: the name is this run's alone), registered with
    /// `registry`, which removes it on a signal or when the run fails.
    package init(beside destination: String, registry: TemporaryFiles) throws(FileError) {
        self.destination = destination
        let path = TemporaryName.make(beside: destination)
        self.path = path
        self.registry = registry
        var code: Int32 = 0
        guard
            let descriptor = registry.create(
                path,
                { () -> Int32 in
                    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                    code = errno
                    return descriptor
                })
        else {
            throw FileError(path: destination, message: "not written: the run is stopping")
        }
        guard descriptor >= 0 else { throw FileError(path: destination, "cannot write it", errno: code) }
        self.descriptor = descriptor
    }

    deinit {
        if descriptor >= 0 { _ = systemClose(descriptor) }
        if !finished { registry.discard(path) }
    }

    /// Appends `bytes`.
    package func write(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = systemWrite(descriptor, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                throw FileError(path: destination, "cannot write it", errno: errno)
            }
            left -= written
            next += written
        }
    }

    package func write(_ bytes: [UInt8]) throws(FileError) {
        let failure: FileError? = bytes.withUnsafeBytes { buffer in
            do throws(FileError) {
                try write(buffer)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Closes the file — `sync` makes its bytes durable first (`fsync`) — and hands its path on:
    /// from here the registry alone owns it, until it is put in place or discarded.
    package func finish(sync: Bool = false) throws(FileError) -> String {
        if descriptor >= 0 {
            let status = sync ? fsync(descriptor) : 0
            let code = errno
            let closed = systemClose(descriptor)
            descriptor = -1
            guard status == 0 else { throw FileError(path: destination, "cannot write it", errno: code) }
            guard closed == 0 else { throw FileError(path: destination, "cannot write it", errno: errno) }
        }
        finished = true
        return path
    }
}

/// Makes a rename or a new file in the folder of `path` durable.
package func syncFolder(of path: String) throws(FileError) {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileError(path: folder, "cannot sync the folder", errno: errno) }
    defer { _ = systemClose(descriptor) }
    guard fsync(descriptor) == 0 || errno == EINVAL else {
        throw FileError(path: folder, "cannot sync the folder", errno: errno)
    }
}

/// The temporary files a run has not put in place yet, so that a signal (SIGINT, SIGTERM) can
/// remove them before the process ends: ``removeAll()`` is what a signal handler calls.
package final class TemporaryFiles: Sendable {
    private struct State {
        var paths: Set<String> = []
        /// ``removeAll()`` ran: no temporary file is made any more.
        var stopped = false
    }

    private let state = Mutex(State())

    package init() {}

    /// Runs `open` (which creates the file at `path` and returns its descriptor) and registers
    /// the file, in one step under the lock — so a signal's ``removeAll()`` never runs between
    /// the two and misses the file; nil, and nothing made, once ``removeAll()`` has run.
    func create(_ path: String, _ open: () -> Int32) -> Int32? {
        state.withLock { state in
            guard !state.stopped else { return nil }
            let descriptor = open()
            if descriptor >= 0 { state.paths.insert(path) }
            return descriptor
        }
    }

    func remove(_ path: String) {
        state.withLock { _ = $0.paths.remove(path) }
    }

    /// The temporary files now.
    package var current: Set<String> { state.withLock { $0.paths } }

    /// Renames the finished temporary file over `destination` (check it may be replaced first:
    /// ``Replacement``); with `durable`, the rename is made durable too (`fsync` of the folder).
    /// Under the lock, and refused once ``removeAll()`` has run: a run being ended by a signal
    /// replaces no report after its handler ran, however late the handler was scheduled.
    package func putInPlace(_ temporary: String, at destination: String, durable: Bool = false) throws(FileError) {
        let failure: FileError? = state.withLock { state in
            guard !state.stopped else {
                return FileError(path: destination, message: "not replaced: the run is stopping")
            }
            guard rename(temporary, destination) == 0 else {
                return FileError(path: destination, "cannot put it in place", errno: errno)
            }
            state.paths.remove(temporary)
            return nil
        }
        if let failure { throw failure }
        if durable { try syncFolder(of: destination) }
    }

    /// Removes a temporary file that will not be put in place.
    package func discard(_ temporary: String) {
        unlink(temporary)
        remove(temporary)
    }

    /// Removes every temporary file not yet put in place, and makes no more: what a signal
    /// handler calls before the process ends.
    package func removeAll() {
        state.withLock { state in
            state.stopped = true
            for path in state.paths { unlink(path) }
            state.paths.removeAll()
        }
    }
}

/// The names of temporary files: `.NAME.typefit-PID-RANDOM.tmp` beside the file they become, so a
/// later run can tell its own leftovers — from a run that was killed — from anything else.
package enum TemporaryName {
    static func make(beside destination: String) -> String {
        let url = URL(fileURLWithPath: destination)
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        return url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).typefit-\(getpid())-\(random).tmp"
        ).path
    }

    /// The process that made a temporary file of this name, or nil when `name` is no typefit
    /// temporary file.
    package static func owner(of name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: ".typefit-", options: .backwards)
        else { return nil }
        let parts = name[marker.upperBound...].dropLast(4).split(separator: "-")
        guard parts.count == 2, let pid = pid_t(parts[0]), UInt64(parts[1], radix: 16) != nil else { return nil }
        return pid
    }
}
