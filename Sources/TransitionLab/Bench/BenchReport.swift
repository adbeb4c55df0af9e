import Foundation
import Scenes
import TransitionKit

/// Everything one `bench` run measured, as a table for people or one JSON object.
struct BenchReport {
  /// Engine time per frame each seed scene should stay under at p95, in microseconds.
  static let engineBudgetMicros = 50.0
  /// Engine time per tick the stress case should stay under at p95, in milliseconds.
  static let stressBudgetMillis = 1.0

  let build: String
  let size: Size
  let framesPerScene: Int
  let scenes: [SceneBench.Result]
  /// Each view on its own animation (the budget's case), and all views in one; these and
  /// the card and memory figures are nil when one scene was benched (`--scene ID`).
  let stress: StressBench.Result?
  let sharedStress: StressBench.Result?
  let card: CardBaselineBench.Result?
  let memory: MemoryBench.Result?
  /// The full-screen flip and blur against the plain card frame (see `LayerEffectBench`).
  var layerEffects: LayerEffectBench.Result?
  /// Auto Layout solving 200 views; nil when one scene was benched.
  var autoLayout: AutoLayoutBench.Result?
  /// The zoom grid scrolled frame by frame; nil when one scene was benched.
  var zoomGrid: ZoomGridBench.Result?

  // MARK: JSON

  var json: JSONValue {
    func percentiles(_ p: Percentiles, p99: Bool = true) -> JSONValue {
      var fields: [(String, JSONValue)] = [("p50", .number(p.p50)), ("p95", .number(p.p95))]
      if p99 { fields.append(("p99", .number(p.p99))) }
      fields.append(("max", .number(p.max)))
      return .object(fields)
    }
    let sceneObjects = scenes.map { scene -> JSONValue in
      .object([
        ("scene", .string(scene.scene)), ("frames", .number(Double(scene.frames))),
        ("transitions", .number(Double(scene.transitions))),
        ("render_ms", percentiles(scene.render)),
        ("engine_us", percentiles(scene.engine, p99: false)),
        ("peak_rss_kib", .number(Double(scene.peakResidentKiB))),
        ("engine_within_budget", .bool(scene.engine.p95 <= Self.engineBudgetMicros)),
      ])
    }
    var fields: [(String, JSONValue)] = [
      ("build", .string(build)),
      ("size", .array([.number(size.width), .number(size.height)])),
      ("frames", .number(Double(framesPerScene))),
      ("scenes", .array(sceneObjects)),
    ]
    if let stress, let sharedStress {
      fields.append(("stress", stressObject(stress)))
      fields.append(("stress_one_animation", stressObject(sharedStress)))
    }
    if let card {
      fields.append(
        (
          "card_vs_cairo",
          .object([
            ("size", .array([.number(card.size.width), .number(card.size.height)])),
            ("scale", .number(card.scale)), ("time", .number(card.time)),
            ("frames", .number(Double(card.renderer.count))),
            ("renderer_ms", percentiles(card.renderer)), ("cairo_ms", percentiles(card.cairo)),
            ("ratio_p95", .number(card.ratio)), ("budget", .number(CardBaselineBench.budget)),
            ("within_budget", .bool(card.ratio <= CardBaselineBench.budget)),
          ])
        ))
    }
    if let layerEffects { fields.append(("layer_effects", Self.layerEffectObject(layerEffects))) }
    if let memory {
      fields.append(
        (
          "memory",
          .object([
            ("transitions", .number(Double(memory.transitions))),
            ("rss_before_kib", .number(Double(memory.before))),
            ("rss_after_kib", .number(Double(memory.after))),
            ("growth_kib", .number(Double(memory.growth))),
          ])
        ))
    }
    if let autoLayout { fields.append(("auto_layout", AutoLayoutBench.json(autoLayout))) }
    if let zoomGrid { fields.append(("zoom_grid", ZoomGridBench.json(zoomGrid))) }
    fields.append(("peak_rss_kib", .number(Double(ProcessMemory.peakResidentKiB()))))
    return .object(fields)
  }

  private func stressObject(_ result: StressBench.Result) -> JSONValue {
    .object([
      ("views", .number(Double(result.views))),
      ("animations", .number(Double(result.separate ? result.views : 1))),
      ("ticks", .number(Double(result.tick.count))),
      (
        "tick_ms",
        .object([
          ("p50", .number(result.tick.p50)), ("p95", .number(result.tick.p95)),
          ("max", .number(result.tick.max)),
        ])
      ),
      ("budget_ms", .number(Self.stressBudgetMillis)),
      ("within_budget", .bool(result.tick.p95 <= Self.stressBudgetMillis)),
    ])
  }

  // MARK: Table

