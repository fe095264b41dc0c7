import TypeFitSupport
import TypeFitBackend
import TypeFitText

extension StyleGuideParser {
    /// `flutter: {textScaler: android | ios | linear | [list], factors: [...]}`: the text scales
    /// a Flutter guide is checked at. `android` takes the factors (Android's Settings steps by
    /// default, or `android.scales`) on the platform's curve; `ios` the guide's categories; `linear`
    /// the factors as they are.
    static func flutterTextScales(_ node: DocumentNode, guide: StyleGuide) throws(InputError) -> [FlutterTextScale] {
        let fields = try node.fields(allowed: ["textScaler", "factors"])
        var kinds: [FlutterTextScale.Kind] = [.android, .ios]
        if let value = fields["textScaler"] {
            // One name, or a list of them (`items()` reads one as a list of one).
            kinds = try value.items().map { item throws(InputError) in try choice(item, FlutterTextScale.Kind.self) }
            if kinds.isEmpty { throw value.error("at least one text scaler is required") }
        }
        var factors = guide.androidScales
        if let value = fields["factors"] {
            factors = try value.items().map { item throws(InputError) in try item.positive() }
            if factors.isEmpty { throw value.error("at least one factor is required") }
            if let big = factors.first(where: { $0 > 10 }) {
                throw value.error("a text scale factor of \(compactNumber(big)) is beyond any platform's (at most 10)")
            }
        }
        return FlutterTextScale.scales(kinds, factors: factors, categories: guide.categories)
    }

    /// A style's `flutter: {height, leadingDistribution, textHeightBehavior, ellipsis}`: its
    /// `TextStyle` settings beyond size and spacing (`height` sets the line height as a multiple).
    static func flutter(_ node: DocumentNode, into style: inout GuideStyle) throws(InputError) {
        let fields = try node.fields(allowed: ["height", "leadingDistribution", "textHeightBehavior", "ellipsis"])
        if let value = fields["height"] {
            let height = try value.positive()
            if height > 100 {
                throw value.error("a height of \(compactNumber(height)) is beyond any text (at most 100)")
            }
            style.lineHeight = .multiplier(height)
        }
        if let value = fields["leadingDistribution"] {
            style.flutter.leadingDistribution = try choice(value, FlutterTextStyle.LeadingDistribution.self)
        }
        if let value = fields["textHeightBehavior"] {
            style.flutter.heightBehavior = try choice(value, FlutterTextStyle.HeightBehavior.self)
        }
        if let value = fields["ellipsis"] {
            let ellipsis = try value.string()
            guard !ellipsis.isEmpty, ellipsis.count <= 16 else {
                throw value.error("an ellipsis of 1 to 16 characters")
            }
            style.flutter.ellipsis = ellipsis
        }
    }

    /// `textTheme: material3` (the style's own name) or `material3.bodyLarge`: a style of
    /// Flutter's Material 3 text theme (``MaterialTextTheme``) gives size, weight, letter
    /// spacing and height with even leading.
    static func textTheme(_ node: DocumentNode, name: String, into style: inout GuideStyle) throws(InputError) {
        let text = try node.string()
        let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.first?.lowercased() == "material3" else {
            throw node.error("expected material3 or material3.STYLE (Flutter's Material 3 TextTheme)")
        }
        let wanted = parts.count == 2 ? parts[1] : name
        guard let theme = MaterialTextTheme.style(wanted) else {
            throw node.error(
                "Material 3 has no style \"\(wanted)\"; it has \(MaterialTextTheme.styles.map(\.name).joined(separator: ", "))"
            )
        }
        style.size = theme.size
        style.weight = FontWeight(theme.weight)
        style.letterSpacing = theme.letterSpacing
        style.lineHeight = .multiplier(theme.height)
        style.flutter.leadingDistribution = .even
    }

    /// A style's `flutter: {height, leadingDistribution, textHeightBehavior, ellipsis}`, its line
    /// height given once.
    static func flutterKeys(_ fields: [String: DocumentNode], into style: inout GuideStyle) throws(InputError) {
        if let value = fields["flutter"] {
            try flutter(value, into: &style)
            if style.lineHeight != nil, fields["lineHeight"] != nil {
                throw value.error("give the line height once: flutter.height or lineHeight")
            }
        }
    }
}
