import TypeFitSupport
import TypeFitBackend
import TypeFitText

/// The horizontal metrics ``FontRelease`` compares between two faces, over what the texts use.
enum FontReleaseMetrics {
    /// The advances (hmtx, or HVAR at the style's variation) of the characters the texts use
    /// that both faces have: how many changed, the mean and the largest change, and those that
    /// moved most. Nil when none changed.
    static func advances(_ old: ShapingFont, _ now: ShapingFont, usage: FontRelease.Usage) -> (
        field: String, base: String, new: String
    )? {
        struct Moved {
            var scalar: Unicode.Scalar
            var before: Double
            var after: Double
            var relative: Double
        }
        var compared: [Moved] = []
        for scalar in usage.charactersByUse {
            guard let a = old.glyph(for: scalar), let b = now.glyph(for: scalar) else { continue }
            let before = Double(old.nominalAdvance(a)) / Double(old.unitsPerEm)
            let after = Double(now.nominalAdvance(b)) / Double(now.unitsPerEm)
            let relative = before > 0 ? (after - before) / before : (after > 0 ? 1 : 0)
            compared.append(Moved(scalar: scalar, before: before, after: after, relative: relative))
        }
        let changed = compared.filter { abs($0.after - $0.before) > 1e-9 }
        guard !changed.isEmpty else { return nil }
        let mean = compared.reduce(0) { $0 + $1.relative } / Double(compared.count)
        // The most moved first; a tie goes to the character more texts use (the stable order).
        let moved = changed.enumerated().sorted {
            (abs($1.element.relative), $0.offset) < (abs($0.element.relative), $1.offset)
        }.map(\.element)
        guard let largest = moved.first else { return nil }
        var text =
            "\(changed.count) changed: mean \(percent(mean)), largest \(percent(largest.relative)) "
            + "(\(FontRelease.label(largest.scalar)) \(em(largest.before)) → \(em(largest.after)) em); most moved: "
        text += moved.prefix(FontRelease.named).map { "\(FontRelease.label($0.scalar)) \(percent($0.relative))" }
            .joined(separator: ", ")
        return ("advances", "\(compared.count) characters the texts use (in both faces)", text)
    }

    /// The kerning (what shaping adds between two characters: the pair's advance less each one's
    /// shaped alone) of the pairs the texts use, the most used ``FontRelease/maximumPairs``
    /// first: how many changed and those that moved most. Nil when none changed.
    static func kerning(_ old: ShapingFont, _ now: ShapingFont, usage: FontRelease.Usage) -> (
        field: String, base: String, new: String
    )? {
        let pairs = usage.pairs.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(FontRelease.maximumPairs)
        var (oldShaper, newShaper) = (PairShaper(font: old), PairShaper(font: now))
        var compared = 0
        var changed: [(pair: String, before: Double, after: Double)] = []
        for (pair, _) in pairs {
            guard pair.unicodeScalars.allSatisfy({ old.hasGlyph(for: $0) && now.hasGlyph(for: $0) }) else { continue }
            compared += 1
            let (before, after) = (oldShaper.adjustment(pair), newShaper.adjustment(pair))
            if abs(after - before) > 1e-9 { changed.append((pair, before, after)) }
        }
        guard !changed.isEmpty else { return nil }
        let moved = changed.enumerated().sorted {
            (abs($1.element.after - $1.element.before), $0.offset) < (
                abs($0.element.after - $0.element.before), $1.offset
            )
        }.map(\.element)
        let text =
            "\(changed.count) changed; most moved: "
            + moved.prefix(FontRelease.named).map { "«\($0.pair)» \(em($0.before)) → \(em($0.after)) em" }.joined(
                separator: ", ")
        return ("kerning", "\(compared) pairs the texts use (in both faces)", text)
    }

    /// Shapes pairs of characters in one font, remembering each character's advance alone.
    struct PairShaper {
        let font: ShapingFont
        var alone: [Unicode.Scalar: Int] = [:]

        /// The pair's kerning in em: shaped together, less each character shaped alone.
        mutating func adjustment(_ pair: String) -> Double {
            let scalars = Array(pair.unicodeScalars)
            let rightToLeft = scalars.contains(where: TextPreparer.mayBeRightToLeft)
            let script = scalars.lazy.map(ShapingFont.script(of:)).first { $0 != ShapingFont.commonScript }
            var separate = 0
            for scalar in scalars {
                if let known = alone[scalar] {
                    separate += known
                } else {
                    let advance = shaped(String(scalar), rightToLeft: rightToLeft, script: script)
                    alone[scalar] = advance
                    separate += advance
                }
            }
            let together = shaped(pair, rightToLeft: rightToLeft, script: script)
            return Double(together - separate) / Double(font.unitsPerEm)
        }

        func shaped(_ text: String, rightToLeft: Bool, script: UInt32?) -> Int {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer {
                font.shape(
                    $0, range: 0..<bytes.count, rightToLeft: rightToLeft, script: script ?? ShapingFont.commonScript,
                    language: nil)
            }.reduce(0) { $0 + $1.advance }
        }
    }

    static func percent(_ value: Double) -> String {
        (value >= 0 ? "+" : "−") + formatted(abs(value) * 100, decimals: 2) + " %"
    }

    static func em(_ value: Double) -> String {
        (value < 0 ? "−" : "") + formatted(abs(value), decimals: 3)
    }
}
