import TypeFitCheck
import Foundation
import TypeFitSupport

/// report.json's results read one at a time from the file, in bounded memory: a byte-level pass
/// finds each element of the top-level `results` array (strings and nesting followed, so a
/// bracket inside a text is text) and reads it with ``JSONScanner``; everything else — the small
/// parts: fonts, layout rows, contrast — is kept as a document with an empty `results` (its line
/// breaks kept, so errors give the file's lines) and read at the end. Memory: one chunk (1 MB),
/// the element being read and those small parts, whatever the file's size — each capped
/// (``maximumElement``, ``maximumShell``), so a file that is no report (a sparse gigabyte of
/// zeros) is refused instead of read into memory.
final class JSONReportRows: ReportRows {
    /// The most bytes one element of `results` may take (a row is a few hundred).
    static let maximumElement = 16 << 20
    /// The most bytes the document may hold outside `results` (fonts, layout rows, contrast, notes).
    static let maximumShell = 64 << 20

    private let file: String
    private let input: InputFile?
    private let chunkSize: Int
    /// Bytes not yet passed: a chunk, and the start of an element cut by its end.
    private var buffer: [UInt8] = []
    private var atEnd = false
    /// The document without the results' elements.
    private var shell: [UInt8] = []
    private var pass = Pass()
    private var index = 0
    private var integrity = ReportIntegrity()

    /// Reads the file at `path` `chunkSize` bytes at a time.
    init(path: String, chunkSize: Int = 1 << 20) throws(InputError) {
        file = path
        self.chunkSize = max(1, chunkSize)
        input = try InputFile(path: path, maximumSize: ReportFile.maximumFileSize)
    }

    /// Reads a document already in memory.
    init(bytes: [UInt8], file: String) {
        self.file = file
        chunkSize = bytes.count
        input = nil
        buffer = bytes
        atEnd = true
    }

    func next() throws(InputError) -> CheckResult? {
        while true {
            let stop = buffer.withUnsafeBufferPointer { bytes in pass.run(bytes, shell: &shell) }
            switch stop {
            case let .element(range, line, column):
                return try row(range, line: line, column: column)
            case let .failure(message):
                throw InputError(file: file, line: pass.line, column: pass.column - 1, message: message)
            case .needMore:
                guard try refill() else {
                    guard pass.depth == 0, !pass.inString else {
                        throw InputError(
                            file: file, line: pass.line, column: pass.column, message: "the document ends early")
                    }
                    return nil
                }
            }
        }
    }

    /// Appends the next chunk, dropping what was passed (but the element in progress); false at
    /// the end of the file.
    private func refill() throws(InputError) -> Bool {
        guard !atEnd, let input else { return false }
        let keep = pass.elementStart ?? pass.position
        buffer.removeSubrange(0..<keep)
        pass.moved(by: keep)
        guard buffer.count <= Self.maximumElement else {
            throw InputError(
                file: file, line: pass.line,
                message: "results[\(index)]: over \(Self.maximumElement >> 20) MB: not a typefit report")
        }
        guard shell.count <= Self.maximumShell else {
            throw InputError(
                file: file, line: pass.line,
                message: "over \(Self.maximumShell >> 20) MB outside results: not a typefit report")
        }
        let chunk = try input.read(upTo: chunkSize)
        guard !chunk.isEmpty else {
            atEnd = true
            return false
        }
        buffer.append(contentsOf: chunk)
        return true
    }

    /// One element, read as a row; errors at the file's line and column.
    private func row(_ range: Range<Int>, line: Int, column: Int) throws(InputError) -> CheckResult {
        // The field's path is put together only for an error (`scan` appends the key it was in).
        var field = ""
        let element = index
        index += 1
        var scanner = JSONScanner(Array(buffer[range]))
        do {
            let row = try CheckResult.scan(&scanner, field: &field)
            try scanner.end()
            integrity.count(row.status)
            return row
        } catch {
            throw InputError(
                file: file, line: error.line + line - 1,
                column: error.line == 1 ? error.column + column - 1 : error.column,
                message: "results[\(element)]\(field): \(error.message)")
        }
    }

    func finish() throws(InputError) -> ReportFile {
        while try next() != nil {}
        let report = try ReportFile.scanShell(shell, file: file)
        try integrity.verify(report, file: file)
        return report
    }

