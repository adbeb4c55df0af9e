import Foundation
import TransitionKit

/// The engine under load: many views moving and fading at once, either each on an animation
/// of its own (durations and curves differ from view to view: one animator per view, the
/// harder case) or all in one animation block (one animator); the time of each tick is
/// measured.
@MainActor
enum StressBench {
  struct Result {
    let views: Int
    /// Whether each view had an animation of its own, rather than all sharing one.
    let separate: Bool
    /// Milliseconds per tick.
    let tick: Percentiles
  }

  /// Ticks `ticks` frames at 60 Hz with `views` views animating throughout.
  static func run(views count: Int = 10_000, separate: Bool, ticks: Int) -> Result {
    let engine = AnimationEngine(clock: ManualClock())
    return engine.withCurrent {
      run(engine: engine, views: count, separate: separate, ticks: ticks)
    }
  }

  private static func run(engine: AnimationEngine, views count: Int, separate: Bool, ticks: Int)
    -> Result
  {
    let window = Window(screen: Screen(size: Size(width: 1920, height: 1080)), engine: engine)
    var views: [View] = []
    views.reserveCapacity(count)
    for index in 0..<count {
      let view = View(
        frame: Rect(
          x: Double(index % 100) * 19, y: Double(index / 100) * 10, width: 16, height: 8))
      view.backgroundColor = .systemBlue
      window.addSubview(view)
      views.append(view)
    }
    let curves: [AnimationOptions] = [.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear]
    // Long enough that every animation still runs during the last measured tick.
    let length = Double(ticks) / 60 + 1
    if separate {
      for (index, view) in views.enumerated() {
        View.animate(
          withDuration: length + Double(index % 7) * 0.1, delay: 0, options: curves[index % 4],
          animations: {
            view.center.y += 400
            view.alpha = 0.2
          })
      }
    } else {
      View.animate(
        withDuration: length,
        animations: {
          for view in views {
            view.center.y += 400
            view.alpha = 0.2
          }
        })
    }
    let clock = engine.clock as! ManualClock
    var samples: [Double] = []
    samples.reserveCapacity(ticks)
    for _ in 0..<ticks {
      clock.advance(by: 1 / 60)
      let start = Stopwatch.now()
      window.tick()
      samples.append(Stopwatch.elapsed(start, Stopwatch.now(), per: 1e6))
    }
    // Run the animations out, so that the engine and its views go when the case is done.
    engine.settle()
    return Result(views: count, separate: separate, tick: Percentiles(samples))
  }
}
