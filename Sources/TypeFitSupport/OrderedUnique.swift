/// The elements of `items` in first-seen order, without repeats.
package func orderedUnique<Item: Hashable>(_ items: [Item]) -> [Item] {
    var seen = Set<Item>()
    return items.filter { seen.insert($0).inserted }
}
