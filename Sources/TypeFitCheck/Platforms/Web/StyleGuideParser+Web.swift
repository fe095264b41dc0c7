import TypeFitSupport
import TypeFitText

extension StyleGuideParser {
    /// The guide's `web: {textSizes}`: the reader's text sizes checked, in percent.
    static func webGuideKeys(_ fields: [String: DocumentNode], into guide: inout StyleGuide) throws(InputError) {
        guard let node = fields["web"] else { return }
        let web = try node.fields(allowed: ["textSizes"])
        if let sizes = web["textSizes"] {
            guide.webTextSizes = try sizes.items().map { item throws(InputError) in try percent(item) }
            if guide.webTextSizes.isEmpty { throw sizes.error("at least one text size is required") }
        }
    }

    /// A style's web keys: `webSize` (its CSS font size) and `css: {whiteSpace, overflowWrap,
    /// wordBreak, maxWidth}`.
    static func webKeys(_ fields: [String: DocumentNode], into style: inout GuideStyle) throws(InputError) {
        if let value = fields["webSize"] {
            guard let size = CSSLength(parsing: try value.string()) else {
                throw value.error("expected a CSS font size in px, rem or em, e.g. 16px, 1.0625rem")
            }
            style.webSize = size
        }
        if let value = fields["css"] {
            let css = try value.fields(allowed: ["whiteSpace", "overflowWrap", "wordBreak", "maxWidth"])
            if let node = css["maxWidth"] {
                // A number is px; rem and em follow the reader's text size as the font does.
                if let number = try? node.positive() {
                    style.webMaxWidth = CSSLength(value: number, unit: .px)
                } else {
                    guard let length = CSSLength(parsing: try node.string()) else {
                        throw node.error("expected a CSS width in px, rem or em, e.g. 343px, 21.5rem")
                    }
                    style.webMaxWidth = length
                }
            }
            if let node = css["whiteSpace"] { style.css.whiteSpace = try choice(node, WebTextStyle.WhiteSpace.self) }
            if let node = css["overflowWrap"] {
                style.css.overflowWrap = try choice(node, WebTextStyle.OverflowWrap.self)
            }
            if let node = css["wordBreak"] { style.css.wordBreak = try choice(node, LineBreakRules.WordBreak.self) }
        }
    }
}
