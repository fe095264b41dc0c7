import Foundation
import TypeFitSupport
import TypeFitCatalogs

/// What a check is asked to check — a style guide, design tokens merged into it, or tokens
/// alone — read into one ``StyleGuide``: the first step of every check, the command line's
/// and the library's alike.
package struct CheckInput: Sendable {
    /// The guide file (YAML or JSON).
    package var guide: String
    /// Design tokens whose typography tokens become styles.
    package var tokens: String?
    /// More string catalogs (files, folders or globs).
    package var strings: [String] = []
    /// Measure every web size again under WCAG 1.4.12 text spacing.
    package var textSpacing = false
    /// The folder a missing default guide is looked for in, and whose fonts tokens alone use.
    package var folder: String

    package static let defaultGuide = "typefit.yml"

    package init(
        guide: String = defaultGuide, tokens: String? = nil, folder: String = FileManager.default.currentDirectoryPath
    ) {
        self.guide = guide
        self.tokens = tokens
        self.folder = folder
    }

    /// The guide to check, and notes on what was read: with tokens and no guide in the folder,
    /// the tokens' styles on the web (text sizes 100–200 %) with the folder's fonts.
    package func read() throws(InputError) -> (guide: StyleGuide, notes: [String]) {
        let tokensAlone = tokens != nil && guide == Self.defaultGuide && !FileManager.default.fileExists(atPath: guide)
        guard tokensAlone || FileManager.default.fileExists(atPath: guide) else {
            throw InputError(
                file: guide, line: nil,
                message: guide == Self.defaultGuide
                    ? "no typefit.yml in this folder; write one with typefit init, or give --guide FILE"
                    : "no such file")
        }
        var notes: [String] = []
        var styleGuide: StyleGuide
        if tokensAlone, let tokens {
            styleGuide = StyleGuide(fontFolders: [folder], platforms: [.web], styles: [], file: tokens)
            notes.append(
                "no typefit.yml here: the tokens' styles are checked on the web (text sizes 100–200 %) with the fonts in this folder; a guide sets platforms, limits and strings"
            )
        } else {
            styleGuide = try StyleGuideParser.read(guide, requireStyles: tokens == nil)
        }
        styleGuide.stringSources += strings.map {
            StringSource(path: URL(fileURLWithPath: $0).standardizedFileURL.path)
        }
        if textSpacing {
            guard styleGuide.platforms.contains(.web) else {
                throw InputError(
                    file: guide, line: nil,
                    message: "--text-spacing re-measures web styles, and the guide's platforms have no web")
            }
            if !styleGuide.textSpacing.contains(.web) { styleGuide.textSpacing.append(.web) }
        }
        if let tokens { notes += try DesignTokens.merge(tokens, into: &styleGuide) }
        return (styleGuide, notes)
    }
}

extension DesignTokens {
    /// Adds the typography tokens of `path` to `guide` as styles; returns the notes on what
    /// typefit does not use. A guide left without any style is an input error.
    package static func merge(_ path: String, into guide: inout StyleGuide) throws(InputError) -> [String] {
        let tokens = try read(path)
        guide.styles += tokens.styles
        guard !guide.styles.isEmpty else {
            throw InputError(file: path, line: nil, message: "no typography tokens, and the guide has no styles")
        }
        return tokens.unmapped.map { "\(path): \($0)" }
    }
}
