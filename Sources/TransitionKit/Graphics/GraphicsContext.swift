import Foundation

/// A drawing context that records what is drawn into it (Core Graphics' `CGContext`, as UIKit
/// hands one out for an image): the commands become an `Image` whose pixels the renderer makes
/// when it draws it. The coordinates are UIKit's: points, origin at the top left.
@MainActor
public final class GraphicsContext {
  /// The size of the picture, in points.
  public let size: Size
  /// Pixels per point the picture is meant for.
  public let scale: Double
  /// Whether the picture is declared opaque (what nothing covers is black).
  public let isOpaque: Bool
  private(set) var commands: [DrawingCommand] = []
  /// The graphics state the calls so far leave (what `saveGState()` pushes), and the states
  /// pushed, so that extra restores do nothing.
  var state = ContextState()
  private var savedStates: [ContextState] = []
  /// The path being built, in the context's base coordinates (each part through the
  /// transform in force when it was added, as Core Graphics builds it); not part of the
  /// graphics state (see `GraphicsContext+Path.swift`).
  let currentPath = MutablePath()
  /// The colour `UIColor.setFill()` sets, for image drawing's tint.
  var fillColor: Color {
    get { state.fillColor }
    set { state.fillColor = newValue }
  }

  init(size: Size, scale: Double, isOpaque: Bool) {
    self.size = size
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    self.isOpaque = isOpaque
  }

  func record(_ command: DrawingCommand) { commands.append(command) }

  /// The picture drawn so far.
  public func makeImage() -> Image {
    Image(
      source: .drawing(ImageDrawing(commands: commands, isOpaque: isOpaque)), size: size,
      scale: scale)
  }

  // MARK: State

  public func saveGState() {
    savedStates.append(state)
    record(.saveState)
  }

  public func restoreGState() {
    guard let saved = savedStates.popLast() else { return }
    state = saved
    record(.restoreState)
  }

  public func translateBy(x: Double, y: Double) {
    concatenate(AffineTransform(translationX: x, y: y))
  }

  public func scaleBy(x: Double, y: Double) {
    concatenate(AffineTransform(scaleX: x, y: y))
  }

  /// Rotates the user space by an angle in radians.
  public func rotate(by angle: Double) {
    concatenate(AffineTransform(rotationAngle: angle))
  }

  public func concatenate(_ transform: AffineTransform) {
    state.transform = transform.concatenating(state.transform)
    record(.concatenate(transform))
  }

  /// The transform from user space to the context's base coordinates (Core Graphics'
  /// `ctm`).
  public var ctm: AffineTransform { state.transform }

  public func setFillColor(_ color: Color) {
    fillColor = color
    record(.setFillColor(color))
  }

  public func setStrokeColor(_ color: Color) { record(.setStrokeColor(color)) }

  /// The width of stroked lines, in points.
  public func setLineWidth(_ width: Double) {
    state.lineWidth = width.isFinite ? Swift.max(width, 0) : 1
    record(.setLineWidth(width))
  }

  /// The alpha every later paint is multiplied by, in [0, 1].
  public func setAlpha(_ alpha: Double) { record(.setAlpha(alpha)) }

  // MARK: Painting

  public func fill(_ rect: Rect) { record(.fillRect(rect)) }
  /// Fills each rectangle.
  public func fill(_ rects: [Rect]) { for rect in rects { fill(rect) } }
  public func stroke(_ rect: Rect) { record(.strokeRect(rect)) }
  /// Strokes a rectangle with a line of `width` points.
  public func stroke(_ rect: Rect, width: Double) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }
  public func clear(_ rect: Rect) { record(.clearRect(rect)) }
  public func fillEllipse(in rect: Rect) { record(.fillEllipse(rect)) }
  public func strokeEllipse(in rect: Rect) { record(.strokeEllipse(rect)) }
  public func clip(to rect: Rect) { record(.clipRect(rect)) }

  /// Draws an image into a rectangle as Core Graphics does (`CGContext.draw(_:in:)`): in a
  /// context UIKit made, whose y axis points down, the image comes out upside down, as it
  /// does on iOS; `Image.draw(in:)` draws it upright.
  public func draw(_ image: Image, in rect: Rect) {
    saveGState()
    translateBy(x: 0, y: rect.minY * 2 + rect.height)
    scaleBy(x: 1, y: -1)
    record(.drawImage(image, in: rect, alpha: 1))
    restoreGState()
  }

  // MARK: The context stack of UIKit's image contexts

  /// The contexts `UIGraphicsBeginImageContextWithOptions` pushed, the current one last.
  private static var stack: [GraphicsContext] = []

  /// The context drawing goes to now (UIKit's `UIGraphicsGetCurrentContext()`): the one an
  /// image renderer is running, or the last image context begun.
  public static var current: GraphicsContext? { stack.last }

  /// Begins an image context of `size` points (UIKit's
  /// `UIGraphicsBeginImageContextWithOptions`); a scale of 0 means the main screen's.
  public static func beginImageContext(size: Size, opaque: Bool, scale: Double) {
    let scale = scale > 0 ? scale : Screen.main.scale
    stack.append(GraphicsContext(size: size, scale: scale, isOpaque: opaque))
  }

  /// The picture of the current image context so far (UIKit's
  /// `UIGraphicsGetImageFromCurrentImageContext()`), or `nil` when none is begun.
  public static func imageFromCurrentImageContext() -> Image? { current?.makeImage() }

  /// Ends the current image context (UIKit's `UIGraphicsEndImageContext()`).
  public static func endImageContext() {
    _ = stack.popLast()
  }

  /// Runs `body` with `context` as the current one.
  static func withCurrent<Result>(_ context: GraphicsContext, _ body: () throws -> Result) rethrows
    -> Result
  {
    stack.append(context)
    defer { _ = stack.popLast() }
    return try body()
  }
}
