extension Checker {
    /// Per style, the strings measured: the plan's (key × locale) in this part, less those no font
    /// could draw (`unmeasured`, per style). Styles of the same selection share their items (one
    /// array), so without parts the distinct pairs are counted once per array, not per style
    /// (a set of 7,843 pairs made again for each of eleven styles, after the measuring).
    static func stringCounts(_ guide: StyleGuide, plan: Plan, shardParts: ShardParts?, unmeasured: [Int])
        -> [String: Int]
    {
        var countsByItems: [UInt: Int] = [:]
        let counts = plan.styles.indices.map { index in
            let items = plan.styles[index].items
            let storage = items.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
            let distinct: Int
            if shardParts == nil, let known = countsByItems[storage] {
                distinct = known
            } else {
                let keys = items.indices.lazy.filter { shardParts?.isMeasured(style: index, item: $0) ?? true }
                    .map { "\(items[$0].locale)\u{0}\(items[$0].key)" }
                distinct = Set(keys).count
                if shardParts == nil { countsByItems[storage] = distinct }
            }
            return max(0, distinct - unmeasured[index])
        }
        return Dictionary(zip(guide.styles.map(\.name), counts)) { first, _ in first }
    }
}
