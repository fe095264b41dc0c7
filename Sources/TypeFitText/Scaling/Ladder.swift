/// A size ladder: one style's size (and line height) at every step of a platform's text-size
/// axis, as `typefit ladder` prints it. Each platform's is its own type, in its room under
/// `Platforms/` (``IOSLadder``, ``IOSValueLadder``, ``AndroidLadder``, ``FlutterLadder``); JSON as
/// `{"platform": …, "rows": […]}`.
package protocol SizeLadder: Encodable, Sendable {
    /// A table with two decimals, under `caption` (the model behind the numbers).
    func table(caption: String) -> String
    /// RFC 4180 CSV with a header row; numbers at full precision.
    func csv() -> String
}

extension SizeLadder {
    /// CSV lines joined as RFC 4180 asks.
    static func csv(_ lines: [String]) -> String { lines.joined(separator: "\r\n") + "\r\n" }
}

/// The JSON of a ladder: its platform and its rows.
enum LadderCodingKeys: String, CodingKey { case platform, rows }
