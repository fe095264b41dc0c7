import Foundation
import TestSupport
import Testing
@testable import TypeFitCheck
@testable import TypeFitPipeline
@testable import TypeFitReports
@testable import TypeFitSupport
@testable import TypeFitText

/// report.json is streamed result by result, one per line: the document is what JSONEncoder
/// pretty-prints (the reference), but for each result, which is what JSONEncoder writes compact.
@Suite struct ReportJSONTests {
    static func result(_ text: String, width: Double, reasons: [Reason], maxLines: Int?, sizeClass: SizeClass?)
        -> CheckResult
    {
        CheckResult(
            style: "Body \"quoted\"", platform: sizeClass == nil ? .android : .ios,
            category: sizeClass == nil ? .android(scale: 1.3) : .ios(.accessibility5),
            sizeClass: sizeClass, key: "a/b\\c", locale: "de", text: text, pointSize: 17, lineHeight: 20.2,
            width: width,
            lineCount: 3, height: -0.0, maxWidth: maxLines == nil ? nil : 343, maxLines: maxLines,
            status: reasons.first?.status ?? .pass, reasons: reasons)
    }

    @Test func streamedBytesEqualTheEncodedDocument() throws {
        var report = CheckReport(
            guide: "/work/guide.yml", versions: .init(typefit: "1", freetype: "2.12.1", harfbuzz: "6.0.0", icu: "72.1"),
            models: ["lineHeight": "apple"],
            fonts: [],
            results: [
                Self.result(
                    "tab\there\nnew \u{1}\u{1F}\u{7F} é漢😀 \u{2028}", width: 0.1, reasons: [], maxLines: 2,
                    sizeClass: .compact),
                Self.result(
                    "", width: 1e-7,
                    reasons: [
                        .overMaxLines(lines: 3, maxLines: 2, truncatedAt: "a \"b\"\n…"), .missingGlyphs(["\u{E000}"]),
                    ],
                    maxLines: 2, sizeClass: .regular),
                Self.result(
                    "x", width: 123456789.123, reasons: [.notMeasured("bad\u{8}\u{C}")], maxLines: nil, sizeClass: nil),
            ])
        report.notes = ["a note"]
        let expected = try JSONOutput.encode(ReportJSON(report, relativeTo: "/work")) + "\n"
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try #require(
            try ReportWriter.write(report, formats: [.json], to: folder.path, relativeTo: "/work").first)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        // The same document…
        let parsed = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? NSDictionary
        #expect(parsed == (try JSONSerialization.jsonObject(with: Data(expected.utf8)) as? NSDictionary))
        // …whose results are JSONEncoder's compact encodings, a line each, and the rest its pretty print.
        let compact = JSONEncoder()
        compact.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let lines = try report.results.map { "    " + String(decoding: try compact.encode($0), as: UTF8.self) }
        let start = try #require(expected.range(of: "\"results\" : ["))
        let end = try #require(expected.range(of: "\n  ],\n  \"rows\""))
        #expect(
            written == expected[..<start.upperBound] + "\n" + lines.joined(separator: ",\n")
                + expected[end.lowerBound...])
        // The report, and the folder's lock file: no temporary file is left.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                ".typefit.lock", "report.json",
            ])  // no temporary left
        // And it reads back.
        let read = try JSONDecoder().decode(ReportFile.self, from: Data(written.utf8))
        #expect(read.results.map(\.width) == [0.1, 1e-7, 123456789.123])
    }

    @Test func numbersAreWrittenAsJSONEncoderWritesThem() throws {
        for value in [17, 20.2, 0.1, 1e-7, 1e21, 1e16, 5e-324, -0.0, 47.123456789012345, 1e15, 12345678901234567]
            as [Double]
        {
            let encoded = String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
            #expect(encoded == "[\(JSONText.number(value))]")
        }
        #expect(JSONText.number(.nan) == "null")
    }

    /// Strings as JSONEncoder writes them (slashes unescaped), on random mixes of what is escaped.
    @Test func stringsAreWrittenAsJSONEncoderWritesThem() throws {
        let pool: [Unicode.Scalar] = [
            "a", "\"", "\\", "/", "\u{0}", "\u{8}", "\u{9}", "\u{A}", "\u{B}", "\u{C}", "\u{D}", "\u{1F}", "\u{7F}",
            "é", "\u{2028}", "😀", "漢",
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        for text in RandomText.mixes(of: pool) + [""] {
            var written: [UInt8] = []
            JSONText.appendString(text, to: &written)
            let encoded = String(decoding: try encoder.encode([text]), as: UTF8.self)
            #expect(
                "[" + String(decoding: written, as: UTF8.self) + "]" == encoded, "\(text.unicodeScalars.map(\.value))")
        }
    }
}

/// report.json is read back by a streaming scanner: the same values JSONDecoder gives, and errors
/// that name the place.
@Suite struct ReportFileReaderTests {
    @Test func theScannerReadsWhatJSONDecoderReads() throws {
        for golden in ["check/report.json"] {
            let bytes = try [UInt8](Data(contentsOf: Fixtures.url("Expected/\(golden)")))
            let decoded = try JSONDecoder().decode(ReportFile.self, from: Data(bytes))
            let scanned = try ReportFile.scan(bytes, file: golden)
            #expect(scanned == decoded)
            #expect(scanned.results.count == 12)
        }
        // Escapes, surrogate pairs, numbers and nulls, as written by the streaming writer.
        let report = CheckReport(
            guide: "g.yml", versions: .init(typefit: "1", freetype: "2", harfbuzz: "3", icu: "4"), models: [:],
            fonts: [],
            results: [
                ReportJSONTests.result(
                    "tab\t \"q\" \\ \u{1} 😀 é", width: 1e-7, reasons: [.notMeasured("x\ny")], maxLines: nil,
                    sizeClass: nil)
            ])
        let text = try JSONOutput.encode(ReportJSON(report)).replacingOccurrences(of: "😀", with: "\\ud83d\\ude00")
        let scanned = try ReportFile.scan(Array(text.utf8), file: "r.json")
        #expect(scanned == (try JSONDecoder().decode(ReportFile.self, from: Data(text.utf8))))
        #expect(scanned.results.first?.text == "tab\t \"q\" \\ \u{1} 😀 é")
    }

    @Test func errorsNameThePlace() {
        let bad =
            "{\"schemaVersion\": 1, \"fonts\": [],\n \"results\": [{\"style\": \"S\", \"platform\": \"ios\", \"category\": \"huge\", \"key\": \"k\", \"locale\": \"en\", \"text\": \"t\", \"pointSize\": 1, \"lineHeight\": 1, \"width\": 1, \"lineCount\": 1, \"height\": 1, \"status\": \"pass\", \"reasons\": []}]}"
        #expect(
            throws: InputError(file: "r.json", line: 2, column: 215, message: "results[0]: \"huge\" is no ios category")
        ) {
            try ReportFile.scan(Array(bad.utf8), file: "r.json")
        }
        #expect(throws: InputError.self) {
            try ReportFile.scan(Array("{\"schemaVersion\": 1, \"fonts\": [], \"results\": [1,]}".utf8), file: "r.json")
        }
        #expect(
            throws: InputError(file: "r.json", line: nil, message: "schemaVersion 3 is not one typefit reads (1 to 2)")
        ) {
            try ReportFile.scan(Array("{\"schemaVersion\": 3, \"fonts\": [], \"results\": []}".utf8), file: "r.json")
        }
    }
}
