import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import TypeFitSupport

/// Property lists as Xcode writes catalogs: binary (`bplist00`) or XML, read with Foundation's
/// `PropertyListSerialization`. Keys come back sorted, so reports do not depend on hash order.
enum PropertyListFile {
    /// Whether `data` is a binary or an XML property list rather than old-style `.strings` text.
    static func isPropertyList(_ data: Data) -> Bool {
        if data.starts(with: Array("bplist0".utf8)) { return true }
        let head = String(decoding: data.prefix(256), as: UTF8.self).drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        return head.hasPrefix("<?xml") || head.hasPrefix("<!DOCTYPE plist") || head.hasPrefix("<plist")
    }

    /// The top-level dictionary of a property list.
    static func dictionary(_ data: Data, file: String) throws(InputError) -> [String: Any] {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw InputError(
                file: file, line: nil, message: "not a valid property list" + (reason.map { ": \($0)" } ?? ""))
        }
        guard let dictionary = object as? [String: Any] else {
            throw InputError(file: file, line: nil, message: "the property list is not a dictionary of strings")
        }
        return dictionary
    }
}

/// Lines of the values in an XML property list, by their path of dictionary keys: Foundation's
/// reader keeps no positions, so the text is read again with `XMLParser` (only for XML lists;
/// a binary list has no lines). `["items", "count", "one"]` → the line of that `<string>`.
struct PropertyListLines {
    private var lines: [[String]: Int] = [:]

    init(_ data: Data) {
        guard !data.starts(with: Array("bplist0".utf8)) else { return }
        let collector = Collector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        parser.shouldResolveExternalEntities = false
        _ = parser.parse()
        lines = collector.lines
    }

    /// The line of the value at `path`, if the list is XML and has it.
    func line(_ path: [String]) -> Int? { lines[path] }

    private final class Collector: NSObject, XMLParserDelegate {
        var lines: [[String]: Int] = [:]
        /// The keys of the dictionaries open around the parser, and the key read last in each.
        private var path: [String] = []
        private var pendingKey: String?
        private var readingKey = false
        private var keyText = ""
        private var depth = 0

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch element {
            case "key":
                readingKey = true
                keyText = ""
            case "dict":
                // The root dictionary has no key; one inside an array has none either.
                if depth > 0 { path.append(pendingKey ?? "") }
                pendingKey = nil
                depth += 1
            case "plist", "array":
                break
            default:
                if let key = pendingKey, lines.count < 1 << 20 { lines[path + [key]] = parser.lineNumber }
                pendingKey = nil
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if readingKey, keyText.utf8.count < 4096 { keyText += string }
        }

        func parser(
            _ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?
        ) {
            switch element {
            case "key":
                readingKey = false
                pendingKey = keyText
            case "dict":
                depth -= 1
                if depth > 0, !path.isEmpty { path.removeLast() }
            default:
                break
            }
        }
    }
}
