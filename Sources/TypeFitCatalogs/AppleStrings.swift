import TypeFitSupport

/// Apple `.strings` files (UTF-8 or UTF-16): `"key" = "value";` pairs, `/* */` and `//` comments,
/// CoreFoundation's escapes (see `Scanner.slashed`); unquoted keys and values are allowed. A
/// `.strings` file Xcode wrote as a property list (binary `bplist00`, or XML) is read as one.
enum AppleStrings {
    static func read(_ path: String, locale: String) throws(InputError) -> [LocalizedString] {
        let data = try readData(path, maximumSize: StringCatalogReader.maximumFileSize)
        if PropertyListFile.isPropertyList(data) {
            let lines = PropertyListLines(data)
            return try PropertyListFile.dictionary(data, file: path).sorted { $0.key < $1.key }.compactMap {
                key, value in
                (value as? String).map {
                    LocalizedString(key: key, locale: locale, text: $0, file: path, line: lines.line([key]))
                }
            }
        }
        var scanner = Scanner(scalars: Array(try decodeText(data, file: path).unicodeScalars), file: path)
        var result: [LocalizedString] = []
        while true {
            try scanner.skipSpaceAndComments()
            guard !scanner.atEnd else { return result }
            let line = scanner.line
            let key = try scanner.token()
            try scanner.skipSpaceAndComments()
            if scanner.peek == ";" {  // "key"; means key = key
                scanner.advance()
                result.append(LocalizedString(key: key, locale: locale, text: key, file: path, line: line))
                continue
            }
            try scanner.expect("=")
            try scanner.skipSpaceAndComments()
            let value = try scanner.token()
            try scanner.skipSpaceAndComments()
            try scanner.expect(";")
            result.append(LocalizedString(key: key, locale: locale, text: value, file: path, line: line))
        }
    }

    struct Scanner {
        let scalars: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1

        init(scalars: [Unicode.Scalar], file: String) {
            self.scalars = scalars
            self.file = file
        }

        var atEnd: Bool { index >= scalars.count }
        var peek: Unicode.Scalar? { atEnd ? nil : scalars[index] }

        mutating func advance() {
            if peek == "\n" { line += 1 }
            index += 1
        }

        func error(_ message: String) -> InputError { InputError(file: file, line: line, message: message) }

        mutating func expect(_ scalar: Unicode.Scalar) throws(InputError) {
            guard peek == scalar else {
                throw error(
                    "expected \"\(scalar)\"\(peek.map { ", found \"\($0)\"" } ?? " before the end of the file")")
            }
            advance()
        }

        mutating func skipSpaceAndComments() throws(InputError) {
            while let scalar = peek {
                if scalar.properties.isWhitespace {
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let start = line
                    index += 2
                    while !atEnd, !(peek == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") { advance() }
                    guard !atEnd else {
                        throw InputError(file: file, line: start, message: "a /* comment is not closed")
                    }
                    index += 2
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while let next = peek, next != "\n" {
                        _ = next
                        advance()
                    }
                } else {
                    return
                }
            }
        }

        /// A quoted string ("…" or '…') with CoreFoundation's escapes, or an unquoted run of
        /// ASCII letters, digits and `_$/:.-` (CFOldStylePList's rules).
        mutating func token() throws(InputError) -> String {
            guard let first = peek else { throw error("expected a string before the end of the file") }
            guard first == "\"" || first == "'" else {
                var text = ""
                while let scalar = peek, scalar.isASCII,
                    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "_$/:.-".unicodeScalars.contains(scalar)
                {
                    text.unicodeScalars.append(scalar)
                    advance()
                }
                guard !text.isEmpty else { throw error("expected a quoted string, found \"\(first)\"") }
                return text
            }
            let start = line
            advance()
            var units: [UInt16] = []
            while true {
                guard let scalar = peek else {
                    throw InputError(file: file, line: start, message: "a quoted string is not closed")
                }
                advance()
                if scalar == first { break }
                guard scalar == "\\" else {
                    units.append(contentsOf: Array(String(scalar).utf16))
                    continue
                }
                guard let escaped = peek else {
                    throw InputError(file: file, line: start, message: "a quoted string is not closed")
                }
                advance()
                units.append(contentsOf: slashed(escaped))
            }
            // \U escapes are UTF-16 units: a surrogate pair written as two escapes is one character.
            return String(decoding: units, as: UTF16.self)
        }

        /// The UTF-16 units of the escape after a backslash, as CoreFoundation's getSlashedChar
        /// reads it: up to three octal digits (a byte; NeXTSTEP Latin is ASCII below 0x80), `\U`
        /// with up to four hex digits (one UTF-16 unit), `a b f n r t v " newline`; any other
        /// character stands for itself (`\\` → `\`, `\'` → `'`, and `\u` → `u`: only `\U` is a
        /// Unicode escape).
        private mutating func slashed(_ escaped: Unicode.Scalar) -> [UInt16] {
            switch escaped {
            case "0"..."7":
                var value = escaped.value - 48
                for _ in 0..<2 {
                    guard let digit = peek, ("0"..."7").contains(digit) else { break }
                    value = (value << 3) + digit.value - 48
                    advance()
                }
                return [UInt16(value & 0xFF)]
            case "U":
                var value: UInt16 = 0
                for _ in 0..<4 {
                    guard let digit = peek, digit.properties.isASCIIHexDigit,
                        let nibble = UInt16(String(digit), radix: 16)
                    else { break }
                    value = value << 4 + nibble
                    advance()
                }
                return [value]
            case "a": return [0x07]
            case "b": return [0x08]
            case "f": return [0x0C]
            case "n": return [0x0A]
            case "r": return [0x0D]
            case "t": return [0x09]
            case "v": return [0x0B]
            default: return Array(String(escaped).utf16)
            }
        }
    }
}
