/// Android's text scaling: sp → dp at a user font scale, with the non-linear curves of Android
/// 14's `FontScaleConverterFactory` (AOSP framework, five tables; dynamic-type.md §4.2–§4.4).
///
/// Computed in `Float`, as the framework does, so keys and interpolation points round the same way:
/// - scales below 1.13 (the first key, 1.15, minus 0.02) scale linearly: dp = sp × scale;
/// - a scale whose key `(int)(scale × 100)` has a table uses it;
/// - a scale between two keys interpolates a table on the common sp points between the two
///   (t from the keys' scales, key / 100);
/// - below the first key or above the last: linear;
/// - inside a table: exact points, linear interpolation between points, from (0, 0) below 8 sp,
///   and `sp × dp[last] / sp[last]` above 100 sp.
package enum AndroidFontScale {
    /// The steps Android's Settings offers (AOSP SettingsLib `entryvalues_font_size`).
    package static let settingsSteps: [Double] = [0.85, 1.0, 1.15, 1.3, 1.5, 1.8, 2.0]

    /// The sp → dp conversion at `fontScale`. The result is Android's `Float`, widened through
    /// its shortest decimal form, so 13.6f reads 13.6 rather than 13.600000381469727.
    package static func dp(forSp sp: Double, fontScale: Double) -> Double {
        let scale = Float(fontScale)
        let dp = converter(for: scale)?.dp(forSp: Float(sp)) ?? Float(sp) * scale
        return Double("\(dp)") ?? Double(dp)
    }

    /// Whether the non-linear curves apply at `fontScale`.
    package static func isNonLinear(_ fontScale: Double) -> Bool {
        Float(fontScale) >= scaleForKey(tables[0].key) - 0.02
    }

    struct Table {
        let fromSp: [Float]
        let toDp: [Float]

        /// `FontScaleConverterImpl.lookupAndInterpolate`.
        func dp(forSp sp: Float) -> Float {
            let magnitude = abs(sp)
            let sign: Float = sp < 0 ? -1 : 1
            if let exact = fromSp.firstIndex(of: magnitude) {
                return sign * toDp[exact]
            }
            let lower = (fromSp.lastIndex { $0 < magnitude }) ?? -1
            if lower >= fromSp.count - 1 {
                let lastSp = fromSp[fromSp.count - 1], lastDp = toDp[toDp.count - 1]
                return lastSp == 0 ? 0 : sp * (lastDp / lastSp)
            }
            let (startSp, startDp): (Float, Float) = lower < 0 ? (0, 0) : (fromSp[lower], toDp[lower])
            let (endSp, endDp) = (fromSp[lower + 1], toDp[lower + 1])
            return sign * constrainedMap(startDp, endDp, startSp, endSp, magnitude)
        }
    }

    static let commonSp: [Float] = [8, 10, 12, 14, 18, 20, 24, 30, 100]

    /// The five Android 14 tables, by key (scale × 100).
    static let tables: [(key: Int, table: Table)] = [
        (1.15, [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100]),
        (1.3, [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100]),
        (1.5, [12, 15, 18, 22, 24, 26, 28, 30, 100]),
        (1.8, [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100]),
        (2, [16, 20, 24, 26, 30, 34, 36, 38, 100]),
    ].map { (key: key(of: $0.0), table: Table(fromSp: commonSp, toDp: $0.1)) }

    static func key(of scale: Float) -> Int { Int(scale * 100) }
    static func scaleForKey(_ key: Int) -> Float { Float(key) / 100 }

    /// `FontScaleConverterFactory.forScale`: nil when scaling is linear.
    static func converter(for scale: Float) -> Table? {
        guard Double(scale) > 1, isNonLinear(Double(scale)) else { return nil }
        let wanted = key(of: scale)
        if let exact = tables.first(where: { $0.key == wanted }) {
            return exact.table
        }
        guard let higher = tables.firstIndex(where: { $0.key > wanted }), higher > 0 else {
            return Table(fromSp: [1], toDp: [scale])
        }
        let start = tables[higher - 1], end = tables[higher]
        let t = constrainedMap(0, 1, scaleForKey(start.key), scaleForKey(end.key), scale)
        let dp = commonSp.map { sp in lerp(start.table.dp(forSp: sp), end.table.dp(forSp: sp), t) }
        return Table(fromSp: commonSp, toDp: dp)
    }

    /// `MathUtils.lerp`.
    static func lerp(_ start: Float, _ stop: Float, _ amount: Float) -> Float {
        start + (stop - start) * amount
    }

    /// `MathUtils.constrainedMap(rangeMin, rangeMax, valueMin, valueMax, value)`.
    static func constrainedMap(
        _ rangeMin: Float, _ rangeMax: Float, _ valueMin: Float, _ valueMax: Float, _ value: Float
    ) -> Float {
        let inverse = valueMin != valueMax ? (value - valueMin) / (valueMax - valueMin) : 0
        return lerp(rangeMin, rangeMax, min(max(inverse, 0), 1))
    }
}
