import Foundation
import TestSupport
import Testing
@testable import TypeFitCheck
@testable import TypeFitText

/// One platform, one place (issue 41): each platform answers through its ``TextPlatform``, and
/// nothing outside the platform folders asks which platform it is.
@Suite struct PlatformSeamTests {
    /// A guide checked on every platform, with text spacing on each.
    static var everyPlatform: StyleGuide {
        var guide = StyleGuide(
            fontFolders: [Fixtures.interFolder], platforms: PlatformID.allCases,
            styles: [GuideStyle(name: "Body", family: "Inter", size: 17, scalesWith: .textStyle(.body))], file: "t.yml")
        guide.textSpacing = PlatformID.allCases
        return guide
    }

    @Test func theRegistryGivesEachPlatformItsOwnRules() {
        for platform in PlatformID.allCases {
            #expect(platform.rules.id == platform)
        }
        #expect(Set(PlatformID.allCases.map(\.rules.scalingModelKey)).count == 4)
    }

    /// Every step a platform makes is named, read back to itself, and ordered along its axis.
    @Test func everyStepIsNamedReadBackAndOrdered() throws {
        let guide = Self.everyPlatform
        let sizes = CheckPlan.sizes(for: guide.styles[0], guide: guide)
        // 12 iOS categories, 7 Android scales, 5 web text sizes, 19 Flutter text scales; twice.
        #expect(sizes.count == 2 * (12 + 7 + 5 + 19))
        for size in sizes {
            #expect(size.category.platform == size.platform)
            #expect(SizeCategory(size.category.description, platform: size.platform) == size.category)
        }
        for platform in PlatformID.allCases {
            let steps = sizes.filter { $0.platform == platform && !$0.textSpacing }.map(\.category)
            #expect(steps == steps.sorted(), "\(platform)'s steps follow its axis")
        }
        #expect(sizes.map(\.category).sorted().last?.textSpacing == true)
        #expect(sizes.map(\.category).sorted().first == .ios(.xSmall))
    }

    @Test func eachPlatformNamesItsSizesInItsUnit() {
        let labels = PlatformID.allCases.map { platform in
            let guide = Self.everyPlatform
            let size = CheckPlan.sizes(for: guide.styles[0], guide: guide).first { $0.platform == platform }
            return size.map { platform.rules.sizeLabel($0.category, pointSize: $0.pointSize) } ?? ""
        }
        #expect(
            labels == [
                "xSmall 14.0 pt", "font scale 0.85 · 14.5 dp", "text size 100% · 17.0 px",
                "text scale android:0.85 · 14.5 px",
            ])
        #expect(SizeCategory.ios(.accessibility5).shortName == "AX5")
        #expect(SizeCategory.textSpacing(.ios(.accessibility5)).shortName == "accessibility5 +1.4.12")
        #expect(SizeCategory.flutter(.ios(.accessibility2)).description == "ios:accessibility2")
        #expect(FlutterPlatform().columnLabel(of: SizeCategory.flutter(.android(1.3)).step) == "A ×1.3")
    }

    /// A platform's font findings: win metrics clip only on the web, a line gap shows on iOS and
    /// the web, the rest everywhere.
    @Test func fontFindingsApplyWhereTheyShow() {
        let clip = FontFinding.winMetricsClip(ascent: 1, descent: 1, yMax: 2, yMin: -2)
        let gap = FontFinding.lineGap(hhea: 10, typo: 0)
        #expect(clip.applies(to: [.web]) && !clip.applies(to: [.ios, .android, .flutter]))
        #expect(gap.applies(to: [.ios]) && gap.applies(to: [.web]) && !gap.applies(to: [.android, .flutter]))
    }

    /// Files outside a platform's folder that branch on a platform case: the line-height model's
    /// own definition (its cases share platforms' names: the one switch that makes each a rule).
    /// The list only shrinks.
    static let notYetBehindTheSeam: Set<String> = [
        "Sources/TypeFitBackend/LineHeightModel.swift"
    ]

    @Test func onlyThePlatformFoldersBranchOnAPlatform() throws {
        let branch = /case \.(flutter|web|android|ios)\b|[=!]= \.(flutter|web|android|ios)\b/
        let root = Fixtures.root.appendingPathComponent("Sources").path
        let names = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        var branching: Set<String> = []
        for name in names where name.hasSuffix(".swift") {
            let folders = name.split(separator: "/").dropLast().map { $0.lowercased() }
            if folders.contains(where: { ["ios", "android", "web", "flutter", "platforms"].contains($0) }) { continue }
            let text = try String(contentsOfFile: root + "/" + name, encoding: .utf8)
            if text.contains(branch) { branching.insert("Sources/" + name) }
        }
        #expect(branching.isSubset(of: Self.notYetBehindTheSeam), "new platform branches: \(branching)")
        #expect(names.count > 100, "the sources were found")
    }
}
