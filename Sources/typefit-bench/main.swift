import Foundation
import TypeFitBackend
import TypeFitText
import TypeFitKit

// typefit's measuring benchmark (`make bench`): real translated UI strings × the 132 iOS text
// style sizes, wrapped at 320 pt, measured the way typefit does (shape once per string, lay out
// arithmetically at every size) and the naive way (shape again at every size).

struct Corpus: Sendable {
    var strings: [(language: String, text: String)]
    var languages: [String]
}

func loadCorpus(languages: [String], catalog: String) -> Corpus {
    var strings: [(String, String)] = []
    var english = Set<String>()
    var used: [String] = []
    for language in languages {
        let entries = GettextCatalog.read("/usr/share/locale/\(language)/LC_MESSAGES/\(catalog).mo")
        guard !entries.isEmpty else { continue }
        used.append(language)
        for entry in entries {
            strings.append(
                (language.replacingOccurrences(of: "_", with: "-"), GettextCatalog.displayed(entry.translation)))
            if english.insert(entry.original).inserted {
                strings.append(("en", GettextCatalog.displayed(entry.original)))
            }
        }
    }
    return Corpus(strings: strings, languages: (used + ["en"]).sorted())
}

/// The 132 (point size, apple line height) pairs of the iOS text styles at every category.
func iosSizes(_ metrics: FaceMetrics) -> [(size: Double, lineHeight: Double)] {
    DynamicTypeStyle.allCases.flatMap { style in
        ContentSizeCategory.allCases.map { category in
            let size = DynamicTypeTable.pointSize(style, category)
            return (size, metrics.lineHeight(.apple, pointSize: size))
        }
    }
}

struct RunResult: Sendable {
    var measurements: Int
    var lines: Int
}

/// Measures `strings` at every size; `naive` re-shapes at every size.
func run(_ strings: ArraySlice<(language: String, text: String)>, fontPath: String, width: Double, naive: Bool) throws
    -> RunResult
{
    let library = try FreeTypeLibrary()
    let font = try ShapingFont(face: FontFace(path: fontPath, library: library))
    let sizes = iosSizes(font.face.metrics)
    var preparers: [String: TextPreparer] = [:]
    var result = RunResult(measurements: 0, lines: 0)
    for (language, text) in strings {
        let preparer = try preparers[language] ?? TextPreparer(language: language)
        preparers[language] = preparer
        var prepared = try preparer.prepare(text, font: font)
        for (size, lineHeight) in sizes {
            if naive { prepared = try preparer.prepare(text, font: font) }
            let summary = prepared.summary(pointSize: size, lineHeight: lineHeight, maxWidth: width)
            result.lines += summary.lineCount
            result.measurements += 1
        }
    }
    return result
}

func peakRSSMegabytes() -> Double {
    var usage = rusage()
    // Linux counts ru_maxrss in KiB and imports RUSAGE_SELF as an enum; Darwin counts bytes.
    #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    #else
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / (1024 * 1024)
    #endif
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

let arguments = CommandLine.arguments
let fontPath = arguments.count > 1 && !arguments[1].hasPrefix("--") ? arguments[1] : "Fonts/Inter/Inter-Regular.otf"
let languages = ["de", "es", "fr", "it", "nl", "pl", "pt_BR", "ru", "sv", "tr"]
let corpus = loadCorpus(languages: languages, catalog: "gtk30")
/// Says `message` on stderr and exits 2: what the bench needs is missing.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("typefit-bench: \(message)\n".utf8))
    exit(2)
}

guard corpus.strings.count >= 10_000 else {
    fail("found \(corpus.strings.count) strings; install libgtk-3-common (make bench does)")
}
let width = 320.0
let clock = ContinuousClock()

