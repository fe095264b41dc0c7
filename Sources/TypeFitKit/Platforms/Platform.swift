internal import TypeFitCheck

/// A platform whose text typefit lays out as the platform does: its sizes' unit, widths, line
/// breaks and line heights.
public enum Platform: String, Sendable, CaseIterable {
    /// UIKit and SwiftUI (CoreText): points; line height by ``LineHeightRule/apple``.
    case ios
    /// Android's views and Compose (Minikin): dp; line height by ``LineHeightRule/android``.
    case android
    /// A page in Chrome (Blink): CSS px, Blink's widths and line breaks, its `line-height: normal`.
    case web
    /// Flutter (SkParagraph): logical px, Skia's widths and line breaks, each line's height
    /// rounded to a pixel.
    case flutter

    /// The public spelling of a platform the library checks. Exhaustive: a platform added
    /// inside fails to compile here until it has a public name.
    init(_ platform: PlatformID) {
        switch platform {
        case .ios: self = .ios
        case .android: self = .android
        case .web: self = .web
        case .flutter: self = .flutter
        }
    }

    /// The platform inside the library.
    var checked: PlatformID {
        switch self {
        case .ios: .ios
        case .android: .android
        case .web: .web
        case .flutter: .flutter
        }
    }
}
