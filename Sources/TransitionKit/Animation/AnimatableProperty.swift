/// The properties of a view that animate.
enum AnimatableProperty: Int, CaseIterable, Sendable {
  case center
  case bounds
  case transform
  case alpha
  case backgroundColor
  case cornerRadius
  case shadowColor
  case shadowOpacity
  case shadowOffset
  case shadowRadius

  static let count = allCases.count

  var name: String { String(describing: self) }

  /// Which of the eight components follow the vertical progress of a spring (1) rather than
  /// the horizontal one (0).
  var verticalMask: SIMD8<Double> {
    switch self {
    case .center, .shadowOffset: SIMD8(0, 1, 0, 0, 0, 0, 0, 0)
    case .bounds: SIMD8(0, 1, 0, 1, 0, 0, 0, 0)
    default: .zero
    }
  }

  /// The property's value, as components that interpolate linearly: points and sizes as they
  /// are, transforms decomposed (translation x, y, scale x, y, rotation, shear), colours as
  /// premultiplied RGBA for the light then the dark appearance.
  func components(of values: ViewValues) -> SIMD8<Double> {
    switch self {
    case .center: SIMD8(values.center.x, values.center.y, 0, 0, 0, 0, 0, 0)
    case .bounds:
      SIMD8(
        values.bounds.origin.x, values.bounds.origin.y, values.bounds.width,
        values.bounds.height, 0, 0, 0, 0)
    case .transform:
      Self.components(of: values.transform.decomposed)
    case .alpha: SIMD8(values.alpha, 0, 0, 0, 0, 0, 0, 0)
    case .backgroundColor: Self.components(of: values.backgroundColor ?? .clear)
    case .cornerRadius: SIMD8(values.cornerRadius, 0, 0, 0, 0, 0, 0, 0)
    case .shadowColor: Self.components(of: values.shadowColor)
    case .shadowOpacity: SIMD8(values.shadowOpacity, 0, 0, 0, 0, 0, 0, 0)
    case .shadowOffset:
      SIMD8(values.shadowOffset.width, values.shadowOffset.height, 0, 0, 0, 0, 0, 0)
    case .shadowRadius: SIMD8(values.shadowRadius, 0, 0, 0, 0, 0, 0, 0)
    }
  }

  /// Writes interpolated components back as the property's value.
  func write(_ c: SIMD8<Double>, into values: inout ViewValues) {
    if self == .transform {
      values.transform = Self.transform(from: c)
    } else {
      writeExceptTransform(c, into: &values)
    }
  }

  /// The transform that transform components stand for.
  static func transform(from c: SIMD8<Double>) -> AffineTransform {
    TransformDecomposition(
      translationX: c[0], translationY: c[1], scaleX: c[2], scaleY: c[3], rotation: c[4],
      shear: c[5]
    ).transform
  }

  /// `write(_:into:)` for any property but the transform (which it leaves alone). Apart from
  /// the transform's sine and cosine, everything it does is in view of the optimiser, so a
  /// view writing its presentation values through it needs no run-time exclusivity check.
  func writeExceptTransform(_ c: SIMD8<Double>, into values: inout ViewValues) {
    switch self {
    case .center: values.center = Point(x: c[0], y: c[1])
    case .bounds: values.bounds = Rect(x: c[0], y: c[1], width: c[2], height: c[3])
    case .transform: break
    case .alpha: values.alpha = c[0]
    case .backgroundColor: values.backgroundColor = Self.color(from: c)
    case .cornerRadius: values.cornerRadius = c[0]
    case .shadowColor: values.shadowColor = Self.color(from: c)
    case .shadowOpacity: values.shadowOpacity = c[0]
    case .shadowOffset: values.shadowOffset = Size(width: c[0], height: c[1])
    case .shadowRadius: values.shadowRadius = c[0]
    }
  }

  /// Copies this property from one set of values to another, exactly.
  func copy(from source: ViewValues, to target: inout ViewValues) {
    switch self {
    case .center: target.center = source.center
    case .bounds: target.bounds = source.bounds
    case .transform: target.transform = source.transform
    case .alpha: target.alpha = source.alpha
    case .backgroundColor: target.backgroundColor = source.backgroundColor
    case .cornerRadius: target.cornerRadius = source.cornerRadius
    case .shadowColor: target.shadowColor = source.shadowColor
    case .shadowOpacity: target.shadowOpacity = source.shadowOpacity
    case .shadowOffset: target.shadowOffset = source.shadowOffset
    case .shadowRadius: target.shadowRadius = source.shadowRadius
    }
  }

  /// Adjusts the end components so the interpolation takes the natural path: a rotation turns
  /// the short way round.
  func adjustedEnd(_ end: SIMD8<Double>, from start: SIMD8<Double>) -> SIMD8<Double> {
    guard self == .transform else { return end }
    var adjusted = end
    adjusted[4] = start[4] + shortestAngle(from: start[4], to: end[4])
    return adjusted
  }

  private static func components(of d: TransformDecomposition) -> SIMD8<Double> {
    SIMD8(d.translationX, d.translationY, d.scaleX, d.scaleY, d.rotation, d.shear, 0, 0)
  }

  private static func components(of color: Color) -> SIMD8<Double> {
    let l = color.light
    let d = color.dark
    return SIMD8(
      l.red * l.alpha, l.green * l.alpha, l.blue * l.alpha, l.alpha,
      d.red * d.alpha, d.green * d.alpha, d.blue * d.alpha, d.alpha)
  }

  private static func color(from c: SIMD8<Double>) -> Color {
    func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> RGBA {
      let alpha = Swift.min(Swift.max(a, 0), 1)
      guard alpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
      func unit(_ x: Double) -> Double { Swift.min(Swift.max(x / alpha, 0), 1) }
      return RGBA(red: unit(r), green: unit(g), blue: unit(b), alpha: alpha)
    }
    return Color(light: rgba(c[0], c[1], c[2], c[3]), dark: rgba(c[4], c[5], c[6], c[7]))
  }
}

extension Color {
  /// The colour a fraction of the way from `start` to `end`, mixed in premultiplied space so
  /// that fading from clear does not pass through grey. `nil` counts as clear.
  public static func interpolate(from start: Color?, to end: Color?, fraction: Double) -> Color? {
    var a = ViewValues(frame: .zero)
    var b = a
    a.backgroundColor = start
    b.backgroundColor = end
    let property = AnimatableProperty.backgroundColor
    let from = property.components(of: a)
    let to = property.components(of: b)
    property.write(from + (to - from) * fraction, into: &a)
    return a.backgroundColor
  }
}
