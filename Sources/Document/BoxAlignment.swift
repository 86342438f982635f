/// How a flex container places its lines, and the items of a line along the main axis (CSS Box
/// Alignment 3 §5.1 `justify-content`, §6.2 `align-content`): `<content-position>` and
/// `<content-distribution>` values. A baseline value falls back to `start` (§4.3).
public enum ContentAlignment: Equatable, Sendable {
    case normal, stretch, start, end, flexStart, flexEnd, center, left, right, spaceBetween, spaceAround, spaceEvenly

    /// The value of the keyword `css` (`space-between`), `normal` for one Galley does not know.
    public init(css: String) {
        switch css {
        case "stretch": self = .stretch
        case "start", "baseline", "first baseline": self = .start
        case "end", "last baseline": self = .end
        case "flex-start": self = .flexStart
        case "flex-end": self = .flexEnd
        case "center": self = .center
        case "left": self = .left
        case "right": self = .right
        case "space-between": self = .spaceBetween
        case "space-around": self = .spaceAround
        case "space-evenly": self = .spaceEvenly
        default: self = .normal
        }
    }
}

/// How a flex item sits in its line across the main axis (CSS Box Alignment 3 §6.1
/// `align-self`, §6.3 `align-items`): `<self-position>` values, `stretch` and baselines.
public enum SelfAlignment: Equatable, Sendable {
    case auto, normal, stretch, start, end, selfStart, selfEnd, flexStart, flexEnd, center, baseline, lastBaseline

    /// The value of the keyword `css` (`flex-end`), `auto` for one Galley does not know.
    public init(css: String) {
        switch css {
        case "normal": self = .normal
        case "stretch": self = .stretch
        case "start": self = .start
        case "end": self = .end
        case "self-start": self = .selfStart
        case "self-end": self = .selfEnd
        case "flex-start": self = .flexStart
        case "flex-end": self = .flexEnd
        case "center": self = .center
        case "baseline", "first baseline": self = .baseline
        case "last baseline": self = .lastBaseline
        default: self = .auto
        }
    }
}
