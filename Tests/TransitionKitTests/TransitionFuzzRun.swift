import Foundation
import TestSupport
import TransitionKit
import XCTest

/// One random sequence and the checks after it.
@MainActor
final class FuzzRun {
  let seed: UInt64
  let window: Window
  let root = FuzzRootController()
  private var random: SplitMix64
  private var phases: [String] = []
  private(set) var actions: [String] = []
  private var location = Point(x: 195, y: 400)
  private var sequence = 0
  private var pressed = false
  /// Whether `pause()` was called: it hands the transition back to an interaction that may
  /// not be there, which the window then rightly reports and cancels.
  private var paused = false

  init(seed: UInt64, engine: AnimationEngine) {
    self.seed = seed
    random = SplitMix64(seed: seed)
    window = Window(screen: Screen(), engine: engine)
    window.rootViewController = root
    window.traceHandler = { [weak self] _, event in
      if case .transition(let phase, _, _, _) = event { self?.phases.append(phase) }
    }
    root.style = pick([.fullScreen, .overFullScreen, .currentContext])
    root.presentVariant = pick(FuzzRootController.PresentVariant.allCases)
    root.dismissVariant = pick(FuzzRootController.DismissVariant.allCases)
    root.duration = pick([0.6, 0.3, 0.05, 1.0])
    actions.append(
      "setup style=\(root.style) present=\(root.presentVariant) dismiss=\(root.dismissVariant) duration=\(root.duration)"
    )
    if chance(0.5) {
      log("openModal animated: false")
      root.openModal(animated: false)
    }
  }

  private var engine: AnimationEngine { window.engine }

