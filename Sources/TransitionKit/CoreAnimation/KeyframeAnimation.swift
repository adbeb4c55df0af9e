import Foundation

/// How a keyframe animation goes from one value to the next (`CAAnimationCalculationMode`).
public struct CalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Straight from each value to the next, each span between its key times.
  public static let linear = CalculationMode(rawValue: "linear")
  /// Each value held until the next key time, no in-betweens.
  public static let discrete = CalculationMode(rawValue: "discrete")
  /// Straight lines at an even speed: key times and timing functions are ignored.
  public static let paced = CalculationMode(rawValue: "paced")
  /// A smooth Kochanek–Bartels (Catmull–Rom by default) spline through the values.
  public static let cubic = CalculationMode(rawValue: "cubic")
  /// The spline at an even speed.
  public static let cubicPaced = CalculationMode(rawValue: "cubicPaced")
}

/// Whether an object moving along a keyframe path turns with it (`CAAnimationRotationMode`).
public struct RotationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Turned to the path's direction.
  public static let rotateAuto = RotationMode(rawValue: "auto")
  /// Turned to the path's direction, then half a turn more.
  public static let rotateAutoReverse = RotationMode(rawValue: "autoReverse")
}

/// An animation through a list of values, or along a path (`CAKeyframeAnimation`).
///
/// `keyTimes` are fractions of the duration, from 0 to 1, one per value (one more than the
/// values in `.discrete` mode); without them the values are spread evenly (`.paced` spreads
/// them by distance). `timingFunctions` pace each span. With `path`, the value is a point on
/// it (each element's end a keyframe), and `rotationMode` turns the layer along the path.
@MainActor
open class KeyframeAnimation: PropertyAnimation {
  public var values: [Any]?
  public var path: Path?
  public var keyTimes: [NSNumber]?
  public var timingFunctions: [MediaTimingFunction]?
  public var calculationMode = CalculationMode.linear
  public var rotationMode: RotationMode?
  /// Kochanek–Bartels parameters per keyframe for the cubic modes (0 by default).
  public var tensionValues: [NSNumber]?
  public var continuityValues: [NSNumber]?
  public var biasValues: [NSNumber]?

  override func copySettings(from other: LayerAnimation) {
    super.copySettings(from: other)
    guard let other = other as? KeyframeAnimation else { return }
    values = other.values
    path = other.path
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
    rotationMode = other.rotationMode
    tensionValues = other.tensionValues
    continuityValues = other.continuityValues
    biasValues = other.biasValues
  }

  override var animatedKeys: [String] {
    var keys = super.animatedKeys
    if path != nil, rotationMode != nil { keys.append("transform") }
    return keys
  }

  override func contribute(at parentTime: Double, to frame: inout LayerFrame, topLevel: Bool)
    -> AnimationMoment.Phase
  {
    let phase = super.contribute(at: parentTime, to: &frame, topLevel: topLevel)
    let moment = moment(at: parentTime)
    guard let path, let rotationMode, shows(moment, topLevel: topLevel),
      let spot = Self.point(on: path, at: progress(moment), mode: calculationMode, keyTimes: times),
      case .transform(let base)? = frame.base("transform")
    else { return phase }
    let angle =
      atan2(spot.tangent.dy, spot.tangent.dx) + (rotationMode == .rotateAutoReverse ? .pi : 0)
    frame.values["transform"] = .transform(base.rotated(by: angle, x: 0, y: 0, z: 1))
    return phase
  }

  var times: [Double]? { keyTimes?.map(\.doubleValue) }

  override func value(progress p: Double, moment: AnimationMoment, base: AnimationValue?)
    -> AnimationValue?
  {
    if let path {
      return Self.point(on: path, at: p, mode: calculationMode, keyTimes: times).map {
        .point($0.point)
      }
    }
    let converted = (values ?? []).compactMap { AnimationValue($0, like: base) }
    guard !converted.isEmpty, converted.count == values?.count else { return nil }
    var value = Self.value(
      of: converted, at: p, mode: calculationMode, keyTimes: times,
      timingFunctions: timingFunctions,
      tcb: (
        tensionValues?.map(\.doubleValue), continuityValues?.map(\.doubleValue),
        biasValues?.map(\.doubleValue)
      ))
    if isCumulative, moment.iteration > 0, let first = converted.first, let last = converted.last {
      let step = last.subtracting(first)
      for _ in 0..<Swift.min(moment.iteration, 10_000) { value = value.adding(step) }
    }
    return value
  }

