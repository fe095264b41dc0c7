import TypeFitReports
import Foundation
import TypeFitSupport
import TypeFitCheck

/// A baseline that fits in git: what a check found wrong, not every measurement. For each string
/// (style × key × locale) that failed or warned anywhere, one entry (locales with the same
/// findings share it): the sizes where it fails and
/// where it warns (as ranges of the guide's categories), the kinds of limit it breaks, and its
/// width and line count at its worst size; per style × size, how many measurements there were,
/// warned and failed; each font file's SHA-256; the versions it was measured with.
///
/// Written as JSON with one line per style × key (its locales side by side), sorted, so a commit
/// shows a line per string whose findings changed and a merge conflict is readable. A check
/// compared with it (``CompactBaselineComparison``) exits 1 on a new failure and lists the fixed.
/// (A full report.json or report.sqlite is still read as a baseline too.) Format:
///
/// ```
/// {"typefitBaseline": 1,
///  "guide": "typefit.yml",
///  "versions": {"fontconfig": "2.14.1", "freetype": "2.12.1", …},
///  "categories": {"ios": ["large", "accessibility1", …]},
///  "fonts": [
///   {"faceIndex": 0, "file": "Fonts/Inter-Regular.otf", "sha256": "…", "style": "Body"}
///  ],
///  "cells": [
///   ["Body", "ios", "large", 676, 2, 0]
///  ],
///  "findings": [
///   ["Body", "settings.save", {"de": "fail AX2…AX5 width; warn AX1 width; worst 231.40 2", "fr it": "warn AX5 width"}]
///  ]}
/// ```
///
/// With one size group (the usual case) its name is left out of each entry ("AX2…AX5", not
/// "ios:AX2…AX5"), and a worst size that is the last failing one is left out too ("worst 231.40
/// 2"): a million measurements with 88,000 failures fit in a megabyte. Version 1's entries (every
/// size with its group) are read as before.
package struct CompactBaseline: Sendable, Equatable {
    package static let formatVersion = 2
    /// The versions this typefit reads.
    package static let readableVersions = 1...2
    /// The start of every compact baseline: how a reader tells it from a report.
    package static let signature = "{\"typefitBaseline\": "
    /// The largest compact baseline read (a megabyte is typical of a big app).
    package static let maximumSize = 64 << 20

    package var guide: String
    package var versions: [String: String]
    /// Per size group ("ios", "ios-compact", "android", "web"), its categories in the order measured.
    package var categories: [String: [String]]
    package var fonts: [Font]
    package var cells: [Cell]
    package var findings: [Finding]

    package struct Font: Sendable, Equatable {
        package var style: String
        package var file: String
        package var faceIndex: Int
        package var sha256: String
    }

    /// A style at one size: its measurements, and how many warned and failed.
    package struct Cell: Sendable, Equatable {
        package var style: String
        package var group: String
        package var category: String
        package var measured: Int
        package var warned: Int
        package var failed: Int
    }

    /// A size: its group and category.
    package struct Place: Hashable, Sendable {
        package var group: String
        package var category: String
    }

    /// One string that failed or warned somewhere.
    package struct Finding: Sendable, Equatable {
        package var style: String
        package var key: String
        package var locale: String
        package var failing: [Place] = []
        package var failingKinds: [String] = []
        package var warned: [Place] = []
        package var warnedKinds: [String] = []
        /// Where it is furthest over its limits, with its width (to 0.01) and lines there.
        package var worst: (place: Place, width: Double, lines: Int)?

        package static func == (lhs: Finding, rhs: Finding) -> Bool {
            lhs.style == rhs.style && lhs.key == rhs.key && lhs.locale == rhs.locale && lhs.failing == rhs.failing
                && lhs.failingKinds == rhs.failingKinds && lhs.warned == rhs.warned
                && lhs.warnedKinds == rhs.warnedKinds && lhs.worst?.place == rhs.worst?.place
                && lhs.worst?.width == rhs.worst?.width && lhs.worst?.lines == rhs.worst?.lines
        }
    }

    /// The size group of a measurement: its platform, and its size class when the guide has two.
    static func group(_ row: CheckResult) -> String {
        row.platform.rawValue + (row.sizeClass.map { "-" + $0.rawValue } ?? "")
    }

    /// Whether `bytes` (a file's start) is a compact baseline.
    package static func isCompactBaseline(_ head: [UInt8]) -> Bool {
        head.starts(with: Array(signature.utf8))
    }
}

// MARK: - Writing

