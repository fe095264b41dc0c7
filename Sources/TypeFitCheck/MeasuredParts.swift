import TypeFitSupport
import TypeFitText

/// A text a check measures: its key, locale, text and where it is written. A run makes one per
/// catalog string and shares it among every row of it, in every style and at every size.
///
/// Equal by value (two read back from a report are equal to the one measured); the hash is
/// worked out once, when it is made, so a writer that keys on it hashes one integer, and two that
/// are the same object are equal at once.
package final class MeasuredString: Hashable, Sendable, CustomStringConvertible {
    package let key: String
    package let locale: String
    package let text: String
    /// The catalog file (relative to the guide's folder), line and column; nil for a row that is
    /// no catalog text (a font refused, a string over the caps).
    package let source: FileLocation?
    private let storedHash: Int

    package init(key: String, locale: String, text: String, source: FileLocation? = nil) {
        (self.key, self.locale, self.text, self.source) = (key, locale, text, source)
        var hasher = Hasher()
        hasher.combine(key)
        hasher.combine(locale)
        hasher.combine(text)
        hasher.combine(source)
        storedHash = hasher.finalize()
    }

    package static func == (lhs: MeasuredString, rhs: MeasuredString) -> Bool {
        lhs === rhs
            || (lhs.storedHash == rhs.storedHash && lhs.key == rhs.key && lhs.locale == rhs.locale
                && lhs.text == rhs.text && lhs.source == rhs.source)
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(storedHash) }

    package var description: String { "\(key) (\(locale))" }

    /// A copy with the fields given changed.
    func changed(key: String? = nil, locale: String? = nil, text: String? = nil, source: FileLocation?? = nil)
        -> MeasuredString
    {
        MeasuredString(
            key: key ?? self.key, locale: locale ?? self.locale, text: text ?? self.text, source: source ?? self.source)
    }
}

/// A style at one size on one platform, with the limits that hold there. A run makes one per
/// style × size and shares it among the rows measured there.
///
/// Equal by value, its hash worked out once (as ``MeasuredString``'s).
@usableFromInline package final class MeasuredSize: Hashable, Sendable {
    package let style: String
    package let platform: PlatformID
    /// An iOS category or an Android font scale (`every` for a style-wide finding).
    package let category: SizeCategory
    package let sizeClass: SizeClass?
    package let pointSize: Double
    package let maxWidth: Double?
    package let maxLines: Int?
    private let storedHash: Int

    package init(
        style: String, platform: PlatformID, category: SizeCategory, sizeClass: SizeClass?, pointSize: Double,
        maxWidth: Double?, maxLines: Int?
    ) {
        (self.style, self.platform, self.category, self.sizeClass) = (style, platform, category, sizeClass)
        (self.pointSize, self.maxWidth, self.maxLines) = (pointSize, maxWidth, maxLines)
        var hasher = Hasher()
        hasher.combine(style)
        hasher.combine(platform)
        hasher.combine(category)
        hasher.combine(sizeClass)
        hasher.combine(pointSize)
        hasher.combine(maxWidth)
        hasher.combine(maxLines)
        storedHash = hasher.finalize()
    }

    @usableFromInline package static func == (lhs: MeasuredSize, rhs: MeasuredSize) -> Bool {
        lhs === rhs
            || (lhs.storedHash == rhs.storedHash && lhs.pointSize == rhs.pointSize && lhs.category == rhs.category
                && lhs.platform == rhs.platform && lhs.sizeClass == rhs.sizeClass && lhs.maxWidth == rhs.maxWidth
                && lhs.maxLines == rhs.maxLines && lhs.style == rhs.style)
    }

    @usableFromInline package func hash(into hasher: inout Hasher) { hasher.combine(storedHash) }

    /// The plan's `size` of `style`, as its rows name it.
    convenience init(_ size: CheckPlan.Size, style: GuideStyle) {
        let limits = size.limits(style)
        self.init(
            style: style.name, platform: size.platform, category: size.category, sizeClass: size.sizeClass,
            pointSize: size.pointSize, maxWidth: limits.maxWidth, maxLines: limits.maxLines)
    }

    /// A copy with the fields given changed.
    func changed(platform: PlatformID? = nil, category: SizeCategory? = nil, sizeClass: SizeClass?? = nil)
        -> MeasuredSize
    {
        MeasuredSize(
            style: style, platform: platform ?? self.platform, category: category ?? self.category,
            sizeClass: sizeClass ?? self.sizeClass, pointSize: pointSize, maxWidth: maxWidth, maxLines: maxLines)
    }
}

/// A number per ``MeasuredSize`` (a writer's place for it: an index into its own tables), for a
/// writer that keys something on each row's size. A string's rows come at each of its style's
/// sizes in turn, so the size after the one found last is tried first, by identity (one pointer
/// compared); only a row at another size hashes (the size's stored hash). Not generic: a generic
/// map was not specialized in the writers' module, and each lookup went through the runtime's
/// generic metadata (6 % of a default check's processor time).
package struct SizeMap {
    /// The sizes in the order set (their identities: compared without retaining them; `places`
    /// keeps the objects alive, so no identity is reused), and their values.
    @usableFromInline var identities: [ObjectIdentifier] = []
    @usableFromInline var values: [Int] = []
    @usableFromInline var places: [MeasuredSize: Int] = [:]
    /// The entry after the one found last.
    @usableFromInline var next = 0
    /// The entry the dictionary found last: where a string's run of sizes starts again (the
    /// next string of the same style and platform), so that a row at a run's first size is
    /// found without hashing.
    @usableFromInline var restart = 0

    @inlinable package init() {}

    /// The value kept for `size`, if any.
    @inlinable package mutating func value(for size: MeasuredSize) -> Int? {
        byIdentity(ObjectIdentifier(size)) ?? byValue(size)
    }

    /// The value kept for the size of the row at `row`, read where the row lies: found by
    /// identity, the size is not retained (a retain a row, on an object every task's rows share,
    /// whose count's cache line went from core to core).
    @inlinable package mutating func value(forSizeOf row: UnsafePointer<CheckResult>) -> Int? {
        byIdentity(ObjectIdentifier(row.pointee.size)) ?? byValue(row.pointee.size)
    }

    /// The entry after the one found last, or the run's restart, when it is this object.
    @inlinable mutating func byIdentity(_ identity: ObjectIdentifier) -> Int? {
        if next < identities.count, identities[next] == identity {
            next += 1
            return values[next - 1]
        }
        if restart < identities.count, identities[restart] == identity {
            next = restart + 1
            return values[restart]
        }
        return nil
    }

    /// The entry of a size equal to `size` (its stored hash), which becomes the run's restart.
    @inlinable mutating func byValue(_ size: MeasuredSize) -> Int? {
        guard let place = places[size] else { return nil }
        (next, restart) = (place + 1, place)
        return values[place]
    }

    /// Keeps `value` for `size` (met for the first time: ``value(for:)`` gave nil).
    @inlinable package mutating func set(_ value: Int, for size: MeasuredSize) {
        places[size] = identities.count
        identities.append(ObjectIdentifier(size))
        values.append(value)
        next = identities.count
    }
}

extension SizeMap: Sendable {}

extension Checker.Plan {
    /// One ``MeasuredSize`` per style and size for the whole run, not per unit: every row at a
    /// size shares it, and the writers find it by identity (``SizeMap``).
    func sizeRows(_ guide: StyleGuide) -> [[MeasuredSize]] {
        zip(guide.styles, styles).map { style, planned in planned.sizes.map { MeasuredSize($0, style: style) } }
    }
}
