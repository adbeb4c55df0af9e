import CairoRenderer
import Foundation
import Scenes
import TransitionKit

/// The rows of a `compare` picture: each variant's filmstrip of the same scene times, under a
/// heading that says what differs from the seed and how the gesture turned out.
@MainActor
struct CompareRows {
  /// The heading band above each row's strip, in points.
  static let headingBand = 34.0
  static let headingFontSize = 17.0

  let descriptor: SceneDescriptor
  let variants: [CompareVariant]
  let script: GestureScript
  let start: StartState
  let screen: ScreenChoice

  /// The screen's size in points.
  var screenSize: Size { screen.size }

  /// One variant's scene, played to the end once to learn what it films (see `FilmProbe`).
  struct Row {
    let moment: SceneMoment
    let heading: String
    let span: TransitionSpan?
  }

  /// Plays each variant through once.
  func rows() throws -> [Row] {
    try variants.map { variant in
      let store = try variant.parameters(for: descriptor)
      let options = try SceneOptions.parse(
        ["--scene", descriptor.id] + variant.combined.flatMap { ["--set", $0] })
      let moment = SceneMoment(
        descriptor: descriptor, sceneOptions: options, screen: screen, start: start,
        script: script)
      let probe = try FilmProbe(moment)
      let heading =
        CompareVariant.differences(store) + " · "
        + Self.outcome(probe.session, motion: probe.span?.isMotion == true ? probe.span : nil)
      return Row(moment: moment, heading: heading, span: probe.span)
    }
  }

  /// What the gesture did in a session played to its end: the first transition, whether it
  /// completed or was cancelled, and how long it took; for `motion` outside a transition (a
  /// sheet's settle), how long the screen moved and how the scene came to rest; or that it
  /// started no transition.
  static func outcome(_ session: SceneSession, motion: TransitionSpan? = nil) -> String {
    if let motion {
      return "moves for " + String(format: "%.3f s", motion.end - motion.begin) + ", rests at "
        + FilmProbe.state(of: session)
    }
    guard let first = session.transitions.first else { return "no transition" }
    let result: String =
      switch first.completed {
      case true?: "completed"
      case false?: "cancelled"
      case nil: "still running"
      }
    let length = (first.end ?? session.now) - first.start
    return "\(first.kind.rawValue) \(result) in " + String(format: "%.3f s", length)
  }

  /// `count` scene times shared by every row, from the earliest start of what a row films to
  /// the latest end, both included.
  static func sharedTimes(_ rows: [Row], count: Int) -> [Double]? {
    let spans = rows.compactMap(\.span)
    guard let begin = spans.map(\.begin).min(), let end = spans.map(\.end).max() else {
      return nil
    }
    return TransitionSpan(begin: begin, end: end, interactive: false).moments(count)
  }

  /// The picture: the rows top to bottom, each a heading over a filmstrip.
  func picture(frames count: Int, renderer: Renderer) throws -> RenderedImage {
    let scale = renderer.scale
    let strip: (width: Int, height: Int)
    do {
      strip = try FilmstripLayout.pixelSize(count: count, frameSize: screenSize, scale: scale)
    } catch {
      throw UsageError(
        "a compare picture of \(count) frames at --size \(screenSize.width.shortText)x"
          + "\(screenSize.height.shortText) and --scale \(scale.shortText): \(error)")
    }
    let band = Int((Self.headingBand * scale).rounded())
    let rowHeight = band + strip.height
    let height = rowHeight * variants.count
    guard height <= Renderer.maxPixelSide else {
      throw UsageError(
        "a compare picture of \(variants.count) rows of \(rowHeight) pixels is taller than "
          + "\(Renderer.maxPixelSide) pixels; lower --scale or --size")
    }
    let rows = try rows()
    guard let times = Self.sharedTimes(rows, count: count) else {
      throw FilmProbe.nothingToFilm(
        scene: descriptor.id, start: start, verb: "compare under any variant")
    }
    let background =
      FilmstripLayout.background[renderer.appearance] ?? RGBA8(red: 229, green: 229, blue: 234)
    var picture = RenderedImage(width: strip.width, height: height, filledWith: background)
    let headings = View(
      frame: Rect(x: 0, y: 0, width: Double(strip.width) / scale, height: Double(height) / scale))
    for (index, row) in rows.enumerated() {
      let frames = try FilmstripCommand.frames(
        of: row.moment, at: times, span: row.span, renderer: renderer)
      let image: RenderedImage
      do {
        image = try FilmstripLayout.compose(frames, frameSize: screenSize, renderer: renderer)
      } catch {
        throw UsageError(String(describing: error))
      }
      picture.place(image, x: 0, y: index * rowHeight + band)
      let label = Label(
        frame: Rect(
          x: FilmstripLayout.gap, y: Double(index * rowHeight) / scale + 8,
          width: Double(strip.width) / scale - 2 * FilmstripLayout.gap,
          height: Self.headingBand - 8),
        text: "\(index + 1). \(row.heading)",
        font: .systemFont(ofSize: Self.headingFontSize, weight: .semibold), alignment: .left)
      label.name = "heading-\(index)"
      headings.addSubview(label)
    }
    do {
      return try renderer.render(headings, over: picture)
    } catch {
      throw UsageError(String(describing: error))
    }
  }
}