/// The argument after `option`, if given.
func value(after option: String) -> String? {
    arguments.firstIndex(of: option).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

/// The plain C loop's measurements a second over `corpus` (its own timing of its loop, printed
/// as "… = N per second …").
func cLoopRate(_ path: String, corpus: String) -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [fontPath, corpus]
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { fail("cannot run \(path): \(error)") }
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, let match = printed.firstMatch(of: /= ([0-9]+) per second/),
        let rate = Double(match.output.1), rate > 0
    else { fail("\(path) exited \(process.terminationStatus) without its rate: \(printed)") }
    return rate
}

// `--corpus FILE`: the strings and sizes for the plain C loop (Scripts/bench_c_loop.c): a line of
// sizes, then "language<TAB>text" per string (backslash, newline and tab escaped).
if let corpusFile = value(after: "--corpus") {
    let metrics = try FontFace(path: fontPath, library: FreeTypeLibrary()).metrics
    var out = "sizes " + iosSizes(metrics).map { "\($0.size)" }.joined(separator: " ") + "\n"
    for (language, text) in corpus.strings {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\t", with: "\\t")
        out += "\(language)\t\(escaped)\n"
    }
    try out.write(toFile: corpusFile, atomically: true, encoding: .utf8)
}
let cores = ProcessInfo.processInfo.activeProcessorCount
print(
    "corpus: \(corpus.strings.count) GTK 3 UI strings in \(corpus.languages.count) languages (\(corpus.languages.joined(separator: " ")))"
)
print("font: \(fontPath); sizes: the 132 iOS text style × category sizes; width \(Int(width)) pt")

var single = RunResult(measurements: 0, lines: 0)
let singleTime = try clock.measure {
    single = try run(corpus.strings[...], fontPath: fontPath, width: width, naive: false)
}
let singleRate = Double(single.measurements) / seconds(singleTime)
print(
    String(
        format: "shape once, 1 core:  %d measurements in %.2f s = %.0f per second (%d lines)", single.measurements,
        seconds(singleTime), singleRate, single.lines))

// The same work through the library's front door (TypeFitKit: a font opened once, each text
// prepared once, measured at every size), on one core: the public path against the engine's.
/// One pass of the corpus through the front door: its measurements, lines and time.
func frontDoor(sizes: [Double]) throws -> (measurements: Int, lines: Int, seconds: Double) {
    var lines = 0
    var measurements = 0
    let time = try clock.measure {
        let font = try TextFont(file: fontPath).open()
        for (language, text) in corpus.strings {
            let label = try font.prepare(text, language: language)
            for size in sizes {
                lines += label.measure(pointSize: size, width: width).lineCount
                measurements += 1
            }
        }
    }
    return (measurements, lines, seconds(time))
}

do {
    let sizes = iosSizes(try FontFace(path: fontPath, library: FreeTypeLibrary()).metrics).map(\.size)
    let front = try frontDoor(sizes: sizes)
    let frontRate = Double(front.measurements) / front.seconds
    print(
        String(
            format:
                "front door (TextFont.open, prepare, measure), 1 core: %d measurements in %.2f s = %.0f per second, %.2f× the engine's time; same lines: %@",
            front.measurements, front.seconds, frontRate, singleRate / frontRate,
            front.lines == single.lines ? "yes" : "NO"))
    // This shared VM's speed moves from one minute to the next (the C loop alone read 7.5 M/s in
    // one bench and 12.5 M/s in another): the engine, the plain C loop (`--c-loop PATH`, over
    // the `--corpus` file) and the front door again, in turns, each round's ratios taken against
    // one front-door pass in the same seconds.
    let loop = value(after: "--c-loop").flatMap { path in value(after: "--corpus").map { (path, $0) } }
    var rates: [Double] = []
    var ratios: [Double] = []
    var loopRatios: [Double] = []
    for _ in 0..<5 {
        let engineTime = try clock.measure {
            _ = try run(corpus.strings[...], fontPath: fontPath, width: width, naive: false)
        }
        let loopRate = loop.map { cLoopRate($0.0, corpus: $0.1) }
        let again = try frontDoor(sizes: sizes)
        let rate = Double(again.measurements) / again.seconds
        rates.append(rate)
        ratios.append(again.seconds / seconds(engineTime))
        if let loopRate { loopRatios.append(loopRate / rate) }
    }
    print(
        "front door and engine in turns, 5 rounds: front door "
            + rates.map { String(format: "%.2f", $0 / 1e6) }.joined(separator: " ")
            + String(format: " M/s (median %.2f), ", rates.sorted()[2] / 1e6)
            + ratios.map { String(format: "%.2f", $0) }.joined(separator: " ")
            + String(format: "× the engine's time (median %.2f×)", ratios.sorted()[2]))
    if !loopRatios.isEmpty {
        print(
            "front door and the plain C loop in turns, 5 rounds: "
                + loopRatios.map { String(format: "%.2f", $0) }.joined(separator: " ")
                + String(format: "× the C loop's time (median %.2f×; issue 44: at most 2×)", loopRatios.sorted()[2]))
    }
}

