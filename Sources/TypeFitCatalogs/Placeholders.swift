/// Replaces format placeholders with worst-case samples, so a string is measured as long as it
/// can realistically get: printf style (`%@`, `%d`, `%1$@`, `%lld`, `%.2f`, `%s`), stringsdict
/// substitutions (`%#@count@`) and named ones (`{name}`, `{0}`, `{{name}}`). `%%` becomes `%`.
package enum Placeholders {
    package static func fill(_ text: String, with samples: PlaceholderSamples) -> String {
        // By bytes: String.contains(String) goes through Foundation, and this runs per style and string.
        guard text.utf8.contains(where: { $0 == 0x25 || $0 == 0x7B }) else { return text }
        var result = ""
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.first {
            if scalar == "%", let (replacement, length) = printf(scalars, samples) {
                result += replacement
                scalars.removeFirst(length)
            } else if scalar == "{", let (replacement, length) = named(scalars, samples) {
                result += replacement
                scalars.removeFirst(length)
            } else {
                result.unicodeScalars.append(scalar)
                scalars.removeFirst()
            }
        }
        return result
    }

    /// A printf conversion at the start of `scalars`: its sample and length.
    static func printf(_ scalars: ArraySlice<Unicode.Scalar>, _ samples: PlaceholderSamples) -> (String, Int)? {
        var index = scalars.startIndex + 1
        guard index < scalars.endIndex else { return nil }
        if scalars[index] == "%" { return ("%", 2) }
        if scalars[index] == "#", index + 1 < scalars.endIndex, scalars[index + 1] == "@",
            let close = scalars[(index + 2)...].firstIndex(of: "@")
        {
            return (samples.string, close - scalars.startIndex + 1)
        }
        func skip(while predicate: (Unicode.Scalar) -> Bool) {
            while index < scalars.endIndex, predicate(scalars[index]) { index += 1 }
        }
        let digits: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
        let positional = index
        skip(while: digits)
        if index < scalars.endIndex, scalars[index] == "$" { index += 1 } else { index = positional }
        // printf's flags, with POSIX's ' (grouping) and glibc's I (locale digits); no space flag: "100 % sûr" is prose.
        skip(while: { "-+#0'I".unicodeScalars.contains($0) })
        skip(while: digits)
        if index < scalars.endIndex, scalars[index] == "." {
            index += 1
            skip(while: digits)
        }
        skip(while: { "hlqLzjt".unicodeScalars.contains($0) })
        guard index < scalars.endIndex else { return nil }
        let length = index - scalars.startIndex + 1
        switch scalars[index] {
        case "@", "s", "S", "c", "C": return (samples.string, length)
        case "d", "D", "i", "u", "U", "x", "X", "o", "O": return (samples.integer, length)
        case "f", "F", "e", "E", "g", "G", "a", "A": return (samples.decimal, length)
        default: return nil
        }
    }

    /// `{name}`, `{0}` or `{{name}}` at the start of `scalars`. i18next trims the name between
    /// its double braces (`{{ count }}` is `{{count}}`: `Interpolator.js`, `match[1].trim()`), and
    /// its `{{count}}` is always the plural's number: the integer sample.
    static func named(_ scalars: ArraySlice<Unicode.Scalar>, _ samples: PlaceholderSamples) -> (String, Int)? {
        let double = scalars.count > 1 && scalars[scalars.startIndex + 1] == "{"
        let start = scalars.startIndex + (double ? 2 : 1)
        guard let close = scalars[start...].firstIndex(of: "}"), close > start else { return nil }
        var name = scalars[start..<close]
        if double {
            while name.first == " " { name.removeFirst() }
            while name.last == " " { name.removeLast() }
        }
        guard !name.isEmpty, name.count <= 64,
            name.allSatisfy({
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "." || $0 == "-"
            })
        else { return nil }
        if double {
            guard close + 1 < scalars.endIndex, scalars[close + 1] == "}" else { return nil }
            let sample = name.elementsEqual("count".unicodeScalars) ? samples.integer : samples.string
            return (sample, close + 2 - scalars.startIndex)
        }
        return (samples.string, close + 1 - scalars.startIndex)
    }
}
