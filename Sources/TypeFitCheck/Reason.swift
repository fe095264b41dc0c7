import TypeFitSupport
import TypeFitText

/// The unit lengths are measured in: points on iOS, dp on Android, CSS px on the web.
package enum LengthUnit: String, Hashable, Sendable, CustomStringConvertible {
    case pt
    case dp
    case px

    /// The unit as sentences print it (its raw value; without this, interpolating it went
    /// through the runtime's reflection for every failing row).
    package var description: String { rawValue }
}

/// Why a measurement warned or failed, as a value: the writers render it (``description`` is the
/// sentence every report prints), summaries and diffs can test what it is. Lengths are unrounded
/// in the platform's unit; they are rounded (to 0.01) only in the sentence.
package enum Reason: Hashable, Sendable, CustomStringConvertible {
    /// Wider than `maxWidth` (a one-line label: its unwrapped width), with the visible text when cut.
    case overMaxWidth(width: Double, maxWidth: Double, unit: LengthUnit, oneLine: Bool, truncatedAt: String?)
    /// Within the warning margin below `maxWidth`.
    case nearMaxWidth(width: Double, maxWidth: Double, margin: Double, unit: LengthUnit, oneLine: Bool)
    /// More lines than `maxLines`, with the visible text.
    case overMaxLines(lines: Int, maxLines: Int, truncatedAt: String?)
    /// Every line used and the last within the margin of `maxWidth`.
    case fillsMaxLines(maxLines: Int, lastLineWidth: Double, maxWidth: Double, unit: LengthUnit)
    /// The height shown (at most `maxLines` lines) over `maxHeight`.
    case overMaxHeight(height: Double, maxHeight: Double, unit: LengthUnit)
    case nearMaxHeight(height: Double, maxHeight: Double, margin: Double, unit: LengthUnit)
    case belowMinLineHeight(lineHeight: Double, minimum: Double, unit: LengthUnit)
    case nearMinLineHeight(lineHeight: Double, minimum: Double, margin: Double, unit: LengthUnit)
    /// Characters no font here has.
    case missingGlyphs([Unicode.Scalar])
    /// Characters drawn by a fallback font.
    case fallback(FallbackUse)
    /// Strings of a style whose script no font here covers: one reason per style and font package.
    case uncoveredScripts(UncoveredScripts)
    /// A layout row's elements side by side wider than its container, before its switch category.
    case rowTooWide(width: Double, container: Double, switchFrom: ContentSizeCategory, switchAt: ContentSizeCategory)
    /// Side by side within the warning margin of the container.
    case rowNearlyTooWide(width: Double, container: Double, margin: Double)
    /// A layout row's elements stacked taller than its `maxHeight`.
    case stackedOverMaxHeight(height: Double, maxHeight: Double)
    /// One element alone is wider than the row's container.
    case elementWiderThanContainer(container: Double)
    /// A colour pair below the WCAG minimum at a size.
    case lowContrast(ratio: Double, minimum: Double, level: ContrastLevel, largeText: Bool, pointSize: Double)
    /// A string that could not be measured at a size (over the caps, a font that failed).
    case notMeasured(String)
    /// A style that could not be measured at all (its font refused by the isolated probe).
    case unmeasurable(String)
    /// Appended to a row that fails under WCAG 1.4.12's text spacing (``TextSpacing``).
    case underTextSpacing
    /// A web style whose font size is in px, at a text size above 100 %: it stays the same size.
    case fixedWebFontSize(CSSLength, textSize: Double)
    /// A reason read back from a report: its sentence as the report wrote it.
    case text(String)

    /// Whether the reason fails the measurement or only warns.
    package var status: CheckStatus {
        switch self {
        case .nearMaxWidth, .fillsMaxLines, .nearMaxHeight, .nearMinLineHeight, .fallback, .rowNearlyTooWide,
            .fixedWebFontSize:
            .warn
        default: .fail
        }
    }

    package var description: String {
        let length = { (value: Double) in formatted(value, decimals: 2) }
        let percent = { (margin: Double) in compactNumber(margin * 100) }
        switch self {
        case let .text(sentence):
            return sentence
        case let .overMaxWidth(width, maxWidth, unit, oneLine, truncatedAt):
            // Built in one string of the length it needs (a failing row's sentence: one allocation).
            var text = ""
            text.reserveCapacity(64 + (truncatedAt?.utf8.count ?? 0))
            text += "over maxWidth by "
            text += length(width - maxWidth)
            text += " "
            text += unit.rawValue
            text += " ("
            text += length(width)
            text += " > "
            text += length(maxWidth)
            text += ")"
            if oneLine { text += " on its 1 line" }
            appendTruncation(truncatedAt, to: &text)
            return text
        case let .nearMaxWidth(width, maxWidth, margin, unit, oneLine):
            return "within \(percent(margin))% of maxWidth (\(length(width)) of \(length(maxWidth)) \(unit))"
                + (oneLine ? " on its 1 line" : "")
        case let .overMaxLines(lines, maxLines, truncatedAt):
            let marked = truncatedAt.map(newlinesMarked)
            var text = ""
            text.reserveCapacity(48 + (marked?.utf8.count ?? 0))
            text += String(lines)
            text += " lines > maxLines "
            text += String(maxLines)
            appendTruncation(marked, to: &text)
            return text
        case let .fillsMaxLines(maxLines, lastLineWidth, maxWidth, unit):
            return
                "uses all \(maxLines) line\(maxLines == 1 ? "" : "s") and the last is \(length(lastLineWidth)) of \(length(maxWidth)) \(unit)"
        case let .overMaxHeight(height, maxHeight, unit):
            return "height \(length(height)) \(unit) > maxHeight \(length(maxHeight)) \(unit)"
        case let .nearMaxHeight(height, maxHeight, margin, unit):
            return "height within \(percent(margin))% of maxHeight (\(length(height)) of \(length(maxHeight)) \(unit))"
        case let .belowMinLineHeight(lineHeight, minimum, unit):
            return "line height \(length(lineHeight)) \(unit) < minLineHeight \(length(minimum)) \(unit)"
        case let .nearMinLineHeight(lineHeight, _, margin, unit):
            return "line height within \(percent(margin))% of minLineHeight (\(length(lineHeight)) \(unit))"
        case let .missingGlyphs(scalars):
            return "missing glyphs " + scalars.map(\.codePointLabel).joined(separator: " ")
        case let .fallback(use):
            return "drawn with fallback font \(use.label): "
                + use.codePoints.map(\.codePointLabel).joined(separator: " ")
        case let .rowTooWide(width, container, switchFrom, switchAt):
            return
                "side by side \(length(width)) pt > \(compactNumber(container)) pt: switch to a vertical axis from \(switchFrom.rawValue), before \(switchAt.rawValue)"
        case let .rowNearlyTooWide(width, container, margin):
            return "side by side \(length(width)) pt is within \(percent(margin))% of \(compactNumber(container)) pt"
        case let .stackedOverMaxHeight(height, maxHeight):
            return "stacked \(length(height)) pt > maxHeight \(compactNumber(maxHeight)) pt"
        case let .elementWiderThanContainer(container):
            return "an element is wider than the \(compactNumber(container)) pt container"
        case let .lowContrast(ratio, minimum, level, largeText, pointSize):
            // Truncated, not rounded: 4.499 reads 4.49, never 4.5.
            return
                "contrast \(compactNumber((ratio * 100).rounded(.down) / 100)):1 is below \(compactNumber(minimum)):1 "
                + "(\(level.rawValue), \(largeText ? "large text" : "normal text") at \(compactNumber(pointSize)) pt)"
        case let .uncoveredScripts(uncovered):
            return uncovered.description
        case let .notMeasured(detail):
            return "not measured: \(detail)"
        case let .unmeasurable(detail):
            return detail
        case .underTextSpacing:
            return TextSpacing.criterion
        case let .fixedWebFontSize(size, textSize):
            return
                "font-size \(size) does not follow the reader's text size (\(compactNumber(textSize))% asked, WCAG 1.4.4): set it in rem"
        }
    }
}

