import ArgumentParser
import TypeFitSupport
import TypeFitBackend
import TypeFitText
import TypeFitCheck
import TypeFitReports

extension TypeFitCommand {
    /// `typefit ladder`
    struct Ladder: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the point size and line height of a text style at every text size.",
            discussion: """
                iOS: a custom size given at the Large category is scaled along a text style's curve \
                (an approximation of UIFontMetrics: --scaling size, the default, scales by the HIG \
                point-size ratio; --scaling leading by the HIG leading ratio), then clamped. \
                Android: an sp size at each font scale, in dp, with Android 14's non-linear curves. \
                Flutter: a style's size in logical px at each MediaQuery.textScaler setting \
                (--text-scaler android: Android's curve at --scales; ios: the body size at each \
                category over 17, as Flutter's iOS engine scales; linear: --scales as factors), \
                with SkParagraph's line height of --font (and --line-height as TextStyle.height).
                """)

        @Option(help: "ios, android or flutter.")
        var platform = LadderPlatform(.ios)

        @Option(
            help: "Flutter's text scalers (with --platform flutter): android, ios and linear. (default: android ios)")
        var textScaler: [FlutterTextScale.Kind] = []

        @Option(
            help:
                "The text-style curve (largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2) or fixed.",
            completion: .list(DynamicTypeStyle.allCases.map(\.rawValue) + ["fixed"]))
        var style: String = "body"

        @Option(
            parsing: .unconditional,
            help:
                "The size at Large in points (iOS; default: the style's own), or compact=17,regular=19; the size in sp on Android (default 16)."
        )
        var size: String?

        @Option(parsing: .unconditional, help: "maximumPointSize: the largest point size the style may reach.")
        var max: Double?

        @Option(parsing: .unconditional, help: "The smallest point size the style may shrink to.")
        var min: Double?

        @Option(help: "How a custom size follows the curve: size or leading. (default: size)")
        var scaling: ScalingModel?

        /// The old name of --scaling, still read (with a note).
        @Option(name: .customLong("model"), help: ArgumentHelp(visibility: .hidden))
        var deprecatedModel: ScalingModel?

        @Option(help: "Which base size to use when --size gives one per size class.")
        var sizeClass: SizeClass = .compact

        @Option(
            help: "The smallest category the style sees (like minimumContentSizeCategory).",
            completion: .list(ContentSizeCategory.allCases.map(\.rawValue)))
        var minCategory: String?

        @Option(
            help: "The largest category the style sees (like maximumContentSizeCategory).",
            completion: .list(ContentSizeCategory.allCases.map(\.rawValue)))
        var maxCategory: String?

        @Option(
            help:
                "The line height: a multiplier (1.2) or points at Large (24pt). Default: the HIG leading ratio, or the font's own with --font."
        )
        var lineHeight: String?

        @Option(
            help: "A font file whose own line height to use.",
            completion: .file(extensions: ["ttf", "otf", "ttc", "otc", "woff", "woff2"]))
        var font: String?

        @Option(
            help:
                "The line-height model of the font's own line height (with --font): apple, android or web. (default: apple)"
        )
        var lineHeightModel: LineHeightModel?

        /// The old name of --line-height-model, still read (with a note).
        @Option(name: .customLong("engine"), help: ArgumentHelp(visibility: .hidden))
        var deprecatedEngine: LineHeightModel?

        /// --scaling and --line-height-model, or their old names.
        var model: ScalingModel { scaling ?? deprecatedModel ?? .size }
        var engine: LineHeightModel { lineHeightModel ?? deprecatedEngine ?? .apple }

        @Option(help: "Scale a layout value given at Large (scaledValue(for:)) instead of a font size.")
        var value: Double?

        @Option(
            parsing: .upToNextOption,
            help: "Android font scales (default: the Settings steps 0.85 1 1.15 1.3 1.5 1.8 2).")
        var scales: [Double] = []

        @Option(help: "Output format: table, json or csv.")
        var format: LadderFormat = .table

        enum LadderFormat: String, CaseInsensitiveArgument { case table, json, csv }

        func validate() throws {
            if deprecatedModel != nil { Deprecation.note("--model", "--scaling") }
            if deprecatedEngine != nil { Deprecation.note("--engine", "--line-height-model") }
            guard ScalingCurve(parsing: style) != nil else {
                throw NameErrors.unknownStyle(style, allowFixed: true)
            }
            for name in [minCategory, maxCategory].compactMap({ $0 }) where ContentSizeCategory(parsing: name) == nil {
                throw NameErrors.unknownCategory(name)
            }
            if let size { _ = try LadderArguments.baseSizes(size) }
            if let lineHeight { _ = try LadderArguments.lineHeight(lineHeight) }
            if let min, let max, min > max { throw ValidationError("--min \(min) is larger than --max \(max).") }
        }

        func run() throws {
            let request = LadderRequest(
                curve: ScalingCurve(parsing: style) ?? .textStyle(.body), size: try size.map(LadderArguments.baseSizes),
                minimumPointSize: min, maximumPointSize: max, scaling: model, sizeClass: sizeClass,
                categoryRange: (ContentSizeCategory(parsing: minCategory ?? "") ?? .xSmall)...(ContentSizeCategory(
                    parsing: maxCategory ?? "") ?? .accessibility5),
                lineHeight: try lineHeight.map(LadderArguments.lineHeight), fontPath: font, lineHeightModel: engine,
                value: value, scales: scales, textScalers: textScaler)
            let made: (ladder: any SizeLadder, caption: String)?
            do {
                made = try platform.platform.rules.ladder(request)
            } catch let error as LadderError {
                throw ValidationError(error.description)
            }
            guard let (ladder, caption) = made else {
                throw ValidationError("--platform \(platform.platform.rawValue) has no ladder.")
            }
            switch format {
            case .table: Output.print(ladder.table(caption: caption))
            case .json: Output.print(try JSONOutput.encode(ladder) + "\n")
            case .csv: Output.print(ladder.csv())
            }
        }
    }
}

