import CairoRenderer
import Foundation
import Scenes
import TransitionKit

/// Core Animation's two costliest effects at full screen, against the plain card frame they
/// are built on: the card scene at 1920 × 1080 half way through its presentation, drawn as it
/// is (the plain frame); with its transition container — the whole screen's picture —
/// turning about its vertical middle under a perspective (a full-screen 3-D flip, its angle
/// sweeping 0° to 80° and back across the frames, so every frame is projected anew); and
/// with a full-screen blur over it. The flip is drawn twice: as the renderer draws it (the
/// container's picture kept from frame to frame, as nothing in it changes) and with the
/// picture drawn again on every frame, as a container whose content changes would be; the
/// blur likewise twice: as the renderer draws it (the blurred backdrop kept, as nothing behind
/// it changes) and blurred anew on every frame, as a blur over a moving screen is. They are
/// drawn in turn, frame by frame, each by a renderer of its own into a canvas of its own, so
/// the machine's load falls on all alike.
@MainActor
enum LayerEffectBench {
  struct Result {
    let size: Size
    /// Milliseconds per frame.
    let plain: Percentiles
    let flip: Percentiles
    /// The same flip with the layer's flat picture drawn again on every frame instead of kept.
    let flipRedrawn: Percentiles
    let blur: Percentiles
    /// The same blur with the backdrop drawn and blurred again on every frame instead of kept.
    let blurRedrawn: Percentiles

    /// An effect's p95 over the plain frame's.
    func ratio(_ effect: Percentiles) -> Double { plain.p95 > 0 ? effect.p95 / plain.p95 : 0 }
  }

  /// The budget for each effect's ratio to the plain card frame.
  nonisolated static let budget = 2.0
  /// The flip's perspective: a viewer this many points in front of the screen.
  static let perspectiveDistance = 2000.0
  /// The widest angle the flip reaches, in degrees.
  static let maximumAngle = 80.0

  static func run(frames: Int) throws -> Result {
    let size = CardBaselineBench.size
    let plain = try cardMidPresentation(size: size)
    let flipped = try cardMidPresentation(size: size)
    let blurred = try cardMidPresentation(size: size)
    let redrawn = try cardMidPresentation(size: size)
    let reblurred = try cardMidPresentation(size: size)
    let containers = try [flipped, redrawn].map { session in
      guard
        let container = session.window.subviews.last(where: {
          $0 !== session.window.rootViewController?.view
        })
      else {
        throw UsageError("bench: the card scene has no transition container mid-presentation")
      }
      var perspective = Transform3D.identity
      perspective.m34 = -1 / perspectiveDistance
      session.window.layer.sublayerTransform = perspective
      return container
    }
    for session in [blurred, reblurred] {
      let blur = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
      blur.frame = Rect(origin: .zero, size: size)
      session.window.addSubview(blur)
    }

    let windows = [plain.window, flipped.window, blurred.window, redrawn.window, reblurred.window]
    let canvases = try windows.map { _ in try OffscreenCanvas(size: size, scale: 1) }
    let renderers = windows.map { _ in Renderer(appearance: .light, scale: 1) }
    renderers[3].keepsProjectedPictures = false
    renderers[4].keepsBlurredBackdrops = false
    func turn(_ frame: Int) {
      let step = Double(frame % 80)
      let degrees = step < 40 ? step / 40 * maximumAngle : (80 - step) / 40 * maximumAngle
      for container in containers {
        container.layer.transform = Transform3D(
          rotationAngle: degrees * .pi / 180, x: 0, y: 1, z: 0)
      }
    }
    for frame in 0..<3 {
      turn(frame)
      for index in windows.indices { canvases[index].draw(windows[index], with: renderers[index]) }
    }
    var times: [[Double]] = windows.map { _ in [] }
    for frame in 0..<frames {
      turn(frame)
      for index in windows.indices {
        let start = Stopwatch.now()
        canvases[index].draw(windows[index], with: renderers[index])
        times[index].append(Stopwatch.elapsed(start, Stopwatch.now(), per: 1e6))
      }
    }
    return Result(
      size: size, plain: Percentiles(times[0]), flip: Percentiles(times[1]),
      flipRedrawn: Percentiles(times[3]), blur: Percentiles(times[2]),
      blurRedrawn: Percentiles(times[4]))
  }

  /// A session of the card scene on a screen of `size`, half way through its presentation.
  private static func cardMidPresentation(size: Size) throws -> SceneSession {
    guard let card = SceneCatalog.scene(id: "card") else {
      throw UsageError("bench: the catalog has no card scene")
    }
    let session = SceneSession(descriptor: card, screenSize: size)
    let present = session.scene.script(for: .present, screen: size)
    session.play(present, until: session.parameters.duration / 2)
    return session
  }
}

extension BenchReport {
  /// The layer effects' lines of the table.
  static func layerEffectLines(_ result: LayerEffectBench.Result) -> [String] {
    func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
    func row(_ name: String, _ p: Percentiles, ratio: Double?) -> String {
      let padded = name + String(repeating: " ", count: Swift.max(0, 20 - name.count))
      var text =
        "  \(padded)p50 \(fixed(p.p50, 3)) ms  p95 \(fixed(p.p95, 3)) ms  p99 \(fixed(p.p99, 3)) ms"
      if let ratio { text += "  \(fixed(ratio, 2))× the plain frame" }
      return text
    }
    return [
      "layer effects, \(result.size.width.shortText)x\(result.size.height.shortText) at scale 1, "
        + "the card mid-presentation, \(result.plain.count) frames each:",
      row("plain card frame", result.plain, ratio: nil),
      row("perspective flip", result.flip, ratio: result.ratio(result.flip)),
      row("  picture redrawn", result.flipRedrawn, ratio: result.ratio(result.flipRedrawn)),
      row("full-screen blur", result.blur, ratio: result.ratio(result.blur)),
      row("  backdrop redrawn", result.blurRedrawn, ratio: result.ratio(result.blurRedrawn)),
      "  (budget: each within \(LayerEffectBench.budget.shortText)× the plain frame at p95)",
    ]
  }

  /// The layer effects' JSON object.
  static func layerEffectObject(_ result: LayerEffectBench.Result) -> JSONValue {
    func percentiles(_ p: Percentiles) -> JSONValue {
      .object([
        ("p50", .number(p.p50)), ("p95", .number(p.p95)), ("p99", .number(p.p99)),
        ("max", .number(p.max)),
      ])
    }
    func effect(_ p: Percentiles) -> JSONValue {
      let ratio = result.ratio(p)
      return .object([
        ("ms", percentiles(p)), ("ratio_p95", .number(ratio)),
        ("within_budget", .bool(ratio <= LayerEffectBench.budget)),
      ])
    }
    return .object([
      ("size", .array([.number(result.size.width), .number(result.size.height)])),
      ("frames", .number(Double(result.plain.count))), ("plain_ms", percentiles(result.plain)),
      ("perspective_flip", effect(result.flip)),
      ("perspective_flip_picture_redrawn", effect(result.flipRedrawn)),
      ("full_screen_blur", effect(result.blur)),
      ("full_screen_blur_backdrop_redrawn", effect(result.blurRedrawn)),
      ("budget", .number(LayerEffectBench.budget)),
    ])
  }
}
