import TypeFitSupport

extension StyleGuideParser {
    /// The guide's `android: {scales}`: the font scales checked.
    static func androidGuideKeys(_ fields: [String: DocumentNode], into guide: inout StyleGuide) throws(InputError) {
        guard let node = fields["android"] else { return }
        let android = try node.fields(allowed: ["scales"])
        if let scales = android["scales"] {
            guide.androidScales = try scales.items().map { item throws(InputError) in try item.positive() }
        }
    }
}
