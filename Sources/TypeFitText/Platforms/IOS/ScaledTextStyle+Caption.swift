import TypeFitSupport

extension ScaledTextStyle {
    /// One paragraph naming the model behind the ladder's numbers.
    package func caption(sizeClass: SizeClass) -> String {
        var parts: [String] = []
        let base = "base \(compactNumber(baseSize(for: sizeClass))) pt at Large (\(sizeClass.rawValue) width)"
        switch scaler.curve {
        case let .textStyle(style):
            let formula =
                scaler.model == .size
                ? "base × S(\(style.rawValue), c) / S(\(style.rawValue), large), the HIG point-size ratio"
                : "base × L(\(style.rawValue), c) / L(\(style.rawValue), large), the HIG leading ratio"
            parts.append(
                "iOS Dynamic Type: \(style.rawValue) curve, \(base); model \(scaler.model.rawValue): \(formula) (an approximation of UIFontMetrics)"
            )
        case .fixed:
            parts.append("iOS fixed size (no Dynamic Type scaling): \(base)")
        }
        if let maximumPointSize { parts.append("maximumPointSize \(compactNumber(maximumPointSize))") }
        if let minimumPointSize { parts.append("minimum \(compactNumber(minimumPointSize)) pt") }
        if scaler.categoryRange != ContentSizeCategory.xSmall ... .accessibility5 {
            parts.append(
                "categories clamped to \(scaler.categoryRange.lowerBound.rawValue)…\(scaler.categoryRange.upperBound.rawValue)"
            )
        }
        switch lineHeight {
        case .textStyleLeading:
            let style = if case let .textStyle(style) = scaler.curve { style.rawValue } else { "body at Large" }
            parts.append("line height: the HIG leading/size ratio of \(style) × point size")
        case let .font(model): parts.append("line height: the font's own, \(model.rawValue) rule")
        case let .multiplier(factor): parts.append("line height: \(compactNumber(factor)) × point size")
        case let .points(points):
            parts.append("line height: \(compactNumber(points)) pt at Large, scaled with the point size")
        }
        return parts.joined(separator: "; ") + "."
    }
}
