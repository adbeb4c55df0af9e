import Foundation

/// The physical properties of its items and a way to give them velocity (UIKit's
/// `UIDynamicItemBehavior`). An item's mass is its density times its area: a 100 × 100-point
/// item of density 1 has mass 1. When several item behaviours name one item, the one added
/// last decides.
@MainActor
open class DynamicItemBehavior: DynamicBehavior {
  public private(set) var items: [any DynamicItem]
  /// How much of the speed into a collision comes back out of it, 0 to 1 (default 0).
  public var elasticity = 0.0 { didSet { setNeedsSimulation() } }
  /// The friction of sliding contacts, 0 for none (default 0).
  public var friction = 0.0 { didSet { setNeedsSimulation() } }
  /// Mass per area, in units of 1 per 10,000 square points (default 1).
  public var density = 1.0 { didSet { setNeedsSimulation() } }
  /// Linear damping, per second: 0 none (default).
  public var resistance = 0.0 { didSet { setNeedsSimulation() } }
  /// Angular damping, per second: 0 none (default).
  public var angularResistance = 0.0 { didSet { setNeedsSimulation() } }
  /// Accepted for UIKit code; no field acts on charge here.
  public var charge = 0.0
  /// Whether the items stay where they are, as fixed obstacles (default false).
  public var isAnchored = false { didSet { setNeedsSimulation() } }
  /// Whether the items may turn (default true).
  public var allowsRotation = true { didSet { setNeedsSimulation() } }

  public init(items: [any DynamicItem]) {
    self.items = items
    super.init()
  }

  public func addItem(_ item: any DynamicItem) { insert(item, into: &items) }

  public func removeItem(_ item: any DynamicItem) { remove(item, from: &items) }

  /// Adds to an item's velocity, in points per second.
  public func addLinearVelocity(_ velocity: Point, for item: any DynamicItem) {
    dynamicAnimator?.addVelocity(Vector(dx: velocity.x, dy: velocity.y), angular: 0, to: item)
  }

  /// An item's velocity now, in points per second.
  public func linearVelocity(for item: any DynamicItem) -> Point {
    let v = dynamicAnimator?.body(for: item)?.velocity ?? Vector(dx: 0, dy: 0)
    return Point(x: v.dx, y: v.dy)
  }

  /// Adds to an item's angular velocity, in radians per second.
  public func addAngularVelocity(_ velocity: Double, for item: any DynamicItem) {
    dynamicAnimator?.addVelocity(Vector(dx: 0, dy: 0), angular: velocity, to: item)
  }

  /// An item's angular velocity now, in radians per second.
  public func angularVelocity(for item: any DynamicItem) -> Double {
    dynamicAnimator?.body(for: item)?.angularVelocity ?? 0
  }

  override var simulatedItems: [any DynamicItem] { items }
}
