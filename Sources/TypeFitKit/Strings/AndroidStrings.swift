import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Android `res/values-*/strings.xml`: `<string>`, `<plurals>` items (keys `name[plural.one]`)
/// and `<string-array>` items (`name[0]`); CDATA; inline markup kept as its text; Android's
/// escapes (`\'`, `\"`, `\n`, `\t`, `\@`, `\?`, `\uXXXX`) and whitespace rules (runs of white
/// space collapse outside double quotes). `translatable="false"` strings are kept: they are shown.
enum AndroidStrings {
    static func read(_ path: String, locale: String) throws(InputError) -> [LocalizedString] {
        let text = try readText(path, maximumSize: StringCatalogReader.maximumFileSize)
        let delegate = Collector(file: path, locale: locale)
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        parser.shouldResolveExternalEntities = false
        guard parser.parse() else {
            throw delegate.failure ?? InputError(file: path, line: parser.lineNumber, column: parser.columnNumber,
                                                  message: "not well-formed XML: \(describeXMLError((parser.parserError as NSError?)?.code ?? 0))")
        }
        if let failure = delegate.failure { throw failure }
        return delegate.strings
    }

    final class Collector: NSObject, XMLParserDelegate {
        let file: String
        let locale: String
        var strings: [LocalizedString] = []
        var failure: InputError?
        private var name: String?
        private var key: String?
        private var buffer = ""
        private var line = 0
        private var arrayIndex = 0
        private var depth = 0
        /// Open elements, to catch mismatched end tags that libxml2 recovers from silently.
        private var open: [(name: String, line: Int)] = []

        init(file: String, locale: String) {
            self.file = file
            self.locale = locale
        }

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            depth += 1
            open.append((element, parser.lineNumber))
            guard depth < 64 else {
                failure = InputError(file: file, line: parser.lineNumber, message: "elements nested more than 64 deep")
                parser.abortParsing()
                return
            }
            switch element {
            case "string":
                guard let value = attributes["name"] else { return fail(parser, "<string> needs a name") }
                key = value
                begin(parser)
            case "plurals", "string-array", "array":
                guard let value = attributes["name"] else { return fail(parser, "<\(element)> needs a name") }
                name = value
                arrayIndex = 0
            case "item" where name != nil:
                if let quantity = attributes["quantity"] {
                    key = "\(name ?? "")[plural.\(quantity)]"
                } else {
                    key = "\(name ?? "")[\(arrayIndex)]"
                    arrayIndex += 1
                }
                begin(parser)
            default:
                break   // inline markup inside a string (<b>, <xliff:g>): its text is kept
            }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            depth -= 1
            guard let top = open.popLast(), top.name == element else {
                return fail(parser, "an end tag </\(element)> does not match its start tag")
            }
            switch element {
            case "string", "item":
                guard let current = key else { return }
                strings.append(LocalizedString(key: current, locale: locale, text: AndroidStrings.unescape(buffer), file: file, line: line))
                key = nil
            case "plurals", "string-array", "array":
                name = nil
            default:
                break
            }
        }

        func parserDidEndDocument(_ parser: XMLParser) {
            if failure == nil, let unclosed = open.last {
                failure = InputError(file: file, line: unclosed.line, message: "<\(unclosed.name)> is not closed")
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if key != nil { buffer += string }
        }

        func parser(_ parser: XMLParser, foundCDATA data: Data) {
            if key != nil { buffer += String(decoding: data, as: UTF8.self) }
        }

        private func begin(_ parser: XMLParser) {
            buffer = ""
            line = parser.lineNumber
        }

        private func fail(_ parser: XMLParser, _ message: String) {
            failure = InputError(file: file, line: parser.lineNumber, message: message)
            parser.abortParsing()
        }
    }

    /// Android resource string rules: backslash escapes, and white space collapsed outside "…".
    static func unescape(_ raw: String) -> String {
        var result = UTF16Builder()
        var quoted = false
        var lastWasSpace = false
        var scalars = Array(raw.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\\":
                guard let next = scalars.popFirst() else { continue }
                lastWasSpace = false
                switch next {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "u":
                    // A UTF-16 unit: "\uD83E\uDDD8" (a surrogate pair in two escapes) is one character.
                    let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
                    if hex.count == 4, let value = UInt16(hex, radix: 16) {
                        result.append(unit: value)
                        scalars.removeFirst(4)
                    }
                default: result.append(next)
                }
            case "\"":
                quoted.toggle()
            case " ", "\n", "\t", "\r":
                if quoted {
                    result.append(scalar)
                } else if !lastWasSpace {
                    result.append(" ")
                    lastWasSpace = true
                }
            default:
                lastWasSpace = false
                result.append(scalar)
            }
        }
        return trimmedEnds(result.string, raw: raw)
    }

    /// Unquoted white space at either end is dropped; quoted white space stays.
    private static func trimmedEnds(_ text: String, raw: String) -> String {
        var result = text
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.hasPrefix("\""), result.hasPrefix(" ") { result.removeFirst() }
        if !trimmed.hasSuffix("\"") || trimmed.hasSuffix("\\\""), result.hasSuffix(" ") { result.removeLast() }
        return result
    }

    /// libxml2's codes for the mistakes people make in strings.xml.
    static func describeXMLError(_ code: Int) -> String {
        let known = [4: "the document is empty", 5: "the document ends too early", 9: "an invalid character",
                     23: "'&' must start an entity such as &amp;", 38: "an attribute value is not closed", 41: "an attribute has no value",
                     68: "a name is missing", 73: "'>' is missing", 76: "an end tag does not match its start tag",
                     77: "a tag is not closed"]
        return known[code] ?? "libxml2 error \(code)"
    }
}

/// Text built from scalars and UTF-16 units, so that surrogate pairs written as two escapes
/// become one character; an unpaired surrogate becomes U+FFFD, as a UTF-16 decoder shows it.
struct UTF16Builder {
    private var units: [UInt16] = []

    mutating func append(_ scalar: Unicode.Scalar) { units.append(contentsOf: String(scalar).utf16) }
    mutating func append(_ text: String) { units.append(contentsOf: text.utf16) }
    mutating func append(unit: UInt16) { units.append(unit) }

    var string: String { String(decoding: units, as: UTF16.self) }
}
