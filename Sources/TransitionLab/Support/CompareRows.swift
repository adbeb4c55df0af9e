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
  let screenSize: Size

  /// One variant's scene, played to the end once to learn its first transition.
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
        descriptor: descriptor, sceneOptions: options, screenSize: screenSize, start: start,
        script: script)
      let probe = try moment.session(at: nil)
      let span = probe.transitions.first.map {
        TransitionSpan(begin: $0.start, end: $0.end ?? probe.now, interactive: $0.interactive)
      }
      let heading = CompareVariant.differences(store) + " · " + Self.outcome(probe)
      return Row(moment: moment, heading: heading, span: span)
    }
  }

  /// What the gesture did in a session played to its end: the first transition, whether it
  /// completed or was cancelled, and how long it took; or that it started none.
  static func outcome(_ session: SceneSession) -> String {
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

  /// `count` scene times shared by every row, from the earliest first-transition start to the
  /// latest first-transition end, both included.
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
      throw UsageError(
        "the script starts no transition in scene \(descriptor.id) from the "
          + "\(start.rawValue) screen under any variant; nothing to compare")
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
