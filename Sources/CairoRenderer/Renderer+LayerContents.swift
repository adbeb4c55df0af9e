import CCairo
import TransitionKit

extension Renderer {
  /// A layer's `contents` (an `Image`, `UIImage.cgImage` being the same object here): the part
  /// `contentsRect` names, placed in the bounds by `contentsGravity`.
  func drawContents(of layer: Layer, in cr: OpaquePointer, opacity: Double) {
    guard let image = layer.presentationState.contents as? Image, image.size.width > 0,
      image.size.height > 0
    else { return }
    let bounds = layer.presentationGeometry.bounds
    let part = layer.presentationState.contentsRect
    guard part.width > 0, part.height > 0 else { return }
    let shown = Size(width: image.size.width * part.width, height: image.size.height * part.height)
    let rect = Self.contentsPlacement(of: shown, in: bounds, gravity: layer.contentsGravity)
    // The whole image placed so that the part named lands on `rect`.
    let whole = Rect(
      x: rect.minX - part.minX / part.width * rect.width,
      y: rect.minY - part.minY / part.height * rect.height,
      width: rect.width / part.width, height: rect.height / part.height)
    cairo_save(cr)
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    cairo_clip(cr)
    paint(image, in: cr, rect: whole, opacity: opacity, tint: .systemBlue)
    cairo_restore(cr)
  }

  /// Where contents of `size` points go in `bounds` by a gravity (y grows down, so `top` is
  /// the top edge on screen).
  static func contentsPlacement(of size: Size, in bounds: Rect, gravity: ContentsGravity) -> Rect {
    switch gravity {
    case .resize: return bounds
    case .resizeAspect, .resizeAspectFill:
      let sx = bounds.width / size.width
      let sy = bounds.height / size.height
      let s = gravity == .resizeAspect ? Swift.min(sx, sy) : Swift.max(sx, sy)
      let w = size.width * s
      let h = size.height * s
      return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
    default:
      let x: Double
      switch gravity {
      case .left, .topLeft, .bottomLeft: x = bounds.minX
      case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
      default: x = bounds.midX - size.width / 2
      }
      let y: Double
      switch gravity {
      case .top, .topLeft, .topRight: y = bounds.minY
      case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
      default: y = bounds.midY - size.height / 2
      }
      return Rect(x: x, y: y, width: size.width, height: size.height)
    }
  }
}
