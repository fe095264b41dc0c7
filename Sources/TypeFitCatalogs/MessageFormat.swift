import TypeFitSupport

/// ICU MessageFormat as JSON catalogs and Flutter `.arb` files carry it:
/// `{count, plural, =0{No files} one{# file} other{# files}}`, `select`, `selectordinal`, nested.
/// Every case becomes its own text (keys such as `files[plural.one]`, or
/// `key[count.plural.one,gender.select.male]` with several arguments); `#` and `{n, number}`
/// become `%d` and `{d, date}` / `{t, time}` `%@`, so the worst-case samples fill them like any
/// placeholder; `{name}` stays for the same reason. `''` is an apostrophe and `'{…}'` literal text.
enum MessageFormat {
    indirect enum Part {
        case text(String)
        case choice(name: String, kind: String, cases: [(selector: String, parts: [Part])])
    }

    /// Whether a JSON text looks like MessageFormat beyond `{name}`: a plural, select or
    /// selectordinal argument, or a typed one (`{n, number}`).
    static func isComplex(_ text: String) -> Bool {
        text.containsBytes("{")
            && (text.containsBytes("plural") || text.containsBytes("select") || text.containsBytes(", number")
                || text.containsBytes(", date") || text.containsBytes(", time"))
    }

    /// The texts `message` can show, each with the cases chosen; nil when it does not parse as
    /// MessageFormat (the text is then measured as it is).
    /// `arguments` replaces a simple argument (`{count}`) by name, as a `.arb` file's placeholder
    /// types say (``ArbPlaceholders``); an argument inside its own plural is a number anyway.
    static func expand(
        _ message: String, arguments: [String: String] = [:], apostrophes: Apostrophes = .icu,
        maximumCombinations: Int = XCStrings.maximumCombinations
    ) -> [(suffix: [String], text: String)]? {
        var parser = Parser(scalars: Array(message.unicodeScalars), arguments: arguments, apostrophes: apostrophes)
        guard let parts = parser.message(inPlural: false, depth: 0), parser.atEnd else { return nil }
        let alternatives = expand(parts, limit: maximumCombinations)
        let names = Set(alternatives.flatMap { $0.choices.map(\.name) })
        return alternatives.map { alternative in
            (
                alternative.choices.map {
                    names.count > 1 ? "\($0.name).\($0.kind).\($0.selector)" : "\($0.kind).\($0.selector)"
                }, alternative.text
            )
        }
    }

    private static func expand(_ parts: [Part], limit: Int) -> [(
        choices: [(name: String, kind: String, selector: String)], text: String
    )] {
        var results: [(choices: [(name: String, kind: String, selector: String)], text: String)] = [([], "")]
        for part in parts {
            switch part {
            case let .text(text):
                results = results.map { ($0.choices, $0.text + text) }
            case let .choice(name, kind, cases):
                let options = cases.flatMap { option in
                    expand(option.parts, limit: limit).map { ([(name, kind, option.selector)] + $0.choices, $0.text) }
                }
                if results.count * options.count <= limit {
                    results = results.flatMap { prefix in options.map { (prefix.choices + $0.0, prefix.text + $0.1) } }
                } else if let last = options.last {
                    // Past the cap, the earlier arguments keep their last case (usually `other`).
                    results = results.map { ($0.choices + last.0, $0.text + last.1) }
                }
            }
        }
        return results
    }

    /// What an apostrophe means.
    enum Apostrophes {
        /// ICU: `''` is an apostrophe; `'` before `{`, `}`, `#` or `|` quotes up to the next `'`;
        /// any other `'` is text.
        case icu
        /// gen-l10n's default (`use-escaping: false`): every apostrophe is text.
        case text
        /// gen-l10n's `use-escaping: true`: `''` is an apostrophe and `'…'` quotes literal text
        /// (message_parser.dart's escaped string, `'[^']*'`).
        case quoting
    }

    struct Parser {
        let scalars: [Unicode.Scalar]
        /// Replacements of simple arguments by name.
        var arguments: [String: String] = [:]
        var apostrophes = Apostrophes.icu
        /// The arguments of the plurals being read: `{count}` inside `{count, plural, …}` is the
        /// plural's number (the integer sample), never a name.
        var pluralArguments: [String] = []
        var index = 0
        var atEnd: Bool { index >= scalars.count }

        mutating func message(inPlural: Bool, depth: Int) -> [Part]? {
            guard depth < 8 else { return nil }
            var parts: [Part] = []
            var text = ""
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "}" { break }
                if scalar == "'", apostrophes != .text {
                    index += 1
                    if index < scalars.count, scalars[index] == "'" {
                        text += "'"
                        index += 1
                    } else if index < scalars.count,
                        apostrophes == .quoting || "{}#|".unicodeScalars.contains(scalars[index])
                    {
                        while index < scalars.count, scalars[index] != "'" {
                            text.unicodeScalars.append(scalars[index])
                            index += 1
                        }
                        index += 1
                    } else {
                        text += "'"
                    }
                } else if scalar == "#", inPlural {
                    text += "%d"
                    index += 1
                } else if scalar == "{" {
                    guard let argument = argument(inPlural: inPlural, depth: depth) else { return nil }
                    switch argument {
                    case let .text(value): text += value
                    case .choice:
                        if !text.isEmpty { parts.append(.text(text)) }
                        text = ""
                        parts.append(argument)
                    }
                } else {
                    text.unicodeScalars.append(scalar)
                    index += 1
                }
            }
            if !text.isEmpty { parts.append(.text(text)) }
            return parts
        }

        /// `{name}`, `{name, type}`, `{name, type, style}` or a choice, from its `{` to its `}`.
        mutating func argument(inPlural: Bool, depth: Int) -> Part? {
            index += 1
            let name = word()
            guard !name.isEmpty else { return nil }
            skipSpace()
            if take("}") {
                if let replacement = arguments[name] { return .text(replacement) }
                return .text(pluralArguments.contains(name) ? "%d" : "{\(name)}")
            }
            guard take(",") else { return nil }
            skipSpace()
            let type = word()
            skipSpace()
            switch type {
            case "plural", "select", "selectordinal":
                guard take(",") else { return nil }
                if type != "select" { pluralArguments.append(name) }
                defer { if type != "select" { pluralArguments.removeLast() } }
                var cases: [(String, [Part])] = []
                while true {
                    skipSpace()
                    if take("}") { break }
                    var selector = word()
                    if selector.hasPrefix("offset:") { continue }
                    if selector.isEmpty, take("=") { selector = "=" + word() }
                    skipSpace()
                    guard !selector.isEmpty, take("{"),
                        let parts = message(inPlural: inPlural || type != "select", depth: depth + 1), take("}")
                    else { return nil }
                    cases.append((selector, parts))
                }
                guard !cases.isEmpty else { return nil }
                return .choice(name: name, kind: type, cases: cases)
            default:
                // number, date, time, spellout…: skip the style, keep a printf-style placeholder.
                var nesting = 0
                while index < scalars.count, !(scalars[index] == "}" && nesting == 0) {
                    if scalars[index] == "{" { nesting += 1 } else if scalars[index] == "}" { nesting -= 1 }
                    index += 1
                }
                guard take("}") else { return nil }
                return .text(type == "number" || type == "spellout" || type == "ordinal" ? "%d" : "%@")
            }
        }

        mutating func word() -> String {
            var text = ""
            while index < scalars.count,
                scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
                    || "_-:.".unicodeScalars.contains(scalars[index])
            {
                text.unicodeScalars.append(scalars[index])
                index += 1
            }
            return text
        }

        mutating func skipSpace() {
            while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
            return true
        }
    }
}
