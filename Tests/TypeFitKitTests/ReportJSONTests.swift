import Foundation
import TestSupport
import Testing
@testable import TypeFitCheck
@testable import TypeFitReports
@testable import TypeFitSupport
@testable import TypeFitText

/// report.json is streamed result by result; the bytes are exactly what JSONEncoder writes for
/// the whole document (the old path, kept as the reference).
@Suite struct ReportJSONTests {
    static func result(_ text: String, width: Double, reasons: [Reason], maxLines: Int?, sizeClass: SizeClass?) -> CheckResult {
        CheckResult(style: "Body \"quoted\"", platform: sizeClass == nil ? .android : .ios, category: sizeClass == nil ? .android(scale: 1.3) : .ios(.accessibility5),
                    sizeClass: sizeClass, key: "a/b\\c", locale: "de", text: text, pointSize: 17, lineHeight: 20.2, width: width,
                    lineCount: 3, height: -0.0, maxWidth: maxLines == nil ? nil : 343, maxLines: maxLines, status: reasons.first?.status ?? .pass, reasons: reasons)
    }

    @Test func streamedBytesEqualTheEncodedDocument() throws {
        var report = CheckReport(
            guide: "/work/guide.yml", versions: .init(typefit: "1", freetype: "2.12.1", harfbuzz: "6.0.0", icu: "72.1"), models: ["lineHeight": "apple"],
            fonts: [], results: [
                Self.result("tab\there\nnew \u{1}\u{1F}\u{7F} é漢😀 \u{2028}", width: 0.1, reasons: [], maxLines: 2, sizeClass: .compact),
                Self.result("", width: 1e-7, reasons: [.overMaxLines(lines: 3, maxLines: 2, truncatedAt: "a \"b\"\n…"), .missingGlyphs(["\u{E000}"])],
                            maxLines: 2, sizeClass: .regular),
                Self.result("x", width: 123456789.123, reasons: [.notMeasured("bad\u{8}\u{C}")], maxLines: nil, sizeClass: nil),
            ])
        report.notes = ["a note"]
        let expected = try JSONOutput.encode(ReportJSON(report, relativeTo: "/work")) + "\n"
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("report.json").path
        let file = try StreamedFile(path: path)
        try ReportJSON.write(report, relativeTo: "/work", to: file)
        try file.commit()
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"])   // no temporary left
        // And it reads back.
        let read = try JSONDecoder().decode(ReportFile.self, from: Data(written.utf8))
        #expect(read.results.map(\.width) == [0.1, 1e-7, 123456789.123])
    }

    @Test func numbersAreWrittenAsJSONEncoderWritesThem() throws {
        for value in [17, 20.2, 0.1, 1e-7, 1e21, 1e16, 5e-324, -0.0, 47.123456789012345, 1e15, 12345678901234567] as [Double] {
            let encoded = String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
            #expect(encoded == "[\(JSONText.number(value))]")
        }
        #expect(JSONText.number(.nan) == "null")
    }
}
