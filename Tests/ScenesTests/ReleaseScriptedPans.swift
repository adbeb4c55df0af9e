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

  /// A pan along `axis` from `press`: a first move of 11 points, then `stretches`; the finger
  /// lifts where the last stretch ends. The recognizer takes `hysteresis` points off the
  /// translation (10 for a pan, 15 for a screen-edge pan).
  init(press: Point, axis: Vector, stretches: [Stretch], hysteresis: Double) {
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
    translation = list[list.count - 1].offset - hysteresis
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

  /// UIKit's reported blend: 0.2 × the last move's velocity + 0.8 × the one before's.
  var uikitVelocity: Double {
    let n = events.count
    func velocity(_ i: Int) -> Double {
      guard i >= 1, events[i].t - events[i - 1].t >= 0.001 else { return 0 }
      return (events[i].offset - events[i - 1].offset) / (events[i].t - events[i - 1].t)
    }
    return 0.2 * velocity(n - 1) + 0.8 * velocity(n - 2)
  }

  /// Android's: the slope at the release of the least-squares parabola through the events of
  /// the last 100 ms (cut at a gap over 40 ms), solved here by Gaussian elimination.
  var leastSquaresVelocity: Double {
    let last = events[events.count - 1]
    var used: [(t: Double, x: Double)] = []
    var previous = last.t
    for event in events.reversed() {
      guard last.t - event.t <= 0.1, previous - event.t <= 0.04 else { break }
      previous = event.t
      used.append(((event.t - last.t) * 1000, event.offset))
    }
    guard used.count >= 3 else { return 0 }
    var a = [[Double]](repeating: [0, 0, 0, 0], count: 3)
    for (t, x) in used {
      let powers = [1, t, t * t]
      for row in 0..<3 {
        for column in 0..<3 { a[row][column] += powers[row] * powers[column] }
        a[row][3] += powers[row] * x
      }
    }
    for pivot in 0..<3 {
      for row in (pivot + 1)..<3 {
        let factor = a[row][pivot] / a[pivot][pivot]
        for column in pivot..<4 { a[row][column] -= factor * a[pivot][column] }
      }
    }
    var solution = [0.0, 0, 0]
    for row in stride(from: 2, through: 0, by: -1) {
      var value = a[row][3]
      for column in (row + 1)..<3 { value -= a[row][column] * solution[column] }
      solution[row] = value / a[row][row]
    }
    return solution[1] * 1000
  }

  /// The average velocity from the press to the release, screen points per second.
  var averageVelocity: Double {
    let last = events[events.count - 1]
    return last.offset / last.t
  }

  /// A vertical pan for drag-down and card, pressed at (195, 200).
  static func down(_ stretches: [Stretch]) -> ScriptedPan {
    ScriptedPan(
      press: Point(x: 195, y: 200), axis: Vector(dx: 0, dy: 1), stretches: stretches,
      hysteresis: PanGestureRecognizer.defaultHysteresis)
  }

  /// A swipe from the left edge for edge-pan, pressed at (2, 422).
  static func right(_ stretches: [Stretch]) -> ScriptedPan {
    ScriptedPan(
      press: Point(x: 2, y: 422), axis: Vector(dx: 1, dy: 0), stretches: stretches,
      hysteresis: ScreenEdgePanGestureRecognizer.defaultEdgeHysteresis)
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
