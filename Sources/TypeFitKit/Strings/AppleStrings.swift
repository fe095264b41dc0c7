/// Apple `.strings` files (UTF-8 or UTF-16): `"key" = "value";` pairs, `/* */` and `//` comments,
/// escapes `\n \t \r \" \\ \'` and `\Uxxxx` / `\uxxxx`; unquoted keys and values are allowed.
enum AppleStrings {
    static func read(_ path: String, locale: String) throws(InputError) -> [LocalizedString] {
        var scanner = Scanner(scalars: Array(try readText(path, maximumSize: StringCatalogReader.maximumFileSize).unicodeScalars), file: path)
        var result: [LocalizedString] = []
        while true {
            try scanner.skipSpaceAndComments()
            guard !scanner.atEnd else { return result }
            let line = scanner.line
            let key = try scanner.token()
            try scanner.skipSpaceAndComments()
            if scanner.peek == ";" {   // "key"; means key = key
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
            guard peek == scalar else { throw error("expected \"\(scalar)\"\(peek.map { ", found \"\($0)\"" } ?? " before the end of the file")") }
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
                    guard !atEnd else { throw InputError(file: file, line: start, message: "a /* comment is not closed") }
                    index += 2
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while let next = peek, next != "\n" { _ = next; advance() }
                } else {
                    return
                }
            }
        }

        /// A quoted string with escapes, or an unquoted run of letters, digits and _.-
        mutating func token() throws(InputError) -> String {
            guard let first = peek else { throw error("expected a string before the end of the file") }
            if first != "\"" {
                var text = ""
                while let scalar = peek, scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "_.-:/".unicodeScalars.contains(scalar) {
                    text.unicodeScalars.append(scalar)
                    advance()
                }
                guard !text.isEmpty else { throw error("expected a quoted string, found \"\(first)\"") }
                return text
            }
            let start = line
            advance()
            var text = ""
            while true {
                guard let scalar = peek else { throw InputError(file: file, line: start, message: "a quoted string is not closed") }
                advance()
                if scalar == "\"" { return text }
                guard scalar == "\\" else {
                    text.unicodeScalars.append(scalar)
                    continue
                }
                guard let escaped = peek else { throw InputError(file: file, line: start, message: "a quoted string is not closed") }
                advance()
                switch escaped {
                case "n": text += "\n"
                case "t": text += "\t"
                case "r": text += "\r"
                case "0": text += "\0"
                case "U", "u":
                    var hex = ""
                    while hex.count < 4, let digit = peek, digit.properties.isASCIIHexDigit {
                        hex.unicodeScalars.append(digit)
                        advance()
                    }
                    guard let value = UInt32(hex, radix: 16) else { throw error("\\\(escaped) needs four hex digits") }
                    if (0xD800...0xDBFF).contains(value), peek == "\\" , index + 1 < scalars.count, ["U", "u"].contains(scalars[index + 1]) {
                        index += 2
                        var low = ""
                        while low.count < 4, let digit = peek, digit.properties.isASCIIHexDigit {
                            low.unicodeScalars.append(digit)
                            advance()
                        }
                        guard let lowValue = UInt32(low, radix: 16), (0xDC00...0xDFFF).contains(lowValue),
                              let scalar = Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (lowValue - 0xDC00)) else {
                            throw error("an unpaired surrogate in \\U escapes")
                        }
                        text.unicodeScalars.append(scalar)
                    } else {
                        guard let scalar = Unicode.Scalar(value) else { throw error("\\U\(hex) is not a character") }
                        text.unicodeScalars.append(scalar)
                    }
                default: text.unicodeScalars.append(escaped)
                }
            }
        }
    }
}
