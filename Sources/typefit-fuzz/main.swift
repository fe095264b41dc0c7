// libFuzzer target over font bytes + text (`make fuzz`). Built only with
// `swift build --sanitize fuzzer --sanitize address --product typefit-fuzz`; libFuzzer supplies main.
import TypeFitKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzInput.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
