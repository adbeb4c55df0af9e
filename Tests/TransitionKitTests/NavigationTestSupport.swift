import TestSupport
import TransitionKit
import XCTest

/// A navigation controller at the root of a 400 × 800 window (a 47-point status bar, so a
/// 91-point bar), with logging controllers A (root), B, C and D.
@MainActor
struct NavigationRig {
  let rig: TransitionRig
  let navigation: NavigationController
  let log = EventLog()
  let controllers: [String: LoggingController]
  /// The appearance events the window reported, as "title.callback".
  let appearances: AppearanceLog

  init(engine: AnimationEngine, screen: Screen? = nil) {
    var controllers: [String: LoggingController] = [:]
    for label in ["A", "B", "C", "D"] { controllers[label] = LoggingController(label, log: log) }
    self.controllers = controllers
    navigation = NavigationController(rootViewController: controllers["A"]!)
    rig = TransitionRig(
      engine: engine, root: navigation, size: Size(width: 400, height: 800), screen: screen)
    appearances = AppearanceLog(rig.window)
  }

  subscript(_ label: String) -> LoggingController { controllers[label]! }

  var window: Window { rig.window }
  var pointer: PointerScript { PointerScript(window: rig.window) }
  var width: Double { navigation.transitionView.bounds.width }

  /// The transition phases after the first unanimated push (`pushedRig()`'s).
  var swipePhases: [String] { Array(rig.transitionPhases.dropFirst(2)) }

  /// The titles of the stack, root first.
  var stack: [String] { navigation.viewControllers.map { $0.title ?? "?" } }

  /// The controllers whose views are in the transition view, bottom to top.
  var shownViews: [String] {
    navigation.transitionView.subviews.compactMap(\.name)
  }

  /// A swipe from (x, y): the press, then each move `dx` points after `dt` seconds of frames;
  /// released where the last move left it unless `release` is false.
  func swipe(
    from x: Double, _ y: Double = 400, moves: [(dx: Double, dt: Double)], release: Bool = true,
    sequence: Int = 0
  ) {
    var x = x
    pointer.down(x, y, sequence: sequence)
    for move in moves {
      rig.step(move.dt)
      x += move.dx
      pointer.move(x, y, sequence: sequence)
    }
    if release { pointer.up(x, y, sequence: sequence) }
  }

  /// `count` moves of `dx` points every `dt` seconds.
  static func steady(_ count: Int, _ dx: Double, every dt: Double) -> [(dx: Double, dt: Double)] {
    Array(repeating: (dx, dt), count: count)
  }
}

/// The appearance events a window reports, as "title.callback".
@MainActor
final class AppearanceLog {
  private(set) var entries: [String] = []

  init(_ window: Window) {
    window.appearanceHandler = { [weak self] _, event in
      self?.entries.append("\(event.controller).\(event.callback.rawValue)")
    }
  }

  func clear() { entries.removeAll() }
}

/// A navigation delegate that hands out what it was given and logs what it hears.
@MainActor
final class ScriptedNavigationDelegate: NavigationControllerDelegate {
  var animator: (any AnimatedTransitioning)?
  var interactor: (any InteractiveTransitioning)?
  let log: EventLog
  private(set) var operationsAsked: [NavigationController.Operation] = []

  /// Both methods, as an Objective-C delegate implementing them tells UIKit.
  var implementedTransitionMethods: NavigationDelegateTransitionMethods { .all }

  init(log: EventLog) { self.log = log }

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    log.add("delegate.willShow(\(viewController.title ?? "?"))")
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    log.add("delegate.didShow(\(viewController.title ?? "?"))")
  }

  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    operationsAsked.append(operation)
    return animator
  }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    interactor
  }
}
