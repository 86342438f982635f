/// A point in page coordinates: pixels at scale 1, origin top left, y growing downwards.
///
///     let baseline = Point(x: 40, y: 120.5)
public struct Point: Sendable, Equatable {
    /// Pixels from the left edge of the page.
    public var x: Double
    /// Pixels from the top edge of the page.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A rectangle in page coordinates.
///
///     let cell = Rect(x: 40, y: 100, width: 200, height: 32)
///     cell.maxX // 240
public struct Rect: Sendable, Equatable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width, rightwards from `x`.
    public var width: Double
    /// The height, downwards from `y`.
    public var height: Double

    /// Creates a rectangle from its top left corner and its size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }

    /// The rectangle moved right by `dx` and down by `dy` (left and up when negative), its size unchanged.
    ///
    ///     Rect(x: 40, y: 100, width: 200, height: 32).offsetBy(dy: -100).y  // 0
    public func offsetBy(dx: Double = 0, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }
}

/// An sRGB colour with straight (not premultiplied) alpha, each component 0...1.
///
///     let link = Color(red: 0.1, green: 0.3, blue: 0.8)
public struct Color: Sendable, Equatable {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// Opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// Creates a colour; opaque by default.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white, the default page background.
    public static let white = Color(red: 1, green: 1, blue: 1)
}