  /// The key times the values take: the given ones when they fit, else evenly spread (by
  /// distance for the paced modes).
  static func keyTimes(
    for values: [AnimationValue], mode: CalculationMode, given: [Double]?
  ) -> [Double] {
    let n = values.count
    if mode == .paced || mode == .cubicPaced {
      var lengths = [0.0]
      for index in 1..<Swift.max(n, 1) {
        lengths.append(lengths[index - 1] + values[index - 1].distance(to: values[index]))
      }
      let total = lengths.last ?? 0
      guard total > 0 else { return (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 } }
      return lengths.map { $0 / total }
    }
    if mode == .discrete {
      if let given, given.count == n + 1 || given.count == n { return given }
      return (0...n).map { Double($0) / Double(Swift.max(n, 1)) }
    }
    if let given, given.count == n { return given }
    return (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
  }

  /// The value at progress `p` (after the animation's own timing) through `values`.
  static func value(
    of values: [AnimationValue], at p: Double, mode: CalculationMode, keyTimes given: [Double]?,
    timingFunctions: [MediaTimingFunction]?,
    tcb: ([Double]?, [Double]?, [Double]?) = (nil, nil, nil)
  ) -> AnimationValue {
    let times = keyTimes(for: values, mode: mode, given: given)
    let n = values.count
    guard n > 1 else { return values[0] }
    if mode == .discrete {
      if p >= 1 { return values[n - 1] }
      var index = 0
      for i in 0..<Swift.min(n, times.count) where times[i] <= p { index = i }
      return values[index]
    }
    if p <= times[0] { return values[0] }
    if p >= times[n - 1] { return values[n - 1] }
    var i = 0
    while i < n - 2, p >= times[i + 1] { i += 1 }
    let span = times[i + 1] - times[i]
    var s = span > 0 ? (p - times[i]) / span : 1
    let paced = mode == .paced || mode == .cubicPaced
    if !paced, let functions = timingFunctions, i < functions.count {
      s = functions[i].value(at: s)
    }
    if mode == .cubic || mode == .cubicPaced,
      let spline = cubicValue(values, times: times, segment: i, s: s, tcb: tcb)
    {
      return spline
    }
    return values[i].interpolated(to: values[i + 1], fraction: s)
  }

  /// The Kochanek–Bartels spline between values `segment` and `segment + 1` at `s`, its
  /// tangents scaled for uneven key times; `nil` for values that are not lists of numbers.
  static func cubicValue(
    _ values: [AnimationValue], times: [Double], segment i: Int, s: Double,
    tcb: ([Double]?, [Double]?, [Double]?)
  ) -> AnimationValue? {
    let n = values.count
    guard let p1 = values[i].vector, let p2 = values[i + 1].vector else { return nil }
    let p0 = i > 0 ? values[i - 1].vector ?? p1 : p1
    let p3 = i + 2 < n ? values[i + 2].vector ?? p2 : p2
    guard p0.count == p1.count, p2.count == p1.count, p3.count == p1.count else { return nil }
    func parameter(_ list: [Double]?, _ k: Int) -> Double {
      guard let list, k < list.count, k >= 0 else { return 0 }
      return list[k]
    }
    let (t1, c1, b1) = (parameter(tcb.0, i), parameter(tcb.1, i), parameter(tcb.2, i))
    let (t2, c2, b2) = (parameter(tcb.0, i + 1), parameter(tcb.1, i + 1), parameter(tcb.2, i + 1))
    let dt = times[i + 1] - times[i]
    let dtBefore = i > 0 ? times[i] - times[i - 1] : dt
    let dtAfter = i + 2 < n ? times[i + 2] - times[i + 1] : dt
    let scaleOut = dt + dtBefore > 0 ? 2 * dt / (dt + dtBefore) : 1
    let scaleIn = dt + dtAfter > 0 ? 2 * dt / (dt + dtAfter) : 1
    let h00 = 2 * s * s * s - 3 * s * s + 1
    let h10 = s * s * s - 2 * s * s + s
    let h01 = -2 * s * s * s + 3 * s * s
    let h11 = s * s * s - s * s
    var result: [Double] = []
    for k in 0..<p1.count {
      let outgoing =
        ((1 - t1) * (1 + c1) * (1 + b1) / 2 * (p1[k] - p0[k])
          + (1 - t1) * (1 - c1) * (1 - b1) / 2 * (p2[k] - p1[k])) * scaleOut
      let incoming =
        ((1 - t2) * (1 - c2) * (1 + b2) / 2 * (p2[k] - p1[k])
          + (1 - t2) * (1 + c2) * (1 - b2) / 2 * (p3[k] - p2[k])) * scaleIn
      result.append(h00 * p1[k] + h10 * outgoing + h01 * p2[k] + h11 * incoming)
    }
    return AnimationValue(vector: result, like: values[i])
  }

  /// The point and direction at progress `p` along a path whose elements are the keyframes:
  /// each element's span by key time (evenly, or by length when paced), along the curve's
  /// parameter (by length when paced).
  static func point(on path: Path, at p: Double, mode: CalculationMode, keyTimes given: [Double]?)
    -> (point: Point, tangent: Vector)?
  {
    var segments: [PathSegment] = []
    path.forEachSegment { segments.append($0) }
    guard !segments.isEmpty else { return nil }
    let n = segments.count
    let paced = mode == .paced || mode == .cubicPaced
    var times: [Double]
    if paced {
      var lengths = [0.0]
      for segment in segments { lengths.append((lengths.last ?? 0) + segment.length) }
      let total = lengths.last ?? 0
      times = total > 0 ? lengths.map { $0 / total } : (0...n).map { Double($0) / Double(n) }
    } else if let given, given.count == n + 1 {
      times = given
    } else {
      times = (0...n).map { Double($0) / Double(n) }
    }
    let clamped = Swift.min(Swift.max(p, 0), 1)
    var i = 0
    while i < n - 1, clamped >= times[i + 1] { i += 1 }
    let span = times[i + 1] - times[i]
    var s = span > 0 ? Swift.min(Swift.max((clamped - times[i]) / span, 0), 1) : 1
    if mode == .discrete { s = clamped >= 1 ? 1 : 0 }
    let segment = segments[i]
    let t = paced ? segment.parameter(atLength: s * segment.length) : s
    return (segment.point(at: t), segment.tangent(at: t))
  }
}

extension PathSegment {
  /// The direction of travel at parameter t.
  func tangent(at t: Double) -> Vector {
    switch self {
    case .line(let a, let b): return Vector(dx: b.x - a.x, dy: b.y - a.y)
    case .cubic(let p0, let p1, let p2, let p3):
      let u = 1 - t
      let dx = 3 * u * u * (p1.x - p0.x) + 6 * u * t * (p2.x - p1.x) + 3 * t * t * (p3.x - p2.x)
      let dy = 3 * u * u * (p1.y - p0.y) + 6 * u * t * (p2.y - p1.y) + 3 * t * t * (p3.y - p2.y)
      if dx == 0, dy == 0 { return Vector(dx: p3.x - p0.x, dy: p3.y - p0.y) }
      return Vector(dx: dx, dy: dy)
    }
  }
}

extension AnimationValue {
  /// The value as a list of numbers a spline can run through, for numbers, points, sizes,
  /// rectangles, colours and lists of numbers.
  var vector: [Double]? {
    switch self {
    case .number(let v): [v]
    case .point(let p): [p.x, p.y]
    case .size(let s): [s.width, s.height]
    case .rect(let r): [r.origin.x, r.origin.y, r.width, r.height]
    case .color(let c?): [c.light.red, c.light.green, c.light.blue, c.light.alpha]
    case .numbers(let v): v
    default: nil
    }
  }

  /// A value of the same kind as `like` from a list of numbers.
  init?(vector v: [Double], like: AnimationValue) {
    switch like {
    case .number: self = .number(v[0])
    case .point: self = .point(Point(x: v[0], y: v[1]))
    case .size: self = .size(Size(width: v[0], height: v[1]))
    case .rect: self = .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
    case .color:
      func unit(_ x: Double) -> Double { Swift.min(Swift.max(x, 0), 1) }
      self = .color(Color(red: unit(v[0]), green: unit(v[1]), blue: unit(v[2]), alpha: unit(v[3])))
    case .numbers: self = .numbers(v)
    default: return nil
    }
  }
}
