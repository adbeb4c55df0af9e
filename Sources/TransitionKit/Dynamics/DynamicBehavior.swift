import Foundation

/// A behaviour a dynamic animator simulates (UIKit's `UIDynamicBehavior`): the base of
/// gravity, push, attachment, collision and item behaviours, and a composite of its children.
///
/// `action` runs after every step of the simulation while the behaviour is in an animator.
@MainActor
open class DynamicBehavior: NSObject {
  /// The behaviours this one is made of, simulated with it.
  public private(set) var childBehaviors: [DynamicBehavior] = []
  /// Runs after every step of the simulation.
  public var action: (@MainActor () -> Void)?
  /// The animator the behaviour is in, if any.
  public internal(set) weak var dynamicAnimator: DynamicAnimator?

  public override init() {
    super.init()
  }

  /// Adds a child behaviour.
  public func addChildBehavior(_ behavior: DynamicBehavior) {
    guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
    childBehaviors.append(behavior)
    dynamicAnimator?.behaviorsDidChange()
  }

  /// Removes a child behaviour.
  public func removeChildBehavior(_ behavior: DynamicBehavior) {
    childBehaviors.removeAll { $0 === behavior }
    dynamicAnimator?.behaviorsDidChange()
  }

  /// Called when the behaviour joins (`animator` set) or leaves (`nil`) an animator.
  open func willMove(to dynamicAnimator: DynamicAnimator?) {}

  /// The items the behaviour acts on (none for the base class).
  var simulatedItems: [any DynamicItem] { [] }

  /// The behaviour and its descendants, depth first.
  var flattened: [DynamicBehavior] {
    [self] + childBehaviors.flatMap(\.flattened)
  }

  /// Adds an item to one of the behaviour's lists unless it is there already, and tells the
  /// animator.
  func insert(_ item: any DynamicItem, into items: inout [any DynamicItem]) {
    guard !containsItem(items, item) else { return }
    items.append(item)
    setNeedsSimulation()
  }

  /// Takes an item out of one of the behaviour's lists, and tells the animator.
  func remove(_ item: any DynamicItem, from items: inout [any DynamicItem]) {
    items.removeAll { $0 === item }
    setNeedsSimulation()
  }

  /// Tells the animator something that changes the simulation changed.
  func setNeedsSimulation() {
    dynamicAnimator?.behaviorsDidChange()
  }
}

/// What a dynamic animator's delegate hears (UIKit's `UIDynamicAnimatorDelegate`).
@MainActor
public protocol DynamicAnimatorDelegate: AnyObject {
  /// The animator starts simulating again after a pause.
  func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
  /// Every item has come to rest, or the last behaviour was removed.
  func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
  public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
  public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}

/// Finds an item in a list by identity.
@MainActor func containsItem(_ items: [any DynamicItem], _ item: any DynamicItem) -> Bool {
  items.contains { $0 === item }
}