  /// The stress case's lines of the table: engine time per tick, each view on its own
  /// animation and all in one.
  static func stressLines(_ stress: StressBench.Result, _ shared: StressBench.Result) -> [String] {
    var lines = [
      "stress, \(stress.views) views moving and fading at once, engine time per tick "
        + "(budget p95 <= \(Self.stressBudgetMillis.shortText) ms):"
    ]
    for (title, result) in [("each its own animation", stress), ("all in one animation", shared)] {
      let tick = result.tick
      lines.append(
        "  " + title.padding(toLength: 24, withPad: " ", startingAt: 0)
          + String(
            format: "p50 %.2f ms  p95 %.2f ms  max %.2f ms  (%d ticks)", tick.p50, tick.p95,
            tick.max, tick.count))
    }
    return lines
  }

  var table: String {
    var lines: [String] = []
    lines.append(
      "transition-lab bench: \(build) build, \(size.width.shortText)x\(size.height.shortText) "
        + "points at scale 1, \(framesPerScene) frames per scene")
    lines.append("")
    lines.append(
      pad("scene", 10) + pad("frames", 8, right: true) + pad("render ms p50", 15, right: true)
        + pad("p95", 7, right: true) + pad("p99", 7, right: true)
        + pad("engine µs p50", 15, right: true) + pad("p95", 7, right: true)
        + pad("peak RSS", 11, right: true))
    for scene in scenes {
      lines.append(
        pad(scene.scene, 10) + pad(String(scene.frames), 8, right: true)
          + pad(fixed(scene.render.p50, 2), 15, right: true)
          + pad(fixed(scene.render.p95, 2), 7, right: true)
          + pad(fixed(scene.render.p99, 2), 7, right: true)
          + pad(fixed(scene.engine.p50, 1), 15, right: true)
          + pad(fixed(scene.engine.p95, 1), 7, right: true)
          + pad(megabytes(scene.peakResidentKiB), 11, right: true))
    }
    lines.append(
      "  (engine budget: p95 <= \(Self.engineBudgetMicros.shortText) µs per frame"
        + Self.budgetVerdict(scenes, build: build) + ")")
    if let stress, let sharedStress {
      lines.append("")
      lines += Self.stressLines(stress, sharedStress)
    }
    if let card {
      lines.append("")
      lines.append(
        "card, \(card.size.width.shortText)x\(card.size.height.shortText) at scale "
          + "\(card.scale.shortText), mid-presentation (t = \(fixed(card.time, 2)) s), "
          + "\(card.renderer.count) frames:")
      lines.append(
        "  renderer    p50 \(fixed(card.renderer.p50, 3)) ms  p95 \(fixed(card.renderer.p95, 3)) ms"
          + "  p99 \(fixed(card.renderer.p99, 3)) ms")
      lines.append(
        "  bare cairo  p50 \(fixed(card.cairo.p50, 3)) ms  p95 \(fixed(card.cairo.p95, 3)) ms"
          + "  p99 \(fixed(card.cairo.p99, 3)) ms")
      lines.append(
        "  ratio at p95 \(fixed(card.ratio, 2)) (budget <= \(CardBaselineBench.budget.shortText))")
    }
    if let layerEffects {
      lines.append("")
      lines += Self.layerEffectLines(layerEffects)
    }
    if let memory {
      lines.append("")
      lines.append(
        "memory, \(memory.transitions) replayed transitions: RSS \(megabytes(memory.before)) "
          + "before, \(megabytes(memory.after)) after (\(memory.growth >= 0 ? "+" : "")"
          + "\(memory.growth) KiB)")
    }
    if let autoLayout {
      lines.append("")
      lines += AutoLayoutBench.lines(autoLayout)
    }
    if let zoomGrid {
      lines.append("")
      lines += ZoomGridBench.lines(zoomGrid)
    }
    lines.append("peak RSS of the run: \(megabytes(ProcessMemory.peakResidentKiB()))")
    return lines.joined(separator: "\n")
  }

  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: Swift.max(0, width - text.count))
    return right ? padding + text : text + padding
  }

  private func fixed(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }

  private func megabytes(_ kib: Int) -> String {
    String(format: "%.1f MiB", Double(kib) / 1024)
  }

  /// After the engine budget: which scenes' p95 is over it, and that a debug build's are
  /// expected to be; nothing when every scene is within it.
  static func budgetVerdict(_ scenes: [SceneBench.Result], build: String) -> String {
    let over = scenes.filter { $0.engine.p95 > engineBudgetMicros }.map(\.scene)
    guard !over.isEmpty else { return "; every scene within it" }
    return "; over budget: \(over.joined(separator: ", "))"
      + (build == "debug" ? " (a debug build)" : "")
  }
}
