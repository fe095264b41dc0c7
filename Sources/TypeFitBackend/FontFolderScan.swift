import Foundation
import TypeFitSupport

/// A font folder walked before fontconfig scans it. fontconfig opens every file of a folder it
/// is given to ask FreeType whether it is a font — a FIFO named `evil.ttf` would block that open
/// forever — so a folder holding anything that is not a regular file or a folder is handed to
/// fontconfig file by file instead, with only its regular files.
struct FontFolderScan {
    /// The regular files under the folder (not hidden: fontconfig skips names with a leading dot).
    private(set) var files: [String] = []
    /// Entries that are neither regular files nor folders (FIFOs, sockets, devices), and files
    /// that cannot be read, with what they are. (A broken or looping link is left out too, as
    /// fontconfig would fail to open it.)
    private(set) var skipped: [(path: String, kind: String)] = []

    /// The most entries walked, and folders deep: a folder past either is refused as no font
    /// folder rather than walked for ever. A link back to a folder being walked is found by its
    /// device and inode first (as fontconfig and `find -L` do) and skipped; the depth is a backstop.
    static let maximumEntries = 100_000
    static let maximumDepth = 32

    /// A folder's identity whatever path reaches it.
    private struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// Walks `folder` (following links, as fontconfig does).
    init(_ folder: String) throws(FontError) {
        var entries = 0
        var info = stat()
        var above: Set<FolderIdentity> = []
        if stat(folder, &info) == 0 { above.insert(FolderIdentity(info)) }
        try walk(folder, depth: 0, entries: &entries, above: &above)
    }

    /// Whether fontconfig may be given the whole folder.
    var isPlain: Bool { skipped.isEmpty }

    /// `above`: the folders from the top down to `folder`, by identity.
    private mutating func walk(_ folder: String, depth: Int, entries: inout Int, above: inout Set<FolderIdentity>)
        throws(FontError)
    {
        guard depth <= Self.maximumDepth else {
            throw FontError.unreadable(
                path: folder, reason: "folders nested more than \(Self.maximumDepth) deep (a link loop?)")
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            entries += 1
            guard entries <= Self.maximumEntries else {
                throw FontError.unreadable(
                    path: folder, reason: "more than \(Self.maximumEntries) files under the font folder")
            }
            let path = folder + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                let identity = FolderIdentity(info)
                guard above.insert(identity).inserted else {
                    skipped.append((path, "is a link loop (a folder it is inside)"))
                    continue
                }
                try walk(path, depth: depth + 1, entries: &entries, above: &above)
                above.remove(identity)
            } else if let kind = InputFile.notRegular(info.st_mode) {
                skipped.append((path, kind))
            } else if access(path, R_OK) != 0 {
                // fontconfig would pass it over in silence, and the family it holds go missing.
                skipped.append((path, "cannot be read (\(FileError.reason(errno)))"))
            } else {
                files.append(path)
            }
        }
    }
}
