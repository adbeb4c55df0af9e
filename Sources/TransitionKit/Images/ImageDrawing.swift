/// What an `ImageRenderer` or an image context recorded: drawing commands in the image's
/// coordinates (points, origin at the top left), played by the renderer when the image is
/// drawn.
public struct ImageDrawing: @unchecked Sendable {
  /// The commands, in the order they were given.
  public let commands: [DrawingCommand]
  /// Whether the image was declared opaque: what no command covers is black instead of clear.
  public let isOpaque: Bool

  public init(commands: [DrawingCommand], isOpaque: Bool = false) {
    self.commands = commands
    self.isOpaque = isOpaque
  }
}

/// One drawing operation of a graphics context (Core Graphics' `CGContext` calls and UIKit's
/// drawing functions), with its arguments in the context's user space at the time of the call.
public enum DrawingCommand: @unchecked Sendable {
  /// Pushes the graphics state (transform, colours, line width, alpha, clip).
  case saveState
  /// Pops the graphics state pushed last.
  case restoreState
  /// Multiplies the current transform by this one (applied before it).
  case concatenate(AffineTransform)
  case setFillColor(Color)
  case setStrokeColor(Color)
  /// The line width of strokes, in points.
  case setLineWidth(Double)
  /// The global alpha, in [0, 1], that every later paint is multiplied by.
  case setAlpha(Double)
  case fillRect(Rect)
  case strokeRect(Rect)
  /// Fills the ellipse inscribed in the rectangle.
  case fillEllipse(Rect)
  /// Strokes the ellipse inscribed in the rectangle.
  case strokeEllipse(Rect)
  /// Makes the rectangle transparent.
  case clearRect(Rect)
  /// Intersects the clip with the rectangle.
  case clipRect(Rect)
  /// Fills a path with the fill colour, by the even-odd rule when the flag is set (UIKit's
  /// `UIBezierPath.fill()`, Core Graphics' `fillPath(using:)`).
  case fillPath(Path, evenOdd: Bool)
  /// Strokes a path with the stroke colour, `width` points wide, with its caps and joins
  /// (UIKit's `UIBezierPath.stroke()`).
  case strokePath(Path, width: Double, cap: LineCap, join: LineJoin)
  /// Intersects the clip with the path's inside (UIKit's `UIBezierPath.addClip()`).
  case clipPath(Path, evenOdd: Bool)
  /// Draws an image scaled into the rectangle, with the given alpha.
  case drawImage(Image, in: Rect, alpha: Double)
  /// Draws text in the rectangle (UIKit's `NSString.draw(in:withAttributes:)`).
  case drawText(String, in: Rect, font: Font, color: Color, alignment: TextAlignment)
  /// Draws a frozen copy of a view subtree in the view's bounds coordinates (Core Animation's
  /// `layer.render(in:)`, UIKit's `drawHierarchy(in:afterScreenUpdates:)` after its own
  /// transform to the rectangle).
  case drawView(View)
}
