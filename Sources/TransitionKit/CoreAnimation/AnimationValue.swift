import Foundation

/// A value a layer property takes, in a form that animations interpolate: Core Animation's
/// `fromValue`, `toValue` and keyframe `values` are converted to it from whatever Swift value
/// the code gives (`0`, `CGFloat.pi`, a `CGPoint`, `UIColor.red.cgColor`, a `CGPath`, an array
/// of colours or numbers).
public enum AnimationValue: Equatable {
  case number(Double)
  case point(Point)
  case size(Size)
  case rect(Rect)
  /// A colour; `nil` is no colour (clear).
  case color(Color?)
  case transform(Transform3D)
  /// A path; `nil` is no path.
  case path(Path?)
  case numbers([Double])
  case colors([Color])
  case bool(Bool)
  /// Anything else (a layer's `contents`), compared by identity; it does not interpolate.
  case object(AnyObject?)

  public static func == (lhs: AnimationValue, rhs: AnimationValue) -> Bool {
    switch (lhs, rhs) {
    case (.number(let a), .number(let b)): a == b
    case (.point(let a), .point(let b)): a == b
    case (.size(let a), .size(let b)): a == b
    case (.rect(let a), .rect(let b)): a == b
    case (.color(let a), .color(let b)): a == b
    case (.transform(let a), .transform(let b)): a == b
    case (.path(let a), .path(let b)): a == b
    case (.numbers(let a), .numbers(let b)): a == b
    case (.colors(let a), .colors(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.object(let a), .object(let b)): a === b
    default: false
    }
  }

  /// The value a Swift value stands for, read as the same kind as `like` where that matters
  /// (a number given for a point property is refused; an integer is a number). `nil` when it
  /// cannot be read.
  public init?(_ any: Any?, like template: AnimationValue? = nil) {
    guard let any else {
      switch template {
      case .color?: self = .color(nil)
      case .path?: self = .path(nil)
      case .object?: self = .object(nil)
      default: return nil
      }
      return
    }
    if let value = any as? AnimationValue {
      self = value
      return
    }
    if let number = Self.number(any) {
      if case .bool? = template {
        self = .bool(number != 0)
      } else {
        self = .number(number)
      }
      return
    }
    switch any {
    case let value as Point: self = .point(value)
    case let value as Size: self = .size(value)
    case let value as Rect: self = .rect(value)
    case let value as CGColor: self = .color(value.color)
    case let value as Color: self = .color(value)
    case let value as Transform3D: self = .transform(value)
    case let value as AffineTransform: self = .transform(Transform3D(value))
    case let value as Path: self = .path(value)
    case let value as BezierPath: self = .path(value.cgPath)
    case let value as Bool: self = .bool(value)
    case let values as [Any]:
      if case .colors? = template {
        let colors = values.compactMap(Self.color)
        guard colors.count == values.count else { return nil }
        self = .colors(colors)
      } else if let numbers = Optional(values.compactMap(Self.number)),
        numbers.count == values.count
      {
        self = .numbers(numbers)
      } else {
        let colors = values.compactMap(Self.color)
        guard colors.count == values.count else { return nil }
        self = .colors(colors)
      }
    default:
      if case .object? = template {
        self = .object(any as AnyObject)
      } else if type(of: any) is AnyClass {
        self = .object(any as AnyObject)
      } else {
        return nil
      }
    }
  }

  /// A colour given as Core Graphics' (`UIColor.red.cgColor`) or as a `UIColor`.
  static func color(_ any: Any) -> Color? {
    (any as? CGColor)?.color ?? (any as? Color)
  }

  /// A number from any of Swift's and Foundation's numeric types.
  static func number(_ any: Any) -> Double? {
    switch any {
    case let v as Double: v
    case let v as Float: Double(v)
    case let v as Int: Double(v)
    case let v as Int32: Double(v)
    case let v as Int64: Double(v)
    case let v as UInt: Double(v)
    case let v as NSNumber where !(any is Bool): v.doubleValue
    default: nil
    }
  }

  /// The value as Swift code reads it back (`value(forKeyPath:)`, `fromValue` shown).
  public var anyValue: Any? {
    switch self {
    case .number(let v): v
    case .point(let v): v
    case .size(let v): v
    case .rect(let v): v
    case .color(let v): v?.cgColor
    case .transform(let v): v
    case .path(let v): v
    case .numbers(let v): v
    case .colors(let v): v.map(\.cgColor)
    case .bool(let v): v
    case .object(let v): v
    }
  }

  /// The number, for a number value.
  public var number: Double? {
    if case .number(let v) = self { return v }
    if case .bool(let b) = self { return b ? 1 : 0 }
    return nil
  }

  /// The value as JSON-friendly numbers, for traces: a number, the components of a point, size,
  /// rect or transform, a colour's light RGBA, a path's point count.
  public var traceComponents: [Double] {
    switch self {
    case .number(let v): [v]
    case .point(let p): [p.x, p.y]
    case .size(let s): [s.width, s.height]
    case .rect(let r): [r.origin.x, r.origin.y, r.width, r.height]
    case .color(let c):
      c.map { [$0.light.red, $0.light.green, $0.light.blue, $0.light.alpha] } ?? [0, 0, 0, 0]
    case .transform(let t): t.entries
    case .path(let p):
      p.map { path in path.elements.flatMap { $0.points.flatMap { [$0.x, $0.y] } } } ?? []
    case .numbers(let v): v
    case .colors(let colors):
      colors.flatMap { [$0.light.red, $0.light.green, $0.light.blue, $0.light.alpha] }
    case .bool(let b): [b ? 1 : 0]
    case .object(let o): [o == nil ? 0 : 1]
    }
  }
}

extension AnimationValue {
  /// The value `fraction` of the way from `self` to `other`. Numbers, points, sizes and
  /// rectangles move linearly; colours mix in premultiplied space; transforms through their
  /// decomposition; paths point by point when their elements match, arrays element by element
  /// when their counts do. Anything else (and mismatched paths or arrays) holds `self` until the
  /// end, then shows `other`, as Core Animation does with values it cannot interpolate.
  public func interpolated(to other: AnimationValue, fraction f: Double) -> AnimationValue {
    func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
    switch (self, other) {
    case (.number(let a), .number(let b)): return .number(lerp(a, b))
    case (.point(let a), .point(let b)): return .point(Point(x: lerp(a.x, b.x), y: lerp(a.y, b.y)))
    case (.size(let a), .size(let b)):
      return .size(Size(width: lerp(a.width, b.width), height: lerp(a.height, b.height)))
    case (.rect(let a), .rect(let b)):
      return .rect(
        Rect(
          x: lerp(a.origin.x, b.origin.x), y: lerp(a.origin.y, b.origin.y),
          width: lerp(a.width, b.width), height: lerp(a.height, b.height)))
    case (.color(let a), .color(let b)):
      return .color(Color.interpolate(from: a, to: b, fraction: f))
    case (.transform(let a), .transform(let b)):
      return .transform(a.interpolated(to: b, fraction: f))
    case (.path(let a?), .path(let b?)):
      if let mixed = a.interpolated(to: b, fraction: f) { return .path(mixed) }
    case (.numbers(let a), .numbers(let b)) where a.count == b.count:
      return .numbers(zip(a, b).map { lerp($0, $1) })
    case (.colors(let a), .colors(let b)) where a.count == b.count:
      return .colors(
        zip(a, b).map { Color.interpolate(from: $0, to: $1, fraction: f) ?? .clear })
    default: break
    }
    return f >= 1 ? other : self
  }

