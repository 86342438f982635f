/// A point in page coordinates: pixels at scale 1, origin top left, y growing downwards.
///
///     let baseline = Point(x: 40, y: 120.5)
public struct Point: Sendable, Equatable {
    public var x: Double
    public var y: Double

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
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
}

/// An sRGB colour with straight (not premultiplied) alpha, each component 0...1.
///
///     let link = Color(red: 0.1, green: 0.3, blue: 0.8)
public struct Color: Sendable, Equatable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
}
