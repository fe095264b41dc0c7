import Foundation
import TypeFitSupport

/// Property lists as Xcode writes catalogs: binary (`bplist00`) or XML, read with Foundation's
/// `PropertyListSerialization`. Keys come back sorted, so reports do not depend on hash order.
enum PropertyListFile {
    /// Whether `data` is a binary or an XML property list rather than old-style `.strings` text.
    static func isPropertyList(_ data: Data) -> Bool {
        if data.starts(with: Array("bplist0".utf8)) { return true }
        let head = String(decoding: data.prefix(256), as: UTF8.self).drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        return head.hasPrefix("<?xml") || head.hasPrefix("<!DOCTYPE plist") || head.hasPrefix("<plist")
    }

    /// The top-level dictionary of a property list.
    static func dictionary(_ data: Data, file: String) throws(InputError) -> [String: Any] {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw InputError(
                file: file, line: nil, message: "not a valid property list" + (reason.map { ": \($0)" } ?? ""))
        }
        guard let dictionary = object as? [String: Any] else {
            throw InputError(file: file, line: nil, message: "the property list is not a dictionary of strings")
        }
        return dictionary
    }
}
