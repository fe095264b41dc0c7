/// A request for one face of a family: "Inter SemiBold Italic" is `FontQuery(family: "Inter",
/// weight: FontWeight(600), italic: true)`.
package struct FontQuery: Hashable, Sendable {
    package var family: String
    package var weight: FontWeight
    package var italic: Bool

    package init(family: String, weight: FontWeight = FontWeight(400), italic: Bool = false) {
        self.family = family
        self.weight = weight
        self.italic = italic
    }
}

/// The face fontconfig chose for a ``FontQuery``, and how well it fits.
package struct FontResolution: Hashable, Sendable {
    /// The font file.
    package var path: String
    /// The face index inside the file (for collections; 0 otherwise).
    package var faceIndex: Int
    /// The family name of the chosen face.
    package var family: String
    /// The style name of the chosen face (or of its named instance).
    package var style: String
    /// The weight of the chosen face on the OpenType scale.
    package var weight: Int
    /// Whether the chosen face is italic (or oblique).
    package var italic: Bool
    /// The face has the requested family, weight and italic exactly (for a variable font: the
    /// weight lies on its `wght` axis).
    package var exact: Bool
    /// iOS would embolden the outlines: bold (≥ 600) was asked for and the family's nearest face is lighter than 600.
    package var syntheticBold: Bool
    /// iOS would slant the outlines: italic was asked for and the family has no italic face.
    package var syntheticOblique: Bool
    /// For a variable font, the design coordinates to set (a named instance's or the requested weight); nil for static fonts.
    package var variation: [String: Double]?

    package init(
        path: String, faceIndex: Int, family: String, style: String, weight: Int, italic: Bool,
        exact: Bool, syntheticBold: Bool, syntheticOblique: Bool, variation: [String: Double]?
    ) {
        self.path = path
        self.faceIndex = faceIndex
        self.family = family
        self.style = style
        self.weight = weight
        self.italic = italic
        self.exact = exact
        self.syntheticBold = syntheticBold
        self.syntheticOblique = syntheticOblique
        self.variation = variation
    }
}
