import TypeFitBackend

/// Reads the metrics of every face of the given font files.
///
/// A file that cannot be loaded, or a face that fails a plausibility check, becomes one
/// ``FontInspection/failure(_:)`` entry and the rest go on.
package struct FontInspector: Sendable {
    /// At most this many faces of one collection are inspected.
    package var maximumFacesPerFile: Int
    /// Files larger than this are refused before they are read.
    package var maximumFileSize: Int

    package init(maximumFacesPerFile: Int = 64, maximumFileSize: Int = FontFace.defaultMaximumFileSize) {
        self.maximumFacesPerFile = maximumFacesPerFile
        self.maximumFileSize = maximumFileSize
    }

    /// Inspects each file, in order; for a collection, each of its faces. With a `gate`, a file
    /// that crashes or hangs the isolated probe is one failure and is never loaded here.
    package func inspect(paths: [String], gate: FontGate? = nil) -> [FontInspection] {
        let library: FreeTypeLibrary
        do {
            library = try FreeTypeLibrary()
        } catch {
            return paths.map { _ in .failure(error) }
        }
        return paths.flatMap { path in
            if let refused = gate?.admit(path) { return [FontInspection.failure(refused)] }
            return inspect(path: path, library: library)
        }
    }

    /// A file's faces, and its failures as one: a collection whose header claims a million
    /// faces is one line, not one per face read.
    func inspect(path: String, library: FreeTypeLibrary) -> [FontInspection] {
        let (outcomes, claimed) = readFaces(path: path, library: library)
        let faces = outcomes.compactMap { outcome -> FontInspection? in
            if case let .success(face) = outcome { return .face(face.metrics) }
            return nil
        }
        let failures = outcomes.compactMap { outcome -> FontError? in
            if case let .failure(error) = outcome { return error }
            return nil
        }
        let capped = claimed.map {
            "the collection claims \($0) faces; only the first \(maximumFacesPerFile) were inspected"
        }
        guard let first = failures.first else {
            return faces + (capped.map { [.failure(.unreadable(path: path, reason: $0))] } ?? [])
        }
        guard failures.count > 1 || capped != nil else { return faces + [.failure(first)] }
        let reason =
            "\(failures.count) of the \(outcomes.count) faces read cannot be used" + (capped.map { " (\($0))" } ?? "")
        return faces + [.failure(.unreadable(path: path, reason: "\(reason); the first: \(first)"))]
    }

    /// Opens each face of the file (at most ``maximumFacesPerFile``) from one read of its bytes
    /// and one count of its faces; a collection claiming more is one failure after them.
    func inspectFaces(path: String, library: FreeTypeLibrary) -> [Result<FontFace, FontError>] {
        let (results, claimed) = readFaces(path: path, library: library)
        guard let claimed else { return results }
        return results + [
            .failure(
                .unreadable(
                    path: path,
                    reason: "collection has \(claimed) faces; only the first \(maximumFacesPerFile) were inspected"))
        ]
    }

    /// Each face read (at most ``maximumFacesPerFile``), and the faces a collection claims when
    /// it claims more.
    private func readFaces(path: String, library: FreeTypeLibrary) -> (
        faces: [Result<FontFace, FontError>], claimed: Int?
    ) {
        let file: FontFile
        do {
            file = try FontFile(
                path: path, library: library, maximumFileSize: maximumFileSize, maximumFaces: maximumFacesPerFile)
        } catch {
            return ([.failure(error)], nil)
        }
        let faces: [Result<FontFace, FontError>] = (0..<min(file.faceCount, maximumFacesPerFile)).map { index in
            Result { () throws(FontError) in try file.face(index) }
        }
        return (faces, file.claimedFaceCount > maximumFacesPerFile ? file.claimedFaceCount : nil)
    }
}

/// The outcome of inspecting one face.
package enum FontInspection: Hashable, Sendable {
    case face(FaceMetrics)
    case failure(FontError)
}
