import Foundation

/// Makes images by drawing (UIKit's `UIGraphicsImageRenderer`): `image { context in … }` runs
/// the drawing with a recording context current, so `UIColor.setFill()`, `UIRectFill`,
/// `image.draw(in:)` and `layer.render(in:)` inside it draw into the new image.
@MainActor
public final class ImageRenderer {
  /// How the images are made (UIKit's `UIGraphicsImageRendererFormat`).
  @MainActor public final class Format {
    /// Pixels per point; the main screen's unless set.
    public var scale: Double
    /// Whether the images are opaque.
    public var opaque: Bool

    public init() {
      scale = Screen.main.scale
      opaque = false
    }

    /// UIKit's `UIGraphicsImageRendererFormat.default()`.
    public static func `default`() -> Format { Format() }
    /// UIKit's `preferred()`: the same here.
    public static func preferred() -> Format { Format() }
  }

  /// What the drawing closure is given (UIKit's `UIGraphicsImageRendererContext`).
  @MainActor public final class Context {
    public let format: Format
    /// The Core Graphics context to draw into.
    public let cgContext: GraphicsContext

    init(format: Format, cgContext: GraphicsContext) {
      self.format = format
      self.cgContext = cgContext
    }

    /// The picture so far.
    public var currentImage: Image { cgContext.makeImage() }
    /// Fills a rectangle with the fill colour.
    public func fill(_ rect: Rect) { cgContext.fill(rect) }
    /// Strokes a rectangle with the stroke colour.
    public func stroke(_ rect: Rect) { cgContext.stroke(rect) }
    public func clip(to rect: Rect) { cgContext.clip(to: rect) }
  }

  /// The images' rectangle, in points; drawing happens in its coordinates.
  public let bounds: Rect
  public let format: Format

  public init(bounds: Rect, format: Format = Format()) {
    self.bounds = bounds
    self.format = format
  }

  public convenience init(size: Size, format: Format = Format()) {
    self.init(bounds: Rect(origin: .zero, size: size), format: format)
  }

  /// An image of what `actions` draws.
  public func image(actions: (Context) throws -> Void) rethrows -> Image {
    let context = GraphicsContext(size: bounds.size, scale: format.scale, isOpaque: format.opaque)
    if bounds.origin != .zero {
      context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
    }
    try GraphicsContext.withCurrent(context) {
      try actions(Context(format: format, cgContext: context))
    }
    return context.makeImage()
  }

  /// PNG data of what `actions` draws, when the lab's renderer is there to encode it
  /// (`Image.pngData()`); empty otherwise.
  public func pngData(actions: (Context) throws -> Void) rethrows -> Data {
    try image(actions: actions).pngData() ?? Data()
  }
}
