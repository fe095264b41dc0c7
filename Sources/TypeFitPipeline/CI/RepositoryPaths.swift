import TypeFitReports
import Foundation
import TypeFitSupport

/// Paths as a CI system wants them: relative to the repository's root. Reports place a text in
/// its catalog relative to the guide's folder; GitHub, GitLab and code scanning place findings
/// relative to the root of the checkout.
package struct RepositoryPaths: Sendable {
    /// The repository's root (absolute).
    package var root: String
    /// The guide's folder (absolute): reports' paths start there.
    package var guideFolder: String

    /// `root` as given (`--root`), else the git top level above the guide's folder (the nearest
    /// folder holding `.git`, a folder or a worktree's file), else the guide's folder.
    package init(root: String?, guideFolder: String) {
        let folder = Self.absolute(guideFolder.isEmpty ? "." : guideFolder)
        self.guideFolder = folder
        self.root = root.map(Self.absolute) ?? Self.gitTopLevel(from: folder) ?? folder
    }

    /// `location` with its file relative to the root (absolute when it lies outside it).
    package func inRepository(_ location: FileLocation) -> FileLocation {
        var location = location
        let path =
            location.file.hasPrefix("/")
            ? location.file : URL(fileURLWithPath: guideFolder).appendingPathComponent(location.file).path
        location.file = FileLocation.relative(URL(fileURLWithPath: path).standardizedFileURL.path, to: root)
        return location
    }

    /// The nearest folder at or above `folder` that holds `.git` (at most 64 levels up).
    static func gitTopLevel(from folder: String) -> String? {
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        for _ in 0..<64 {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent(".git").path) { return url.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
        return nil
    }

    static func absolute(_ path: String) -> String {
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        var result = url.standardizedFileURL.path
        while result.count > 1, result.hasSuffix("/") { result.removeLast() }
        return result
    }
}
