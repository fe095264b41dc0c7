import Foundation

/// Reads a file for a parser: only a regular file (``InputFile``), refused before reading when
/// it is over `maximumSize`.
package func readData(_ path: String, maximumSize: Int) throws(InputError) -> Data {
    Data(try InputFile.contents(of: path, maximumSize: maximumSize))
}

/// Reads a text file for a parser: refuses files over `maximumSize` before reading, and
/// requires UTF-8 (or UTF-16 with a byte-order mark).
package func readText(_ path: String, maximumSize: Int) throws(InputError) -> String {
    try decodeText(try readData(path, maximumSize: maximumSize), file: path)
}

/// UTF-8 (an optional BOM is dropped) or UTF-16 with a BOM; anything else names the first bad line.
package func decodeText(_ data: Data, file: String) throws(InputError) -> String {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
        let littleEndian = bytes[0] == 0xFF
        let units = stride(from: 2, to: bytes.count - 1, by: 2).map { index in
            littleEndian
                ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
                : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
        }
        var text = ""
        var line = 1
        for scalar in UTF16.decode(units) {
            guard let scalar else { throw InputError(file: file, line: line, message: "not valid UTF-16") }
            if scalar == "\n" { line += 1 }
            text.unicodeScalars.append(scalar)
        }
        return text
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    if let text = String(validating: body, as: UTF8.self) { return text }
    var line = 1
    var start = 0
    for (index, byte) in body.enumerated() where byte == 0x0A {
        if String(validating: body[start..<index], as: UTF8.self) == nil { break }
        line += 1
        start = index + 1
    }
    throw InputError(file: file, line: line, message: "not valid UTF-8")
}

extension UTF16 {
    /// Decodes UTF-16 code units; nil marks an unpaired surrogate.
    static func decode(_ units: [UInt16]) -> [Unicode.Scalar?] {
        var result: [Unicode.Scalar?] = []
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): result.append(scalar)
            case .emptyInput: return result
            case .error: result.append(nil)
            }
        }
    }
}
