import TypeFitSupport

/// MediaWiki's message markup, as Wikipedia's apps keep it in `.strings` files: `$1` … `$9`
/// parameters, `{{PLURAL:$1|one|other}}` (explicit forms as `0=…`) and `{{GENDER:$1|he|she|they}}`.
/// A catalog file uses it when any of its texts has `{{PLURAL:` or `{{GENDER:`; then every `$N`
/// in that file is a parameter (elsewhere `$5` may be five dollars). Each form becomes its own
/// text (`key[plural.1]`, `key[plural.=0]`, `key[gender.2]`; `key[$1.plural.1,$2.plural.2]` with
/// several); a PLURAL's own parameter becomes `%N$d` and the others `%N$@`, so the worst-case
/// samples fill them like printf placeholders.
enum MediaWikiMarkup {
    static func usesMarkup(_ strings: [LocalizedString]) -> Bool {
        strings.contains { $0.text.containsBytes("{{PLURAL:") || $0.text.containsBytes("{{GENDER:") }
    }

    /// Every form of `string`, parameters turned into printf placeholders.
    static func expand(_ string: LocalizedString) -> [LocalizedString] {
        var substitutions: [Substitution] = []
        var numeric = Set<String>()
        var labels: [String: String] = [:]  // "mw0" → "$1", to name the forms in keys
        var template = ""
        var rest = Substring(string.text)
        while let open = rest.range(of: "{{") {
            template += rest[..<open.lowerBound]
            let body = rest[open.upperBound...]
            guard let close = body.range(of: "}}"), let colon = body[..<close.lowerBound].firstIndex(of: ":") else {
                template += rest[open.lowerBound...]
                rest = ""
                break
            }
            let kind = body[..<colon].lowercased()
            let parts = body[body.index(after: colon)..<close.lowerBound].split(
                separator: "|", omittingEmptySubsequences: false
            ).map(String.init)
            guard kind == "plural" || kind == "gender", parts.count >= 2 else {
                template += rest[open.lowerBound..<close.upperBound]
                rest = body[close.upperBound...]
                continue
            }
            let parameter = parts[0].trimmingCharacters(in: .whitespaces)
            if kind == "plural" { numeric.insert(parameter) }
            let name = "mw\(substitutions.count)"
            labels[name] = parameter
            var position = 0
            let forms = parts.dropFirst().map { form -> (variation: String, text: String) in
                if kind == "plural", let equals = form.firstIndex(of: "="), form[..<equals].allSatisfy(\.isNumber),
                    equals > form.startIndex
                {
                    return ("\(kind).=\(form[..<equals])", String(form[form.index(after: equals)...]))
                }
                position += 1
                return ("\(kind).\(position)", form)
            }
            substitutions.append(Substitution(name: name, forms: forms))
            template += "%#@\(name)@"
            rest = body[close.upperBound...]
        }
        template += rest
        return Substitution.expand(template, substitutions, maximumCombinations: XCStrings.maximumCombinations).map {
            expanded in
            var copy = string
            copy.text = parameters(expanded.text, numeric: numeric)
            let suffix = expanded.suffix.map { part in
                labels.reduce(part) { $0.replacingOccurrences(of: $1.key + ".", with: $1.value + ".") }
            }
            copy.key = Substitution.key(string.key, variation: [], substitutions: suffix)
            return copy
        }
    }

    /// `$N` → `%N$d` for a PLURAL's parameter, else `%N$@`.
    static func parameters(_ text: String, numeric: Set<String>) -> String {
        var result = ""
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "$", let digit = scalars.first, ("1"..."9").contains(digit) {
                scalars.removeFirst()
                result += numeric.contains("$\(digit)") ? "%\(digit)$d" : "%\(digit)$@"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
