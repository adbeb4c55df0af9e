import Foundation
import TransitionKit

/// How the scene's screen sits on the canvas.
enum CanvasMode: String, Sendable {
  /// The device outline scaled to fit the canvas, the screen at its own size in points.
  case fit
  /// The screen fills the canvas, one point per canvas unit; the screen takes the canvas size.
  case fill
}

/// Where the scene's screen and the device outline go on a canvas, and the mapping between
/// canvas coordinates (GTK's logical pixels, from the canvas's top-left) and scene points.
struct CanvasLayout: Equatable, Sendable {
  /// The bezel around the screen in the device outline, in scene points.
  static let bezelPoints = 14.0
  /// The corner radius of the screen, in scene points (the outline's is this plus the bezel).
  static let screenCornerRadiusPoints = 44.0
  /// Space kept free around the outline, in canvas units.
  static let marginUnits = 20.0
  /// How far outside the screen (in points) a press still counts, clamped onto the screen's
  /// edge: the bezel, so a swipe can start on the outline as it does on a device.
  static let pressSlopPoints = bezelPoints

  let mode: CanvasMode
  /// The canvas, in canvas units.
  let canvas: Size
  /// The scene's screen, in points (in `fill`, the canvas size).
  let screen: Size
  /// Canvas units per scene point.
  let scale: Double
  /// The screen's top-left corner on the canvas.
  let origin: Point

  /// The layout for a canvas. In `fit` the outline of a `screen`-sized device is centred and
  /// scaled to fit, at the largest of the stepped scales that fits (`steppedScale`, at any
  /// scale above zero); in `fill` the screen is the canvas.
  init(mode: CanvasMode, canvas: Size, screen: Size) {
    self.mode = mode
    self.canvas = canvas
    switch mode {
    case .fill:
      self.screen = Size(width: Swift.max(canvas.width, 1), height: Swift.max(canvas.height, 1))
      scale = 1
      origin = .zero
    case .fit:
      self.screen = screen
      let outerWidth = screen.width + 2 * Self.bezelPoints
      let outerHeight = screen.height + 2 * Self.bezelPoints
      let available = Size(
        width: Swift.max(canvas.width - 2 * Self.marginUnits, 1),
        height: Swift.max(canvas.height - 2 * Self.marginUnits, 1))
      let fitted = Swift.min(available.width / outerWidth, available.height / outerHeight)
      scale = fitted.isFinite && fitted > 0 ? Self.steppedScale(fitted) : 1
      origin = Point(
        x: (canvas.width - screen.width * scale) / 2,
        y: (canvas.height - screen.height * scale) / 2)
    }
  }

  /// Device sizes an octave of scale that `fit` chooses among.
  static let scaleStepsPerOctave = 16.0

  /// The largest of `scaleStepsPerOctave` scales an octave (powers of two among them) that is
  /// at most `fitted`: the device is at most 4.4 % smaller than the canvas would hold.
  ///
  /// Text on the canvas is drawn at the device's scale, and cairo keeps a font with a cache of
  /// its glyph images for each size at each scale. A scale that followed the window's size
  /// exactly made new fonts at every size the window, compare mode or the blind test took, and
  /// the caches grew for many minutes of use before they were full; on steps, the sizes a
  /// window goes through share a few scales and their fonts.
  static func steppedScale(_ fitted: Double) -> Double {
    // The small allowance keeps an exact step (1, 0.5) from falling to the step below
    // through a rounding error in the logarithm.
    let steps = (log2(fitted) * scaleStepsPerOctave + 1e-9).rounded(.down)
    return exp2(steps / scaleStepsPerOctave)
  }

  /// The screen's rectangle on the canvas.
  var screenRect: Rect {
    Rect(
      x: origin.x, y: origin.y, width: screen.width * scale, height: screen.height * scale)
  }

  /// The device outline's rectangle on the canvas (the screen in `fill`).
  var deviceRect: Rect {
    guard mode == .fit else { return screenRect }
    let bezel = Self.bezelPoints * scale
    return Rect(
      x: origin.x - bezel, y: origin.y - bezel,
      width: (screen.width + 2 * Self.bezelPoints) * scale,
      height: (screen.height + 2 * Self.bezelPoints) * scale)
  }

  /// A canvas point in scene points.
  func scenePoint(fromCanvas point: Point) -> Point {
    Point(x: (point.x - origin.x) / scale, y: (point.y - origin.y) / scale)
  }

  /// A scene point on the canvas.
  func canvasPoint(fromScene point: Point) -> Point {
    Point(x: origin.x + point.x * scale, y: origin.y + point.y * scale)
  }

  /// Where a press at a canvas point lands on the screen: the scene point, clamped onto the
  /// screen when it is on the bezel; nil when it is off the device.
  func pressLocation(fromCanvas point: Point) -> Point? {
    let scene = scenePoint(fromCanvas: point)
    let slop = mode == .fit ? Self.pressSlopPoints : 0
    guard scene.x >= -slop, scene.y >= -slop, scene.x <= screen.width + slop,
      scene.y <= screen.height + slop
    else { return nil }
    return Point(
      x: Swift.min(Swift.max(scene.x, 0), screen.width),
      y: Swift.min(Swift.max(scene.y, 0), screen.height))
  }

  /// Whether a canvas point is over the screen.
  func isOverScreen(_ point: Point) -> Bool {
    let scene = scenePoint(fromCanvas: point)
    return scene.x >= 0 && scene.y >= 0 && scene.x <= screen.width && scene.y <= screen.height
  }
}
