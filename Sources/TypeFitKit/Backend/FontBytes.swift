import Foundation

/// The bytes of a font file at a fixed address for the life of every face made from them.
///
/// `FT_New_Memory_Face` and `hb_blob_create` do not copy their buffer, so the bytes are copied
/// once into memory this object owns and frees in `deinit`; faces hold it strongly.
final class FontBytes {
    let buffer: UnsafeMutableRawBufferPointer

    init(_ bytes: some Collection<UInt8>) {
        // At least one byte so the base address is never nil, even for an empty file.
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        _ = buffer.initializeMemory(as: UInt8.self, from: bytes)
        count = bytes.count
    }

    /// The number of font bytes (the buffer may be one byte longer).
    let count: Int

    var baseAddress: UnsafeMutableRawPointer {
        // allocate(byteCount: ≥ 1) always returns a base address.
        buffer.baseAddress.unsafelyUnwrapped
    }

    deinit {
        buffer.deallocate()
    }

    /// Reads a whole file, refusing files over `maximumSize` bytes before reading them.
    static func read(path: String, maximumSize: Int) throws(FontError) -> FontBytes {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FontError.unreadable(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw FontError.unreadable(path: path, reason: "is a directory, not a font file")
        }
        let size: Int
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        } catch {
            throw FontError.unreadable(path: path, reason: "cannot read its attributes")
        }
        guard size <= maximumSize else {
            throw FontError.unreadable(
                path: path, reason: "file is \(size) bytes, over the limit of \(maximumSize) bytes")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FontError.unreadable(path: path, reason: "permission denied or not readable")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumSize + 1) ?? Data()
        } catch {
            throw FontError.unreadable(path: path, reason: "read failed")
        }
        guard data.count <= maximumSize else {
            throw FontError.unreadable(path: path, reason: "file grew over the limit of \(maximumSize) bytes while reading")
        }
        return FontBytes(data)
    }
}
