import Foundation
import TypeFitSupport
import TypeFitCheck

/// A report file written as it is produced: UTF-8 through a 1 MB buffer into a
/// ``TemporaryFile`` beside its destination, put in place with the other reports once all are
/// complete — so a reader (or a crash) never sees half a report, and no report is ever held
/// whole in memory. Not `Sendable`: one writer.
package final class StreamedFile {
    /// The report's final path.
    let path: String
    private let file: TemporaryFile
    private var buffer: [UInt8] = []
    /// Bytes written so far (buffered or not).
    private(set) var count = 0
    private static let bufferSize = 1 << 20

    package init(path: String, temporaries: TemporaryFiles) throws {
        self.path = path
        file = try TemporaryFile(beside: path, registry: temporaries)
        buffer.reserveCapacity(Self.bufferSize)
    }

    func write(_ text: String) throws {
        var text = text
        // Through its UTF-8 storage: an array appending a string's UTF-8 view copied it a byte
        // at a time (report.html's embedded rows, 6 MB in one part: 20 ms).
        try text.withUTF8 { try write(utf8: $0) }
    }

    /// Appends bytes that are UTF-8 already (a part of a page made as bytes).
    func write(utf8 bytes: ArraySlice<UInt8>) throws {
        try bytes.withUnsafeBufferPointer { try write(utf8: $0) }
    }

    /// A part as long as the buffer or longer goes straight to the file.
    private func write(utf8 bytes: UnsafeBufferPointer<UInt8>) throws {
        count += bytes.count
        if buffer.count + bytes.count > Self.bufferSize {
            try flush()
            if bytes.count >= Self.bufferSize { return try file.write(UnsafeRawBufferPointer(bytes)) }
        }
        buffer.append(contentsOf: bytes)
    }

    /// Appends bytes produced in place (for writers that escape as they go).
    func write(_ produce: (inout [UInt8]) -> Void) throws {
        let before = buffer.count
        produce(&buffer)
        count += buffer.count - before
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Appends each row's bytes. `produce` reads each row in place, through a pointer: a row
    /// passed as an argument was copied (the compiler cannot tell that `produce` leaves the
    /// batch alone), three retains and releases per row, and most rows are only counted. The
    /// buffer is moved into a local for the batch: the class's own property, passed `inout`
    /// at every row, was checked for exclusive access each time.
    func write(rows: [CheckResult], _ produce: (inout [UInt8], UnsafePointer<CheckResult>) -> Void) throws {
        var bytes = buffer
        buffer = []
        defer { buffer = bytes }
        var written = 0
        defer { count += written }
        try rows.forEachInPlace { row in
            let before = bytes.count
            produce(&bytes, row)
            written += bytes.count - before
            if bytes.count >= Self.bufferSize {
                try file.write(bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        try file.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is buffered and closes the file; returns the temporary file, to be put in
    /// place once every report is complete.
    func finish() throws -> String {
        try flush()
        return try file.finish()
    }
}
