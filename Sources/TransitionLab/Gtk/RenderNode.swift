import CGtk
import TransitionKit

/// A render node held by Swift: one reference, given back when the holder goes. A widget
/// that appends the same node to its snapshot frame after frame keeps that part out of the
/// frame's damage: GSK's diff skips a node it saw last frame.
final class RenderNode: @unchecked Sendable {
  let node: OpaquePointer

  /// Takes the reference `node` was created with.
  init(_ node: OpaquePointer) {
    self.node = node
  }

  deinit {
    gsk_render_node_unref(node)
  }

  /// A cairo node over `bounds` (widget coordinates) that `paint` draws into, in the same
  /// coordinates; what falls outside `bounds` is cut off.
  static func drawing(_ bounds: Rect, _ paint: (OpaquePointer) -> Void) -> RenderNode {
    var rect = graphene(bounds)
    let node = RenderNode(gsk_cairo_node_new(&rect))
    if let cr = gsk_cairo_node_get_draw_context(node.node) {
      paint(cr)
      cairo_destroy(cr)
    }
    return node
  }

  /// Appends a cairo node over `bounds` to `snapshot` and lets `paint` draw into it.
  static func appendDrawing(
    to snapshot: OpaquePointer, _ bounds: Rect, _ paint: (OpaquePointer) -> Void
  ) {
    var rect = graphene(bounds)
    guard let cr = gtk_snapshot_append_cairo(snapshot, &rect) else { return }
    paint(cr)
    cairo_destroy(cr)
  }

  /// `rect` rounded out to whole units, so a shape's anti-aliased edge is inside it, and
  /// kept within (0, 0, `size`).
  static func pixelBounds(_ rect: Rect, within size: Size) -> Rect {
    let minX = Swift.max(rect.minX.rounded(.down), 0)
    let minY = Swift.max(rect.minY.rounded(.down), 0)
    let maxX = Swift.min(rect.maxX.rounded(.up), size.width)
    let maxY = Swift.min(rect.maxY.rounded(.up), size.height)
    return Rect(
      x: minX, y: minY, width: Swift.max(maxX - minX, 0), height: Swift.max(maxY - minY, 0))
  }

  private static func graphene(_ rect: Rect) -> graphene_rect_t {
    graphene_rect_t(
      origin: graphene_point_t(x: Float(rect.minX), y: Float(rect.minY)),
      size: graphene_size_t(width: Float(rect.width), height: Float(rect.height)))
  }
}
