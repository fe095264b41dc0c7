import Foundation
import TestSupport
import Testing

/// The library's public API is its front door and nothing else: TypeFitKit's public types are
/// exactly those its documentation (TypeFitKit.docc) lists, and no other module publishes a
/// symbol — no C wrapper, fuzz harness or streaming internal. Read from the symbol graphs
/// `make test` writes (`swift package dump-symbol-graph --minimum-access-level public`).
@Suite struct PublicAPITests {
    /// Each module's public symbols, from the symbol graphs.
    static func publicSymbols() throws -> [String: [[String: Any]]] {
        let build = Fixtures.root.appendingPathComponent(".build")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        guard
            let folder = folders.map({ build.appendingPathComponent($0).appendingPathComponent("symbolgraph") })
                .first(where: {
                    FileManager.default.fileExists(atPath: $0.appendingPathComponent("TypeFitKit.symbols.json").path)
                })
        else { try Tool.unavailable("no symbol graphs: run make test (it runs swift package dump-symbol-graph first)") }
        var symbols: [String: [[String: Any]]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasPrefix("TypeFit") && name.hasSuffix(".symbols.json") {
            let graph =
                try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(name)))
                as? [String: Any]
            let all = graph?["symbols"] as? [[String: Any]] ?? []
            symbols[String(name.dropLast(".symbols.json".count))] = all.filter {
                ["public", "open"].contains($0["accessLevel"] as? String)
            }
        }
        return symbols
    }

    @Test func onlyTheFrontDoorIsPublic() throws {
        let symbols = try Self.publicSymbols()
        for module in [
            "TypeFitSupport", "TypeFitCatalogs", "TypeFitBackend", "TypeFitText", "TypeFitCheck", "TypeFitReports",
            "TypeFitPipeline",
        ] {
            let names = (symbols[module] ?? []).compactMap {
                ($0["pathComponents"] as? [String])?.joined(separator: ".")
            }
            #expect(names.isEmpty, "\(module) publishes \(names.prefix(10))")
        }
    }

    @Test func theDocumentationListsEveryPublicType() throws {
        let symbols = try Self.publicSymbols()
        let types = Set(
            (symbols["TypeFitKit"] ?? []).compactMap { symbol -> String? in
                guard let path = symbol["pathComponents"] as? [String], path.count == 1,
                    let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String,
                    ["swift.struct", "swift.enum", "swift.class", "swift.protocol"].contains(kind)
                else { return nil }
                return path[0]
            })
        let catalog = try String(
            contentsOf: Fixtures.root.appendingPathComponent("Sources/TypeFitKit/TypeFitKit.docc/TypeFitKit.md"),
            encoding: .utf8)
        let documented = Set(
            catalog.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("- ``"), line.hasSuffix("``") else { return nil }
                return String(line.dropFirst(4).dropLast(2))
            })
        #expect(types == documented, "public: \(types.sorted()); documented: \(documented.sorted())")
        #expect(types.contains("TextFont") && types.contains("GuideCheck") && types.contains("Report"))
    }
}