extension ScalingModel: CaseInsensitiveArgument {}
extension SizeClass: CaseInsensitiveArgument {}
extension LineHeightModel: CaseInsensitiveArgument {}

/// Turns the ladder's text options into Kit values.
enum LadderArguments {
    /// "18" or "compact=17,regular=19".
    static func baseSizes(_ text: String) throws -> (compact: Double, regular: Double?) {
        if let single = Double(text), single > 0 { return (single, nil) }
        var compact: Double?, regular: Double?
        for item in text.split(separator: ",") {
            let parts = item.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let value = Double(parts[1]), value > 0 else {
                throw ValidationError("--size must be a positive number or compact=N,regular=N, not '\(text)'.")
            }
            switch parts[0] {
            case "compact": compact = value
            case "regular": regular = value
            default: throw ValidationError("--size names size classes compact and regular, not '\(parts[0])'.")
            }
        }
        guard let compact else { throw ValidationError("--size needs a compact size: compact=N[,regular=N].") }
        return (compact, regular)
    }

    /// "1.2" → multiplier; "24pt" → points at Large.
    static func lineHeight(_ text: String) throws -> LineHeightSpec {
        if text.hasSuffix("pt"), let points = Double(text.dropLast(2)), points > 0 { return .points(points) }
        if let factor = Double(text), factor > 0 { return .multiplier(factor) }
        throw ValidationError("--line-height must be a multiplier (1.2) or points (24pt), not '\(text)'.")
    }
}

/// `ladder --platform`: the platforms that have a ladder (the web's text sizes have none), read
/// without regard to case.
struct LadderPlatform: ExpressibleByArgument {
    var platform: PlatformID

    init(_ platform: PlatformID) { self.platform = platform }

    init?(argument: String) {
        guard let platform = PlatformID(argument: argument), platform.rules.hasLadder else { return nil }
        self.platform = platform
    }

    static var allValueStrings: [String] {
        PlatformID.allCases.filter(\.rules.hasLadder).map(\.rawValue)
    }

    var defaultValueDescription: String { platform.rawValue }
}

extension FlutterTextScale.Kind: CaseInsensitiveArgument {}