/// Strings of one style no font here can draw, for one platform and font package: how many, in
/// which locales and scripts, which fonts the platform would use and which Debian package (and
/// Noto families) would cover them here.
package struct UncoveredScripts: Hashable, Sendable, CustomStringConvertible {
    package var strings: Int
    package var locales: [String]
    /// ISO 15924 codes.
    package var scripts: [String]
    package var platform: PlatformID
    /// The fonts the platform draws them with ("Hiragino Sans").
    package var platformFonts: [String]
    /// The Noto families that stand in for them here, and the package that has them.
    package var families: [String]
    package var package: String
    /// Whether the guide already searches the machine's fonts.
    package var systemFonts: Bool

    /// "not measured: 1923 strings (ja, zh-Hans) use Han (CJK), Hiragana, which no font here
    /// covers (iOS draws them with Hiragino Sans, PingFang SC); install fonts-noto-cjk (Noto Sans
    /// CJK JP, Noto Sans CJK SC) or add a font for them to fonts:".
    package var description: String {
        let drawnBy =
            platformFonts.isEmpty
            ? "" : " (\(platform.displayName) draws them with \(platformFonts.joined(separator: ", ")))"
        return "not measured: \(strings) string\(strings == 1 ? "" : "s") (\(locales.joined(separator: ", "))) use "
            + "\(scripts.map(PlatformFallback.scriptName).joined(separator: ", ")), which no font here covers\(drawnBy); \(installAdvice) "
            + "or add a font for them to fonts:"
            + (systemFonts ? "" : ", with systemFonts: true for installed fonts")
    }

    /// How to get the fonts on this system: Debian's package, or on a Mac the families by name
    /// (Font Book or a Homebrew font cask installs them).
    var installAdvice: String {
        let named = families.joined(separator: ", ")
        #if os(macOS)
            return named.isEmpty
                ? "install a font that has them (Font Book, or a Homebrew font cask)"
                : "install \(named) (Font Book, or a Homebrew font cask)"
        #else
            // The web names no families of its own (the browser's fallback is the machine's).
            return named.isEmpty ? "install \(package)" : "install \(package) (\(named))"
        #endif
    }
}

