/// A target and the selector `addTarget(_:action:for:)` paired it with, kept beside the action
/// so that `removeTarget(_:action:for:)` can find the pairing again. The target is held weakly,
/// as UIKit holds it.
struct ControlTargetPairing {
  weak var target: AnyObject?
  let selector: Selector

  /// Whether the pairing is `target`'s (any target's for `nil`) with `selector` (any
  /// selector's for `nil`). Selectors are told apart by their type's method and argument:
  /// there are no selector names to compare.
  @MainActor
  func matches(_ target: AnyObject?, _ selector: Selector?) -> Bool {
    if let target, self.target !== target { return false }
    if let selector, self.selector.description != selector.description { return false }
    return true
  }
}

/// UIKit's target-action for controls (`UIControl.addTarget(_:action:for:)`,
/// `removeTarget(_:action:for:)`, `allTargets`, `allControlEvents`).
///
/// The action is a `Selector` (the scene-file bridge writes `#selector(tapped(_:))` as
/// `Selector(CardViewController.tapped(_:))`) or the unbound method itself. It is called with
/// the control as the sender when it takes one. A `nil` target, which UIKit sends up the
/// responder chain, adds nothing.
extension Control {
  /// Calls `action` on `target` whenever the control sends one of `controlEvents`. Adding the
  /// same target and action again adds the events to the pairing instead of a second call, as
  /// UIKit's page says it is safe to do.
  public func addTarget(_ target: AnyObject?, action: Selector, for controlEvents: Event) {
    guard let target, !controlEvents.isEmpty else { return }
    if let index = actions.firstIndex(where: { $0.pairing?.matches(target, action) == true }) {
      actions[index].events.formUnion(controlEvents)
      return
    }
    let pairing = ControlTargetPairing(target: target, selector: action)
    actions.append(
      (
        events: controlEvents,
        action: { [weak target] control in
          guard let target else { return }
          action.perform(on: target, sender: control)
        },
        pairing: pairing
      ))
  }

  /// `addTarget(_:action:for:)` with a method that takes no sender, named unbound
  /// (`RootViewController.presentModal`).
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// `addTarget(_:action:for:)` with a method that takes the sender
  /// (`RootViewController.tapped(_:)`, with `tapped(_ sender: UIButton)`).
  public func addTarget<Target: AnyObject, Sender: Control>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
  ) {
    addTarget(target, action: Selector(action), for: controlEvents)
  }

  /// Stops sending `controlEvents` to `target`'s `action` (UIKit's
  /// `removeTarget(_:action:for:)`): a `nil` target stands for every target and a `nil`
  /// action for every action of the target; a pairing left with no events is removed. Actions
  /// added as closures or `UIAction`s are not target-actions and stay.
  public func removeTarget(_ target: AnyObject?, action: Selector?, for controlEvents: Event) {
    actions = actions.compactMap { entry in
      guard let pairing = entry.pairing, pairing.matches(target, action) else { return entry }
      var kept = entry
      kept.events.subtract(controlEvents)
      return kept.events.isEmpty ? nil : kept
    }
  }

  /// The targets of the control's target-actions that still exist (UIKit's `allTargets`, a
  /// set there), each once, in the order they were added.
  public var allTargets: [AnyObject] {
    var targets: [AnyObject] = []
    for entry in actions {
      guard let target = entry.pairing?.target, !targets.contains(where: { $0 === target }) else {
        continue
      }
      targets.append(target)
    }
    return targets
  }

  /// Every event some action of the control runs for (UIKit's `allControlEvents`).
  public var allControlEvents: Event {
    actions.reduce(into: Event()) { $0.formUnion($1.events) }
  }
}
