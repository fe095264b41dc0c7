import Foundation
import TypeFitSupport

/// CSV catalogs (RFC 4180): a header naming the columns `key`, `locale` and `text` (or `value`),
/// in any order; quoted fields may hold commas, quotes ("") and newlines.
enum CSVStrings {
    static func read(_ path: String, defaultLocale: String) throws(InputError) -> [LocalizedString] {
        let records = try parse(try readText(path, maximumSize: StringCatalogReader.maximumFileSize), file: path)
        guard let header = records.first else {
            throw InputError(file: path, line: 1, message: "the file is empty; expected a header key,locale,text")
        }
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard !isTypefitReport(names) else {
            throw InputError(
                file: path, line: 1,
                message:
                    "is a typefit report (its columns style … status), not a string catalog; name the app's catalogs")
        }
        guard let keyColumn = names.firstIndex(of: "key"),
            let textColumn = names.firstIndex(of: "text") ?? names.firstIndex(of: "value")
        else {
            throw InputError(file: path, line: 1, message: "the header must name the columns key and text (and locale)")
        }
        let localeColumn = names.firstIndex(of: "locale")
        var result: [LocalizedString] = []
        for record in records.dropFirst() {
            if record.fields.count == 1, record.fields[0].isEmpty { continue }
            guard record.fields.count == names.count else {
                throw InputError(
                    file: path, line: record.line,
                    message: "\(record.fields.count) fields, the header has \(names.count)")
            }
            let locale = localeColumn.map { record.fields[$0] }.flatMap { $0.isEmpty ? nil : $0 } ?? defaultLocale
            result.append(
                LocalizedString(
                    key: record.fields[keyColumn], locale: locale, text: record.fields[textColumn], file: path,
                    line: record.line))
        }
        return result
    }

    /// Whether the first line of the file names a key and a text (or value) column.
    static func hasCatalogHeader(_ path: String) -> Bool {
        guard let head = try? InputFile(path: path, maximumSize: StringCatalogReader.maximumFileSize).read(upTo: 4096)
        else { return false }
        let firstLine = String(decoding: head.prefix { $0 != 0x0A }, as: UTF8.self)
        let names = firstLine.split(separator: ",").map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"\r\u{FEFF}")).lowercased()
        }
        return names.contains("key") && (names.contains("text") || names.contains("value")) && !isTypefitReport(names)
    }

    /// typefit's own CSV reports (report.csv, rows.csv, contrast.csv) start with `style` and have a
    /// `status` column: read as a catalog, a check would measure its own output and grow each run.
    static func isTypefitReport(_ names: [String]) -> Bool {
        names.first == "style" && names.contains("status")
    }

    struct Record {
        var fields: [String]
        var line: Int
    }

    /// Splits RFC 4180 text into records, each with the line it starts on.
    static func parse(_ text: String, file: String) throws(InputError) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var line = 1
        var recordLine = 1
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if inQuotes {
                if scalar == "\"" {
                    if scalars.first == "\"" {
                        field.unicodeScalars.append("\"")
                        scalars.removeFirst()
                    } else {
                        inQuotes = false
                    }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty: inQuotes = true
            case ",":
                fields.append(field)
                field = ""
            case "\r" where scalars.first == "\n": continue
            case "\n", "\r":
                fields.append(field)
                records.append(Record(fields: fields, line: recordLine))
                fields = []
                field = ""
                line += 1
                recordLine = line
            default: field.unicodeScalars.append(scalar)
            }
        }
        if inQuotes { throw InputError(file: file, line: recordLine, message: "a quoted field is not closed") }
        if !field.isEmpty || !fields.isEmpty {
            fields.append(field)
            records.append(Record(fields: fields, line: recordLine))
        }
        return records
    }
}
