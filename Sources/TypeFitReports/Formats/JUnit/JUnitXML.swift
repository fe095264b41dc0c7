import Foundation
import TypeFitSupport
import TypeFitCheck
import TypeFitText

/// `junit.xml` for CI test views: a test suite per style; in it a test case for every failed or
/// warned measurement (category × string × locale, with platform and size class), and one passing
/// test case per size for all the measurements that passed there ("accessibility5 @ 53.00 pt: 712
/// measurements pass") — a million passing cases would help no CI view. Layout rows and contrast
/// pairs have a suite each with a case per result. Warnings go to system-out.
///
/// A CI system reads the file whole, so it lists at most ``listedCases`` failed or warned
/// measurements, shared equally among the styles; each style's others are counted in one case
/// of their own (failed when any of them failed). report.csv and report.sqlite have every one.
package enum JUnitXML {
    /// The failed and warned measurements junit.xml lists in all: GitLab reads a JUnit file
    /// under 30 MB, of at most 500,000 cases and 250,000 XML objects, and a big app's check fails
    /// a million measurements (AntennaPod's file was 463 MB). 20,000 cases are about 10 MB.
    package static let listedCases = 20_000

    package static func render(_ report: CheckReport, listedCases: Int = listedCases) -> String {
        var out: [UInt8] = []
        let sink = Sink(listedCases: listedCases) { out.append(contentsOf: $0.utf8) }
        _ = try? sink.render(report)
        return String(decoding: out, as: UTF8.self)
    }

    /// A style's measurements: its failures and warnings, and its passes per size.
    private struct StyleTally {
        var name: String
        /// Where its failed and warned cases are in the body (runs of its rows come between
        /// other styles' runs).
        var body: [Range<Int>]
        /// The failed and warned cases listed, and those counted only (past the style's share).
        var failures = 0, warnings = 0
        var unlistedFailures = 0, unlistedWarnings = 0
        /// Passing measurements per size ("accessibility5 @ 53.00 pt"), in order of first appearance.
        var passes: [(size: String, count: Int)] = []
        var passIndex: [SizeKey: Int] = [:]
        var hasUnlisted: Bool { unlistedFailures + unlistedWarnings > 0 }
        var cases: Int { failures + warnings + passes.count + (hasUnlisted ? 1 : 0) }
        /// The suite's failed cases: the listed ones, and the case that counts the others.
        var failedCases: Int { failures + (unlistedFailures > 0 ? 1 : 0) }
    }

    /// A size within a style: what passing measurements are counted by.
    private struct SizeKey: Hashable {
        var platform: PlatformID
        var category: SizeCategory
        var sizeClass: SizeClass?
    }

    /// junit.xml as the check streams. The counts the document starts with (tests, failures, per
    /// suite) are known only at the end, so the failed and warned cases go to a body (a hidden
    /// temporary file, or memory for ``render(_:)``) as they come, and the document is put
    /// together at the end: each suite's head, its part of the body, its passes per size.
    package final class Sink: ReportSink {
        private enum Body {
            case file(StreamedFile, final: StreamedFile, temporaries: TemporaryFiles)
            case memory([UInt8], emit: (String) -> Void)
        }

        private var body: Body
        private var tallies: [StyleTally] = []
        private var tallyOfStyle: [String: Int] = [:]
        private var current = -1
        /// Each size's style tally and its passes there, for the passing rows (most of them):
        /// found by the row's shared size, before its style is looked at (its place in
        /// `passOfPlace`).
        private var passOfSize = SizeMap()
        private var passOfPlace: [(tally: Int, pass: Int)] = []
        /// The failed and warned measurements listed in all (``JUnitXML/listedCases``), and each
        /// style's share of them once the head names the styles.
        private let listedCases: Int
        private var listedPerStyle: Int

        package init(file: StreamedFile, temporaries: TemporaryFiles, listedCases: Int = JUnitXML.listedCases) throws {
            body = .file(
                try StreamedFile(path: file.path + ".body", temporaries: temporaries), final: file,
                temporaries: temporaries)
            (self.listedCases, listedPerStyle) = (listedCases, listedCases)
        }

        package init(listedCases: Int = JUnitXML.listedCases, emit: @escaping (String) -> Void) {
            body = .memory([], emit: emit)
            (self.listedCases, listedPerStyle) = (listedCases, listedCases)
        }

        private var bodyCount: Int {
            switch body {
            case let .file(file, _, _): file.count
            case let .memory(bytes, _): bytes.count
            }
        }

        /// Appends what `produce` writes to the body.
        private func appendBody(_ produce: (inout [UInt8]) -> Void) throws {
            switch body {
            case let .file(file, _, _): try file.write(produce)
            case .memory(var bytes, let emit):
                body = .memory([], emit: emit)
                produce(&bytes)
                body = .memory(bytes, emit: emit)
            }
        }

        package func start(_ head: CheckReport) throws {
            let styles = Set(head.fonts.map(\.style)).count
            listedPerStyle = max(1, listedCases / max(1, styles))
        }

        package func add(_ results: [CheckResult]) throws {
            // The tallies and the size lookup, moved into locals for the batch (and back): a
            // class's own properties, changed at every row, were checked for exclusive access each time.
            var (tallies, passOfSize, passOfPlace) = (self.tallies, self.passOfSize, self.passOfPlace)
            (self.tallies, self.passOfSize, self.passOfPlace) = ([], SizeMap(), [])
            defer { (self.tallies, self.passOfSize, self.passOfPlace) = (tallies, passOfSize, passOfPlace) }
            try results.forEachInPlace { row in
                if row.pointee.status == .pass, let place = passOfSize.value(forSizeOf: row) {
                    let known = passOfPlace[place]
                    tallies[known.tally].passes[known.pass].count += 1
                    return
                }
                let style = row.pointee.size.style
                if current < 0 || tallies[current].name != style {
                    if let known = tallyOfStyle[style] {
                        current = known
                    } else {
                        tallies.append(StyleTally(name: style, body: []))
                        current = tallies.count - 1
                        tallyOfStyle[style] = current
                    }
                }
                let last = current
                switch row.pointee.status {
                case .fail, .warn:
                    if tallies[last].failures + tallies[last].warnings >= listedPerStyle {
                        if row.pointee.status == .fail {
                            tallies[last].unlistedFailures += 1
                        } else {
                            tallies[last].unlistedWarnings += 1
                        }
                        return
                    }
                    let row = row.pointee  // a case of its own: copied once
                    if row.status == .fail { tallies[last].failures += 1 } else { tallies[last].warnings += 1 }
                    let name = "\(sizeName(row)): \(row.key) (\(row.locale)) @ \(pointSize(row))"
                    let at = bodyCount
                    let item = Case(
                        name: name, status: row.status, reasons: row.reasonTexts, detail: "text: " + row.text,
                        source: row.source)
                    try appendBody { JUnitXML.appendTestCase(row.style, item, to: &$0) }
                    if let run = tallies[last].body.last, run.upperBound == at {
                        tallies[last].body[tallies[last].body.count - 1] = run.lowerBound..<bodyCount
                    } else {
                        tallies[last].body.append(at..<bodyCount)
                    }
                case .pass:
                    // The label is made once per size, not once per measurement.
                    let key = SizeKey(
                        platform: row.pointee.platform, category: row.pointee.category, sizeClass: row.pointee.sizeClass
                    )
                    let at: Int
                    if let known = tallies[last].passIndex[key] {
                        at = known
                        tallies[last].passes[at].count += 1
                    } else {
                        at = tallies[last].passes.count
                        tallies[last].passIndex[key] = at
                        tallies[last].passes.append(("\(sizeName(row.pointee)) @ \(pointSize(row.pointee))", 1))
                    }
                    passOfSize.set(passOfPlace.count, for: row.pointee.size)
                    passOfPlace.append((last, at))
                }
            }
        }

        package func finish(_ report: CheckReport) throws -> [RenderedReport] {
            switch body {
            case let .memory(bytes, emit):
                try assemble(report, emit: emit) { range in emit(String(decoding: bytes[range], as: UTF8.self)) }
                return []
            case let .file(file, final, temporaries):
                let reader = try BodyReader(temporary: try file.finish(), temporaries: temporaries)
                try assemble(report, emit: { text in try final.write(text) }) { range in
                    try reader.copy(range, to: final)
                }
                return [.file(name: ReportFileFormat.junit.fileName, temporary: try final.finish())]
            }
        }

        /// The document: head, suites with their cases (`copy` writes a range of the body), rows and contrast.
        private func assemble(_ report: CheckReport, emit: (String) throws -> Void, copy: (Range<Int>) throws -> Void)
            throws
        {
            let tests = tallies.reduce(0) { $0 + $1.cases } + report.rows.count + report.contrast.count
            // The failed cases: each unlisted failure is in its style's one counting case.
            let failures = tallies.reduce(report.failures) {
                $0 - $1.unlistedFailures + ($1.unlistedFailures > 0 ? 1 : 0)
            }
            try emit(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"typefit\" tests=\"\(tests)\" failures=\"\(failures)\">\n"
            )
            for tally in tallies {
                try emit(suiteStart(tally.name, tests: tally.cases, failures: tally.failedCases))
                for run in tally.body { try copy(run) }
                if tally.hasUnlisted { try emit(testCase(tally.name, unlistedCase(tally, listed: listedPerStyle))) }
                for (size, count) in tally.passes {
                    try emit(
                        testCase(
                            tally.name,
                            Case(
                                name: "\(size): \(count) measurement\(count == 1 ? "" : "s") pass", status: .pass,
                                reasons: [], detail: "")))
                }
                try emit("  </testsuite>\n")
            }
            for row in orderedUnique(report.rows.map(\.row)) {
                try emit(
                    suite(
                        "row: \(row)",
                        report.rows.filter { $0.row == row }.map { result in
                            Case(
                                name: "\(result.category) (\(result.locale)), \(result.axis.rawValue)",
                                status: result.status, reasons: result.reasons.map(\.description),
                                detail:
                                    "side by side \(formatted(result.horizontalWidth, decimals: 2)) pt of \(compactNumber(result.containerWidth)) pt; stacked \(formatted(result.verticalHeight, decimals: 2)) pt"
                            )
                        }))
            }
            for style in orderedUnique(report.contrast.map(\.style)) {
                try emit(
                    suite(
                        "contrast: \(style)",
                        report.contrast.filter { $0.style == style }.map { pair in
                            Case(
                                name: "\(pair.theme) \(pair.category) @ \(formatted(pair.pointSize, decimals: 2)) pt",
                                status: pair.status, reasons: pair.reasons.map(\.description),
                                detail:
                                    "\(pair.foreground) on \(pair.background): \(formatted(pair.ratio, decimals: 3)):1")
                        }))
            }
            try emit("</testsuites>\n")
        }
    }

    /// The case that counts a style's failed and warned measurements past its share.
    private static func unlistedCase(_ tally: StyleTally, listed: Int) -> Case {
        let count = tally.unlistedFailures + tally.unlistedWarnings
        return Case(
            name: "\(count) more failed or warned measurement\(count == 1 ? "" : "s"), not listed",
            status: tally.unlistedFailures > 0 ? .fail : .warn,
            reasons: [
                "\(tally.unlistedFailures) failed and \(tally.unlistedWarnings) warned measurement\(count == 1 ? "" : "s") not listed: junit.xml lists \(listed) per style so that CI test views can read it"
            ],
            detail: "report.csv and report.sqlite have every measurement")
    }

    /// Reads ranges of this run's own finished body file back, and removes it when done.
    private final class BodyReader {
        private let path: String
        private let handle: FileHandle
        private let temporaries: TemporaryFiles

        package init(temporary: String, temporaries: TemporaryFiles) throws {
            path = temporary
            self.temporaries = temporaries
            guard let handle = FileHandle(forReadingAtPath: temporary) else {
                temporaries.discard(temporary)
                throw ReportSinkError(message: "cannot read \(temporary)")
            }
            self.handle = handle
        }

        deinit {
            try? handle.close()
            temporaries.discard(path)
        }

        func copy(_ range: Range<Int>, to file: StreamedFile) throws {
            guard !range.isEmpty else { return }
            try handle.seek(toOffset: UInt64(range.lowerBound))
            var left = range.count
            while left > 0 {
                guard let chunk = try handle.read(upToCount: min(left, 1 << 20)), !chunk.isEmpty else { break }
                try file.write { $0.append(contentsOf: chunk) }
                left -= chunk.count
            }
        }
    }

    /// "53.00 pt" on iOS, "28.00 dp" on Android.
    private static func pointSize(_ row: CheckResult) -> String {
        "\(formatted(row.pointSize, decimals: 2)) \(row.platform.unit.rawValue)"
    }

    /// "accessibility5 compact" on iOS, "font scale 2" on Android.
    private static func sizeName(_ row: CheckResult) -> String {
        // (.description: interpolating the value itself went through a dynamic cast per row.)
        row.platform.rules.stepNoun + row.category.description + (row.sizeClass.map { " " + $0.rawValue } ?? "")
    }

    /// One test case: failed with the reasons as the message, warnings in system-out.
    struct Case {
        var name: String
        var status: CheckStatus
        /// The reasons' sentences.
        var reasons: [String]
        var detail: String
        /// Where the text is written: the case's `file` and `line` attributes (as pytest and
        /// Gradle write them, and CI test views link).
        var source: FileLocation? = nil
    }

    static func suite(_ name: String, _ cases: [Case]) -> String {
        suiteStart(name, tests: cases.count, failures: cases.filter { $0.status == .fail }.count)
            + cases.map { testCase(name, $0) }.joined() + "  </testsuite>\n"
    }

    static func suiteStart(_ name: String, tests: Int, failures: Int) -> String {
        "  <testsuite name=\"\(escape(name))\" tests=\"\(tests)\" failures=\"\(failures)\">\n"
    }

    static func testCase(_ suite: String, _ item: Case) -> String {
        var out: [UInt8] = []
        appendTestCase(suite, item, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// ``testCase(_:_:)`` written as bytes into `out` (a check's failed and warned rows go
    /// straight into the body: building each as a String cost more than the rest of the row).
    static func appendTestCase(_ suite: String, _ item: Case, to out: inout [UInt8]) {
        out.append(contentsOf: "    <testcase classname=\"typefit.".utf8)
        appendXMLEscaped(suite, to: &out)
        out.append(contentsOf: "\" name=\"".utf8)
        appendXMLEscaped(item.name, to: &out)
        out.append(0x22)
        if let source = item.source {
            out.append(contentsOf: " file=\"".utf8)
            appendXMLEscaped(source.file, to: &out)
            out.append(0x22)
            if let line = source.line { out.append(contentsOf: " line=\"\(line)\"".utf8) }
        }
        switch item.status {
        case .pass:
            out.append(contentsOf: "/>\n".utf8)
        case .warn:
            out.append(contentsOf: ">\n      <system-out>".utf8)
            appendXMLEscaped(item.reasons.joined(separator: "; "), to: &out)
            out.append(contentsOf: "</system-out>\n    </testcase>\n".utf8)
        case .fail:
            out.append(contentsOf: ">\n      <failure message=\"".utf8)
            appendXMLEscaped(item.reasons.first ?? "failed", to: &out)
            out.append(contentsOf: "\">".utf8)
            appendXMLEscaped(item.reasons.joined(separator: "\n"), to: &out)
            out.append(0x0A)
            appendXMLEscaped(item.detail, to: &out)
            out.append(contentsOf: "</failure>\n    </testcase>\n".utf8)
        }
    }

    static func escape(_ text: String) -> String { xmlEscaped(text) }
}
