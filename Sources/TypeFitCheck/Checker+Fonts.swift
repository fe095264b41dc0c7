import Foundation
import Synchronization
import TypeFitSupport
import TypeFitCatalogs
import TypeFitBackend
import TypeFitText

extension Checker {
    /// What a style shapes its strings with on one of its platforms.
    struct PlatformShaping: Sendable {
        var platform: PlatformID
        var shaping: CheckWorker.Shaping
    }

    /// What each style shapes its strings with, per platform in the order of its sizes (nothing
    /// for a style that measures nothing): styles with equal entries share shaped text.
    static func shapingUses(
        _ guide: StyleGuide, plan: Plan, admitted: Admitted, faces: [String: CheckWorker.ResolvedFace]
    ) -> [[PlatformShaping]] {
        guide.styles.enumerated().map { index, style in
            guard admitted.refused[index] == nil, !plan.styles[index].items.isEmpty else { return [] }
            var platforms: [PlatformID] = []
            for size in plan.styles[index].sizes where !platforms.contains(size.platform) {
                platforms.append(size.platform)
            }
            return platforms.map {
                PlatformShaping(platform: $0, shaping: CheckWorker.shaping(style, platform: $0, faces: faces))
            }
        }
    }

    /// Beside the measuring tasks, with isolation: finds the fallback fonts each way of shaping
    /// needs (``CheckWorker/scoutFallbacks(_:platform:items:)``), one thread per way, so their
    /// probes run side by side instead of one after another in the measuring tasks. Returns its
    /// wall-clock seconds.
    static func scoutFallbacks(
        _ guide: StyleGuide, plan: Plan, shaping: [[PlatformShaping]], admitted: Admitted,
        faces: [String: CheckWorker.ResolvedFace], options: CheckOptions
    ) async throws -> Double {
        let start = ContinuousClock.now
        var seen: Set<CheckWorker.Shaping> = []
        let scouts: [(style: Int, platform: PlatformID)] = shaping.enumerated().flatMap { index, uses in
            uses.filter { seen.insert($0.shaping).inserted }.map { (index, $0.platform) }
        }
        let next = Counter()
        _ = try await Threads.run(min(scouts.count, 4 * options.jobs)) { _ in
            let worker = try CheckWorker(guide: guide, gate: admitted.gate, cache: options.fonts, faces: faces)
            while case let index = next.take(), index < scouts.count {
                let (style, platform) = scouts[index]
                _ = worker.scoutFallbacks(guide.styles[style], platform: platform, items: plan.styles[style].items)
            }
        }
        return (ContinuousClock.now - start).seconds
    }

    /// Resolves each style's family, weight and italic; anything inexact is an error at the style's line.
    /// Also returns what the font folders held that is no file (left out).
    package static func resolveFonts(_ guide: StyleGuide, cache: FontCache? = nil) throws -> (
        resolutions: [FontResolution], skipped: [(path: String, kind: String)]
    ) {
        let resolver: FontResolver
        do {
            // A style's own family resolves in the guide's fonts only: the machine's fonts
            // (systemFonts) draw characters those lack, never a style's face.
            resolver = try FontResolver(folders: guide.fontFolders, includeSystemFonts: false, cache: cache)
        } catch {
            throw InputError(file: guide.file, line: nil, message: "fonts: \(error)")
        }
        let resolutions = try guide.styles.enumerated().map { index, style in
            let at = { (field: String, message: String) in
                InputError(file: guide.file, line: style.line, message: "styles[\(index)].\(field): \(message)")
            }
            let resolution: FontResolution
            if let declared = try declaredResolution(style, guide: guide, at: at) { return declared }
            do {
                // A font stack: the first family the guide's fonts have.
                var query = style.query
                if !style.fallbackFamilies.isEmpty {
                    let available = resolver.families()
                    if let family = ([style.family] + style.fallbackFamilies).first(where: { wanted in
                        available.contains { FontconfigFace.sameFamily($0, wanted) }
                    }) {
                        query.family = family
                    }
                }
                resolution = try resolver.resolve(query)
            } catch let error as FontError {
                // A file the folders hold but no one can open may be the family's.
                let leftOut = resolver.skipped.map { "\($0.path) \($0.kind)" }
                throw at(
                    "family",
                    "\(error)" + (leftOut.isEmpty ? "" : "; left out of the fonts: \(leftOut.joined(separator: ", "))"))
            }
            if !resolution.exact {
                let available = resolver.styles(of: resolution.family)
                if resolution.italic != style.italic {
                    throw at(
                        "italic",
                        "\(style.family) has no \(style.italic ? "italic" : "upright") face; it has \(available.joined(separator: ", "))"
                    )
                }
                throw at(
                    "weight",
                    "\(style.family) has no weight \(style.weight.value); it has \(available.joined(separator: ", "))")
            }
            return resolution
        }
        return (resolutions, resolver.skipped)
    }
}

extension Checker {
    /// A guide's fonts resolved (an error there is thrown) and admitted (an error kept, said
    /// after the catalogs' strings are judged, as when the two ran one after the other), with
    /// the time each took: parts of the catalogs' stage, which they run beside.
    struct ResolvedFonts: Sendable {
        var resolutions: [FontResolution]
        var skipped: [(path: String, kind: String)]
        var admitted: Result<Admitted, any Error>
        var timings: [PhaseTiming]
    }

    static func resolvedFonts(_ guide: StyleGuide, options: CheckOptions) throws -> ResolvedFonts {
        var timings: [PhaseTiming] = []
        let (resolutions, skipped) = try timings.time("resolve fonts") { try resolveFonts(guide, cache: options.fonts) }
        let admitted = timings.time("admit fonts") {
            Result { try admit(guide, resolutions: resolutions, options: options) }
        }
        for index in timings.indices { timings[index].isPart = true }
        return ResolvedFonts(resolutions: resolutions, skipped: skipped, admitted: admitted, timings: timings)
    }
}