if CommandLine.arguments.contains("--phases") {
    let library = try FreeTypeLibrary()
    let font = try ShapingFont(face: FontFace(path: fontPath, library: library))
    let preparer = try TextPreparer(language: "de")
    var prepared: [PreparedText] = []
    let shapeTime = try clock.measure {
        prepared = try corpus.strings.map { try preparer.prepare($0.text, font: font) }
    }
    print(String(format: "phase: shaping %d strings took %.3f s", prepared.count, seconds(shapeTime)))
    let sizes = iosSizes(font.face.metrics)
    var lines = 0
    let layoutTime = clock.measure {
        for p in prepared {
            for (size, lh) in sizes {
                lines += p.summary(pointSize: size, lineHeight: lh, maxWidth: width).lineCount
            }
        }
    }
    print(
        String(
            format: "phase: %d layouts took %.3f s (%d lines)", prepared.count * sizes.count, seconds(layoutTime), lines
        ))
}

let chunks = max(1, cores)
let chunkSize = (corpus.strings.count + chunks - 1) / chunks
let parallelStart = clock.now
let parallel = try await withThrowingTaskGroup(of: RunResult.self) { group in
    for chunk in 0..<chunks {
        let slice = corpus.strings[
            min(chunk * chunkSize, corpus.strings.count)..<min((chunk + 1) * chunkSize, corpus.strings.count)]
        group.addTask { try run(slice, fontPath: fontPath, width: width, naive: false) }
    }
    var total = RunResult(measurements: 0, lines: 0)
    for try await part in group {
        total.measurements += part.measurements
        total.lines += part.lines
    }
    return total
}
let parallelTime = clock.now - parallelStart
print(
    String(
        format: "shape once, %d cores: %d measurements in %.2f s = %.0f per second", chunks, parallel.measurements,
        seconds(parallelTime), Double(parallel.measurements) / seconds(parallelTime)))

let sample = corpus.strings.prefix(300)
var naive = RunResult(measurements: 0, lines: 0)
var fastSample = RunResult(measurements: 0, lines: 0)
let naiveTime = try clock.measure { naive = try run(sample, fontPath: fontPath, width: width, naive: true) }
fastSample = try run(sample, fontPath: fontPath, width: width, naive: false)
print(
    String(
        format: "naive (re-shape at every size), 1 core, first %d strings: %d measurements in %.2f s = %.0f per second",
        sample.count, naive.measurements, seconds(naiveTime), Double(naive.measurements) / seconds(naiveTime)))
print(
    "same line counts, shape-once vs naive: \(naive.lines == fastSample.lines ? "yes" : "NO") (\(naive.lines) lines); all runs agree: \(single.lines == parallel.lines ? "yes" : "NO")"
)
print(String(format: "speed-up of shaping once: %.0f×", singleRate / (Double(naive.measurements) / seconds(naiveTime))))
print(String(format: "peak RSS: %.1f MB; cores: %d", peakRSSMegabytes(), cores))
