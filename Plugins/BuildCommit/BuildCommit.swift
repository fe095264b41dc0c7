import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift` for `typefit`: the commit the package is built from and whether its
/// tracked files differ from it — `typefit --version` names both, so a report can be traced to its
/// exact source. Run when a source file or git's HEAD or index changes; nothing is rewritten when
/// neither answer changed (typefit is not recompiled). A package that is not its own git checkout
/// (a source tarball, a copy inside another repository) or a machine without git builds with no commit.
@main
struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
        // Run again when a source changes (the tree may now differ from its commit) or git moves:
        // .git/logs/HEAD grows at every commit, checkout and reset, .git/index at every add.
        var inputs = context.package.targets.flatMap { target in
            (target as? SourceModuleTarget)?.sourceFiles.map(\.url) ?? []
        }
        inputs.append(package.appending(path: "Package.swift"))
        for file in [".git/HEAD", ".git/index", ".git/logs/HEAD"]
        where FileManager.default.fileExists(atPath: package.appending(path: file).path) {
            inputs.append(package.appending(path: file))
        }
        return [
            .buildCommand(
                displayName: "Reading the commit typefit is built from",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", Self.script, "build-commit", package.path, output.path],
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }

    /// `$1` the package's folder, `$2` the Swift file. git's answers only count when the
    /// package's folder is the top of its own checkout.
    static let script = #"""
        set -u
        package=$1; out=$2
        commit=nil; dirty=false
        top=$(git -C "$package" rev-parse --show-toplevel 2>/dev/null) || top=""
        if [ -n "$top" ] && [ "$(cd "$top" && pwd -P)" = "$(cd "$package" && pwd -P)" ]; then
          if hash=$(git -C "$package" rev-parse --short=12 HEAD 2>/dev/null); then
            commit="\"$hash\""
            git -C "$package" diff --quiet HEAD -- 2>/dev/null || dirty=true
          fi
        fi
        cat > "$out.new" <<SWIFT
        // Written before each build by the BuildCommit plugin (Plugins/BuildCommit).
        /// The commit typefit was built from, and whether tracked files differed from it.
        enum BuildCommit {
            static let commit: String? = $commit
            static let dirty = $dirty
        }
        SWIFT
        # Unchanged, the file keeps its time and the command is simply run again next build
        # (cheap); typefit is recompiled only when the commit or the tree's state changed.
        if cmp -s "$out.new" "$out"; then rm -f "$out.new"; else mv "$out.new" "$out"; fi
        """#
}
