import CairoRenderer
import Foundation
import Scenes
import TransitionKit

/// One frame of a filmstrip: the screen at a moment and what its label says.
struct FilmstripFrame {
  /// Scene time, in seconds.
  let time: Double
  /// The transition's progress in [0, 1]; nil for a frame of motion outside any transition
  /// (a sheet settling at a detent), which has no progress.
  let progress: Double?
  /// For an interactive transition: whether the interaction was finishing or cancelling it at
  /// this moment (`finishing`, `cancelling`), whether it has completed (`done`, `cancelled`),
  /// or nothing while it is dragged. For motion outside a transition: how the scene stands
  /// (a sheet's detent, `not presented`).
  let phase: String?
  let image: RenderedImage

  /// The label under the frame: `0.150 s · 46 %`, with the phase after it, or `0.150 s ·
  /// medium` for motion outside a transition.
  var label: String {
    var text = String(format: "%.3f s", time)
    if let progress { text += String(format: " · %d %%", Int((progress * 100).rounded())) }
    return phase.map { "\(text) · \($0)" } ?? text
  }
}

/// Where a transition runs in a script's replay: from its beginning to its completion; or,
/// with `isMotion`, where the screen moves outside any transition (see `FilmProbe`).
struct TransitionSpan {
  let begin: Double
  let end: Double
  let interactive: Bool
  /// Whether the span is motion outside a transition, whose frames have no progress.
  var isMotion = false

  /// `count` moments spread evenly from the beginning to the completion, both included.
  func moments(_ count: Int) -> [Double] {
    guard count > 1 else { return [begin] }
    return (0..<count).map { begin + (end - begin) * Double($0) / Double(count - 1) }
  }

  /// The progress of a transition that is not interactive: elapsed time over its length.
  func elapsedFraction(at time: Double) -> Double {
    guard end > begin else { return 1 }
    return Swift.min(Swift.max((time - begin) / (end - begin), 0), 1)
  }
}

/// Frames laid out left to right, each with its label in a band underneath.
///
/// Sizes are in points; the picture is made at the frames' scale.
@MainActor
enum FilmstripLayout {
  /// Space around and between the frames.
  static let gap = 12.0
  /// Height of the band under each frame that holds its label.
  static let labelBand = 30.0
  static let labelFontSize = 15.0
  static let background: [Appearance: RGBA8] = [
    .light: RGBA8(red: 229, green: 229, blue: 234), .dark: RGBA8(red: 44, green: 44, blue: 46),
  ]

  /// The pixel size of a strip of `count` frames of `frameSize` points at `scale`.
  ///
  /// - Throws: `RenderError` when a frame or the whole strip is larger than cairo allows.
  static func pixelSize(count: Int, frameSize: Size, scale: Double) throws -> (Int, Int) {
    let frame = try Renderer.pixelSize(for: frameSize, scale: scale)
    let gap = Int((gap * scale).rounded())
    let band = Int((labelBand * scale).rounded())
    let width = count * frame.width + (count + 1) * gap
    let height = gap + frame.height + band + gap / 2
    guard width <= Renderer.maxPixelSide, height <= Renderer.maxPixelSide else {
      throw RenderError.imageTooLarge(
        pixelWidth: width, pixelHeight: height, limit: Renderer.maxPixelSide)
    }
    return (width, height)
  }

  /// The strip, with the labels drawn in the renderer's text.
  static func compose(_ frames: [FilmstripFrame], frameSize: Size, renderer: Renderer) throws
    -> RenderedImage
  {
    let scale = renderer.scale
    let (width, height) = try pixelSize(count: frames.count, frameSize: frameSize, scale: scale)
    var strip = RenderedImage(
      width: width, height: height,
      filledWith: background[renderer.appearance]
        ?? .init(
          red: 229, green: 229, blue: 234))
    let gap = Int((gap * scale).rounded())
    let labels = View(
      frame: Rect(x: 0, y: 0, width: Double(width) / scale, height: Double(height) / scale))
    for (index, frame) in frames.enumerated() {
      let x = gap + index * (frame.image.width + gap)
      strip.place(frame.image, x: x, y: gap)
      let label = Label(
        frame: Rect(
          x: Double(x) / scale, y: Double(gap + frame.image.height) / scale,
          width: Double(frame.image.width) / scale, height: labelBand),
        text: frame.label, font: .systemFont(ofSize: labelFontSize, weight: .medium),
        alignment: .center)
      label.name = "label-\(index)"
      labels.addSubview(label)
    }
    return try renderer.render(labels, over: strip)
  }
}
