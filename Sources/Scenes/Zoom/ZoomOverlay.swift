import Foundation
import TransitionKit

/// Drawn over the scene while a zoom runs (the `overlay` switch): the source view's frame
/// now (yellow), where it maps in the zoomed view at full zoom — the alignment rectangle, or
/// the whole view (cyan) — and the morphing frame between them (magenta), each labelled. It
/// is a view of the window, so the canvas draws it with the rest of the scene; it takes no
/// touches.
@MainActor
final class ZoomOverlayView: View {
  static let sourceColor = Color(red: 1, green: 0.8, blue: 0)
  static let mappedColor = Color(red: 0, green: 0.85, blue: 1)
  static let morphColor = Color(red: 1, green: 0.2, blue: 0.8)
  static let lineWidth = 2.0

  let source = OutlineView(color: ZoomOverlayView.sourceColor, title: "source")
  let mapped = OutlineView(color: ZoomOverlayView.mappedColor, title: "maps to")
  let morph = OutlineView(color: ZoomOverlayView.morphColor, title: "frame")

  override init(frame: Rect) {
    super.init(frame: frame)
    name = "zoom-overlay"
    isUserInteractionEnabled = false
    autoresizingMask = .flexibleSize
    for outline in [mapped, morph, source] { addSubview(outline) }
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// Puts the outlines where the zoom's frame says (window points).
  func show(_ zoom: ZoomFrame) {
    source.place(zoom.source)
    mapped.place(zoom.alignment)
    morph.place(zoom.frame)
  }
}

/// A rectangle's outline of four thin views, with a small label above its top-left corner.
@MainActor
final class OutlineView: View {
  private let edges = (0..<4).map { _ in View() }
  private let label: Label

  init(color: Color, title: String) {
    label = Label(
      frame: Rect(x: 0, y: -16, width: 80, height: 14), text: title,
      font: .systemFont(ofSize: 11, weight: .semibold), color: color)
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    autoresizesSubviews = false
    name = "zoom-overlay-\(title.replacingOccurrences(of: " ", with: "-"))"
    for edge in edges {
      edge.backgroundColor = color
      addSubview(edge)
    }
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  func place(_ rect: Rect) {
    frame = rect
    let w = ZoomOverlayView.lineWidth
    let size = rect.size
    edges[0].frame = Rect(x: 0, y: 0, width: size.width, height: w)
    edges[1].frame = Rect(x: 0, y: size.height - w, width: size.width, height: w)
    edges[2].frame = Rect(x: 0, y: 0, width: w, height: size.height)
    edges[3].frame = Rect(x: size.width - w, y: 0, width: w, height: size.height)
    label.frame = Rect(x: 0, y: -16, width: 80, height: 14)
  }
}
