import Foundation

/// The shape of a gradient (`CAGradientLayerType`).
public struct GradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Along the line from `startPoint` to `endPoint`.
  public static let axial = GradientLayerType(rawValue: "axial")
  /// Round `startPoint`, reaching `endPoint` (an ellipse in the bounds' proportions).
  public static let radial = GradientLayerType(rawValue: "radial")
  /// Round `startPoint`, by angle, starting toward `endPoint`.
  public static let conic = GradientLayerType(rawValue: "conic")
}

/// A gradient layer's own properties, as set and as on screen.
public struct GradientState {
  public var colors: [Color] = []
  /// Where each colour sits along the gradient, in [0, 1]; `nil` spreads them evenly.
  public var locations: [Double]?
  /// In unit coordinates of the bounds: (0, 0) top left, (1, 1) bottom right.
  public var startPoint = Point(x: 0.5, y: 0)
  public var endPoint = Point(x: 0.5, y: 1)
}

/// A layer that fills its bounds with a gradient (`CAGradientLayer`), over its background.
/// `colors`, `locations`, `startPoint` and `endPoint` animate; colours mix in premultiplied
/// space, as Core Animation mixes them.
@MainActor
open class GradientLayer: Layer {
  var gradient = GradientState()
  var shownGradient = GradientState()
  /// The gradient's shape (default axial).
  public var type = GradientLayerType.axial { didSet { usesLayerFeatures = true } }

  public required init() {
    super.init()
    usesLayerFeatures = true
  }

  public override init(layer: Any) {
    super.init(layer: layer)
    usesLayerFeatures = true
  }

  /// The colours (`CGColor`s), from start to end; `nil` fills nothing. As Core Animation
  /// does, an element that is not a `CGColor` (a `UIColor` given as it is) is not drawn.
  public var colors: [Any]? {
    get { gradient.colors.isEmpty ? nil : gradient.colors.map(\.cgColor) }
    set {
      let list = (newValue ?? []).compactMap { ($0 as? CGColor)?.color }
      changeGradient("colors") { $0.colors = list }
    }
  }

  public var locations: [NSNumber]? {
    get { gradient.locations?.map { NSNumber(value: $0) } }
    set { changeGradient("locations") { $0.locations = newValue?.map(\.doubleValue) } }
  }

  public var startPoint: Point {
    get { gradient.startPoint }
    set { changeGradient("startPoint") { $0.startPoint = newValue } }
  }

  public var endPoint: Point {
    get { gradient.endPoint }
    set { changeGradient("endPoint") { $0.endPoint = newValue } }
  }

  /// What is on screen of the gradient.
  public var presentationGradient: GradientState { shownGradient }

  func changeGradient(_ key: String, _ change: (inout GradientState) -> Void) {
    let old = presentationValue(forKey: key)
    change(&gradient)
    didChangeModel(key, old: old) { change(&shownGradient) }
  }

  static let gradientKeys: Set<String> = ["colors", "locations", "startPoint", "endPoint"]

  override class func isAnimatable(key: String) -> Bool {
    gradientKeys.contains(key) || super.isAnimatable(key: key)
  }

  override func modelValue(forKey key: String) -> AnimationValue? {
    Self.value(forKey: key, in: gradient) ?? super.modelValue(forKey: key)
  }

  override func presentationValue(forKey key: String) -> AnimationValue? {
    Self.value(forKey: key, in: shownGradient) ?? super.presentationValue(forKey: key)
  }

  override func setPresentationValue(_ value: AnimationValue, forKey key: String) -> Bool {
    Self.write(value, forKey: key, into: &shownGradient)
      || super.setPresentationValue(value, forKey: key)
  }

  override func setModelValue(_ value: AnimationValue, forKey key: String) -> Bool {
    guard Self.gradientKeys.contains(key) else { return super.setModelValue(value, forKey: key) }
    var copy = gradient
    guard Self.write(value, forKey: key, into: &copy) else { return false }
    changeGradient(key) { _ = Self.write(value, forKey: key, into: &$0) }
    return true
  }

  override func copyValues(from other: Layer, presentation: Bool) {
    super.copyValues(from: other, presentation: presentation)
    guard let other = other as? GradientLayer else { return }
    gradient = presentation ? other.shownGradient : other.gradient
    shownGradient = gradient
    type = other.type
  }

  static func value(forKey key: String, in g: GradientState) -> AnimationValue? {
    switch key {
    case "colors": .colors(g.colors)
    case "locations": .numbers(g.locations ?? [])
    case "startPoint": .point(g.startPoint)
    case "endPoint": .point(g.endPoint)
    default: nil
    }
  }

  static func write(_ value: AnimationValue, forKey key: String, into g: inout GradientState)
    -> Bool
  {
    switch (key, value) {
    case ("colors", .colors(let v)): g.colors = v
    case ("locations", .numbers(let v)): g.locations = v.isEmpty ? nil : v
    case ("startPoint", .point(let v)): g.startPoint = v
    case ("endPoint", .point(let v)): g.endPoint = v
    default: return false
    }
    return true
  }
}
