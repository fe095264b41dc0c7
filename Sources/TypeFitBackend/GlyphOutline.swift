import TypeFitSupport

/// A glyph's outline in font units, y up (as in the font), in the order HarfBuzz draws it.
package struct GlyphOutline: Hashable, Sendable {
    /// One drawing command.
    package enum Command: Hashable, Sendable {
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        case quadratic(cx: Double, cy: Double, x: Double, y: Double)
        case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
        case close
    }

    package var commands: [Command]

    package init(commands: [Command]) {
        self.commands = commands
    }

    package var isEmpty: Bool { commands.isEmpty }

    /// SVG path data with y flipped (SVG's y grows downwards), so the glyph's origin is at (0, 0)
    /// and its baseline on y = 0. Numbers in font units with at most two decimals. A line back to
    /// the contour's start just before a close is left out: `Z` draws it.
    package var svgPathData: String {
        var parts: [String] = []
        parts.reserveCapacity(commands.count)
        var start = (x: 0.0, y: 0.0)
        for (index, command) in commands.enumerated() {
            switch command {
            case let .move(x, y):
                start = (x, y)
                parts.append("M\(compactNumber(x)) \(compactNumber(-y))")
            case let .line(x, y):
                if index + 1 < commands.count, commands[index + 1] == .close, x == start.x, y == start.y { continue }
                parts.append("L\(compactNumber(x)) \(compactNumber(-y))")
            case let .quadratic(cx, cy, x, y):
                parts.append("Q\(compactNumber(cx)) \(compactNumber(-cy)) \(compactNumber(x)) \(compactNumber(-y))")
            case let .cubic(c1x, c1y, c2x, c2y, x, y):
                parts.append(
                    "C\(compactNumber(c1x)) \(compactNumber(-c1y)) \(compactNumber(c2x)) \(compactNumber(-c2y)) \(compactNumber(x)) \(compactNumber(-y))"
                )
            case .close:
                parts.append("Z")
            }
        }
        return parts.joined()
    }
}
