import TypeFitBackend
import TypeFitText

/// The platforms a guide checks: the name guides, reports and the CLI spell (`ios`, `android`,
/// `web`, `flutter`). What each one does is its ``TextPlatform`` (``rules``): nothing outside
/// `Platforms/` asks which platform it is. (The public API spells it `TypeFitKit.Platform`.)
package enum PlatformID: String, Hashable, Sendable, CaseIterable, Codable {
    /// UIKit and SwiftUI (CoreText): sizes in pt, scaled by Dynamic Type.
    case ios
    /// Android's views and Compose (Minikin): sizes in dp, scaled by the font scale.
    case android
    /// A web page in Chrome (Blink): sizes in CSS px.
    case web
    /// A Flutter app (SkParagraph): sizes in logical px, scaled by `MediaQuery.textScaler`.
    case flutter

    /// The registry: each platform's rules, in one place. Adding a platform is a case above,
    /// its folder under `Platforms/`, and one line here.
    package var rules: any TextPlatform {
        switch self {
        case .ios: IOSPlatform()
        case .android: AndroidPlatform()
        case .web: WebPlatform()
        case .flutter: FlutterPlatform()
        }
    }
}

extension PlatformID {
    /// The unit its lengths are in: pt, dp or CSS px.
    package var unit: LengthUnit { rules.unit }

    /// Whether its texts keep their glyphs: Blink's and Skia's widths are made from them.
    package var keepsGlyphs: Bool { rules.keepsGlyphs }

    /// "iOS", "Android", "Chrome", "Flutter".
    package var displayName: String { rules.displayName }

    /// Whose fallback order draws what the style's font lacks.
    package var fallbackPlatform: FallbackPlatform { rules.fallbackPlatform }
}