  private func pick<T>(_ choices: [T]) -> T {
    choices[Int.random(in: 0..<choices.count, using: &random)]
  }
  private func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
  private func number(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &random)
  }

  private func log(_ action: String) {
    actions.append(String(format: "%.4f ", engine.now) + action)
  }

  private func send(_ kind: PointerEvent.Kind, _ point: Point, sequence: Int) {
    log("\(kind) \(point) seq \(sequence)")
    window.send(
      PointerEvent(
        kind: kind, location: point, timestamp: engine.now, device: .touch, sequence: sequence))
  }

  private func frame(_ seconds: Double) {
    log("tick \(seconds)")
    window.step(seconds)
  }

  /// A point worth pressing: a button, the modal, an edge, anywhere, or off the screen.
  private func target() -> Point {
    let bounds = window.bounds
    switch Int.random(in: 0..<7, using: &random) {
    case 0:
      return root.openButton.convertToRootOnScreen(root.openButton.bounds.center)
    case 1:
      if let modal = root.modals.last, modal.isViewLoaded {
        return modal.closeButton.convertToRootOnScreen(modal.closeButton.bounds.center)
      }
      return bounds.center
    case 2:
      return Point(x: bounds.midX, y: bounds.height * number(0...1))
    case 3:
      return Point(x: number(0...20), y: number(0...max(bounds.height, 1)))
    case 4:
      return Point(x: number(-50...500), y: number(-50...900))
    default:
      return Point(x: bounds.width * number(0...1), y: bounds.height * number(0...0.5))
    }
  }

  private func movement() -> Vector {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: return .zero
    case 1: return Vector(dx: number(-15...15), dy: number(-15...15))
    case 2: return Vector(dx: number(-20...20), dy: number(-100...400))
    case 3: return Vector(dx: number(-1e6...1e6), dy: number(-1e6...1e6))
    case 4:
      return Vector(
        dx: pick([0, .nan, .infinity]),
        dy: pick([1e9, -1e9, 844, -844, .nan, .infinity, -.infinity]))
    default: return Vector(dx: number(-200...200), dy: number(-300...300))
    }
  }

  func play() {
    let steps = Int.random(in: 10...70, using: &random)
    for _ in 0..<steps { step() }
    // Let go of whatever is held, in one of the ways a sequence can end.
    // (Either sequence may be the one tracked: the other one's events are ignored.)
    if window.isTrackingPointer {
      switch Int.random(in: 0..<3, using: &random) {
      case 0: for held in [sequence, 1 - sequence] { send(.up, location, sequence: held) }
      case 1: for held in [sequence, 1 - sequence] { send(.cancel, location, sequence: held) }
      default:
        log("cancelPointer")
        window.cancelPointer()
      }
    }
    if window.isTrackingPointer { log("still tracking a pointer") }
    settle()
  }

  private func step() {
    let roll = number(0...1)
    switch roll {
    case ..<0.18:
      if !pressed || chance(0.3) {
        sequence = chance(0.85) ? 0 : 1
        location = target()
        pressed = true
        send(.down, location, sequence: sequence)
      }
    case ..<0.45:
      let count = chance(0.5) ? 1 : Int.random(in: 2...12, using: &random)
      for _ in 0..<count {
        let delta = movement()
        location = Point(x: location.x + delta.dx, y: location.y + delta.dy)
        send(.move, location, sequence: chance(0.9) ? sequence : 1 - sequence)
        if chance(0.7) { frame(1.0 / 60) }
      }
    case ..<0.57:
      send(.up, location, sequence: chance(0.9) ? sequence : 1 - sequence)
      pressed = false
    case ..<0.61:
      send(.cancel, location, sequence: chance(0.8) ? sequence : 1 - sequence)
      pressed = false
    case ..<0.63:
      log("cancelPointer")
      window.cancelPointer()
      pressed = false
    case ..<0.80:
      frame(pick([0, 1.0 / 120, 1.0 / 60, 1.0 / 60, 1.0 / 30, 0.1, 0.3, 0.7, 1.5]))
    case ..<0.83:
      let size = pick([
        Size(width: 390, height: 844), Size(width: 0, height: 0), Size(width: 390, height: 0),
        Size(width: 0, height: 844), Size(width: 800, height: 600), Size(width: 1, height: 1),
        Size(width: 10_000, height: 10_000), Size(width: .nan, height: 5),
        Size(width: .infinity, height: 5),
      ])
      log("resize \(size)")
      window.resize(to: size)
    case ..<0.87:
      let animated = chance(0.7)
      log("openModal animated: \(animated)")
      root.openModal(animated: animated)
    case ..<0.91:
      let animated = chance(0.7)
      if chance(0.5) {
        log("root.dismiss animated: \(animated)")
        root.dismiss(animated: animated)
      } else if let modal = root.modals.last {
        log("modal.dismiss animated: \(animated)")
        modal.dismiss(animated: animated)
      }
    case ..<0.93:
      root.style = pick([.fullScreen, .overFullScreen, .currentContext])
      root.presentVariant = pick(FuzzRootController.PresentVariant.allCases)
      root.dismissVariant = pick(FuzzRootController.DismissVariant.allCases)
      log("style \(root.style) present \(root.presentVariant) dismiss \(root.dismissVariant)")
    case ..<0.96:
      root.threshold = number(0...1)
      root.interactor.completionSpeed = pick([1, 2, 0.5, 4, 0])
      root.duration = pick([0.6, 0.3, 0.05, 1.0, 0])
      log(
        "threshold \(root.threshold) speed \(root.interactor.completionSpeed) duration \(root.duration)"
      )
    case ..<0.97:
      root.interactor.wantsInteractiveStart.toggle()
      log("wantsInteractiveStart \(root.interactor.wantsInteractiveStart)")
    case ..<0.98:
      if let modal = root.modals.last, modal.isViewLoaded {
        modal.pan.isEnabled.toggle()
        log("pan enabled \(modal.pan.isEnabled)")
      }
    default:
      if let modal = root.modals.last, modal.isViewLoaded {
        log("pause")
        root.interactor.pause()
        paused = true
        _ = modal
      }
    }
  }

  /// Runs frames until nothing needs them, at most two minutes of scene time.
  private func settle() {
    let start = engine.now
    window.settleFrames(limit: 120)
    log("settled after \(Int(((engine.now - start) * 60).rounded())) frames")
  }

  /// What is wrong after the sequence, as sentences.
  func check() -> [String] {
    var failures: [String] = []
    if window.needsFrames { failures.append("the engine did not settle") }
    if window.activeTransition != nil { failures.append("a transition is still in flight") }

    // Every transition completed exactly once.
    for (index, record) in window.transitionLog.enumerated()
    where record.completed == nil || record.end == nil {
      failures.append("transition \(index) (\(record.kind)) never completed")
    }
    let expectedPhases = Array(repeating: ["begin", "complete"], count: window.transitionLog.count)
      .flatMap { $0 }
    if phases != expectedPhases { failures.append("begin/complete out of step: \(phases)") }
    for animator in root.animators {
      for context in animator.contexts where animator.completeCount(context) != 1 {
        failures.append("a context was completed \(animator.completeCount(context)) times")
      }
    }
    let codes = Set(engine.warnings.map(\.code))
    var forbidden = ["transition.complete-twice", "transition.never-completed"]
    // The pan drives every interactive transition it starts, to the end.
    if !paused { forbidden.append("transition.interactive-without-driver") }
    for bad in forbidden where codes.contains(bad) {
      failures.append("warning \(bad): \(engine.warnings.first { $0.code == bad }!.message)")
    }

    // The tree is presented or dismissed, with nothing else in it.
    var expected: [View] = [window]
    let rootView = root.view!
    let open = root.openButton!
    if let modal = root.presentedViewController as? FuzzModalController {
      if root.presentingViewController != nil { failures.append("the root is presented") }
      let containers = window.subviews.filter { $0 is TransitionContainerView }
      let rootShown = !modal.modalPresentationStyle.removesPresentingView
      let wanted: [View] = (rootShown ? [rootView] : []) + containers
      if containers.count != 1 || !same(window.subviews, wanted) {
        failures.append("presented, but the window holds \(describe(window.subviews))")
      } else {
        let container = containers[0]
        let inContainer: [View] = (modal.dimming.map { [$0] } ?? []) + [modal.view]
        if !same(container.subviews, inContainer) {
          failures.append("the container holds \(describe(container.subviews))")
        }
        expected += [container] + inContainer + [modal.closeButton]
        if !same(modal.view.subviews, [modal.closeButton]) {
          failures.append("the modal holds \(describe(modal.view.subviews))")
        }
      }
      if rootShown { expected += [rootView, open] }
    } else {
      if !same(window.subviews, [rootView]) {
        failures.append("dismissed, but the window holds \(describe(window.subviews))")
      }
      expected += [rootView, open]
    }
    if !same(rootView.subviews, [open]) {
      failures.append("the root holds \(describe(rootView.subviews))")
    }

    // What is on screen is laid out for the window as it is now.
    let bounds = window.bounds
    func laidOut(_ view: View, _ label: String) {
      for (name, frame) in [("model", view.frame), ("presentation", view.presentation.frame)]
      where !close(frame, bounds) {
        failures.append("\(label) \(name) frame \(frame) in a window of \(bounds)")
      }
    }
    if rootView.superview === window { laidOut(rootView, "root") }
    if let modal = root.presentedViewController, modal.view.superview != nil {
      laidOut(modal.view, "modal")
    }

    var inWindow: [View] = []
    func collect(_ view: View) {
      inWindow.append(view)
      view.subviews.forEach(collect)
    }
    collect(window)
    let expectedIDs = Set(expected.map(ObjectIdentifier.init))
    for view in inWindow where !expectedIDs.contains(ObjectIdentifier(view)) {
      let label = root.created.first { $0.view === view }?.label ?? view.name ?? "\(type(of: view))"
      failures.append("orphan in the window: \(label)")
    }
    if inWindow.count != expectedIDs.count {
      failures.append("\(inWindow.count) views in the window, \(expectedIDs.count) expected")
    }
    // Everything else the scene made was taken out deliberately: it is not in the window.
    for (label, view) in root.created where !expectedIDs.contains(ObjectIdentifier(view)) {
      if view.isDescendant(of: window) { failures.append("\(label) is still in the window") }
    }
    return failures
  }

  private func close(_ a: Rect, _ b: Rect) -> Bool {
    let tolerance = 1e-6 * max(1, b.width, b.height)
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }

  private func same(_ a: [View], _ b: [View]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
  }

  private func describe(_ views: [View]) -> String {
    views.map { view in
      root.created.first { $0.view === view }?.label ?? view.name ?? "\(type(of: view))"
    }.description
  }
}