  /// The sum of two values of the same kind (what an additive animation shows, a `byValue`
  /// reaches, a cumulative repeat builds on); a transform is `other` applied after `self`.
  /// Values that cannot be added give `other`.
  public func adding(_ other: AnimationValue) -> AnimationValue {
    switch (self, other) {
    case (.number(let a), .number(let b)): .number(a + b)
    case (.point(let a), .point(let b)): .point(Point(x: a.x + b.x, y: a.y + b.y))
    case (.size(let a), .size(let b)):
      .size(Size(width: a.width + b.width, height: a.height + b.height))
    case (.rect(let a), .rect(let b)):
      .rect(
        Rect(
          x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y, width: a.width + b.width,
          height: a.height + b.height))
    case (.color(let a?), .color(let b?)):
      .color(
        Color(
          red: a.light.red + b.light.red, green: a.light.green + b.light.green,
          blue: a.light.blue + b.light.blue, alpha: Swift.min(a.light.alpha + b.light.alpha, 1)))
    case (.transform(let a), .transform(let b)): .transform(b.concatenating(a))
    case (.numbers(let a), .numbers(let b)) where a.count == b.count: .numbers(zip(a, b).map(+))
    default: other
    }
  }

  /// `self` minus `other`, for values that can be added; `self` otherwise.
  public func subtracting(_ other: AnimationValue) -> AnimationValue {
    switch (self, other) {
    case (.number(let a), .number(let b)): .number(a - b)
    case (.point(let a), .point(let b)): .point(Point(x: a.x - b.x, y: a.y - b.y))
    case (.size(let a), .size(let b)):
      .size(Size(width: a.width - b.width, height: a.height - b.height))
    case (.rect(let a), .rect(let b)):
      .rect(
        Rect(
          x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y, width: a.width - b.width,
          height: a.height - b.height))
    case (.transform(let a), .transform(let b)): .transform(b.inverted().concatenating(a))
    case (.numbers(let a), .numbers(let b)) where a.count == b.count: .numbers(zip(a, b).map(-))
    default: self
    }
  }

  /// How far apart two values are, for pacing keyframes: Euclidean over their components
  /// (a transform over its decomposed parts, angles counted in radians).
  public func distance(to other: AnimationValue) -> Double {
    switch (self, other) {
    case (.transform(let a), .transform(let b)):
      guard let da = a.decomposed, let db = b.decomposed else { return 0 }
      let dot = Swift.min(abs((da.quaternion * db.quaternion).sum()), 1)
      let angle = 2 * acos(dot)
      let parts =
        (da.translation - db.translation) * (da.translation - db.translation)
      let scales = (da.scale - db.scale) * (da.scale - db.scale)
      return (parts.sum() + scales.sum() + angle * angle).squareRoot()
    case (.path(let a?), .path(let b?)):
      guard a.elements.count == b.elements.count else { return 0 }
      let pa = a.elements.flatMap(\.points)
      let pb = b.elements.flatMap(\.points)
      guard pa.count == pb.count else { return 0 }
      return zip(pa, pb).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    default:
      let a = traceComponents
      let b = other.traceComponents
      guard a.count == b.count else { return 0 }
      return zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }
  }
}
