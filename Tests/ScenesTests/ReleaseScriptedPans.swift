import Scenes
import TransitionKit

/// Hand-written pans for the release tests, with the release progress and velocity each one
/// really has, computed here from the events (not from the code under test).
struct ScriptedPan {
  /// A stretch of the drag: `points` along the axis (negative: back) over `seconds`, in
  /// events every `interval` seconds.
  struct Stretch {
    var points: Double
    var seconds: Double
    var interval = 1.0 / 120
  }

  /// The events, starting with the press at time 0.
  var script: GestureScript
  /// The pan's translation along the axis at release, in screen points (from where it began).
  var translation: Double
  /// The events' times and offsets along the axis from the press, in screen points.
  let events: [(t: Double, offset: Double)]

  /// A pan along `axis` from `press`: a first move of 11 points begins it (past the 10-point
  /// slop), then `stretches`; the finger lifts where the last stretch ends.
  init(press: Point, axis: Vector, stretches: [Stretch]) {
    var list: [(t: Double, offset: Double)] = [(0, 0), (1.0 / 60, 11)]
    for stretch in stretches {
      let (t0, x0) = list[list.count - 1]
      let count = max(Int((stretch.seconds / stretch.interval).rounded()), 1)
      for step in 1...count {
        let f = Double(step) / Double(count)
        list.append((t0 + stretch.seconds * f, x0 + stretch.points * f))
      }
    }
    events = list
    translation = list[list.count - 1].offset - 11
    func point(_ offset: Double) -> Point {
      Point(x: press.x + axis.dx * offset, y: press.y + axis.dy * offset)
    }
    var scripted = list.enumerated().map { index, event in
      GestureScript.Event(
        t: event.t, type: index == 0 ? .down : .move, location: point(event.offset))
    }
    let last = list[list.count - 1]
    scripted.append(GestureScript.Event(t: last.t, type: .up, location: point(last.offset)))
    script = GestureScript(events: scripted)
  }

  /// The finger's speed over the last `window` seconds before the release, in screen points
  /// per second along the axis, by the definition: the displacement from the oldest event in
  /// the window to the last, over the time between them.
  func recentVelocity(window: Double) -> Double {
    let last = events[events.count - 1]
    let first = events.first { last.t - $0.t <= window } ?? last
    guard last.t > first.t else { return 0 }
    return (last.offset - first.offset) / (last.t - first.t)
  }

  /// The average velocity from the press to the release, screen points per second.
  var averageVelocity: Double {
    let last = events[events.count - 1]
    return last.offset / last.t
  }

  /// A vertical pan for drag-down and card, pressed at (195, 200).
  static func down(_ stretches: [Stretch]) -> ScriptedPan {
    ScriptedPan(press: Point(x: 195, y: 200), axis: Vector(dx: 0, dy: 1), stretches: stretches)
  }

  /// A swipe from the left edge for edge-pan, pressed at (2, 422).
  static func right(_ stretches: [Stretch]) -> ScriptedPan {
    ScriptedPan(press: Point(x: 2, y: 422), axis: Vector(dx: 1, dy: 0), stretches: stretches)
  }

  /// A short fast flick: 80 points in 60 ms (1333 pt/s), released at 91 points.
  static let shortFlick: [Stretch] = [Stretch(points: 80, seconds: 0.06)]
  /// A long slow drag: 500 points at 250 pt/s.
  static let longSlow: [Stretch] = [Stretch(points: 500, seconds: 2)]
  /// A long drag flicked back: 500 points down in 0.5 s, then 150 back at 1500 pt/s.
  static let flickBack: [Stretch] = [
    // 90 Hz there, so that no event sits exactly 150 ms before the release.
    Stretch(points: 500, seconds: 0.5, interval: 1.0 / 90), Stretch(points: -150, seconds: 0.1),
  ]
}
