import CairoRenderer
import Scenes
import TestSupport
import TransitionKit
import XCTest

/// The seed scenes brought to the moments the golden and probe tests look at, on each
/// session's manual clock at 60 frames per second.
@MainActor
enum SceneStages {
  static let screen = Screen.defaultSize
  static let frame = 1.0 / 60

  /// A session of the scene `id` with `--set`-style assignments applied.
  static func session(
    _ id: String, settings: [String] = [], file: StaticString = #filePath, line: UInt = #line
  ) -> SceneSession {
    let descriptor = SceneCatalog.scene(id: id)!
    let parameters = descriptor.makeParameters()
    for assignment in settings {
      XCTAssertNoThrow(try parameters.apply(assignment: assignment), file: file, line: line)
    }
    return SceneSession(descriptor: descriptor, parameters: parameters, screenSize: screen)
  }

  /// The root screen at time 0.
  static func root(_ id: String, settings: [String] = []) -> SceneSession {
    let session = session(id, settings: settings)
    session.tick()
    return session
  }

  /// The scene's own present gesture played until the presentation has completed: the
  /// first frame with the modal fully on screen.
  static func presented(_ id: String, settings: [String] = []) -> SceneSession {
    let session = root(id, settings: settings)
    for event in session.scene.script(for: .present, screen: screen).events {
      session.deliver(event)
    }
    var frames = 0
    while session.window.activeTransition != nil, frames < 600 {
      advance(session, by: frame)
      frames += 1
    }
    return session
  }

  /// Presented, then `seconds` more of scene time with no input.
  static func presented(_ id: String, thenWait seconds: Double) -> SceneSession {
    let session = presented(id)
    advance(session, by: seconds)
    return session
  }

  /// The scene's own present gesture played to `time` seconds: mid-presentation.
  static func presenting(_ id: String, at time: Double) -> SceneSession {
    let session = root(id)
    for event in session.scene.script(for: .present, screen: screen).events {
      session.deliver(event)
    }
    while session.now + frame < time - 1e-9 { advance(session, by: frame) }
    advance(session, by: time - session.now)
    return session
  }

  /// Presented, then the dismissing drag held at `progress` of its distance (the finger still
  /// down): vertical for `drag-down` and `card` (a share of the screen height), from the left
  /// edge for `edge-pan` (a share of its 200-point swipe distance, measured in the modal that
  /// the hide animation scales to 0.6, so 0.6 × that on screen). A first move 11 points past
  /// the press begins the pan; the translation counts from there.
  static func dismissing(_ id: String, progress: Double) -> SceneSession {
    let session = presented(id)
    let press: Point
    let start: Point
    let end: Point
    if id == "edge-pan" {
      // The edge pan begins 15 points from the press, reading zero (UIKit's hysteresis).
      press = Point(x: 4, y: screen.height / 2)
      start = Point(x: press.x + ScreenEdgePanGestureRecognizer.defaultEdgeHysteresis, y: press.y)
      end = Point(x: start.x + 0.6 * 200 * progress, y: start.y)
    } else {
      // The pan begins 10 points from the press, reading zero (UIKit's hysteresis).
      press = Point(x: screen.width / 2, y: 200)
      start = Point(x: press.x, y: press.y + PanGestureRecognizer.defaultHysteresis)
      end = Point(x: start.x, y: start.y + screen.height * progress)
    }
    let steps = 12
    let base = session.now + frame
    advance(session, by: frame)
    session.deliver(.init(t: base, type: .down, location: press))
    advance(session, by: 0.025)
    session.deliver(.init(t: session.now, type: .move, location: start))
    for step in 1...steps {
      let f = Double(step) / Double(steps)
      advance(session, by: 0.025)
      session.deliver(
        .init(
          t: session.now, type: .move,
          location: Point(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
        ))
    }
    session.tick()
    return session
  }

  /// Moves the session's manual clock forward and ticks.
  static func advance(_ session: SceneSession, by seconds: Double) { session.step(seconds) }

  /// Renders the session's window at `scale`.
  static func render(
    _ session: SceneSession, scale: Double = 1, appearance: Appearance = .light,
    file: StaticString = #filePath, line: UInt = #line
  ) -> RenderedImage {
    Probe.render(
      session.window, size: screen, scale: scale, appearance: appearance, file: file, line: line)
  }

  /// The progress the interactive transition in flight last reported.
  static func percent(_ session: SceneSession) -> Double? {
    session.window.activeTransition?.percentComplete
  }
}
