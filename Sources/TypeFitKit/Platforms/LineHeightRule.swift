internal import TypeFitBackend

/// How tall a line of text is, by the rules of the engine that draws it. Only the line height
/// follows it; to lay a text out as a platform does (its widths and line breaks too, and
/// Flutter's lines), measure it for a ``Platform``.
public enum LineHeightRule: String, Sendable, CaseIterable {
    /// CoreText, UIKit, SwiftUI: hhea ascender − descender + line gap.
    case apple
    /// Android (FreeType and Skia): the OS/2 typo metrics when USE_TYPO_METRICS is set, else hhea.
    case android
    /// Chrome's `line-height: normal`: the `android` metrics, each rounded to a pixel at the size.
    case web

    /// The rule inside the library. Exhaustive both ways: a rule added on either side fails to
    /// compile until the other has it.
    var model: LineHeightModel {
        switch self {
        case .apple: .apple
        case .android: .android
        case .web: .web
        }
    }

    init(_ model: LineHeightModel) {
        switch model {
        case .apple: self = .apple
        case .android: self = .android
        case .web: self = .web
        }
    }
}
