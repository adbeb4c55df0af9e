import Foundation

/// A force on its items (UIKit's `UIPushBehavior`), continuous or one instantaneous push.
///
/// A `pushDirection` of length 1 is one UIKit newton: continuous, it accelerates a
/// 100 × 100-point item of density 1 at 100 points per second squared; instantaneous, it
/// changes that item's velocity by 100 points per second. A heavier item moves less. The force
/// acts at the item's centre unless `setTargetOffsetFromCenter(_:for:)` moves it (it then
/// turns the item too).
@MainActor
open class PushBehavior: DynamicBehavior {
  /// How a push acts (UIKit's `UIPushBehavior.Mode`).
  public enum Mode: Sendable {
    /// A force for as long as the behaviour is active.
    case continuous
    /// One change of velocity, after which the behaviour is no longer active.
    case instantaneous
  }

  /// One UIKit newton, in mass units × points per second squared: what accelerates an item of
  /// mass 1 (100 × 100 points at density 1) at 100 points per second squared.
  nonisolated public static let forcePerUnit = 100.0

  public private(set) var items: [any DynamicItem]
  public let mode: Mode
  /// Whether the push acts; an instantaneous one turns itself off once applied.
  public var active = true {
    didSet { if active != oldValue { setNeedsSimulation() } }
  }
  /// The force, in UIKit newtons.
  public var pushDirection = Vector(dx: 0, dy: 0) {
    didSet { setNeedsSimulation() }
  }
  /// Where the force acts on each item, from its centre in its own coordinates, by identity.
  private var offsets: [ObjectIdentifier: Offset] = [:]

  public init(items: [any DynamicItem], mode: Mode) {
    self.items = items
    self.mode = mode
    super.init()
  }

  /// The direction of the force, in radians from the x axis.
  public var angle: Double {
    get { atan2(pushDirection.dy, pushDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The strength of the force, in UIKit newtons.
  public var magnitude: Double {
    get { pushDirection.length }
    set { setAngle(angle, magnitude: newValue) }
  }

  public func setAngle(_ angle: Double, magnitude: Double) {
    pushDirection = Vector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }

  /// Moves where the force acts on `item`, from its centre, in its own coordinates.
  public func setTargetOffsetFromCenter(_ offset: Offset, for item: any DynamicItem) {
    offsets[ObjectIdentifier(item)] = offset
  }

  public func targetOffsetFromCenter(for item: any DynamicItem) -> Offset {
    offsets[ObjectIdentifier(item)] ?? .zero
  }

  public func addItem(_ item: any DynamicItem) { insert(item, into: &items) }

  public func removeItem(_ item: any DynamicItem) { remove(item, from: &items) }

  override var simulatedItems: [any DynamicItem] { items }
}