    /// The byte-level pass: a value type, so its loop runs on locals.
    private struct Pass {
        enum Stop {
            /// An element of `results` (buffer offsets) that starts at this line and column.
            case element(Range<Int>, line: Int, column: Int)
            case needMore
            case failure(String)
        }

        var position = 0
        var depth = 0
        var inString = false
        var escaped = false
        var expectingKey = false
        var key: [UInt8] = []
        var lastKey: [UInt8] = []
        var inResults = false
        var elementStart: Int?
        var afterComma = false
        var elementLine = 1, elementColumn = 1
        /// The line and column of the byte at `position`.
        var line = 1, column = 1
        private static let results = Array("results".utf8)

        /// The buffer lost its first `count` bytes.
        mutating func moved(by count: Int) {
            position -= count
            elementStart = elementStart.map { $0 - count }
        }

        /// Scans on from `position`: one loop over the bytes, a state machine (about 85 lines) kept
        /// whole so that each byte of a million-row file is one pass through one `switch`.
        mutating func run(_ bytes: UnsafeBufferPointer<UInt8>, shell: inout [UInt8]) -> Stop {
            while position < bytes.count {
                let byte = bytes[position]
                let offset = position
                position += 1
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                if inString {
                    if inResults, !escaped, byte != 0x22, byte != 0x5C {
                        // Inside a text of a row: skip to its next quote or backslash at once
                        // (texts are most of a row's bytes; JSON texts hold no raw line break).
                        while position < bytes.count, bytes[position] != 0x22, bytes[position] != 0x5C { position += 1 }
                        column += position - offset - 1
                        continue
                    }
                    if !inResults { shell.append(byte) }
                    if escaped {
                        escaped = false
                    } else if byte == 0x5C {
                        escaped = true
                    } else if byte == 0x22 {
                        inString = false
                        if depth == 1, expectingKey {
                            lastKey = key
                            expectingKey = false
                        }
                    } else if depth == 1, expectingKey {
                        key.append(byte)
                    }
                    continue
                }
                if inResults {
                    switch byte {
                    case 0x22:
                        inString = true
                        start(offset)
                    case 0x7B, 0x5B:
                        start(offset)
                        depth += 1
                    case 0x7D, 0x5D:
                        depth -= 1
                        guard depth == 1 else { continue }
                        // The end of `results`.
                        inResults = false
                        shell.append(0x5D)
                        if let element = end(offset, bytes, &shell) { return element }
                        if afterComma { return .failure("results: expected a value before ']'") }
                    case 0x2C where depth == 2:
                        guard let element = end(offset, bytes, &shell) else {
                            return .failure("results: expected a value before ','")
                        }
                        afterComma = true
                        return element
                    case 0x20, 0x09, 0x0D, 0x2C: break
                    // The file's lines, kept for errors after the results.
                    case 0x0A where elementStart == nil: shell.append(0x0A)
                    case 0x0A: break
                    default: start(offset)
                    }
                    continue
                }
                shell.append(byte)
                switch byte {
                case 0x22:
                    inString = true
                    if depth == 1, expectingKey { key.removeAll(keepingCapacity: true) }
                case 0x7B:
                    depth += 1
                    if depth == 1 { expectingKey = true }
                case 0x5B:
                    depth += 1
                    if depth == 2, lastKey == Self.results {
                        inResults = true
                        lastKey = []
                    }
                case 0x7D, 0x5D: depth -= 1
                case 0x2C where depth == 1: expectingKey = true
                default: break
                }
            }
            return .needMore
        }

        private mutating func start(_ offset: Int) {
            guard depth == 2, elementStart == nil else { return }
            elementStart = offset
            afterComma = false
            (elementLine, elementColumn) = (line, column - 1)
        }

        /// The element that ends before `offset` (a ',' or the array's ']'); its line breaks go
        /// to the shell so later lines keep their numbers.
        private mutating func end(_ offset: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ shell: inout [UInt8]) -> Stop? {
            guard let start = elementStart else { return nil }
            elementStart = nil
            for byte in bytes[start..<offset] where byte == 0x0A { shell.append(0x0A) }
            return .element(start..<offset, line: elementLine, column: elementColumn)
        }
    }
}
