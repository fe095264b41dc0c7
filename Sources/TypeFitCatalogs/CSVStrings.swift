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
        var text = text
        let (records, unclosedQuote) = text.withUTF8 { split($0) }
        if let line = unclosedQuote {
            throw InputError(file: file, line: line, message: "a quoted field is not closed")
        }
        return records
    }

    /// The records of UTF-8 text, read byte by byte (every delimiter is ASCII, so a byte of one
    /// never lies inside a longer character: each field is whole UTF-8), and the line of a quoted
    /// field left open at the end. Read scalar by scalar into Strings, a catalog of GTK's 7,902
    /// strings took 12 ms; appending bytes, about 1.
    private static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> (records: [Record], unclosedQuote: Int?) {
        let (quote, comma, carriageReturn, lineFeed): (UInt8, UInt8, UInt8, UInt8) = (0x22, 0x2C, 0x0D, 0x0A)
        var records: [Record] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var inQuotes = false
        var line = 1
        var recordLine = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inQuotes {
                if byte == quote {
                    if index < bytes.count, bytes[index] == quote {
                        field.append(quote)
                        index += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    if byte == lineFeed { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case quote where field.isEmpty: inQuotes = true
            case comma:
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
            case carriageReturn where index < bytes.count && bytes[index] == lineFeed: continue
            case lineFeed, carriageReturn:
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
                records.append(Record(fields: fields, line: recordLine))
                fields = []
                line += 1
                recordLine = line
            default: field.append(byte)
            }
        }
        if inQuotes { return (records, recordLine) }
        if !field.isEmpty || !fields.isEmpty {
            fields.append(String(decoding: field, as: UTF8.self))
            records.append(Record(fields: fields, line: recordLine))
        }
        return (records, nil)
    }
}
