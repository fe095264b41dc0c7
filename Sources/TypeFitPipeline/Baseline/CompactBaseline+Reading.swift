import TypeFitReports
import Foundation
import TypeFitSupport

extension CompactBaseline {
    /// Reads the compact baseline at `path`: a regular file of at most ``maximumSize`` bytes,
    /// every field checked; a damaged one is an error naming the field.
    package static func read(_ path: String) throws(InputError) -> CompactBaseline {
        let file = try InputFile(path: path, maximumSize: maximumSize)
        var bytes: [UInt8] = []
        while case let chunk = try file.read(upTo: 1 << 20), !chunk.isEmpty { bytes += chunk }
        return try parse(bytes, file: path)
    }

    static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> CompactBaseline {
        func failure(_ message: String) -> InputError { InputError(file: file, line: nil, message: message) }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw failure("not a valid baseline: \((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error)")
        }
        guard let root = object as? [String: Any] else { throw failure("not a typefit baseline") }
        guard let version = root["typefitBaseline"] as? Int else {
            throw failure("typefitBaseline: a number is required")
        }
        guard readableVersions.contains(version) else {
            throw failure(
                "typefitBaseline \(version) is not one this typefit reads (\(readableVersions.map(String.init).joined(separator: ", ")))"
            )
        }
        guard let guide = root["guide"] as? String, let versions = root["versions"] as? [String: String],
            let categories = root["categories"] as? [String: [String]]
        else { throw failure("guide, versions and categories are required (a string, and objects of strings)") }
        var baseline = CompactBaseline(
            guide: guide, versions: versions, categories: categories, fonts: [], cells: [], findings: [])
        for (index, item) in (root["fonts"] as? [[String: Any]] ?? []).enumerated() {
            guard let style = item["style"] as? String, let path = item["file"] as? String,
                let face = item["faceIndex"] as? Int, let sha256 = item["sha256"] as? String
            else { throw failure("fonts[\(index)]: style, file, faceIndex and sha256 are required") }
            baseline.fonts.append(Font(style: style, file: path, faceIndex: face, sha256: sha256))
        }
        for (index, item) in (root["cells"] as? [[Any]] ?? []).enumerated() {
            guard item.count == 6, let style = item[0] as? String, let group = item[1] as? String,
                let category = item[2] as? String, let measured = item[3] as? Int, let warned = item[4] as? Int,
                let failed = item[5] as? Int, measured >= 0, warned >= 0, failed >= 0
            else { throw failure("cells[\(index)]: expected [style, group, category, measured, warned, failed]") }
            baseline.cells.append(
                Cell(style: style, group: group, category: category, measured: measured, warned: warned, failed: failed)
            )
        }
        let tokens = Dictionary(
            categories.flatMap { group, names in
                names.flatMap { [("\(group):\(token($0))", $0), ("\(group):\(version1Token($0))", $0)] }
            },
            uniquingKeysWith: { first, _ in first })
        for (index, item) in (root["findings"] as? [[Any]] ?? []).enumerated() {
            guard item.count == 3, let style = item[0] as? String, let key = item[1] as? String,
                let locales = item[2] as? [String: String]
            else { throw failure("findings[\(index)]: expected [style, key, {locale: findings}]") }
            for (names, entry) in locales.sorted(by: { $0.key < $1.key }) {
                for locale in names.split(separator: " ").map(String.init) {
                    do throws(InputError) {
                        baseline.findings.append(
                            try finding(
                                entry, style: style, key: key, locale: locale, categories: categories, tokens: tokens))
                    } catch {
                        throw failure("findings[\(index)] (\(key), \(locale)): \(error.message)")
                    }
                }
            }
        }
        return baseline
    }

    /// One locale's entry: "fail G:a…b,c kinds; warn G:d kinds; worst G:e 231.4 2" — without
    /// "G:" when the baseline has one size group, and without the worst size when it is the
    /// last failing one.
    static func finding(
        _ entry: String, style: String, key: String, locale: String, categories: [String: [String]],
        tokens: [String: String]
    ) throws(InputError) -> Finding {
        func failure(_ message: String) -> InputError { InputError(file: "", line: nil, message: message) }
        var finding = Finding(style: style, key: key, locale: locale)
        for part in entry.split(separator: "; ") {
            let fields = part.split(separator: " ").map(String.init)
            guard let word = fields.first else { continue }
            switch word {
            case "fail", "warn":
                // With one size group the places are the field after the word (version 1 wrote
                // the group before them; a Flutter category has a colon of its own, "android:1.3");
                // with several, each group's places carry it ("ios:AX5 android:1.3").
                let placeFields: [String]
                let kinds: [String]
                if let sole = soleGroup(categories) {
                    placeFields = fields.dropFirst().prefix(1).map { "\(sole):" + withoutGroup($0, sole) }
                    kinds = fields.dropFirst(2).flatMap { $0.split(separator: ",") }.map(String.init)
                } else {
                    placeFields = fields.dropFirst().filter { $0.contains(":") }
                    kinds = fields.dropFirst().filter { !$0.contains(":") }.flatMap { $0.split(separator: ",") }
                        .map(String.init)
                }
                var places: [Place] = []
                for field in placeFields {
                    places += try expand(field, categories: categories, tokens: tokens)
                }
                if word == "fail" {
                    (finding.failing, finding.failingKinds) = (places, kinds)
                } else {
                    (finding.warned, finding.warnedKinds) = (places, kinds)
                }
            case "worst":
                guard fields.count == 3 || fields.count == 4, let width = Double(fields[fields.count - 2]),
                    width.isFinite, let lines = Int(fields[fields.count - 1]), lines >= 0
                else { throw failure("\"\(part)\" is not worst [CATEGORY] WIDTH LINES") }
                let place: Place?
                if fields.count == 3 {
                    place = finding.failing.last
                } else if let sole = soleGroup(categories) {
                    place = tokens["\(sole):" + withoutGroup(fields[1], sole)].map { Place(group: sole, category: $0) }
                } else {
                    let group = fields[1].split(separator: ":").first.map(String.init) ?? ""
                    place = tokens[fields[1]].map { Place(group: group, category: $0) }
                }
                guard let place else { throw failure("\"\(part)\" names no failing size of the baseline") }
                finding.worst = (place, width, lines)
            default:
                throw failure("\"\(word)\" is not fail, warn or worst")
            }
        }
        return finding
    }

    /// The baseline's size group when it has only one.
    static func soleGroup(_ categories: [String: [String]]) -> String? {
        categories.count == 1 ? categories.first?.key : nil
    }

    /// `field` without "`group`:" before it (version 1 wrote it with one group too).
    static func withoutGroup(_ field: String, _ group: String) -> String {
        field.hasPrefix(group + ":") ? String(field.dropFirst(group.count + 1)) : field
    }

    /// "ios:large,AX2…AX5" → each size, in the group's stored order.
    static func expand(_ field: String, categories: [String: [String]], tokens: [String: String]) throws(InputError)
        -> [Place]
    {
        let parts = field.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let order = categories[parts[0]] else {
            throw InputError(file: "", line: nil, message: "\"\(field)\" names no size group of the baseline")
        }
        let group = parts[0]
        var places: [Place] = []
        for run in parts[1].split(separator: ",") {
            let ends = run.split(separator: "…").map { tokens["\(group):\($0)"] }
            guard !ends.isEmpty, ends.count <= 2, let first = ends.first ?? nil, let last = ends.last ?? nil,
                let from = order.firstIndex(of: first), let to = order.firstIndex(of: last), from <= to
            else { throw InputError(file: "", line: nil, message: "\"\(run)\" is no size of \(group)") }
            places += order[from...to].map { Place(group: group, category: $0) }
        }
        return places
    }
}
