import Scenes
import TestSupport
import TransitionKit
import XCTest

typealias AffineTransform = TransitionKit.AffineTransform

/// A scene session with the helpers the scene tests share.
@MainActor
struct SceneHarness {
  let session: SceneSession

  init(_ descriptor: SceneDescriptor, presented: Bool = true, set assignments: [String] = []) {
    let parameters = descriptor.makeParameters()
    for assignment in assignments { try! parameters.apply(assignment: assignment) }
    session = SceneSession(descriptor: descriptor, parameters: parameters)
    if presented { session.presentWithoutAnimation() }
  }

  var window: Window { session.window }
  var root: ViewController { window.rootViewController! }
  var modal: ViewController? { root.presentedViewController }
  var now: Double { session.now }

  /// Plays events from now (the script's time 0) and settles.
  func play(_ script: GestureScript) {
    session.replay(script)
  }

  /// Delivers one event now.
  func deliver(_ type: GestureScript.EventType, _ x: Double, _ y: Double) {
    session.deliver(GestureScript.Event(t: now, type: type, location: Point(x: x, y: y)))
  }

  /// Moves the clock by `seconds` in 60 Hz frames, ticking each.
  func advance(_ seconds: Double) { session.advanceFrames(seconds) }

  /// Ticks until nothing animates or is in flight (at most a minute).
  func settle() { session.settleFrames() }

  var transitions: [TransitionRecord] { session.transitions }
  var lastTransition: TransitionRecord? { transitions.last }

  /// The first view named `name` in the window.
  func view(_ name: String) -> View? { window.view(named: name) }

  /// The transition container, if a presentation is on screen.
  var container: View? { window.subviews.first { $0 is TransitionContainerView } }

  var warningCodes: [String] { session.engine.warnings.map(\.code) }

  /// A vertical drag at `x` from `y0` to `y1`, over 0.3 s. The pan begins at its first
  /// move, and the 10 points of hysteresis are left out of the translation: it reads the
  /// distance less 10 at release.
  static func verticalDrag(x: Double = 195, from y0: Double, to y1: Double) -> GestureScript {
    .drag(from: Point(x: x, y: y0), to: Point(x: x, y: y1), duration: 0.3, steps: 12)
  }

  /// A vertical drag whose pan translation reads exactly `distance` at release: a first move
  /// of the 10-point hysteresis begins the pan reading zero, then 12 moves over 0.3 s cover
  /// `distance`.
  static func verticalPan(x: Double = 195, from y0: Double, by distance: Double) -> GestureScript {
    let slop = PanGestureRecognizer.defaultHysteresis
    let begin = GestureScript.Event(t: 0.025, type: .move, location: Point(x: x, y: y0 + slop))
    let rest = GestureScript.drag(
      from: Point(x: x, y: y0 + slop), to: Point(x: x, y: y0 + slop + distance), start: 0.025,
      duration: 0.3, steps: 12)
    return GestureScript(
      events: [GestureScript.Event(t: 0, type: .down, location: Point(x: x, y: y0)), begin]
        + rest.events.dropFirst())
  }
}

/// Asserts that every view in the window is where a settled scene keeps it: the root
/// controller's view (unless the style took it away: by default, while a modal presented
/// under `fullScreen` or `currentContext` is up), and one container per presentation holding
/// the presented view, with nothing else left over.
@MainActor
func assertSettledTree(
  _ harness: SceneHarness, rootVisible: Bool? = nil, file: StaticString = #filePath,
  line: UInt = #line
) {
  let window = harness.window
  XCTAssertNil(window.activeTransition, "a transition is still in flight", file: file, line: line)
  let rootView = harness.root.view!
  let rootVisible =
    rootVisible ?? !(harness.modal?.modalPresentationStyle.removesPresentingView ?? false)
  XCTAssertEqual(
    rootView.superview === window, rootVisible, "root view placement", file: file, line: line)
  let containers = window.subviews.filter { $0 is TransitionContainerView }
  if let modal = harness.modal {
    XCTAssertEqual(containers.count, 1, file: file, line: line)
    XCTAssertTrue(
      modal.view.superview === containers.first, "the modal is in the container", file: file,
      line: line)
  } else {
    XCTAssertTrue(containers.isEmpty, "no container after dismissal", file: file, line: line)
  }
}