/// Ends a sentence with where the label was cut ("; truncated at "…""), when it was.
private func appendTruncation(_ shown: String?, to sentence: inout String) {
    guard let shown else { return }
    sentence += "; truncated at \""
    sentence += shown
    sentence += "\""
}

/// `text` with each line feed shown as " ⏎ " (by scalars, so the LF of a CRLF is marked too).
/// Over the text's UTF-8 bytes in one buffer (through `String.UTF8View`'s iterator, the count and
/// the copy were half of the sentences' time; every cut label's sentence passes here).
func newlinesMarked(_ text: String) -> String {
    var text = text
    let newlines = text.withUTF8 { bytes in bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
    guard newlines > 0 else { return text }
    let mark: [UInt8] = [0x20, 0xE2, 0x8F, 0x8E, 0x20]  // " ⏎ "
    return text.withUTF8 { bytes in
        // Written in place: one allocation; the bytes are valid UTF-8 (a line feed is never
        // inside another character's sequence), so nothing is repaired.
        String(unsafeUninitializedCapacity: bytes.count + newlines * (mark.count - 1)) { buffer in
            var (end, runStart) = (0, 0)
            for index in bytes.indices where bytes[index] == 0x0A {
                end = buffer[end...].initialize(fromContentsOf: bytes[runStart..<index])
                end = buffer[end...].initialize(fromContentsOf: mark)
                runStart = index + 1
            }
            return buffer[end...].initialize(fromContentsOf: bytes[runStart...])
        }
    }
}
