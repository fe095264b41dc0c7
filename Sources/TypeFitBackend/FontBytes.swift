import Foundation
import TypeFitSupport

/// The bytes of a font file at a fixed address for the life of every face made from them.
///
/// `FT_New_Memory_Face` and `hb_blob_create` do not copy their buffer, so the bytes are copied
/// once into memory this object owns and frees in `deinit`; faces hold it strongly.
///
/// `@unchecked Sendable`, and why that holds: the buffer is written only before the instance
/// is shared — in `init`, and by ``FontFile``'s collection cap, which runs on a `FontBytes`
/// its creator still holds alone (``read(path:maximumSize:)`` applies it before returning) —
/// and only read afterwards. FreeType reads memory faces without writing to them, and HarfBuzz
/// gets the bytes as a `HB_MEMORY_MODE_READONLY` blob, so faces in different tasks may share it.
final class FontBytes: @unchecked Sendable {
    let buffer: UnsafeMutableRawBufferPointer

    init(_ bytes: some Collection<UInt8>) {
        // At least one byte so the base address is never nil, even for an empty file.
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        buffer[0] = 0
        // One memcpy for contiguous bytes (an Array or a slice of one); element by element otherwise.
        let copied: Void? = bytes.withContiguousStorageIfAvailable { source in
            if let base = source.baseAddress { buffer.baseAddress?.copyMemory(from: base, byteCount: source.count) }
        }
        if copied == nil { _ = buffer.initializeMemory(as: UInt8.self, from: bytes) }
        self.buffer = buffer
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

    /// The face count a collection header claimed, when ``capCollection(maximumFaces:)`` cut it.
    private(set) var claimedFaceCount: Int?

    /// Cuts a 'ttcf' header claiming more than `maximumFaces` faces to that many, so FreeType
    /// (which parses every offset a header claims, for each face it opens) and HarfBuzz see no
    /// more; the claim is kept in ``claimedFaceCount``. Only before the bytes are shared.
    func capCollection(maximumFaces: Int) {
        guard count >= 12 else { return }
        let raw = UnsafeMutableRawBufferPointer(start: baseAddress, count: count)
        guard raw[0] == 0x74, raw[1] == 0x74, raw[2] == 0x63, raw[3] == 0x66 else { return }  // "ttcf"
        let claimed = (8..<12).reduce(0) { $0 << 8 | Int(raw[$1]) }
        let limit = max(maximumFaces, 1)
        guard claimed > limit else { return }
        if claimedFaceCount == nil { claimedFaceCount = claimed }
        for (index, shift) in zip(8..<12, [24, 16, 8, 0]) { raw[index] = UInt8(truncatingIfNeeded: limit >> shift) }
    }

    /// Reads a whole font file: only a regular file (a FIFO or a device named `.ttf` is refused
    /// before anything waits on it), refused before reading when over `maximumSize` bytes.
    static func read(path: String, maximumSize: Int) throws(FontError) -> FontBytes {
        let contents: [UInt8]
        do {
            contents = try InputFile.contents(of: path, maximumSize: maximumSize)
        } catch {
            throw FontError.unreadable(path: path, reason: error.message)
        }
        let bytes = FontBytes(contents)
        bytes.capCollection(maximumFaces: FontFile.maximumFaces)
        return bytes
    }
}
