import TestSupport
import Testing
@testable import TypeFitCheck
@testable import TypeFitReports
@testable import TypeFitSupport

extension ReportCSVTests {
    /// report.csv's records with their repeated parts written once are the records written field
    /// by field, byte for byte: a string's rows at each size, sizes met again after others,
    /// equal strings and sizes that are other objects, fields that need quoting, no size class
    /// and no source, reasons.
    @Test func recordsFromRepeatedPartsAreTheRecords() {
        let strings = [
            MeasuredString(key: "a", locale: "en", text: "Save", source: FileLocation(file: "en.csv", line: 2)),
            MeasuredString(key: "b, \"q\"", locale: "de", text: "Speichern\nnow", source: nil),
            MeasuredString(key: "a", locale: "en", text: "Save", source: FileLocation(file: "en.csv", line: 2)),
            MeasuredString(
                key: "=c", locale: "fr", text: "Enregistrer", source: FileLocation(file: "f r.csv", line: 9, column: 4)),
        ]
        let sizes = [
            MeasuredSize(
                style: "Body", platform: .ios, category: .ios(.large), sizeClass: nil, pointSize: 17, maxWidth: 343,
                maxLines: 2),
            MeasuredSize(
                style: "Title, 1", platform: .android, category: .android(scale: 1.3), sizeClass: .compact,
                pointSize: 28,
                maxWidth: nil, maxLines: nil),
            MeasuredSize(
                style: "Body", platform: .ios, category: .ios(.large), sizeClass: nil, pointSize: 17, maxWidth: 343,
                maxLines: 2),
        ]
        var rows: [CheckResult] = []
        // Each string at each size (a string's rows together), then sizes and strings interleaved.
        for (stringIndex, string) in strings.enumerated() {
            for (sizeIndex, size) in sizes.enumerated() {
                let fails = (stringIndex + sizeIndex) % 2 == 0
                rows.append(
                    CheckResult(
                        string: string, size: size, lineHeight: 20.5, width: 100 + Double(sizeIndex), lineCount: 2,
                        height: 41, status: fails ? .fail : .pass,
                        reasons: fails ? [.overMaxLines(lines: 3, maxLines: 2, truncatedAt: "a, \"b\"")] : []))
            }
        }
        rows += [rows[7], rows[0], rows[11], rows[7], rows[3]]
        var expected: [UInt8] = []
        for row in rows { ReportCSV.appendRecord(row, to: &expected) }
        var parts = ReportCSV.RecordParts()
        var written: [UInt8] = []
        rows.forEachInPlace { parts.appendRecord($0, to: &written) }
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(expected.count > 1_000)
    }
}
