import Synchronization

/// The fonts a run opens, shared by its tasks: every font file's bytes, read once, and the
/// fallback searches (``FallbackSearch``), each fontconfig configuration built once.
///
/// Each task keeps its own FreeType library and faces (neither is thread-safe), but they can all
/// be made over the same bytes: FreeType reads a memory face without writing to it and HarfBuzz
/// gets it as a read-only blob. So a run reads each font file once, however many styles,
/// tasks, layout rows and drawings use it.
package final class FontCache: Sendable {
    private let files = Mutex<[String: FontBytes]>([:])
    private let searches = Mutex<[SearchKey: FallbackSearch]>([:])

    private struct SearchKey: Hashable {
        var folders: [String]
        var includeSystemFonts: Bool
    }
    /// Files larger than this are refused before they are read.
    package let maximumFileSize: Int

    package init(maximumFileSize: Int = FontFace.defaultMaximumFileSize) {
        self.maximumFileSize = maximumFileSize
    }

    /// The bytes of `path`, read on first use.
    func bytes(_ path: String) throws(FontError) -> FontBytes {
        if let known = files.withLock({ $0[path] }) { return known }
        let read = try FontBytes.read(path: path, maximumSize: maximumFileSize)
        // Two tasks may read the same file at once; the first stored wins, so every face shares it.
        return files.withLock { stored in
            if let earlier = stored[path] { return earlier }
            stored[path] = read
            return read
        }
    }

    /// The run's fallback search over `folders` (one per set of folders).
    package func fallbackSearch(folders: [String], includeSystemFonts: Bool) -> FallbackSearch {
        searches.withLock { searches in
            let key = SearchKey(folders: folders, includeSystemFonts: includeSystemFonts)
            if let known = searches[key] { return known }
            let search = FallbackSearch(folders: folders, includeSystemFonts: includeSystemFonts)
            searches[key] = search
            return search
        }
    }

    /// Files read so far (for tests and counts).
    package var count: Int { files.withLock { $0.count } }
}
