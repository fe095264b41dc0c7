import ArgumentParser
import Foundation
import TypeFitSupport
import TypeFitBackend
import TypeFitText
import TypeFitCheck

/// What `measure` and `render` share: the size, the box, the text and how it is set.
struct LabelOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "The point size (CSS px with --platform web, logical px with flutter).")
    var size: Double?

    @Option(
        help: "A text style whose size at --category to use (instead of --size).",
        completion: .list(DynamicTypeStyle.allCases.map(\.rawValue)))
    var style: String?

    @Option(
        help: "The content-size category for --style.", completion: .list(ContentSizeCategory.allCases.map(\.rawValue)))
    var category: String = "large"

    @Option(parsing: .unconditional, help: "The style's size at Large, if not Apple's.")
    var base: Double?

    @Option(parsing: .unconditional, help: "maximumPointSize for --style.")
    var max: Double?

    @Option(
        parsing: .unconditional,
        help: "The line width in points (px with --platform web or flutter); without it only newlines break.")
    var width: Double?

    @Option(parsing: .unconditional, help: "The most lines shown; more are cut with \"…\".")
    var maxLines: Int?

    @Option(parsing: .unconditional, help: "Letter spacing in points.")
    var letterSpacing: Double = 0

    @Option(help: "The language (BCP 47, e.g. de, th, ar) for line breaking and shaping.")
    var language: String?

    @Option(help: "The line-height model: apple, android or web (default apple).")
    var lineHeightModel: LineHeightModel?

    /// The old name of --line-height-model, still read (with a note).
    @Option(name: .customLong("model"), help: ArgumentHelp(visibility: .hidden))
    var deprecatedModel: LineHeightModel?

    /// --line-height-model, or its old name --model.
    private var model: LineHeightModel? { lineHeightModel ?? deprecatedModel }

    @Option(
        help:
            "Lay out as the platform does: ios (the apple model), android, web (Blink: CSS px, its widths, line breaks and line height) or flutter (SkParagraph: logical px, its widths, line breaks, line heights and ellipsis)."
    )
    var platform: PlatformID?

    @Option(
        help:
            "CSS overflow-wrap with --platform web: normal (a word wider than the line overflows), break-word or anywhere."
    )
    var overflowWrap: WebTextStyle.OverflowWrap?

    @Option(help: "CSS white-space with --platform web: normal, nowrap, pre-line or pre-wrap.")
    var whiteSpace: WebTextStyle.WhiteSpace?

    @Option(help: "CSS word-break with --platform web: normal, break-all or keep-all.")
    var wordBreak: LineBreakRules.WordBreak?

    @Option(
        parsing: .unconditional,
        help:
            "TextStyle.height with --platform flutter: the line height as a multiple of the size (default: the font's own)."
    )
    var height: Double?

    @Option(help: "TextStyle.leadingDistribution with --platform flutter: proportional (default) or even.")
    var leadingDistribution: FlutterTextStyle.LeadingDistribution?

    @Option(
        help:
            "TextHeightBehavior with --platform flutter: all (default), no-first-ascent, no-last-descent or neither (height not applied above the first line, below the last, or both)."
    )
    var textHeightBehavior: FlutterTextStyle.HeightBehavior?

    @Option(
        help:
            "The ellipsis --max-lines draws with --platform flutter (default …); without --max-lines, one line is shown, as Flutter's TextOverflow.ellipsis does."
    )
    var ellipsis: String?

    @OptionGroup(title: "Android layout (with --platform android)") var android: AndroidLayoutOptions

    @Option(
        help: "A JSON file of spans with their own fonts and sizes (docs/commands-fonts.md, typefit measure).",
        completion: .file(extensions: ["json"]))
    var spans: String?

    @Option(
        help: ArgumentHelp(
            "Read the text from this file (UTF-8), or from standard input with -.",
            discussion:
                "One final line end (the file's own, \\n or \\r\\n) is dropped: end the file with two to measure a text ending in a newline."
        ), completion: .file())
    var textFile: String?

    @Argument(help: "The text.")
    var text: String?

    func validate() throws {
        guard [text != nil, textFile != nil, spans != nil].filter({ $0 }).count == 1 else {
            throw ValidationError("Give the text as an argument, or --text-file FILE, or --spans FILE.")
        }
        guard (size == nil) != (style == nil) else {
            throw ValidationError("Give either --size PT or --style STYLE (with --category).")
        }
        if let style, DynamicTypeStyle(parsing: style) == nil {
            throw NameErrors.unknownStyle(style, allowFixed: false)
        }
        if ContentSizeCategory(parsing: category) == nil {
            throw NameErrors.unknownCategory(category)
        }
        if let size, size <= 0 { throw ValidationError("--size must be positive.") }
        if let width, width <= 0 { throw ValidationError("--width must be positive.") }
        if let maxLines, maxLines < 1 { throw ValidationError("--max-lines must be at least 1.") }
        if deprecatedModel != nil { Deprecation.note("--model", "--line-height-model") }
        if platform != nil, model != nil {
            throw ValidationError("Give either --platform or --line-height-model: a platform sets its model.")
        }
        let reads = platform?.rules.singleTextOptions ?? []
        if !reads.contains(.flutterTextStyle),
            height != nil || leadingDistribution != nil || textHeightBehavior != nil || ellipsis != nil
        {
            throw ValidationError(
                "--height, --leading-distribution, --text-height-behavior and --ellipsis are Flutter's: they need --platform flutter."
            )
        }
        if let height, !(height > 0 && height <= 100) {
            throw ValidationError("--height must be above 0 and at most 100.")
        }
        if !reads.contains(.staticLayout), android.isSet {
            throw ValidationError(
                "--android-layout, --line-break, --break-strategy, --line-break-style, --line-break-word-style, --hyphenation, --hyphenation-patterns, --[no-]font-padding, --[no-]fallback-line-spacing, --line-spacing-multiplier, --line-spacing-extra, --android-line-height and --line-height-alignment, -trim and -mode are Android's: they need --platform android."
            )
        }
        if let hyphenation = android.hyphenation, hyphenation != .none, language == nil {
            throw ValidationError(
                "--hyphenation needs --language: Android hyphenates with the patterns of the text's language.")
        }
        if !reads.contains(.css), overflowWrap != nil || whiteSpace != nil || wordBreak != nil {
            throw ValidationError(
                "--overflow-wrap, --white-space and --word-break are CSS properties: they need --platform web.")
        }
    }

    /// The request these options describe, in the font of `fontOptions`: as --platform lays a
    /// text out (its model, and its CSS or `TextStyle`), or by --line-height-model (apple by default).
    func request(fontOptions: FontOptions, isolation: IsolationOptions) throws -> MeasureRequest {
        var request = MeasureRequest(
            font: try fontOptions.specifier(), fontFolders: fontOptions.fontFolders,
            includeSystemFonts: fontOptions.systemFonts, fallbackFolders: fontOptions.fallbackFolders,
            size: requestedSize(), maxWidth: width, maxLines: maxLines, letterSpacing: letterSpacing,
            language: language, model: model ?? .apple, text: try requestedText(), isolation: isolation.probe)
        platform?.rules.singleText(
            &request,
            css: WebTextStyle(
                overflowWrap: overflowWrap ?? .normal, whiteSpace: whiteSpace ?? .normal,
                wordBreak: wordBreak ?? .normal),
            flutter: flutterStyle, android: android.choices.settings)
        return request
    }

    /// The unit of the request's lengths: CSS or logical px where the platform's are, else points.
    var unitName: String { platform?.rules.unit == .px ? "px" : "pt" }

    /// The Flutter settings of the options.
    private var flutterStyle: FlutterTextStyle {
        var style = FlutterTextStyle(
            height: height, leadingDistribution: leadingDistribution ?? .proportional, ellipsis: ellipsis ?? "\u{2026}")
        style.heightBehavior = textHeightBehavior ?? .all
        style.overflowEllipsis = ellipsis != nil
        return style
    }

    private func requestedSize() -> MeasureRequest.Size {
        if let style = style.flatMap(DynamicTypeStyle.init(parsing:)) {
            return .style(style, ContentSizeCategory(parsing: category) ?? .large, base: base, maximum: max)
        }
        return .points(size ?? 17)
    }

    private func requestedText() throws -> MeasureRequest.Text {
        if let spans { return .spans(try SpanFile.read(spans)) }
        if let textFile {
            let name = textFile == "-" ? "standard input" : textFile
            // A file is read only when it is a regular file of at most 1 MiB (a FIFO never hangs it).
            let read =
                textFile == "-"
                ? try? FileHandle.standardInput.readToEnd() ?? Data() : try readData(textFile, maximumSize: 1 << 20)
            guard let data = read else {
                throw InputError(file: name, line: nil, message: "cannot read the file")
            }
            guard data.count <= 1 << 20 else { throw InputError(file: name, line: nil, message: "over 1 MiB of text") }
            guard let string = String(data: data, encoding: .utf8) else {
                throw InputError(file: name, line: nil, message: "not valid UTF-8")
            }
            // The file's own line end ("\r\n" is one Character) is not the text's.
            return .plain(string.hasSuffix("\n") || string.hasSuffix("\r\n") ? String(string.dropLast()) : string)
        }
        return .plain(text ?? "")
    }
}

extension PlatformID: CaseInsensitiveArgument {}

extension FlutterTextStyle.HeightBehavior: CaseInsensitiveArgument {}
extension FlutterTextStyle.LeadingDistribution: CaseInsensitiveArgument {}

extension WebTextStyle.OverflowWrap: CaseInsensitiveArgument {}
extension WebTextStyle.WhiteSpace: CaseInsensitiveArgument {}
extension LineBreakRules.WordBreak: CaseInsensitiveArgument {}
