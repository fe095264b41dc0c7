import Foundation
import TypeFitSupport
import TypeFitCatalogs
import TypeFitBackend
import TypeFitText

/// One fuzzing input of the text side: a selector byte naming a format, then the file's bytes.
/// The file is written where its format's reader expects it (`de.lproj/Localizable.strings`,
/// `values-de/strings.xml`, …), read through ``StringCatalogReader/readAll(_:baseLocale:)`` (or
/// the guide parser), and its first strings are filled, shaped in one fixed font and laid out as
/// iOS, the web (Blink's widths) and Flutter (SkParagraph) lay them out.
/// Input errors are the expected outcome of most inputs; a trap, a hang or a leak is a bug.
package enum CatalogFuzzInput {
    /// Where each selector's file goes, relative to the input folder.
    package static let formats = [
        "de.lproj/Localizable.strings", "Localizable.xcstrings", "values-de/strings.xml", "de.po",
        "de.lproj/Localizable.stringsdict", "de.json", "app_de.arb", "strings.csv", "typefit.yml", "tokens.json",
    ]
    /// Strings measured per input, and the bytes of each: enough to reach the measuring code.
    package static let measuredStrings = 8
    package static let maximumTextBytes = 256

    /// What every input reuses: the folder inputs are written to, the font and the ICU iterators.
    /// Not `Sendable`: one per thread.
    package final class Context {
        let folder: URL
        let font: ShapingFont
        let preparer: TextPreparer
        /// The web's and Flutter's breaks, their texts prepared with glyphs: their layouts read
        /// the glyphs, levels and line edges through buffers at every size. The web's twice: for
        /// `overflow-wrap: anywhere` (every line start shaped again) and for `normal`, a check's
        /// default (line starts shaped only where lines can start).
        let webPreparers: [(preparer: TextPreparer, breaksWords: Bool)]
        let flutterPreparer: TextPreparer

        /// `fontPath`: the one font every string is shaped in.
        package init(fontPath: String) throws {
            let base =
                FileManager.default.fileExists(atPath: "/dev/shm")
                ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
            folder = base.appendingPathComponent("typefit-fuzz-text-\(UUID().uuidString)")
            for format in formats {
                try FileManager.default.createDirectory(
                    at: folder.appendingPathComponent(format).deletingLastPathComponent(),
                    withIntermediateDirectories: true)
            }
            font = try ShapingFont(face: FontFace(path: fontPath, library: FreeTypeLibrary()))
            preparer = try TextPreparer()
            webPreparers = [
                (try TextPreparer(lineBreaks: .blink(.normal)), true),
                (try TextPreparer(lineBreaks: .blink(.normal), linesStartInsideWords: false), false),
            ]
            flutterPreparer = try TextPreparer(lineBreaks: .skParagraph)
        }

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Runs one input; returns the strings measured (0 when the file was refused).
    @discardableResult
    package static func run(_ data: [UInt8], context: Context) -> Int {
        guard let selector = data.first else { return 0 }
        let format = formats[Int(selector) % formats.count]
        let file = context.folder.appendingPathComponent(format)
        guard (try? Data(data.dropFirst()).write(to: file)) != nil else { return 0 }
        defer { try? FileManager.default.removeItem(at: file) }
        let texts: [String]
        switch format {
        case "typefit.yml":
            guard let text = try? readText(file.path, maximumSize: StringCatalogReader.maximumFileSize),
                let guide = try? StyleGuideParser.parse(
                    text, file: file.path, baseFolder: context.folder.path, requireStyles: false)
            else { return 0 }
            texts = guide.styles.flatMap(\.samples).map { Placeholders.fill($0, with: guide.placeholders) }
        case "tokens.json":
            guard let tokens = try? DesignTokens.read(file.path) else { return 0 }
            texts = tokens.styles.map(\.name)
        default:
            guard let catalog = try? StringCatalogReader.readAll([StringSource(path: file.path)], baseLocale: "en")
            else { return 0 }
            texts = catalog.strings.map { Placeholders.fill($0.text, with: PlaceholderSamples()) }
        }
        var measured = 0
        for text in texts.prefix(measuredStrings) {
            let cut = String(decoding: Array(text.utf8.prefix(maximumTextBytes)), as: UTF8.self)
            guard let prepared = try? context.preparer.prepare(cut, font: context.font) else { continue }
            _ = TextLayout(pointSize: 17, lineHeight: 22, maxWidth: 120, maxLines: 2).measure(prepared)
            measured += 1
            for (preparer, breaksWords) in context.webPreparers {
                guard let web = try? preparer.prepare(cut, font: context.font, keepGlyphs: true) else { continue }
                var layout = TextLayout(pointSize: 17, lineHeight: 22, maxWidth: 120, maxLines: 2)
                (layout.widths, layout.breaksOverlongWords) = (.blink, breaksWords)
                _ = layout.summarizeAndCut(web)
                _ = layout.measure(web)
            }
            if let flutter = try? context.flutterPreparer.prepare(cut, font: context.font, keepGlyphs: true) {
                let layout = SkParagraphLayout(
                    fontSize: 17, maxWidth: 120, maxLines: 2, letterSpacing: 0, style: FlutterTextStyle(),
                    font: context.font)
                _ = layout.summarize(flutter)
                _ = layout.measure(flutter)
            }
        }
        return measured
    }
}
