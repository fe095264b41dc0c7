// libFuzzer target over font bytes + text (`make fuzz`). Built only with
// `swift build --sanitize fuzzer --sanitize address --product typefit-fuzz`; libFuzzer supplies main.
import TypeFitText

/// One FreeType library and one set of ICU iterators for every input.
///
/// `nonisolated(unsafe)`, and why that holds: libFuzzer calls `LLVMFuzzerTestOneInput` from one
/// thread, one input after another (no `-jobs`/`-workers` fork shares this process's memory), so
/// the context is never used by two threads at once. It is made once: Swift initializes a global
/// lazily and exactly once (swift_once), on the first input.
nonisolated(unsafe) let context = try? FuzzInput.Context()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let context { FuzzInput.run(bytes, context: context) } else { FuzzInput.run(bytes) }
    return 0
}
