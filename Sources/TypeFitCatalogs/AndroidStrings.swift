import Foundation
#if canImport(FoundationXML)
    import FoundationXML
    import TypeFitSupport
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
        let parsed = parser.parse()
        // libxml2 closes an unclosed <string> when a later end tag does not match, and then
        // blames <resources>: find the element left open in the text itself, at its own line.
        if !parsed || delegate.failure != nil, let unclosed = unclosedElement(text) {
            throw InputError(
                file: path, line: unclosed.line,
                message: "<\(unclosed.tag)\(unclosed.label)> is not closed before the next element starts")
        }
        guard parsed else {
            let code = (parser.parserError as NSError?)?.code ?? 0
            // An end tag that does not match: the element left open is the mistake, at its own line.
            if code == 76, delegate.failure == nil, let unclosed = delegate.unclosed {
                throw InputError(
                    file: path, line: unclosed.line,
                    message:
                        "<\(unclosed.name)\(unclosed.label)> is not closed (an end tag at line \(parser.lineNumber) does not match it)"
                )
            }
            throw delegate.failure
                ?? InputError(
                    file: path, line: parser.lineNumber, column: parser.columnNumber,
                    message: "not well-formed XML: \(describeXMLError(code))")
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
        private var open: [(name: String, line: Int, label: String)] = []

        /// The innermost element still open below `<resources>`, with its name attribute.
        var unclosed: (name: String, line: Int, label: String)? {
            open.count > 1 ? open.last : nil
        }

        init(file: String, locale: String) {
            self.file = file
            self.locale = locale
        }

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            depth += 1
            open.append((element, parser.lineNumber, attributes["name"].map { " name=\"\($0)\"" } ?? ""))
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
                break  // inline markup inside a string (<b>, <xliff:g>): its text is kept
            }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            depth -= 1
            guard let top = open.last, top.name == element else {
                if let top = open.last {
                    failure = InputError(
                        file: file, line: top.line,
                        message:
                            "<\(top.name)\(top.label)> is not closed (</\(element)> at line \(parser.lineNumber) does not match it)"
                    )
                    parser.abortParsing()
                    return
                }
                return fail(parser, "an end tag </\(element)> does not match its start tag")
            }
            open.removeLast()
            switch element {
            case "string", "item":
                guard let current = key else { return }
                strings.append(
                    LocalizedString(
                        key: current, locale: locale, text: AndroidStrings.unescape(buffer), file: file, line: line))
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

    /// The first `<string>`, `<plurals>`, `<string-array>` or `<item>` whose end tag is missing:
    /// one that is still open when the next one of these starts. Comments and CDATA are skipped.
    static func unclosedElement(_ text: String) -> (tag: String, line: Int, label: String)? {
        var open: (tag: String, line: Int, label: String)?
        var line = 1
        var index = text.startIndex
        let containers: Set<String> = ["plurals", "string-array", "array"]
        var container: String?
        while index < text.endIndex {
            let character = text[index]
            if character == "\n" { line += 1 }
            guard character == "<" else {
                index = text.index(after: index)
                continue
            }
            let rest = text[index...]
            for (start, end) in [("<!--", "-->"), ("<![CDATA[", "]]>")] where rest.hasPrefix(start) {
                if let close = rest.range(of: end) {
                    line += rest[..<close.upperBound].filter { $0 == "\n" }.count
                    index = close.upperBound
                } else {
                    index = text.endIndex
                }
            }
            guard index < text.endIndex, text[index] == "<" else { continue }
            let tagEnd = text[index...].firstIndex(of: ">") ?? text.endIndex
            let tag = text[text.index(after: index)..<tagEnd]
            let word = tag.prefix { !$0.isWhitespace && $0 != ">" }
            let name = String(word.hasSuffix("/") ? word.dropLast() : word)
            let label =
                tag.range(of: "name=\"").map { range in
                    " name=\"" + tag[range.upperBound...].prefix { $0 != "\"" } + "\""
                } ?? ""
            if name == "string" || name == "item" || containers.contains(name) {
                if let current = open, !tag.hasSuffix("/") { return current }  // a new element inside an open one
                if containers.contains(name) {
                    container = name
                } else if !tag.hasSuffix("/") {
                    open = (name, line, label)
                }
            } else if name == "/string" || name == "/item" {
                open = nil
            } else if name.hasPrefix("/"), containers.contains(String(name.dropFirst())) {
                container = nil
            } else if name == "/resources", let current = open ?? container.map({ ($0, line, "") }) {
                return current
            }
            index = tagEnd
        }
        return open
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
        let known = [
            4: "the document is empty", 5: "the document ends too early", 9: "an invalid character",
            23: "'&' must start an entity such as &amp;", 38: "an attribute value is not closed",
            41: "an attribute has no value",
            68: "a name is missing", 73: "'>' is missing", 76: "an end tag does not match its start tag",
            77: "a tag is not closed",
        ]
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
