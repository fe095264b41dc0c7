import TypeFitSupport
import TypeFitText

/// The guide's colour, theme and row sections.
extension StyleGuideParser {
    static let rowKeys = ["name", "width", "spacing", "spacingScalesWith", "switchAt", "maxHeight", "elements"]

    /// Reads `colors`, `themes`, `contrast` and `rows`, and each style's `colors`, into `guide`.
    static func layout(_ fields: [String: DocumentNode], styleNodes: [DocumentNode], guide start: StyleGuide)
        throws(InputError) -> StyleGuide
    {
        var guide = start
        if let node = fields["colors"] {
            guide.palette = []
            for (name, value) in try node.entries() {
                guide.palette.append(NamedColor(name: name, color: try hexColor(value)))
            }
        }
        if let node = fields["themes"] { guide.themes = try themes(node, palette: guide.palette) }
        if let node = fields["contrast"] { guide.contrastLevel = try choice(node, ContrastLevel.self) }
        for (index, node) in styleNodes.enumerated() where index < guide.styles.count {
            guard let colors = try node.fields(allowed: styleKeys)["colors"] else { continue }
            guide.styles[index].colors = try styleColors(colors, guide: guide)
        }
        if let node = fields["rows"] {
            let rows = try node.items().map { item throws(InputError) in try row(item, styles: guide.styles) }
            var names = Set<String>()
            for (item, row) in zip(try node.items(), rows) where !names.insert(row.name).inserted {
                throw item.error("a second row named \"\(row.name)\"")
            }
            guide.rows = rows
        }
        return guide
    }

    /// `[light, dark]`, or `{light: {canvas: paper}, dark: {canvas: "#000000"}}`; the canvas (what a
    /// translucent background is composited over) is white unless given.
    static func themes(_ node: DocumentNode, palette: [NamedColor]) throws(InputError) -> [GuideTheme] {
        let white = RGBAColor(red: 1, green: 1, blue: 1)
        guard node.isMapping else {
            return try node.items().map { item throws(InputError) in GuideTheme(name: try item.string(), canvas: white)
            }
        }
        var themes: [GuideTheme] = []
        for (name, entry) in try node.entries() {
            let settings = try entry.fields(allowed: ["canvas"])
            var canvas = white
            if let value = settings["canvas"] {
                canvas = try color(value, palette: palette).color
                guard canvas.alpha == 1 else { throw value.error("a canvas must be opaque") }
            }
            themes.append(GuideTheme(name: name, canvas: canvas))
        }
        return themes
    }

    /// `{light: {foreground: ink, background: paper}, …}` over the guide's themes.
    static func styleColors(_ node: DocumentNode, guide: StyleGuide) throws(InputError) -> [String: ColorPair] {
        let themes = guide.themes.map(\.name)
        guard !themes.isEmpty else {
            throw node.error("colors need themes: declare them at the top level (themes: [light, dark])")
        }
        var pairs: [String: ColorPair] = [:]
        for (theme, value) in try node.fields(allowed: themes) {
            let pair = try value.fields(allowed: ["foreground", "background"])
            guard let foreground = pair["foreground"] else { throw value.error("foreground is required") }
            guard let background = pair["background"] else { throw value.error("background is required") }
            pairs[theme] = ColorPair(
                foreground: try color(foreground, palette: guide.palette),
                background: try color(background, palette: guide.palette))
        }
        return pairs
    }

    /// A palette name or a hex literal.
    static func color(_ node: DocumentNode, palette: [NamedColor]) throws(InputError) -> ColorReference {
        let text = try node.string()
        if let named = palette.first(where: { $0.name == text }) {
            return ColorReference(name: named.name, color: named.color)
        }
        if text.hasPrefix("#"), let color = RGBAColor(hex: text) { return ColorReference(name: nil, color: color) }
        let known = palette.isEmpty ? "" : "; the palette has \(palette.map(\.name).joined(separator: ", "))"
        throw node.error(
            "\"\(text)\" is neither a colour of the palette nor a hex colour (#RRGGBB or #RRGGBBAA)\(known)")
    }

    static func hexColor(_ node: DocumentNode) throws(InputError) -> RGBAColor {
        let text = try node.string()
        guard let color = RGBAColor(hex: text) else {
            throw node.error("expected a hex colour (#RGB, #RRGGBB or #RRGGBBAA), not \"\(text)\"")
        }
        return color
    }

    static func row(_ node: DocumentNode, styles: [GuideStyle]) throws(InputError) -> GuideRow {
        let fields = try node.fields(allowed: rowKeys)
        guard let name = fields["name"] else { throw node.error("name is required") }
        guard let width = fields["width"] else { throw node.error("width (the container's, in points) is required") }
        guard let elementsNode = fields["elements"] else { throw node.error("elements are required") }
        var row = GuideRow(name: try name.string(), width: try width.positive(), elements: [], line: node.line)
        if let value = fields["spacing"] {
            row.spacing = try value.double()
            guard row.spacing >= 0 else { throw value.error("spacing cannot be negative") }
        }
        if let value = fields["spacingScalesWith"] {
            guard let curve = ScalingCurve(parsing: try value.string()) else {
                throw value.error(
                    "expected a text style (\(DynamicTypeStyle.allCases.map(\.rawValue).joined(separator: ", "))) or fixed"
                )
            }
            row.spacingScalesWith = curve
        }
        if let value = fields["switchAt"] {
            guard let category = ContentSizeCategory(parsing: try value.string()) else {
                throw value.error(
                    "unknown category \"\(try value.string())\"; valid: \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            row.switchAt = category
        }
        row.maxHeight = try fields["maxHeight"]?.positive()
        row.elements = try elementsNode.items().map { item throws(InputError) in try element(item, styles: styles) }
        guard row.elements.count >= 2 else { throw elementsNode.error("a row needs at least two elements") }
        return row
    }

    /// `{style, text}`, `{style, key}` or `{width, height}`.
    static func element(_ node: DocumentNode, styles: [GuideStyle]) throws(InputError) -> GuideRow.Element {
        let fields = try node.fields(allowed: ["style", "text", "key", "width", "height"])
        if let styleNode = fields["style"] {
            let style = try styleNode.string()
            if !styles.isEmpty, !styles.contains(where: { $0.name == style }) {
                throw styleNode.error(
                    "no style named \"\(style)\"; the guide has \(styles.map(\.name).joined(separator: ", "))")
            }
            switch (fields["text"], fields["key"]) {
            case let (text?, nil): return .text(style: style, text: try text.string())
            case let (nil, key?): return .string(style: style, key: try key.string())
            default: throw node.error("a text element gives either text or key")
            }
        }
        guard let width = fields["width"] else {
            throw node.error("an element is {style, text}, {style, key} or {width, height}")
        }
        let side = try width.positive()
        return .fixed(width: side, height: try fields["height"]?.positive() ?? side)
    }
}
