/// Random short texts made of a pool of scalars: for tests that compare a byte-level escaper
/// with escaping scalar by scalar on mixes of what matters.
public enum RandomText {
    /// `count` texts of 0 to 11 scalars drawn from `pool`.
    public static func mixes(of pool: [Unicode.Scalar], count: Int = 2_000) -> [String] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0..<12, using: &generator) {
                text.append(pool[Int.random(in: 0..<pool.count, using: &generator)])
            }
            return String(text)
        }
    }
}
