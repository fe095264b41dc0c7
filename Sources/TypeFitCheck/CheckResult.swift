import TypeFitSupport
import TypeFitText

/// One measurement and its verdict.
///
/// A check makes a million of these and every report reads each one, so a row is small: what was
/// measured (``MeasuredString``) and the style at its size (``MeasuredSize``) are one shared,
/// immutable object each — made once per catalog string and once per style × size — and the row
/// holds the numbers, its status and, only when it has any, its reasons. Copying a row retains
/// two objects, not the seven strings and arrays it once held; a writer that keys on a string or
/// a size finds it by the object's stored hash and identity, not by hashing its text again.
@usableFromInline package struct CheckResult: Hashable, Sendable {
    /// The text measured: key, locale, text and where it is written.
    package var string: MeasuredString
    /// The style at the size it was measured at, with the limits there.
    package var size: MeasuredSize
    package var lineHeight: Double
    package var width: Double
    package var lineCount: Int
    package var height: Double
    package var status: CheckStatus
    /// The reasons and their sentences, nil when there are none (most measurements). Stored, so
    /// a writer reading rows through a pointer reads it in place (a computed property of a row
    /// in another module is read from a copy of the row).
    package private(set) var verdict: RowReasons?

    package var reasons: [Reason] {
        get { verdict?.reasons ?? [] }
        set { verdict = RowReasons(newValue) }
    }

    /// The reasons' sentences, made once by the task that measured the row: every report writes them.
    package var reasonTexts: [String] { verdict?.texts ?? [] }

    package var key: String {
        get { string.key }
        set { string = string.changed(key: newValue) }
    }
    package var locale: String {
        get { string.locale }
        set { string = string.changed(locale: newValue) }
    }
    package var text: String {
        get { string.text }
        set { string = string.changed(text: newValue) }
    }
    /// Where the text is written (catalog file relative to the guide's folder, line, column);
    /// nil for a row that is no catalog text (a font refused, a string over the caps).
    package var source: FileLocation? {
        get { string.source }
        set { string = string.changed(source: .some(newValue)) }
    }
    package var style: String { size.style }
    package var platform: PlatformID {
        get { size.platform }
        set { size = size.changed(platform: newValue) }
    }
    /// An iOS category or an Android font scale (`every` for a style-wide finding).
    package var category: SizeCategory {
        get { size.category }
        set { size = size.changed(category: newValue) }
    }
    package var sizeClass: SizeClass? {
        get { size.sizeClass }
        set { size = size.changed(sizeClass: .some(newValue)) }
    }
    package var pointSize: Double { size.pointSize }
    package var maxWidth: Double? { size.maxWidth }
    package var maxLines: Int? { size.maxLines }
}

/// One measurement is one thing however it was made: measured now (its reasons typed) or read
/// back from a report (its reasons the sentences the report wrote). Two are equal when every
/// field a report holds is: the reasons compare by their sentences.
extension CheckResult {
    @usableFromInline package static func == (lhs: CheckResult, rhs: CheckResult) -> Bool {
        lhs.size == rhs.size && lhs.string == rhs.string && lhs.lineHeight == rhs.lineHeight
            && lhs.width == rhs.width && lhs.lineCount == rhs.lineCount && lhs.height == rhs.height
            && lhs.status == rhs.status && lhs.reasonTexts == rhs.reasonTexts
    }

    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(string)
        hasher.combine(size)
        hasher.combine(width)
        hasher.combine(reasonTexts)
    }
}

// The struct's own initializer is the memberwise one (fileprivate: ``CheckResult/verdict`` is
// set only here), and every other initializer is in this extension and goes through it: an
// initializer in the struct's body, assigning each field, built a row and then copied it (its three
// references retained again and the first row destroyed), at every measurement of a check.
extension CheckResult {
    /// A row of `string` measured at `size`.
    package init(
        string: MeasuredString, size: MeasuredSize, lineHeight: Double, width: Double, lineCount: Int,
        height: Double, status: CheckStatus, reasons: [Reason]
    ) {
        self.init(
            string: string, size: size, lineHeight: lineHeight, width: width, lineCount: lineCount, height: height,
            status: status, verdict: RowReasons(reasons))
    }

    /// A row from its fields (a report read back, a finding that is no measurement).
    package init(
        style: String, platform: PlatformID, category: SizeCategory, sizeClass: SizeClass?, key: String,
        locale: String,
        text: String, pointSize: Double, lineHeight: Double, width: Double, lineCount: Int, height: Double,
        maxWidth: Double?, maxLines: Int?, status: CheckStatus, reasons: [Reason], source: FileLocation? = nil
    ) {
        self.init(
            string: MeasuredString(key: key, locale: locale, text: text, source: source),
            size: MeasuredSize(
                style: style, platform: platform, category: category, sizeClass: sizeClass, pointSize: pointSize,
                maxWidth: maxWidth, maxLines: maxLines),
            lineHeight: lineHeight, width: width, lineCount: lineCount, height: height, status: status,
            reasons: reasons)
    }
}

extension Array where Element == CheckResult {
    /// Appends a row of `string` measured at `size` whose reasons are `verdict`'s, shared with
    /// the rows that have the same (a string's fallback font at each of its sizes: one sentence,
    /// made once). Built where the array keeps it (see the initializers above).
    mutating func appendRow(
        string: MeasuredString, size: MeasuredSize, lineHeight: Double, width: Double, lineCount: Int,
        height: Double, status: CheckStatus, verdict: RowReasons?
    ) {
        append(
            CheckResult(
                string: string, size: size, lineHeight: lineHeight, width: width, lineCount: lineCount,
                height: height, status: status, verdict: verdict))
    }
}

/// A row's reasons and their sentences, kept together behind one reference.
package final class RowReasons: Sendable {
    package let reasons: [Reason]
    /// The sentences every report writes.
    package let texts: [String]

    /// Nil for no reasons.
    init?(_ reasons: [Reason]) {
        guard !reasons.isEmpty else { return nil }
        self.reasons = reasons
        texts = reasons.map(\.description)
    }
}
