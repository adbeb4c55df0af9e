import Foundation

/// A constant acceleration on its items (UIKit's `UIGravityBehavior`): a `gravityDirection`
/// of length 1 — the default, (0, 1), straight down — accelerates an item at 1,000 points per
/// second squared, whatever its mass.
@MainActor
open class GravityBehavior: DynamicBehavior {
  /// One unit of `magnitude`, in points per second squared (UIGravityBehavior: "a magnitude
  /// value of 1.0 … an acceleration of 1000 points / second²").
  nonisolated public static let pointsPerSecondSquaredPerUnit = 1000.0

  public private(set) var items: [any DynamicItem]
  /// The direction and strength of the pull, in units of 1,000 points per second squared.
  public var gravityDirection = Vector(dx: 0, dy: 1) {
    didSet { setNeedsSimulation() }
  }

  public init(items: [any DynamicItem]) {
    self.items = items
    super.init()
  }

  public convenience override init() { self.init(items: []) }

  /// The direction of the pull, in radians from the x axis (clockwise on screen).
  public var angle: Double {
    get { atan2(gravityDirection.dy, gravityDirection.dx) }
    set { gravityDirection = Vector(dx: cos(newValue) * magnitude, dy: sin(newValue) * magnitude) }
  }

  /// The strength of the pull, in units of 1,000 points per second squared.
  public var magnitude: Double {
    get { gravityDirection.length }
    set {
      let a = angle
      gravityDirection = Vector(dx: cos(a) * newValue, dy: sin(a) * newValue)
    }
  }

  /// Sets direction and strength at once.
  public func setAngle(_ angle: Double, magnitude: Double) {
    gravityDirection = Vector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }

  public func addItem(_ item: any DynamicItem) { insert(item, into: &items) }

  public func removeItem(_ item: any DynamicItem) { remove(item, from: &items) }

  override var simulatedItems: [any DynamicItem] { items }
}
