import TypeFitSupport
import TypeFitBackend
import TypeFitText

extension StyleGuideParser {
    /// A style's font and where it applies: `weight`, `italic`, `optional`, `textCase`, `platforms`.
    static func fontKeys(_ fields: [String: DocumentNode], into style: inout GuideStyle) throws(InputError) {
        if let value = fields["weight"] {
            guard let weight = FontWeight(parsing: try value.string()) else {
                throw value.error(
                    "expected a weight 1–1000 or thin, extralight, light, regular, medium, semibold, bold, extrabold, black"
                )
            }
            style.weight = weight
        }
        if let value = fields["italic"] { style.italic = try value.bool() }
        if let value = fields["optional"] { style.isOptional = try value.bool() }
        if let value = fields["textCase"] { style.textCase = try choice(value, TextCase.self) }
        if let value = fields["platforms"] {
            style.platforms = try value.items().map { item throws(InputError) in
                try choice(item, PlatformID.self)
            }
            if style.platforms?.isEmpty == true { throw value.error("at least one platform is required") }
        }
    }

    /// How a style sets its text and what it must keep: `lineHeight`, `letterSpacing`, `wordSpacing`,
    /// `features`, `variation`, `limits`, `strings`.
    static func textKeys(_ fields: [String: DocumentNode], into style: inout GuideStyle) throws(InputError) {
        if let value = fields["lineHeight"] { style.lineHeight = try lineHeight(value) }
        if let value = fields["letterSpacing"] { (style.letterSpacing, style.letterSpacingEm) = try spacing(value) }
        if let value = fields["wordSpacing"] { (style.wordSpacing, style.wordSpacingEm) = try spacing(value) }
        if let value = fields["features"] {
            style.features = try value.items().map { item throws(InputError) in try item.string() }
        }
        if let value = fields["variation"] {
            for (tag, axis) in try value.entries() {
                guard tag.utf8.count == 4 else { throw axis.error("an axis tag has four letters") }
                style.variation[tag] = try axis.double()
            }
        }
        if let value = fields["limits"] {
            let limits = try value.fields(allowed: ["maxWidth", "maxLines", "minLineHeight", "maxHeight"])
            style.limits.maxWidth = try limits["maxWidth"]?.positive()
            style.limits.maxLines = try limits["maxLines"]?.integer(minimum: 1)
            style.limits.minLineHeight = try limits["minLineHeight"]?.positive()
            style.limits.maxHeight = try limits["maxHeight"]?.positive()
        }
        if let value = fields["strings"] {
            let strings = try value.fields(allowed: ["samples", "keys"])
            style.samples = try strings["samples"]?.items().map { item throws(InputError) in try item.string() } ?? []
            style.keys = try strings["keys"]?.items().map { item throws(InputError) in try item.string() } ?? []
        }
    }
}
