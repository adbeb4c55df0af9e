/// The names of Core Animation's timing functions (`CAMediaTimingFunctionName`).
public struct MediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let linear = MediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = MediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = MediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = MediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The system default, (0.25, 0.1) (0.25, 1): what implicit animations use.
  public static let `default` = MediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) (`CAMediaTimingFunction`): maps the
/// fraction of an animation's time to the fraction of its change.
public final class MediaTimingFunction: Hashable, Sendable, CustomStringConvertible {
  /// The curve's control points.
  public let bezier: UnitBezier
  /// The name it was made with, if any.
  public let name: MediaTimingFunctionName?

  /// A curve with control points (c1x, c1y) and (c2x, c2y), given as `Float` as Core Animation
  /// takes them.
  public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    self.init(
      bezier: UnitBezier(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y)),
      name: nil)
  }

  /// A named curve: linear (0, 0, 1, 1), easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1),
  /// easeInEaseOut (0.42, 0, 0.58, 1), default (0.25, 0.1, 0.25, 1), as Apple's documentation
  /// gives them.
  public convenience init(name: MediaTimingFunctionName) {
    let bezier: UnitBezier
    switch name {
    case .easeIn: bezier = UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    case .easeOut: bezier = UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    case .easeInEaseOut: bezier = UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    case .default: bezier = UnitBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    default: bezier = UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    }
    self.init(bezier: bezier, name: name)
  }

  /// A curve from its Bézier, with the name it goes by, if any.
  public init(bezier: UnitBezier, name: MediaTimingFunctionName?) {
    self.bezier = bezier
    self.name = name
  }

  /// The fraction of change at a fraction of time (solve for x, return y; y is not clamped).
  public func value(at fraction: Double) -> Double { bezier.value(at: fraction) }

  /// Writes control point `index` (0 to 3: the ends and the two controls) as x, y into
  /// `values` (`getControlPoint(at:values:)`).
  public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    let points = [(0.0, 0.0), (bezier.x1, bezier.y1), (bezier.x2, bezier.y2), (1.0, 1.0)]
    let point = points[Swift.min(Swift.max(index, 0), 3)]
    values[0] = Float(point.0)
    values[1] = Float(point.1)
  }

  public static func == (lhs: MediaTimingFunction, rhs: MediaTimingFunction) -> Bool {
    lhs.bezier == rhs.bezier
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(bezier) }

  public var description: String {
    name?.rawValue ?? "cubic-bezier(\(bezier.x1), \(bezier.y1), \(bezier.x2), \(bezier.y2))"
  }
}
