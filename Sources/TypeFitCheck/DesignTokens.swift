import Foundation
import TypeFitSupport
import TypeFitBackend
import TypeFitText

/// Typography styles from design tokens: the W3C DTCG format (2025.10) and the variants Tokens
/// Studio writes (`value`/`type` without `$`, sizes as "28" or "28px", `lineHeight` "AUTO" or
/// "120%", `letterSpacing` "2%", weights by name such as "Semi Bold Italic").
///
/// Each `typography` token becomes a style named by its path. Tokens say nothing about Dynamic
/// Type, so the curve is the iOS text style whose Large size is nearest the token's size, unless
/// `$extensions."com.typefit".scalesWith` names one; limits and strings may come from the same
/// extension (same keys as in a guide). What cannot be used is listed in ``Result/unmapped``.
package enum DesignTokens {
    package struct Result: Sendable {
        package var styles: [GuideStyle]
        package var unmapped: [String]
    }

    package static func read(_ path: String) throws(InputError) -> Result {
        let root = try DocumentNode.parse(try readText(path, maximumSize: 8 << 20), file: path)
        var tokens: [String: DocumentNode] = [:]
        var order: [String] = []
        try collect(root, prefix: "", depth: 0, into: &tokens, order: &order)
        var result = Result(styles: [], unmapped: [])
        for name in order {
            guard let token = tokens[name], try type(of: token) == "typography" else { continue }
            let value = try resolve(try valueNode(token), tokens: tokens, chain: [name])
            result.styles.append(
                try style(name, token: token, value: value, tokens: tokens, unmapped: &result.unmapped))
        }
        return result
    }

    /// Tokens by dotted path: every group member that has a `$value` (or `value`).
    private static func collect(
        _ node: DocumentNode, prefix: String, depth: Int, into tokens: inout [String: DocumentNode],
        order: inout [String]
    ) throws(InputError) {
        guard depth < 32 else { throw node.error("groups nested more than 32 deep") }
        guard let entries = node.value.entries else { return }
        if entries.contains(where: { $0.key.text == "$value" || $0.key.text == "value" }), !prefix.isEmpty {
            tokens[prefix] = node
            order.append(prefix)
            return
        }
        for entry in entries {
            guard let name = entry.key.text, !name.hasPrefix("$") else { continue }
            let path = prefix.isEmpty ? name : "\(prefix).\(name)"
            try collect(
                DocumentNode(value: entry.value, file: node.file, path: path), prefix: path, depth: depth + 1,
                into: &tokens, order: &order)
        }
    }

    private static func field(_ node: DocumentNode, _ names: [String]) -> DocumentNode? {
        guard let entry = node.value.entries?.first(where: { names.contains($0.key.text ?? "") }) else { return nil }
        return DocumentNode(value: entry.value, file: node.file, path: "\(node.path).\(entry.key.text ?? "")")
    }

    private static func valueNode(_ token: DocumentNode) throws(InputError) -> DocumentNode {
        guard let value = field(token, ["$value", "value"]) else { throw token.error("a token needs $value") }
        return value
    }

    private static func type(of token: DocumentNode) throws(InputError) -> String? {
        try field(token, ["$type", "type"])?.string()
    }

    /// Follows "{group.token}" references, refusing cycles.
    static func resolve(_ node: DocumentNode, tokens: [String: DocumentNode], chain: [String]) throws(InputError)
        -> DocumentNode
    {
        guard let text = node.value.text, text.hasPrefix("{"), text.hasSuffix("}") else { return node }
        let target = String(text.dropFirst().dropLast())
        guard !chain.contains(target) else {
            throw node.error("token reference cycle: \((chain + [target]).joined(separator: " → "))")
        }
        guard chain.count < 32 else { throw node.error("references nested more than 32 deep") }
        guard let token = tokens[target] else { throw node.error("reference to an unknown token {\(target)}") }
        return try resolve(try valueNode(token), tokens: tokens, chain: chain + [target])
    }

    private static func style(
        _ name: String, token: DocumentNode, value: DocumentNode, tokens: [String: DocumentNode],
        unmapped: inout [String]
    ) throws(InputError) -> GuideStyle {
        guard let entries = value.value.entries else { throw value.error("a typography value is an object") }
        var fields: [String: DocumentNode] = [:]
        for entry in entries {
            let key = entry.key.text ?? ""
            let child = DocumentNode(value: entry.value, file: value.file, path: "\(name).\(key)")
            fields[key] = try resolve(child, tokens: tokens, chain: [name])
        }
        guard let familyNode = fields["fontFamily"] else { throw value.error("fontFamily is required") }
        let stack = try fontStack(familyNode)
        guard let family = stack.first else { throw familyNode.error("fontFamily names no font family") }
        guard let sizeNode = fields["fontSize"] else { throw value.error("fontSize is required") }
        let size = try dimension(sizeNode, fontSize: nil)
        guard size > 0 else { throw sizeNode.error("fontSize must be positive") }
        var style = GuideStyle(
            name: name, family: family, size: size, scalesWith: .textStyle(nearestTextStyle(size)), line: token.line)
        style.fallbackFamilies = Array(stack.dropFirst())
        // On the web the token keeps its unit: rem follows the reader's text size, px does not.
        style.webSize = try cssLength(sizeNode)
        try typography(fields, size: size, into: &style)
        for (key, _) in fields
        where !["fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing", "textCase"].contains(key) {
            unmapped.append("\(name).\(key): not used by typefit")
        }
        try typefitOptions(token, name: name, family: family, size: size, into: &style)
        return style
    }

    /// A font stack, as a list or as CSS writes it ("Inter, Helvetica, sans-serif"); generic
    /// families (sans-serif, system-ui, …) name no font file and are left out.
    private static func fontStack(_ familyNode: DocumentNode) throws(InputError) -> [String] {
        var stack: [String]
        if case .sequence = familyNode.value.content {
            stack = try familyNode.items().map { item throws(InputError) in try item.string() }
        } else {
            stack = try familyNode.string().split(separator: ",").map { String($0) }
        }
        stack = stack.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) }.filter {
            !$0.isEmpty && !Self.genericFamilies.contains($0.lowercased())
        }
        return stack
    }

    /// The token's weight (and italic), line height, letter spacing and text case.
    private static func typography(_ fields: [String: DocumentNode], size: Double, into style: inout GuideStyle)
        throws(InputError)
    {
        if let weightNode = fields["fontWeight"] {
            var text = try weightNode.string()
            if text.lowercased().contains("italic") {
                style.italic = true
                text = text.replacingOccurrences(of: "italic", with: "", options: .caseInsensitive).trimmingCharacters(
                    in: .whitespaces)
            }
            guard let weight = FontWeight(parsing: text.isEmpty ? "regular" : text) else {
                throw weightNode.error("unknown font weight \"\(text)\"")
            }
            style.weight = weight
        }
        if let lineHeight = fields["lineHeight"] {
            let text = try lineHeight.string()
            if text.uppercased() == "AUTO" || text.lowercased() == "normal" {
                style.lineHeight = nil
            } else if text.hasSuffix("%"), let percent = inputNumber(text.dropLast()) {
                style.lineHeight = .multiplier(percent / 100)
            } else if let factor = inputNumber(text) {
                style.lineHeight = .multiplier(factor)
            } else {
                style.lineHeight = .points(try dimension(lineHeight, fontSize: size))
            }
        }
        if let spacing = fields["letterSpacing"] {
            // In % or em it follows the size at every step; otherwise points (px, rem at 16 px).
            let text = spacing.isMapping ? "" : (try? spacing.string().trimmingCharacters(in: .whitespaces)) ?? ""
            if let em = StyleGuideParser.emOfSize(text) {
                style.letterSpacingEm = em
            } else {
                style.letterSpacing = try dimension(spacing, fontSize: size)
            }
        }
        if let textCase = fields["textCase"] {  // Tokens Studio: none, uppercase, lowercase, capitalize
            let text = try textCase.string().lowercased()
            style.textCase = text == "none" ? nil : TextCase(rawValue: text == "capitalize" ? "capitalized" : text)
            if text != "none", style.textCase == nil {
                throw textCase.error("expected none, uppercase, lowercase or capitalize")
            }
        }
    }

    /// typefit's own options in the token's `$extensions.com.typefit` (scalesWith, minSize,
    /// maxSize, limits, strings, features, optional, textCase), read as a guide's style keys.
    private static func typefitOptions(
        _ token: DocumentNode, name: String, family: String, size: Double, into style: inout GuideStyle
    ) throws(InputError) {
        guard let extensions = field(token, ["$extensions"]), let own = field(extensions, ["com.typefit"]) else {
            return
        }
        let options = try own.fields(allowed: [
            "scalesWith", "minSize", "maxSize", "limits", "strings", "features", "optional", "textCase",
        ])
        let merged = try StyleGuideParser.style(
            DocumentNode(
                value: DocumentValue(
                    .mapping(
                        [
                            .init(key: .plain("name"), value: .plain(name)),
                            .init(key: .plain("family"), value: .plain(family)),
                            .init(key: .plain("size"), value: .plain(String(size))),
                            .init(
                                key: .plain("scalesWith"),
                                value: options["scalesWith"]?.value ?? .plain(style.scalesWith.name)),
                        ]
                            + ["minSize", "maxSize", "limits", "strings", "features", "optional", "textCase"]
                            .compactMap { key in options[key].map { .init(key: .plain(key), value: $0.value) } }),
                    line: own.line, column: own.column),
                file: own.file, path: own.path))
        style.scalesWith = merged.scalesWith
        style.minimumPointSize = merged.minimumPointSize
        style.maximumPointSize = merged.maximumPointSize
        style.limits = merged.limits
        style.samples = merged.samples
        style.keys = merged.keys
        style.features = merged.features
        style.isOptional = merged.isOptional
        style.textCase = merged.textCase ?? style.textCase
    }

    /// A dimension in points: {"value": 28, "unit": "px"|"rem"}, "28px", "1.5rem", 28, or "2%"
    /// of `fontSize` (Tokens Studio's letter spacing). 1 px = 1 pt; 1 rem = 16.
    static func dimension(_ node: DocumentNode, fontSize: Double?) throws(InputError) -> Double {
        if node.isMapping {
            let parts = try node.fields(allowed: ["value", "unit"])
            guard let value = parts["value"] else { throw node.error("a dimension needs value and unit") }
            let unit = try parts["unit"]?.string() ?? "px"
            return try scaled(try value.double(), unit: unit, node)
        }
        let text = try node.string().trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("%"), let percent = inputNumber(text.dropLast()), let fontSize {
            return percent / 100 * fontSize
        }
        for unit in ["px", "pt", "rem", "em"] where text.hasSuffix(unit) {
            guard let value = inputNumber(text.dropLast(unit.count)) else { break }
            return try scaled(value, unit: unit, node, fontSize: fontSize)
        }
        guard let value = inputNumber(text) else {
            throw node.error("expected a dimension such as 16px, not \"\(text)\"")
        }
        return value
    }

    /// CSS generic families and system aliases: no font file of the guide is one of them.
    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace",
        "ui-rounded", "emoji", "math", "fangsong", "-apple-system", "blinkmacsystemfont",
    ]

    /// A font size dimension as CSS writes it: {"value": 1.25, "unit": "rem"}, "20px", "1.25rem",
    /// "1.25em" (of the root), or a bare number (px); "pt" is px.
    static func cssLength(_ node: DocumentNode) throws(InputError) -> CSSLength {
        if node.isMapping {
            let parts = try node.fields(allowed: ["value", "unit"])
            guard let value = parts["value"] else { throw node.error("a dimension needs value and unit") }
            let unit = try parts["unit"]?.string() ?? "px"
            guard let parsed = CSSLength.Unit(rawValue: unit == "pt" ? "px" : unit) else {
                throw node.error("unknown unit \"\(unit)\"; use px or rem")
            }
            return CSSLength(value: try value.double(), unit: parsed)
        }
        let text = try node.string().trimmingCharacters(in: .whitespaces)
        if let value = inputNumber(text) { return CSSLength(value: value, unit: .px) }
        if text.hasSuffix("pt"), let value = inputNumber(text.dropLast(2)) { return CSSLength(value: value, unit: .px) }
        guard let length = CSSLength(parsing: text) else {
            throw node.error("expected a dimension such as 16px, not \"\(text)\"")
        }
        return length
    }

    private static func scaled(_ value: Double, unit: String, _ node: DocumentNode, fontSize: Double? = nil)
        throws(InputError) -> Double
    {
        switch unit {
        case "px", "pt": return value
        case "rem": return value * 16
        case "em":
            guard let fontSize else { throw node.error("em needs a font size") }
            return value * fontSize
        default: throw node.error("unknown unit \"\(unit)\"; use px or rem")
        }
    }

    /// The iOS text style whose Large size is nearest `size` (ties go to the earlier style).
    package static func nearestTextStyle(_ size: Double) -> DynamicTypeStyle {
        DynamicTypeStyle.allCases.min {
            abs(DynamicTypeTable.pointSize($0, .large) - size) < abs(DynamicTypeTable.pointSize($1, .large) - size)
        } ?? .body
    }
}