extension CompactBaseline {
    /// The file's text.
    package var text: String {
        var out = Self.signature + "\(Self.formatVersion),\n"
        out += " \"guide\": \(Self.json(guide)),\n"
        out +=
            " \"versions\": {"
            + versions.sorted { $0.key < $1.key }.map { "\(Self.json($0.key)): \(Self.json($0.value))" }
            .joined(separator: ", ") + "},\n"
        out +=
            " \"categories\": {"
            + categories.sorted { $0.key < $1.key }.map {
                "\(Self.json($0.key)): [" + $0.value.map(Self.json).joined(separator: ", ") + "]"
            }.joined(separator: ", ") + "},\n"
        out +=
            " \"fonts\": ["
            + Self.lines(
                fonts.map {
                    "{\"faceIndex\": \($0.faceIndex), \"file\": \(Self.json($0.file)), \"sha256\": \(Self.json($0.sha256)), \"style\": \(Self.json($0.style))}"
                }) + "],\n"
        out +=
            " \"cells\": ["
            + Self.lines(
                cells.map {
                    "[\(Self.json($0.style)), \(Self.json($0.group)), \(Self.json($0.category)), \($0.measured), \($0.warned), \($0.failed)]"
                }) + "],\n"
        // One line per style × key, its locales side by side.
        var lines: [String] = []
        var index = findings.startIndex
        while index < findings.endIndex {
            let first = findings[index]
            // Locales with the same findings share one entry: "de fr": "fail …".
            var entries: [(locales: [String], entry: String)] = []
            while index < findings.endIndex, findings[index].style == first.style, findings[index].key == first.key {
                let text = entry(findings[index])
                if let same = entries.firstIndex(where: { $0.entry == text }) {
                    entries[same].locales.append(findings[index].locale)
                } else {
                    entries.append(([findings[index].locale], text))
                }
                index += 1
            }
            let fields = entries.map { "\(Self.json($0.locales.joined(separator: " "))): \(Self.json($0.entry))" }
            lines.append(
                "[\(Self.json(first.style)), \(Self.json(first.key)), {" + fields.joined(separator: ", ") + "}]")
        }
        out += " \"findings\": [" + Self.lines(lines) + "]}\n"
        return out
    }

    /// "fail ios:accessibility2…accessibility5 width; warn ios:accessibility1 width; worst ios:accessibility5 231.4 2".
    func entry(_ finding: Finding) -> String {
        var parts: [String] = []
        if !finding.failing.isEmpty {
            parts.append("fail \(places(finding.failing)) \(finding.failingKinds.joined(separator: ","))")
        }
        if !finding.warned.isEmpty {
            parts.append("warn \(places(finding.warned)) \(finding.warnedKinds.joined(separator: ","))")
        }
        // The worst size matters only for a failing string (wider or more lines there regresses);
        // it is named unless it is the last failing size.
        if let worst = finding.worst, !finding.failing.isEmpty {
            let place = ordered(finding.failing).last == worst.place ? "" : label(worst.place) + " "
            parts.append("worst \(place)\(formatted(worst.width, decimals: 2)) \(worst.lines)")
        }
        return parts.joined(separator: "; ")
    }

    /// "ios:large,accessibility2…accessibility5 android:2": each group's categories, runs of
    /// neighbours (in the group's order) as ranges.
    func places(_ places: [Place]) -> String {
        orderedUnique(places.map(\.group)).map { group in
            let order = categories[group] ?? []
            let indices = Set(places.filter { $0.group == group }.compactMap { order.firstIndex(of: $0.category) })
                .sorted()
            var runs: [String] = []
            var start = 0
            while start < indices.count {
                var end = start
                while end + 1 < indices.count, indices[end + 1] == indices[end] + 1 { end += 1 }
                let (first, last) = (Self.token(order[indices[start]]), Self.token(order[indices[end]]))
                runs.append(start == end ? first : "\(first)…\(last)")
                start = end + 1
            }
            return prefix(group) + runs.joined(separator: ",")
        }.joined(separator: " ")
    }

    /// `places` in the order an entry lists them: by group as first met, each group's in its order.
    func ordered(_ places: [Place]) -> [Place] {
        orderedUnique(places.map(\.group)).flatMap { group in
            let order = categories[group] ?? []
            return Set(places.filter { $0.group == group }.compactMap { order.firstIndex(of: $0.category) }).sorted()
                .map { Place(group: group, category: order[$0]) }
        }
    }

    /// "AX5", or "ios:AX5" when the baseline has more than one size group.
    func label(_ place: Place) -> String { prefix(place.group) + Self.token(place.category) }

    private func prefix(_ group: String) -> String { categories.count == 1 ? "" : group + ":" }

    /// A category's name inside an entry, where spaces separate fields: "accessibility3" →
    /// "AX3" (as Settings labels it; Flutter's "ios:accessibility3" → "ios:AX3"), "200% +1.4.12"
    /// → "200%+1.4.12".
    static func token(_ category: String) -> String {
        category.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "accessibility", with: "AX")
    }

    /// Version 1's token: "AX" only for a name that starts with "accessibility" (Flutter's
    /// "ios:accessibility5" was written whole).
    static func version1Token(_ category: String) -> String {
        let name = category.replacingOccurrences(of: " ", with: "")
        return name.hasPrefix("accessibility") ? "AX" + name.dropFirst(13) : name
    }

    static func lines(_ items: [String]) -> String {
        items.isEmpty ? "" : "\n  " + items.joined(separator: ",\n  ") + "\n "
    }

    static func json(_ text: String) -> String {
        var out: [UInt8] = []
        JSONText.appendString(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
