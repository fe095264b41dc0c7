/// A few elements in the order they were first met, with the place of the one met last. Rows
/// come in runs — a unit's rows are one style's, a string's rows go through the sizes in turn —
/// so the element asked for is most often the one after the last or the last itself: found with
/// a comparison or two, in place, instead of a hash per row. Kept in the module that tallies
/// rows, so the compiler specializes it for its elements (from another module each call went
/// through the generic `Equatable` witness: 4 % of a one-core check).
struct FirstSeen<Element: Equatable> {
    private(set) var elements: [Element] = []
    /// Where the element asked for last is in `elements` (-1 before the first).
    private var last = -1

    /// The place of `element` in `elements`, appended when it is new.
    init() {}

    mutating func index(of element: Element) -> Int {
        let next = last + 1 < elements.count ? last + 1 : 0
        if next < elements.count, elements[next] == element {
            last = next
        } else if last >= 0, elements[last] == element {
            // the same as the last one
        } else if let known = elements.firstIndex(of: element) {
            last = known
        } else {
            elements.append(element)
            last = elements.count - 1
        }
        return last
    }
}

extension FirstSeen: Sendable where Element: Sendable {}
