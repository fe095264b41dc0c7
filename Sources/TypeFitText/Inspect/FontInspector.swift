import TypeFitBackend

/// Reads the metrics of every face of the given font files.
///
/// A file that cannot be loaded, or a face that fails a plausibility check, becomes one
/// ``FontInspection/failure(_:)`` entry and the rest go on.
public struct FontInspector: Sendable {
    /// At most this many faces of one collection are inspected.
    public var maximumFacesPerFile: Int
    /// Files larger than this are refused before they are read.
    public var maximumFileSize: Int

    public init(maximumFacesPerFile: Int = 64, maximumFileSize: Int = FontFace.defaultMaximumFileSize) {
        self.maximumFacesPerFile = maximumFacesPerFile
        self.maximumFileSize = maximumFileSize
    }

    /// Inspects each file, in order; for a collection, each of its faces. With a `gate`, a file
    /// that crashes or hangs the isolated probe is one failure and is never loaded here.
    public func inspect(paths: [String], gate: FontGate? = nil) -> [FontInspection] {
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

    func inspect(path: String, library: FreeTypeLibrary) -> [FontInspection] {
        inspectFaces(path: path, library: library).map { outcome in
            switch outcome {
            case let .success(face): .face(face.metrics)
            case let .failure(error): .failure(error)
            }
        }
    }

    /// Opens each face of the file (at most ``maximumFacesPerFile``) from one read of its bytes
    /// and one count of its faces; a collection claiming more is one failure after them.
    func inspectFaces(path: String, library: FreeTypeLibrary) -> [Result<FontFace, FontError>] {
        let file: FontFile
        do {
            file = try FontFile(path: path, library: library, maximumFileSize: maximumFileSize, maximumFaces: maximumFacesPerFile)
        } catch {
            return [.failure(error)]
        }
        var results: [Result<FontFace, FontError>] = (0..<min(file.faceCount, maximumFacesPerFile)).map { index in
            Result { () throws(FontError) in try file.face(index) }
        }
        if file.claimedFaceCount > maximumFacesPerFile {
            results.append(.failure(.unreadable(
                path: path,
                reason: "collection has \(file.claimedFaceCount) faces; only the first \(maximumFacesPerFile) were inspected")))
        }
        return results
    }
}

/// The outcome of inspecting one face.
public enum FontInspection: Hashable, Sendable {
    case face(FaceMetrics)
    case failure(FontError)
}
