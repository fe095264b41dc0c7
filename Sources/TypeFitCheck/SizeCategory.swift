/// Where a measurement sits on its platform's text-size axis — an iOS content-size category, an
/// Android font scale, a web text size ("150%"), a Flutter text scale ("android:1.3") — possibly
/// measured again under WCAG 1.4.12's text spacing ("150% +1.4.12"); or `every`, for what a style
/// gets at every size (a script no font covers, a layout row with no text).
///
/// The step itself is its platform's to name, read back and order (``TextPlatform/name(of:)``,
/// ``TextPlatform/step(named:)``); each platform's folder spells its own steps (`.ios(…)`,
/// `.android(scale:)`, `.web(textSize:)`, `.flutter(…)`).
package struct SizeCategory: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The platform whose axis the step is on; nil for `every`.
    package let platform: PlatformID?
    /// The step on that axis.
    package let step: SizeStep
    /// Measured again under WCAG 1.4.12's text spacing.
    package let textSpacing: Bool

    /// A step of `platform`'s axis.
    package init(_ platform: PlatformID, _ step: SizeStep) {
        self.platform = platform
        self.step = step
        textSpacing = false
    }

    private init(platform: PlatformID?, step: SizeStep, textSpacing: Bool) {
        self.platform = platform
        self.step = step
        self.textSpacing = textSpacing
    }

    /// What a style gets at every size.
    package static let every = SizeCategory(platform: nil, step: SizeStep(value: 0), textSpacing: false)

    /// `base` measured again under WCAG 1.4.12's text spacing.
    package static func textSpacing(_ base: SizeCategory) -> SizeCategory {
        SizeCategory(platform: base.platform, step: base.step, textSpacing: true)
    }

    /// The suffix of a category under text spacing.
    static let textSpacingSuffix = " +1.4.12"

    /// The name in reports and terminal output: "accessibility5", "1.3", "150%", "-".
    package var description: String {
        guard let platform else { return "-" }
        let name = platform.rules.name(of: step)
        return textSpacing ? name + Self.textSpacingSuffix : name
    }

    /// The name in a table's heading: the platform's short one ("AX5") for a step, else ``description``.
    package var shortName: String {
        guard let platform, !textSpacing else { return description }
        return platform.rules.shortName(of: step)
    }

    /// Reads a report's name back on `platform`; nil when it names no category there.
    package init?(_ name: String, platform: PlatformID) {
        if name == "-" {
            self = .every
            return
        }
        var stepName = Substring(name)
        let spaced = name.hasSuffix(Self.textSpacingSuffix)
        if spaced { stepName = stepName.dropLast(Self.textSpacingSuffix.count) }
        guard let step = platform.rules.step(named: String(stepName)) else { return nil }
        self.init(platform: platform, step: step, textSpacing: spaced)
    }

    /// The category without text spacing.
    package var base: SizeCategory { SizeCategory(platform: platform, step: step, textSpacing: false) }

    /// `every` first, then each platform's steps in the registry's order (iOS's categories from
    /// xSmall up, Android's scales from the smallest, …), then the same under text spacing.
    package static func < (lhs: SizeCategory, rhs: SizeCategory) -> Bool {
        if lhs.textSpacing != rhs.textSpacing { return rhs.textSpacing }
        if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
        return lhs.step < rhs.step
    }

    private var rank: Int {
        guard let platform else { return 0 }
        return (PlatformID.allCases.firstIndex(of: platform) ?? 0) + 1
    }
}

/// One step of a platform's text-size axis, as the platform encodes it: which of its scales
/// (`scale`: Flutter's Android, iOS and linear scalers; 0 where a platform has one) and where on
/// it (`value`: an iOS category's index, a font scale, a percentage). Steps order by both.
package struct SizeStep: Hashable, Sendable, Comparable {
    package var scale: Int
    package var value: Double

    package init(scale: Int = 0, value: Double) {
        self.scale = scale
        self.value = value
    }

    package static func < (lhs: SizeStep, rhs: SizeStep) -> Bool {
        lhs.scale != rhs.scale ? lhs.scale < rhs.scale : lhs.value < rhs.value
    }
}
