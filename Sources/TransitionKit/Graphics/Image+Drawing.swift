import Foundation

extension Image {
  /// Draws the image upright into a rectangle of the current graphics context (UIKit's
  /// `draw(in:)`); nothing without a current context.
  @MainActor public func draw(in rect: Rect) { draw(in: rect, alpha: 1) }

  /// Draws the image into a rectangle with an alpha.
  @MainActor public func draw(in rect: Rect, alpha: Double) {
    GraphicsContext.current?.record(.drawImage(self, in: rect, alpha: alpha))
  }

  /// Draws the image at its size with its top left corner at `point`.
  @MainActor public func draw(at point: Point) {
    draw(in: Rect(origin: point, size: size))
  }

  /// What turns an image into PNG data; the lab sets it to its renderer's encoder. TransitionKit
  /// itself has none: it keeps no pixels.
  nonisolated(unsafe) public static var pngEncoder: (@MainActor (Image) -> Data?)?

  /// The image as PNG data (UIKit's `pngData()`): a PNG file's or data's own bytes, or what
  /// the lab's renderer encodes; `nil` when there is no encoder for a drawing or a symbol.
  @MainActor public func pngData() -> Data? {
    switch source {
    case .data(let data, .png): return data
    case .file(let path, .png):
      if let data = FileManager.default.contents(atPath: path) { return data }
    default: break
    }
    return Image.pngEncoder?(self)
  }
}

extension Color {
  /// Makes the colour the fill colour of the current graphics context (UIKit's `setFill()`).
  @MainActor public func setFill() { GraphicsContext.current?.setFillColor(self) }

  /// Makes the colour the stroke colour of the current graphics context (UIKit's
  /// `setStroke()`).
  @MainActor public func setStroke() { GraphicsContext.current?.setStrokeColor(self) }

  /// Makes the colour both the fill and the stroke colour (UIKit's `set()`).
  @MainActor public func set() {
    setFill()
    setStroke()
  }
}

extension View {
  /// Draws the view and its subviews as they look now into a rectangle of the current graphics
  /// context (UIKit's `drawHierarchy(in:afterScreenUpdates:)`), scaled from the view's bounds
  /// to the rectangle. Returns false when there is no current context or the view has no size.
  @discardableResult
  public func drawHierarchy(in rect: Rect, afterScreenUpdates: Bool) -> Bool {
    guard let context = GraphicsContext.current else { return false }
    let bounds = presentation.bounds
    guard bounds.width > 0, bounds.height > 0 else { return false }
    context.saveGState()
    context.translateBy(x: rect.minX, y: rect.minY)
    context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    context.record(.drawView(snapshotContent(afterScreenUpdates: afterScreenUpdates)))
    context.restoreGState()
    return true
  }
}

extension Layer {
  /// Draws the layer's view and its subviews into a graphics context, in the layer's own
  /// coordinate space (Core Animation's `render(in:)`): its bounds' origin at the context's.
  public func render(in context: GraphicsContext) {
    // A layer of no view (one made on its own) records nothing here.
    guard let view else { return }
    context.record(.drawView(view.snapshotContent(afterScreenUpdates: false)))
  }
}

/// UIKit's `UIRectFill`: fills a rectangle of the current context with its fill colour.
@MainActor public func fillRectInCurrentContext(_ rect: Rect) {
  GraphicsContext.current?.fill(rect)
}
