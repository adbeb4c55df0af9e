import CairoRenderer
import Foundation
import Scenes
import TransitionKit

/// The card scene halfway through its presentation, drawn again and again by the renderer,
/// side by side with bare cairo doing the same drawing: the snapshot's blit, the dimming's
/// fill, the card's rounded rectangle and the QR square, at the same places and sizes. Both
/// draw into canvases of the same kind and are timed the same way, alternately.
@MainActor
enum CardBaselineBench {
  struct Result {
    let size: Size
    let scale: Double
    /// The scene time of the frame, in seconds.
    let time: Double
    /// Milliseconds per frame, the renderer's and bare cairo's.
    let renderer: Percentiles
    let cairo: Percentiles

    /// The renderer's p95 over bare cairo's.
    var ratio: Double { cairo.p95 > 0 ? renderer.p95 / cairo.p95 : 0 }
  }

  /// The budget for `ratio`.
  nonisolated static let budget = 1.5
  static let size = Size(width: 1920, height: 1080)

  static func run(frames: Int) throws -> Result {
    guard let card = SceneCatalog.scene(id: "card") else {
      throw UsageError("bench: the catalog has no card scene")
    }
    let session = SceneSession(descriptor: card, screenSize: size)
    let present = session.scene.script(for: .present, screen: size)
    let time = session.parameters.duration / 2
    session.play(present, until: time)
    let work = try bareWork(in: session)

    let renderer = Renderer(appearance: .light, scale: 1)
    let ours = try OffscreenCanvas(size: size, scale: 1)
    let theirs = try OffscreenCanvas(size: size, scale: 1)
    // Warm up both: the snapshot's picture, the text layouts, the baseline's picture.
    for _ in 0..<3 {
      ours.draw(session.window, with: renderer)
      theirs.draw(work)
    }
    var rendererTimes: [Double] = []
    var cairoTimes: [Double] = []
    for _ in 0..<frames {
      var start = Stopwatch.now()
      ours.draw(session.window, with: renderer)
      rendererTimes.append(Stopwatch.elapsed(start, Stopwatch.now(), per: 1e6))
      start = Stopwatch.now()
      theirs.draw(work)
      cairoTimes.append(Stopwatch.elapsed(start, Stopwatch.now(), per: 1e6))
    }
    return Result(
      size: size, scale: 1, time: time, renderer: Percentiles(rendererTimes),
      cairo: Percentiles(cairoTimes))
  }

  /// The same drawing in plain terms, read off the scene's views as they are on screen.
  static func bareWork(in session: SceneSession) throws -> BareCairoCardWork {
    let window = session.window
    guard let card = window.first(where: { $0.name == "card" }),
      let qr = window.first(where: { $0.name == "qr" }),
      let dimming = window.first(where: { $0.name == "dimming" })
    else { throw UsageError("bench: the card scene is not mid-transition as expected") }
    func onScreen(_ view: View) -> Rect {
      let bounds = view.presentation.bounds
      return Rect(origin: view.convertToRootOnScreen(bounds.origin), size: bounds.size)
    }
    return BareCairoCardWork(
      dimmingAlpha: dimming.presentation.backgroundColor?.alpha ?? 0, card: onScreen(card),
      cornerRadius: card.presentation.cornerRadius, square: onScreen(qr))
  }
}
