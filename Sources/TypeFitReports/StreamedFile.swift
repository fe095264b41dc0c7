import Foundation
import TypeFitCheck

/// A report file written as it is produced: UTF-8 through a 1 MB buffer into a temporary file in
/// the destination folder, renamed over the destination by ``commit()`` — so a reader (or a
/// crash) never sees half a report, and no report is ever held whole in memory. Not `Sendable`:
/// one writer.
final class StreamedFile {
    let path: String
    private let temporary: String
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var committed = false
    /// Bytes written so far (buffered or not).
    private(set) var count = 0
    private static let bufferSize = 1 << 20

    init(path: String) throws {
        self.path = path
        temporary = Self.temporaryPath(beside: path)
        guard FileManager.default.createFile(atPath: temporary, contents: nil), let handle = FileHandle(forWritingAtPath: temporary) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        self.handle = handle
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit {
        if !committed {
            try? handle.close()
            try? FileManager.default.removeItem(atPath: temporary)
        }
    }

    func write(_ text: String) throws {
        count += text.utf8.count
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Appends bytes produced in place (for writers that escape as they go).
    func write(_ produce: (inout [UInt8]) -> Void) throws {
        let before = buffer.count
        produce(&buffer)
        count += buffer.count - before
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Appends each row's bytes. `produce` gets each row as a `borrowing` argument, which the
    /// compiler still copies (it cannot tell that `produce` leaves the batch alone); the CSV and
    /// JSON writers read every string of the row, so reading them through a pointer instead
    /// (``Swift/Array/forEachInPlace(_:)``) would retain as many.
    func write(rows: [CheckResult], _ produce: (inout [UInt8], borrowing CheckResult) -> Void) throws {
        for index in rows.indices {
            let before = buffer.count
            produce(&buffer, rows[index])
            count += buffer.count - before
            if buffer.count >= Self.bufferSize { try flush() }
        }
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        try handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is buffered and closes the file; returns the temporary file, for
    /// ``putInPlace(_:at:)`` once every report is rendered.
    func finish() throws -> String {
        guard !committed else { return temporary }
        try flush()
        try handle.close()
        committed = true
        return temporary
    }

    /// Writes what is buffered and renames the file into place.
    func commit() throws {
        try Self.putInPlace(try finish(), at: path)
    }

    /// A hidden, unique file name in `path`'s folder (a rename there is atomic).
    static func temporaryPath(beside path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
    }

    /// Renames a finished temporary file over `path`.
    static func putInPlace(_ temporary: String, at path: String) throws {
        if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
        try FileManager.default.moveItem(atPath: temporary, toPath: path)
    }
}
