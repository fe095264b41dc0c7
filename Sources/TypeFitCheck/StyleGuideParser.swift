import Foundation
import TypeFitSupport
import TypeFitCatalogs
import TypeFitBackend
import TypeFitText

/// Reads a style guide from YAML or JSON and validates it: unknown keys, wrong types and bad
/// values are errors that name file, line, column and field.
package enum StyleGuideParser {
    /// Guides larger than this are refused before parsing.
    package static let maximumFileSize = 4 << 20

    static let topKeys = [
        "version", "fonts", "systemFonts", "platforms", "categories", "sizeClasses", "android", "web", "flutter",
        "textSpacing",
        "scaling",
        "lineHeightModel", "warnMargin", "baseLocale", "placeholders", "strings", "locales", "styles",
        "colors", "themes", "contrast", "rows",
    ]
    static let styleKeys = [
        "name", "family", "textTheme", "weight", "italic", "size", "webSize", "css", "flutter", "android", "scalesWith",
        "minSize",
        "maxSize",
        "lineHeight",
        "letterSpacing", "wordSpacing", "features", "variation", "limits", "strings", "colors", "optional", "textCase",
        "platforms",
    ]

    /// Reads and validates the guide at `path`. Relative paths inside it are relative to its folder.
    /// `requireStyles: false` lets styles come from elsewhere (design tokens).
    package static func read(_ path: String, requireStyles: Bool = true) throws(InputError) -> StyleGuide {
        let text: String
        do {
            text = try readText(path, maximumSize: maximumFileSize)
        } catch {
            // A font given as the guide is said as what it is, not as a UTF-8 error on its line 1.
            let head = (try? InputFile(path: path, maximumSize: maximumFileSize).read(upTo: 4)) ?? []
            guard head.withUnsafeBytes({ SfntDirectory.formatProblem($0) }) == nil else { throw error }
            throw InputError(
                file: path, line: nil,
                message:
                    "is a font file, not a style guide; give the guide (typefit.yml) with --guide and its fonts under fonts:"
            )
        }
        return try parse(
            text, file: path, baseFolder: URL(fileURLWithPath: path).deletingLastPathComponent().path,
            requireStyles: requireStyles)
    }

    /// Parses guide text; `baseFolder` anchors relative font and string paths.
    package static func parse(_ text: String, file: String, baseFolder: String, requireStyles: Bool = true)
        throws(InputError) -> StyleGuide
    {
        let root = try DocumentNode.parse(text, file: file)
        let fields = try root.fields(allowed: topKeys)
        if let version = fields["version"], try version.integer() != 1 {
            throw version.error("only version 1 is known")
        }
        guard let fontsNode = fields["fonts"] else { throw root.error("fonts: a list of font folders is required") }
        var fonts: [String] = []
        var declarations: [DeclaredFace] = []
        for item in try fontsNode.items() {
            let path = absolute(try item.string(), baseFolder)
            guard FontDeclarations.isDeclaration(path) else {
                fonts.append(path)
                continue
            }
            // The app's own declarations: their assets are the guide's fonts (those that exist).
            let declared = try FontDeclarations.read(path)
            guard !declared.isEmpty else { throw item.error("\(path) declares no fonts") }
            declarations += declared
            fonts += orderedUnique(declared.filter(\.exists).map(\.path)).filter { !fonts.contains($0) }
        }
        guard !fonts.isEmpty else {
            throw fontsNode.error(
                "at least one font folder or file is required: styles resolve only in the guide's own fonts (systemFonts: true adds the machine's fonts for fallback only)"
            )
        }
        guard let stylesNode = fields["styles"] else {
            if requireStyles { throw root.error("styles: at least one style is required") }
            let guide = try options(
                fields,
                guide: StyleGuide.inFolder(
                    baseFolder, StyleGuide(fontFolders: fonts, styles: [], file: file),
                    declarations: declarations),
                baseFolder)
            return try layout(fields, styleNodes: [], guide: guide)
        }
        let styles = try stylesNode.items().map { node throws(InputError) in try style(node) }
        guard !styles.isEmpty || !requireStyles else { throw stylesNode.error("at least one style is required") }
        var names = Set<String>()
        for (node, style) in zip(try stylesNode.items(), styles) where !names.insert(style.name).inserted {
            throw node.error("a second style named \"\(style.name)\"")
        }
        let guide = try options(
            fields,
            guide: StyleGuide.inFolder(
                baseFolder, StyleGuide(fontFolders: fonts, styles: styles, file: file),
                declarations: declarations),
            baseFolder)
        // A key one of a style's platforms needs (iOS's curve): a guide for others may leave it out.
        for (node, style) in zip(try stylesNode.items(), styles) {
            let fields = try node.fields(allowed: styleKeys)
            for platform in style.platforms ?? guide.platforms {
                for (key, why) in platform.rules.requiredStyleKeys where fields[key] == nil {
                    throw node.error("\(key) is required on \(platform.displayName) (\(why))")
                }
            }
        }
        return try layout(fields, styleNodes: try stylesNode.items(), guide: guide)
    }

    /// The guide-wide settings.
    static func options(_ fields: [String: DocumentNode], guide start: StyleGuide, _ baseFolder: String)
        throws(InputError) -> StyleGuide
    {
        var guide = start
        if let node = fields["systemFonts"] { guide.includeSystemFonts = try node.bool() }
        if let node = fields["platforms"] {
            guide.platforms = try node.items().map { item throws(InputError) in
                try choice(item, PlatformID.self)
            }
        }
        try iosGuideKeys(fields, into: &guide)
        try androidGuideKeys(fields, into: &guide, baseFolder: baseFolder)
        try webGuideKeys(fields, into: &guide)
        if let node = fields["flutter"] { guide.flutterTextScales = try flutterTextScales(node, guide: guide) }
        if let node = fields["textSpacing"] {
            // true: the web's (WCAG 1.4.12 is a web criterion); or a list of platforms to stress.
            if case .sequence = node.value.content {
                guide.textSpacing = try node.items().map { item throws(InputError) in
                    try choice(item, PlatformID.self)
                }
            } else {
                guide.textSpacing = try node.bool() ? [.web] : []
            }
        }
        if let node = fields["scaling"] { guide.scaling = try choice(node, ScalingModel.self) }
        if let node = fields["lineHeightModel"] { guide.lineHeightModel = try choice(node, LineHeightModel.self) }
        if let node = fields["warnMargin"] { guide.warnMargin = try fraction(node) }
        if let node = fields["baseLocale"] { guide.baseLocale = LocaleTag.canonical(try node.string()) }
        if let node = fields["placeholders"] {
            let samples = try node.fields(allowed: ["string", "integer", "decimal"])
            if let value = samples["string"] { guide.placeholders.string = try value.string() }
            if let value = samples["integer"] { guide.placeholders.integer = try value.string() }
            if let value = samples["decimal"] { guide.placeholders.decimal = try value.string() }
        }
        if let node = fields["strings"] {
            guide.stringSources = try node.items().map { item throws(InputError) in try source(item, baseFolder) }
        }
        if let node = fields["locales"] {
            guide.locales = try node.items().map { item throws(InputError) in LocaleTag.canonical(try item.string()) }
        }
        return guide
    }

    /// A web text size: "150%" or 150, in percent of the browser's default.
    static func percent(_ node: DocumentNode) throws(InputError) -> Double {
        let text = try node.string()
        guard let value = inputNumber(text.hasSuffix("%") ? String(text.dropLast()) : text), value > 0, value.isFinite,
            value <= 1000
        else {
            throw node.error("expected a text size in percent, e.g. 150%")
        }
        return value
    }

    static func style(_ node: DocumentNode) throws(InputError) -> GuideStyle {
        let fields = try node.fields(allowed: styleKeys)
        func required(_ key: String) throws(InputError) -> DocumentNode {
            guard let value = fields[key] else { throw node.error("\(key) is required") }
            return value
        }
        let name = try required("name").string()
        let family = try required("family").string()
        var style = GuideStyle(name: name, family: family, size: 0, scalesWith: .fixed, line: node.line)
        // `textTheme: material3`: the size, weight, spacing and height of Material 3's style of
        // this name (or of `material3.bodyLarge`); the style's own keys win.
        if let value = fields["textTheme"] { try textTheme(value, name: name, into: &style) }
        if let sizeNode = fields["size"] {
            if sizeNode.isMapping {
                let sizes = try sizeNode.fields(allowed: ["compact", "regular"])
                guard let compact = sizes["compact"] else { throw sizeNode.error("compact is required") }
                style.size = try compact.positive()
                style.regularSize = try sizes["regular"]?.positive()
            } else {
                style.size = try sizeNode.positive()
            }
        } else if fields["textTheme"] == nil {
            throw node.error("size is required")
        }
        try webKeys(fields, into: &style)
        try flutterKeys(fields, into: &style)
        try androidStyleKeys(fields, into: &style)
        try fontKeys(fields, into: &style)
        try iosKeys(fields, into: &style)
        try textKeys(fields, into: &style)
        return style
    }

    /// "xSmall...accessibility5", a list of names, or {from, to}.
    static func categories(_ node: DocumentNode) throws(InputError) -> [ContentSizeCategory] {
        func category(_ item: DocumentNode, _ text: String) throws(InputError) -> ContentSizeCategory {
            guard let category = ContentSizeCategory(parsing: text) else {
                throw item.error(
                    "unknown category \"\(text)\"; valid: \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")) (or UIKit names, AX1…AX5)"
                )
            }
            return category
        }
        func range(_ low: ContentSizeCategory, _ high: ContentSizeCategory) throws(InputError) -> [ContentSizeCategory]
        {
            guard low <= high else {
                throw node.error("the range runs backwards: \(low.rawValue) is larger than \(high.rawValue)")
            }
            return ContentSizeCategory.allCases.filter { $0 >= low && $0 <= high }
        }
        if node.isMapping {
            let bounds = try node.fields(allowed: ["from", "to"])
            let low =
                try bounds["from"].map { item throws(InputError) in try category(item, try item.string()) } ?? .xSmall
            let high =
                try bounds["to"].map { item throws(InputError) in try category(item, try item.string()) }
                ?? .accessibility5
            return try range(low, high)
        }
        if case .scalar = node.value.content, let text = try? node.string(), text.contains("...") {
            let parts = text.components(separatedBy: "...")
            guard parts.count == 2 else { throw node.error("a range is written xSmall...accessibility5") }
            return try range(try category(node, parts[0]), try category(node, parts[1]))
        }
        return try node.items().map { item throws(InputError) in try category(item, try item.string()) }
    }

    /// 1.2 or "120%" (a multiple of the size), "34pt" / "34px" / "34dp" (at Large), or apple /
    /// android / web (the font's own).
    static func lineHeight(_ node: DocumentNode) throws(InputError) -> LineHeightSpec {
        let text = try node.string()
        if let model = LineHeightModel(rawValue: text) { return .font(model) }
        for unit in ["pt", "px", "dp"] where text.hasSuffix(unit) {
            if let points = inputNumber(text.dropLast(2).trimmingCharacters(in: .whitespaces)), points > 0 {
                return .points(points)
            }
        }
        if text.hasSuffix("%"), let percent = inputNumber(text.dropLast().trimmingCharacters(in: .whitespaces)),
            percent > 0
        {
            return .multiplier(percent / 100)
        }
        if let factor = inputNumber(text), factor > 0 { return .multiplier(factor) }
        throw node.error(
            "expected a multiplier (1.2 or \"120%\"), a length (\"34pt\", \"34px\") or apple, android, web")
    }

    /// Letter or word spacing: points (2, "2pt", "2px", "2dp") or em of the size ("0.05em", "5%").
    static func spacing(_ node: DocumentNode) throws(InputError) -> (points: Double, em: Double) {
        if let points = try? node.double() { return (points, 0) }
        let text = try node.string().trimmingCharacters(in: .whitespaces)
        if let em = emOfSize(text) { return (0, em) }
        for unit in ["pt", "px", "dp"] where text.hasSuffix(unit) {
            if let points = inputNumber(text.dropLast(2)) { return (points, 0) }
        }
        throw node.error("expected points (0.5, \"0.5pt\") or em of the size (\"0.05em\", \"5%\")")
    }

    /// A spacing that follows the size, in em: "0.05em" or "5%" (not "rem"); nil for anything else.
    static func emOfSize(_ text: String) -> Double? {
        if text.hasSuffix("%") { return inputNumber(text.dropLast()).map { $0 / 100 } }
        if text.hasSuffix("em"), !text.hasSuffix("rem") { return inputNumber(text.dropLast(2)) }
        return nil
    }

    /// "5%" or 0.05.
    static func fraction(_ node: DocumentNode) throws(InputError) -> Double {
        let text = try node.string()
        let value = text.hasSuffix("%") ? inputNumber(text.dropLast()).map { $0 / 100 } : inputNumber(text)
        guard let value, value >= 0, value < 1 else { throw node.error("expected a margin such as 5% or 0.05") }
        return value
    }

    static func source(_ node: DocumentNode, _ baseFolder: String) throws(InputError) -> StringSource {
        if node.isMapping {
            let fields = try node.fields(allowed: ["path", "locale", "markup"])
            guard let path = fields["path"] else { throw node.error("path is required") }
            return StringSource(
                path: absolute(try path.string(), baseFolder), locale: try fields["locale"]?.string(),
                markup: try fields["markup"].map { node throws(InputError) in
                    try node.items().map { item throws(InputError) in try choice(item, CatalogMarkup.self) }
                })
        }
        return StringSource(path: absolute(try node.string(), baseFolder))
    }

    static func choice<T: RawRepresentable & CaseIterable>(_ node: DocumentNode, _ type: T.Type) throws(InputError) -> T
    where T.RawValue == String {
        let text = try node.string()
        guard let value = T(rawValue: text) else {
            throw node.error("expected one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(text)\"")
        }
        return value
    }

    static func absolute(_ path: String, _ base: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: base).appendingPathComponent(path).standardizedFileURL.path
    }
}
