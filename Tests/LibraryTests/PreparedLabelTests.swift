import Foundation
import TestSupport
import Testing
import TypeFitKit

/// The front door's prepared path says what `TextFont.measure` says, at every size.
@Suite struct PreparedLabelTests {
    @Test func aPreparedLabelMeasuresAsMeasureDoes() throws {
        let font = TextFont(file: Fixtures.root.appendingPathComponent("Fonts/Inter/Inter-Regular.otf").path)
        let opened = try font.open()
        let texts = [
            ("de", "Änderungen speichern und schließen"), ("en", "Turn on notifications for new messages"),
            ("ru", "Сохранить изменения перед выходом"), ("de", "Donaudampfschifffahrtsgesellschaftskapitän"),
        ]
        for (language, text) in texts {
            let label = try opened.prepare(text, language: language)
            for size in [11.0, 17, 23.5, 53] {
                for rule in LineHeightRule.allCases {
                    let fit = label.measure(pointSize: size, width: 200, lineHeight: rule)
                    let measured = try font.measure(
                        text, pointSize: size, width: 200, lineHeight: rule, language: language)
                    #expect(fit.lineCount == measured.lineCount, "\(text) at \(size) (\(rule))")
                    #expect(abs(fit.width - measured.width) < 1e-9, "\(text) at \(size) (\(rule))")
                    #expect(abs(fit.height - measured.height) < 1e-9, "\(text) at \(size) (\(rule))")
                    #expect(fit.lineHeight == measured.lineHeight)
                    #expect(fit.fits)
                }
            }
        }
        // maxLines: "fits" says whether the text needs more lines than that.
        let long = try opened.prepare("Turn on notifications for new messages", language: "en")
        #expect(long.measure(pointSize: 53, width: 200, maxLines: 2).fits == false)
        #expect(long.measure(pointSize: 53, width: 200, maxLines: 2).lineCount > 2)
        #expect(long.measure(pointSize: 11, width: 200, maxLines: 2).fits)
    }

    /// In a font whose line heights differ by rule (TypeFit TypoOn: hhea 1.09 em for Apple, typo
    /// metrics 1.0 em for Android, the web's rounded at each size), a prepared label's line
    /// height is `TextFont.measure`'s under each rule.
    @Test func aPreparedLabelsLineHeightFollowsTheRule() throws {
        let font = TextFont(
            file: Fixtures.root.appendingPathComponent("Tests/Fixtures/Fonts/TypeFitTest-TypoOn.ttf").path)
        let label = try font.open().prepare("Save changes", language: "en")
        for size in [10.0, 17, 23.5] {
            var heights: [LineHeightRule: Double] = [:]
            for rule in LineHeightRule.allCases {
                let fit = label.measure(pointSize: size, width: 300, lineHeight: rule)
                let measured = try font.measure("Save changes", pointSize: size, width: 300, lineHeight: rule)
                #expect(fit.lineHeight == measured.lineHeight, "\(rule) at \(size)")
                heights[rule] = fit.lineHeight
            }
            #expect(heights[.apple] != heights[.android], "the rules read different metrics at \(size)")
        }
    }
}
