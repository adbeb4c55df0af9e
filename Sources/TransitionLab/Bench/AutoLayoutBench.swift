import Foundation
import Scenes
import TransitionKit

/// Auto Layout under load: a screen of 200 views placed by 800 constraints (rows of ten, each
/// view after the one before it, as wide as it and half as high, each row below the one
/// before), solved from scratch; then one constraint's constant changed — the top margin, so
/// that every view moves — and re-solved incrementally, alone and with the layout pass that
/// sets the 200 frames.
@MainActor
enum AutoLayoutBench {
  struct Result {
    let views: Int
    let constraints: Int
    /// Activating the constraints and laying out, from scratch, in milliseconds.
    let fromScratch: Percentiles
    /// The constant changed and re-solved, in microseconds.
    let change: Percentiles
    /// The constant changed, re-solved and the frames set by a layout pass, in microseconds.
    let changeAndLayout: Percentiles
  }

  /// What a changed constant may cost, re-solved, so that animating a constraint costs no frame
  /// (microseconds).
  nonisolated static let changeBudgetMicros = 1000.0
  static let columns = 10
  /// Space between views and at the screen's edges, in points.
  static let gap = 8.0

  static func run(views: Int = 200, builds: Int = 20, changes: Int = 200) -> Result {
    let engine = AnimationEngine(clock: ManualClock())
    return engine.withCurrent {
      var scratch: [Double] = []
      var constraintCount = 0
      for _ in 0..<builds {
        let (root, constraints, _) = makeScreen(views: views)
        let start = Stopwatch.now()
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        scratch.append(Stopwatch.elapsed(start, Stopwatch.now(), per: 1e6))
        constraintCount = constraints.count
      }
      let (root, constraints, top) = makeScreen(views: views)
      LayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
      var solve: [Double] = []
      var solveAndLayout: [Double] = []
      for index in 0..<changes {
        let constant = index % 2 == 0 ? 20 : gap
        let start = Stopwatch.now()
        top.constant = constant
        let solved = Stopwatch.now()
        root.layoutIfNeeded()
        let laidOut = Stopwatch.now()
        solve.append(Stopwatch.elapsed(start, solved, per: 1e3))
        solveAndLayout.append(Stopwatch.elapsed(start, laidOut, per: 1e3))
      }
      return Result(
        views: views, constraints: constraintCount, fromScratch: Percentiles(scratch),
        change: Percentiles(solve), changeAndLayout: Percentiles(solveAndLayout))
    }
  }

  /// The screen, its constraints (inactive) and the top margin's constraint.
  static func makeScreen(views count: Int) -> (View, [LayoutConstraint], LayoutConstraint) {
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    var top: LayoutConstraint?
    for index in 0..<count {
      let view = View()
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      let column = index % columns
      if column == 0 {
        constraints.append(
          view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: gap))
        constraints.append(
          view.widthAnchor.constraint(
            equalTo: root.widthAnchor, multiplier: 1 / Double(columns),
            constant: -gap * Double(columns + 1) / Double(columns)))
      } else {
        let left = views[index - 1]
        constraints.append(
          view.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: gap))
        constraints.append(view.widthAnchor.constraint(equalTo: left.widthAnchor))
      }
      if index < columns {
        let constraint = view.topAnchor.constraint(equalTo: root.topAnchor, constant: gap)
        if index == 0 { top = constraint }
        constraints.append(constraint)
      } else {
        constraints.append(
          view.topAnchor.constraint(equalTo: views[index - columns].bottomAnchor, constant: gap))
      }
      constraints.append(view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5))
      views.append(view)
    }
    return (root, constraints, top ?? constraints[0])
  }

  /// The lines of `bench`'s table.
  nonisolated static func lines(_ result: Result) -> [String] {
    [
      "auto layout, \(result.views) views and \(result.constraints) constraints "
        + "(budget: a change re-solved in p95 <= \(Int(changeBudgetMicros)) µs):",
      String(
        format: "  solved from scratch        p50 %.2f ms  p95 %.2f ms  (%d builds)",
        result.fromScratch.p50, result.fromScratch.p95, result.fromScratch.count),
      String(
        format: "  a constant re-solved       p50 %.1f µs  p95 %.1f µs  (%d changes)",
        result.change.p50, result.change.p95, result.change.count),
      String(
        format: "  re-solved and laid out     p50 %.1f µs  p95 %.1f µs  (%d frames set)",
        result.changeAndLayout.p50, result.changeAndLayout.p95, result.views),
    ]
  }

  /// The figures as JSON (`auto_layout` in `bench --json`).
  nonisolated static func json(_ result: Result) -> JSONValue {
    func percentiles(_ p: Percentiles) -> JSONValue {
      .object([("p50", .number(p.p50)), ("p95", .number(p.p95)), ("max", .number(p.max))])
    }
    return .object([
      ("views", .number(Double(result.views))),
      ("constraints", .number(Double(result.constraints))),
      ("from_scratch_ms", percentiles(result.fromScratch)),
      ("change_us", percentiles(result.change)),
      ("change_and_layout_us", percentiles(result.changeAndLayout)),
      ("budget_us", .number(changeBudgetMicros)),
      ("within_budget", .bool(result.change.p95 <= changeBudgetMicros)),
    ])
  }
}
