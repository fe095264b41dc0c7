// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TypeFit",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "typefit", targets: ["typefit"]),
        .library(name: "TypeFitKit", targets: ["TypeFitKit"]),
        // `swift package plugin typefit check` from an app's own package (SwiftLint's convention).
        .plugin(name: "TypefitPlugin", targets: ["TypefitPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // `swift package generate-documentation` builds TypeFitKit.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // C libraries, found through pkg-config (.pc names, not Debian package names).
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .systemLibrary(
            name: "CICU", pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
        // ICU line breaking behind a plain-C header: no ICU type reaches Swift, so the system ICU
        // never meets the ICU that Foundation carries. ICU's flags come through CICU (pkg-config).
        .target(
            name: "CLineBreak",
            dependencies: ["CICU"]),

        // The library, in layers that depend one way (the compiler refuses a cycle, and
        // `--explicit-target-dependency-import-check error` refuses an import not listed here).
        // Helpers with no font in them: numbers, escaping, files, YAML/JSON nodes, threads, text
        // tables, input and file errors.
        .target(
            name: "TypeFitSupport",
            dependencies: [.product(name: "Yams", package: "Yams")]),
        // The only target that imports the C modules (with `internal import`): fonts, faces,
        // shaping, outlines, line breaking, and SQLite (report.sqlite) behind Swift types.
        .target(
            name: "TypeFitBackend",
            dependencies: ["CFreeType", "CHarfBuzz", "CFontconfig", "CLineBreak", "CSQLite", "TypeFitSupport"]),
        // String catalogs: one reader per format (.strings, .stringsdict, .xcstrings, strings.xml,
        // .po, .arb, JSON, CSV), placeholders, plurals, markup and pseudo-localization — usable
        // without FreeType or HarfBuzz.
        .target(
            name: "TypeFitCatalogs",
            dependencies: ["TypeFitSupport"]),
        // Prepared text (shaped once), layout, truncation, drawing, font isolation; each platform's
        // own engine in its room under Platforms/ (SkParagraph, Blink's widths, Dynamic Type's
        // tables, Android's font scale, the fallback chains).
        .target(
            name: "TypeFitText",
            dependencies: ["TypeFitBackend", "TypeFitSupport"]),
        // Style guides and tokens, the platforms (Platforms/: one TextPlatform each, iOS, Android,
        // web, Flutter, behind one registry), the check plan, workers, verdicts, the report model.
        .target(
            name: "TypeFitCheck",
            dependencies: [
                "TypeFitCatalogs", "TypeFitText", "TypeFitBackend", "TypeFitSupport",
            ]),
        // The report formats, one folder each under Formats/ (CSV, JSON, SQLite, Markdown, JUnit,
        // HTML): each writer, and its reader where typefit reads the format back; a stored report
        // read and checked (ReportFile), the diff of two reports, and the Swift code generator.
        .target(
            name: "TypeFitReports",
            dependencies: ["TypeFitCheck", "TypeFitText", "TypeFitBackend", "TypeFitSupport"]),
        // The check pipeline every run goes through (CheckRun): the output folder and its lock,
        // the formats' writers fed from one stream, the baselines and their comparison, and the
        // CI outputs (annotations, SARIF, Code Quality, Xcode lines) over one bounded view.
        .target(
            name: "TypeFitPipeline",
            dependencies: ["TypeFitReports", "TypeFitCheck", "TypeFitText", "TypeFitBackend", "TypeFitSupport"]),
        // The library's front door: a small public API for its three jobs (measure a text, check a
        // guide, open a report), documented in TypeFitKit.docc. Every layer below is `package`.
        .target(
            name: "TypeFitKit",
            dependencies: [
                "TypeFitSupport", "TypeFitCatalogs", "TypeFitBackend", "TypeFitText", "TypeFitCheck", "TypeFitReports",
                "TypeFitPipeline",
            ]),
        // The three jobs through the public API alone (`import TypeFitKit`); `make test` runs it.
        .executableTarget(
            name: "typefit-examples",
            dependencies: ["TypeFitKit"],
            path: "Examples"),

        // Thin command-line front end: the library's layers, never a C module. It imports the
        // layers it uses rather than the umbrella, so a change in any of them rebuilds it.
        .executableTarget(
            name: "typefit",
            dependencies: [
                "TypeFitSupport", "TypeFitCatalogs", "TypeFitBackend", "TypeFitText", "TypeFitCheck", "TypeFitReports",
                "TypeFitPipeline", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["BuildCommit"]),
        // Writes the commit typefit is built from (and whether the tree was changed) before each
        // build of the command: `typefit --version` prints it.
        .plugin(name: "BuildCommit", capability: .buildTool()),

        // The command plugin: builds the typefit executable from source and runs it in the package's folder.
        .plugin(
            name: "TypefitPlugin",
            capability: .command(
                intent: .custom(
                    verb: "typefit", description: "Check that typography fits at every text size (typefit check …)"),
                permissions: [.writeToPackageDirectory(reason: "typefit writes its reports to Reports/ (or --out)")]),
            dependencies: ["typefit"]),

        // `make bench`: measurements per second on real translated UI strings.
        .executableTarget(
            name: "typefit-bench",
            dependencies: ["TypeFitBackend", "TypeFitText", "TypeFitKit"]),

        // `make fuzz`: a libFuzzer target over font bytes + text (built with --sanitize fuzzer only).
        .executableTarget(
            name: "typefit-fuzz",
            dependencies: ["TypeFitText"]),

        // `make fuzz`: a second libFuzzer target over the text side (catalogs, tokens, guides).
        .executableTarget(
            name: "typefit-fuzz-text",
            dependencies: ["TypeFitCheck"]),

        // `make valgrind`: a synchronous driver of the font probe (valgrind cannot run Swift Concurrency).
        .executableTarget(
            name: "typefit-probe",
            dependencies: ["TypeFitText"]),

        // Fixture paths and golden-file helpers shared by the test targets.
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport"),
        // The library's unit tests, every layer's.
        .testTarget(
            name: "LibraryTests",
            dependencies: [
                "TypeFitSupport", "TypeFitCatalogs", "TypeFitBackend", "TypeFitText", "TypeFitCheck", "TypeFitReports",
                "TypeFitPipeline", "TypeFitKit", "TestSupport",
            ]),
        // The command line's: the built binary run end to end (faults, conformance with Chromium
        // and Flutter's engine, the report in a browser), its help, completions and options.
        .testTarget(
            name: "CommandLineTests",
            dependencies: [
                "typefit", "TypeFitSupport", "TypeFitCatalogs", "TypeFitBackend", "TypeFitText", "TypeFitCheck",
                "TypeFitReports", "TypeFitPipeline", "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
    ]
)
