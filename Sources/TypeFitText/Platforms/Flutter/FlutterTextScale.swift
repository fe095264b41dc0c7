import TypeFitSupport

/// One setting of Flutter's `MediaQuery.textScaler`, and the font size it makes of a style's.
///
/// - `android`: on Android 14 and later (Flutter 3.16 and later) the platform's own non-linear
///   curve: Flutter asks Android to scale each font size (`PlatformDispatcher.scaleFontSize`,
///   `TypedValue.applyDimension(COMPLEX_UNIT_SP)`), so a size is Android's sp → dp
///   (``AndroidFontScale``) at the user's font scale.
/// - `ios`: linear, by the factor Flutter's iOS engine derives from the Dynamic Type category —
///   the body style's size there over 17 (`FlutterViewController.textScaleFactor`: 14, 15, 16,
///   17, 19, 21, 23, 28, 33, 40, 47, 53), the same factor for every style.
/// - `linear`: `TextScaler.linear(factor)`, what an app sets itself or the web passes on.
///
/// `letterSpacing` and `height` are not scaled: letter spacing stays in logical pixels and the
/// height multiplies the scaled size.
package enum FlutterTextScale: Hashable, Sendable, Comparable, CustomStringConvertible {
    case android(Double)
    case ios(ContentSizeCategory)
    case linear(Double)

    /// The kinds of scaler a guide or `ladder` names.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        case android, ios, linear
    }

    /// The scales of `kinds`, in order: `android` at each of `factors` on Android's curve,
    /// `ios` at each of `categories`, `linear` at each of `factors`.
    package static func scales(_ kinds: [Kind], factors: [Double], categories: [ContentSizeCategory])
        -> [FlutterTextScale]
    {
        kinds.flatMap { kind -> [FlutterTextScale] in
            switch kind {
            case .android: factors.map { .android($0) }
            case .ios: categories.map { .ios($0) }
            case .linear: factors.map { .linear($0) }
            }
        }
    }

    /// The size of a style whose unscaled size is `size`.
    package func scale(_ size: Double) -> Double {
        switch self {
        case let .android(fontScale): AndroidFontScale.dp(forSp: size, fontScale: fontScale)
        case let .ios(category): size * factor(category)
        case let .linear(factor): size * factor
        }
    }

    /// Flutter's iOS engine hard-codes the body sizes of Apple's table (14, 15, 16, 17, 19, 21,
    /// 23, 28, 33, 40, 47, 53): the HIG's, which ``DynamicTypeTable`` holds.
    private func factor(_ category: ContentSizeCategory) -> Double {
        DynamicTypeTable.pointSize(.body, category) / DynamicTypeTable.pointSize(.body, .large)
    }

    /// "android:1.3", "ios:accessibility5", "linear:1.5": the name reports give it.
    package var description: String {
        switch self {
        case let .android(scale): "android:" + compactNumber(scale)
        case let .ios(category): "ios:" + category.rawValue
        case let .linear(factor): "linear:" + compactNumber(factor)
        }
    }

    /// Reads ``description`` back.
    package init?(_ name: String) {
        let parts = name.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        switch parts[0] {
        case "android":
            guard let scale = Double(parts[1]), scale > 0, scale.isFinite else { return nil }
            self = .android(scale)
        case "ios":
            guard let category = ContentSizeCategory(rawValue: parts[1]) else { return nil }
            self = .ios(category)
        case "linear":
            guard let factor = Double(parts[1]), factor > 0, factor.isFinite else { return nil }
            self = .linear(factor)
        default:
            return nil
        }
    }

    /// Android's, then iOS's, then linear factors; each in its order.
    package static func < (lhs: FlutterTextScale, rhs: FlutterTextScale) -> Bool {
        switch (lhs, rhs) {
        case let (.android(a), .android(b)): a < b
        case let (.ios(a), .ios(b)): a < b
        case let (.linear(a), .linear(b)): a < b
        default: lhs.rank < rhs.rank
        }
    }

    private var rank: Int {
        switch self {
        case .android: 0
        case .ios: 1
        case .linear: 2
        }
    }
}
