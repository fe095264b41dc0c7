import Foundation

/// `text` on one line, each line feed shown as " ⏎ ", and cut to `length` characters with "…"
/// when longer: how a text is quoted in a table cell, a note or an annotation.
package func oneLine(_ text: some StringProtocol, atMost length: Int) -> String {
    let flat = text.replacingOccurrences(of: "\n", with: " ⏎ ")
    return flat.count > length ? String(flat.prefix(length - 1)) + "…" : flat
}
