import Foundation

/// A shape layer's own properties, as set and as on screen.
public struct ShapeState {
  public var path: Path?
  public var fillColor: Color? = .black
  public var strokeColor: Color?
  public var lineWidth = 1.0
  public var miterLimit = 10.0
  public var lineDashPhase = 0.0
  public var lineDashPattern: [Double]?
  public var strokeStart = 0.0
  public var strokeEnd = 1.0
}

/// A layer that draws a path, filled and stroked (`CAShapeLayer`), over its background and
/// under its sublayers. Every property but the caps, joins and fill rule animates; a `path`
/// animation between paths with the same elements moves each point in a straight line, as
/// Core Animation's does. Lengths are points; `strokeStart` and `strokeEnd` are fractions of
/// the path's length.
@MainActor
open class ShapeLayer: Layer {
  var shape = ShapeState()
  var shownShape = ShapeState()

  public required init() {
    super.init()
    usesLayerFeatures = true
  }

  public override init(layer: Any) {
    super.init(layer: layer)
    usesLayerFeatures = true
  }

  /// The shape (`CGPath`); `nil` draws nothing.
  public var path: Path? {
    get { shape.path }
    set { changeShape("path") { $0.path = newValue?.copy() } }
  }

  /// The fill (default opaque black); `nil` fills nothing.
  public var fillColor: CGColor? {
    get { shape.fillColor?.cgColor }
    set { changeShape("fillColor") { $0.fillColor = newValue?.color } }
  }

  /// How the inside is found (default nonzero winding).
  public var fillRule = FillRule.nonZero

  /// The stroke (default none).
  public var strokeColor: CGColor? {
    get { shape.strokeColor?.cgColor }
    set { changeShape("strokeColor") { $0.strokeColor = newValue?.color } }
  }

  /// The stroke's width in points (default 1).
  public var lineWidth: Double {
    get { shape.lineWidth }
    set { changeShape("lineWidth") { $0.lineWidth = newValue } }
  }

  public var lineCap = LineCap.butt
  public var lineJoin = LineJoin.miter

  public var miterLimit: Double {
    get { shape.miterLimit }
    set { changeShape("miterLimit") { $0.miterLimit = newValue } }
  }

  /// Where the dash pattern starts, in points.
  public var lineDashPhase: Double {
    get { shape.lineDashPhase }
    set { changeShape("lineDashPhase") { $0.lineDashPhase = newValue } }
  }

  /// Lengths of dashes and gaps in turn, in points; `nil` strokes solid.
  public var lineDashPattern: [NSNumber]? {
    get { shape.lineDashPattern?.map { NSNumber(value: $0) } }
    set { changeShape("lineDashPattern") { $0.lineDashPattern = newValue?.map(\.doubleValue) } }
  }

  /// Where the stroke starts, as a fraction of the path's length (default 0).
  public var strokeStart: Double {
    get { shape.strokeStart }
    set { changeShape("strokeStart") { $0.strokeStart = newValue } }
  }

  /// Where the stroke ends, as a fraction of the path's length (default 1).
  public var strokeEnd: Double {
    get { shape.strokeEnd }
    set { changeShape("strokeEnd") { $0.strokeEnd = newValue } }
  }

  /// What is on screen of the shape's properties.
  public var presentationShape: ShapeState { shownShape }

  func changeShape(_ key: String, _ change: (inout ShapeState) -> Void) {
    let old = presentationValue(forKey: key)
    change(&shape)
    didChangeModel(key, old: old) { change(&shownShape) }
  }

  static let shapeKeys: Set<String> = [
    "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase",
    "lineDashPattern", "strokeStart", "strokeEnd",
  ]

  override class func isAnimatable(key: String) -> Bool {
    shapeKeys.contains(key) || super.isAnimatable(key: key)
  }

  override func modelValue(forKey key: String) -> AnimationValue? {
    Self.value(forKey: key, in: shape) ?? super.modelValue(forKey: key)
  }

  override func presentationValue(forKey key: String) -> AnimationValue? {
    Self.value(forKey: key, in: shownShape) ?? super.presentationValue(forKey: key)
  }

  override func setPresentationValue(_ value: AnimationValue, forKey key: String) -> Bool {
    Self.write(value, forKey: key, into: &shownShape)
      || super.setPresentationValue(value, forKey: key)
  }

  override func setModelValue(_ value: AnimationValue, forKey key: String) -> Bool {
    guard Self.shapeKeys.contains(key) else { return super.setModelValue(value, forKey: key) }
    var copy = shape
    guard Self.write(value, forKey: key, into: &copy) else { return false }
    changeShape(key) { _ = Self.write(value, forKey: key, into: &$0) }
    return true
  }

  override func copyValues(from other: Layer, presentation: Bool) {
    super.copyValues(from: other, presentation: presentation)
    guard let other = other as? ShapeLayer else { return }
    shape = presentation ? other.shownShape : other.shape
    shownShape = shape
    fillRule = other.fillRule
    lineCap = other.lineCap
    lineJoin = other.lineJoin
  }

  static func value(forKey key: String, in s: ShapeState) -> AnimationValue? {
    switch key {
    case "path": .path(s.path)
    case "fillColor": .color(s.fillColor)
    case "strokeColor": .color(s.strokeColor)
    case "lineWidth": .number(s.lineWidth)
    case "miterLimit": .number(s.miterLimit)
    case "lineDashPhase": .number(s.lineDashPhase)
    case "lineDashPattern": .numbers(s.lineDashPattern ?? [])
    case "strokeStart": .number(s.strokeStart)
    case "strokeEnd": .number(s.strokeEnd)
    default: nil
    }
  }

  static func write(_ value: AnimationValue, forKey key: String, into s: inout ShapeState) -> Bool {
    switch (key, value) {
    case ("path", .path(let v)): s.path = v
    case ("fillColor", .color(let v)): s.fillColor = v
    case ("strokeColor", .color(let v)): s.strokeColor = v
    case ("lineWidth", .number(let v)): s.lineWidth = v
    case ("miterLimit", .number(let v)): s.miterLimit = v
    case ("lineDashPhase", .number(let v)): s.lineDashPhase = v
    case ("lineDashPattern", .numbers(let v)): s.lineDashPattern = v.isEmpty ? nil : v
    case ("strokeStart", .number(let v)): s.strokeStart = v
    case ("strokeEnd", .number(let v)): s.strokeEnd = v
    default: return false
    }
    return true
  }
}
