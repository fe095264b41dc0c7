/// GitHub refuses a pull-request comment over 65,536 characters, so `summary.md` and `diff.md`
/// (posted with `gh pr comment --body-file`) are kept under it: each list section is capped
/// (most important first) and the whole is cut at a line if it still runs over, with a pointer
/// to the files that hold everything.
enum CommentBudget {
    /// GitHub's limit on a comment body, in characters (UTF-16 units, as GitHub counts them).
    static let githubLimit = 65_536
    /// What the writers aim for, leaving room for the closing pointer.
    static let target = 60_000
    /// At most this many entries in one list section.
    static let sectionItems = 50

    /// `text`, cut at a line boundary before `target` when longer, with `pointer` appended.
    static func fit(_ text: String, pointer: String) -> String {
        guard text.utf16.count > target else { return text }
        var kept = ""
        var length = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let size = line.utf16.count + 1
            if length + size > target - pointer.utf16.count - 200 { break }
            kept += line + "\n"
            length += size
        }
        // Close a collapsed section the cut left open, so the pointer shows.
        if kept.components(separatedBy: "<details>").count > kept.components(separatedBy: "</details>").count {
            kept += "\n</details>\n"
        }
        return kept + "\n" + pointer + "\n"
    }

    /// A "…and N more" line for a capped list.
    static func more(_ total: Int, shown: Int, in file: String) -> String {
        total > shown ? "\n…and \(total - shown) more in \(file).\n" : ""
    }
}
