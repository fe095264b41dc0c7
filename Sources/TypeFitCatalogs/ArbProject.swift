import Foundation
import TypeFitSupport

/// What Flutter's gen-l10n knows about a folder of `.arb` files beyond each file: the template's
/// placeholder declarations (gen-l10n reads the types from the template alone, so `app_de.arb`
/// has none of its own) and the app's `l10n.yaml` settings (`arb-dir`, `template-arb-file`,
/// `use-escaping`), found in a parent folder of the `.arb` files.
struct ArbProject: Sendable {
    /// Key → placeholder name → the printf text measured for it (``ArbPlaceholders``).
    var placeholders: [String: [String: String]] = [:]
    /// `use-escaping: true`: `'…'` quotes literal text and `''` is an apostrophe. gen-l10n's
    /// default (false) keeps every apostrophe as text.
    var useEscaping = false
    /// The l10n.yaml read, for notes.
    var settingsFile: String?

    /// The folders above an `.arb` file searched for `l10n.yaml`.
    static let maximumLevels = 8

    /// The project of the `.arb` files in `folder`.
    static func of(folder: String) throws(InputError) -> ArbProject {
        var project = ArbProject()
        var template = "app_en.arb"
        let target = URL(fileURLWithPath: folder).standardizedFileURL.path
        var directory = URL(fileURLWithPath: folder).standardizedFileURL
        for _ in 0..<maximumLevels {
            let settings = directory.appendingPathComponent("l10n.yaml").path
            if FileManager.default.fileExists(atPath: settings) {
                let fields = try DocumentNode.parse(try readText(settings, maximumSize: 1 << 20), file: settings)
                let entries = fields.isMapping ? Dictionary(uniqueKeysWithValues: try fields.entries()) : [:]
                let arbFolder = directory.appendingPathComponent(try entries["arb-dir"]?.string() ?? "lib/l10n")
                if arbFolder.standardizedFileURL.path == target {
                    project.settingsFile = settings
                    project.useEscaping = try entries["use-escaping"]?.bool() ?? false
                    template = try entries["template-arb-file"]?.string() ?? template
                }
                break
            }
            let parent = directory.deletingLastPathComponent()
            guard parent.path != directory.path else { break }
            directory = parent
        }
        let templatePath = URL(fileURLWithPath: folder).appendingPathComponent(template).path
        if FileManager.default.fileExists(atPath: templatePath) {
            // The template's repeated keys are noted when it is read as a catalog.
            var repeated: [RepeatedKey] = []
            let root = try DocumentNode.parseCatalog(
                try readText(templatePath, maximumSize: StringCatalogReader.maximumFileSize), file: templatePath,
                repeatedKeys: &repeated)
            project.placeholders = try ArbPlaceholders.declared(in: root)
        }
        return project
    }
}
