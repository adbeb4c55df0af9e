import CCairo
import TransitionKit

/// What a view paints itself, under its subviews.
struct OwnPaints {
  /// The shadow's colour with its final alpha (before the view's opacity), or nil.
  var shadow: RGBA?
  var background: RGBA?
  /// Paints of the view's own content: a label's text, a button's title and highlight, a
  /// snapshot's picture.
  var contentCount = 0

  var count: Int { (shadow == nil ? 0 : 1) + (background == nil ? 0 : 1) + contentCount }
}

extension Renderer {
  /// Draws one view and its subtree.
  ///
  /// **Opacity.** As in UIKit, a view's alpha applies to the view and its subviews as one
  /// picture (group opacity): overlapping parts do not show through each other. A group needs
  /// an offscreen layer, so one is used only when it changes the result — the opacity is
  /// below 1 and there are at least two paints (shadow, background, content, visible
  /// subviews). With a single paint the opacity is multiplied into that paint; when that paint
  /// is the only visible subview, the opacity is handed down to it. The layer is clipped to the
  /// subtree's visual extent, so a small fading view never allocates a screen-sized layer.
  ///
  /// - Parameters:
  ///   - opacity: the opacity handed down from ancestors that did not group.
  ///   - placement: the transform from the view's bounds coordinates to the current user
  ///     space (normally its `transformToSuperview`).
  func drawView(
    _ view: View, in cr: OpaquePointer, opacity inherited: Double, placement: AffineTransform
  ) {
    guard !view.isHidden, !backdropStopped else { return }
    if isHidden(view, placement: placement, in: cr) { return }
    if let layer = view.layerIfLoaded, layer.usesLayerFeatures {
      drawLayerView(view, layer: layer, in: cr, opacity: inherited, placement: placement)
      return
    }
    let values = view.presentation
    let opacity = inherited * Self.unitClamped(values.alpha)
    guard opacity > 0, Self.isDrawable(placement), values.bounds.isFinite else { return }
    let bounds = values.bounds
    let paints = ownPaints(view, values)
    let paintCount = paints.count + visibleSubviewCount(view, upTo: 2)
    guard paintCount > 0 else { return }

    cairo_save(cr)
    CairoDrawing.concatenate(cr, placement)
    let grouped = opacity < 1 && paintCount > 1
    if grouped {
      if let extent = visualExtent(of: view) {
        cairo_rectangle(cr, extent.minX, extent.minY, extent.width, extent.height)
        cairo_clip(cr)
      }
      cairo_push_group(cr)
      groupsInFrame += 1
    }
    let inner = grouped ? 1 : opacity
    if var shadow = paints.shadow {
      shadow.alpha *= inner
      shadows.paint(
        in: cr,
        shape: bounds.offsetBy(dx: values.shadowOffset.width, dy: values.shadowOffset.height),
        cornerRadius: values.cornerRadius, shadowRadius: values.shadowRadius, color: shadow,
        scale: deviceScale,
        cover: (paints.background?.alpha ?? 0) >= 1 ? (bounds, values.cornerRadius) : nil,
        frame: frame)
    }
    if let background = paints.background {
      CairoDrawing.addRoundedRect(cr, bounds, radius: values.cornerRadius)
      CairoDrawing.setColor(cr, background, opacity: inner)
      cairo_fill(cr)
    }
    if view.clipsToBounds {
      CairoDrawing.addRoundedRect(cr, bounds, radius: values.cornerRadius)
      cairo_clip(cr)
    }
    if paints.contentCount > 0 {
      drawContent(of: view, in: cr, bounds: bounds, background: paints.background, opacity: inner)
    }
    let subviews = view.subviews
    if Layer.depthSortingInUse,
      subviews.contains(where: { ($0.layerIfLoaded?.presentationState.zPosition ?? 0) != 0 })
    {
      drawSublayers(of: view.layer, in: cr, opacity: inner)
    } else {
      drawSubviews(
        of: view, from: firstVisibleSubviewIndex(of: view, in: cr), in: cr, opacity: inner)
    }
    if grouped {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, opacity)
    }
    cairo_restore(cr)
  }

  /// The shadow, background and content a view paints, with colours resolved.
  ///
  /// The shadow follows UIKit's rules for a layer without a shadow path: it is the shape of
  /// the view's (rounded) background, as opaque as the background is, and `clipsToBounds`
  /// (masksToBounds) hides it. A view without a background casts no shadow here.
  func ownPaints(_ view: View, _ values: ViewValues) -> OwnPaints {
    var paints = OwnPaints()
    if let color = values.backgroundColor?.resolved(for: appearance), color.alpha > 0 {
      paints.background = color
      let opacity = Self.unitClamped(values.shadowOpacity)
      if !view.clipsToBounds, opacity > 0, values.shadowOffset.isFinite,
        values.shadowRadius.isFinite
      {
        var shadow = values.shadowColor.resolved(for: appearance)
        shadow.alpha *= opacity * color.alpha
        if shadow.alpha > 0 { paints.shadow = shadow }
      }
    }
    switch view {
    case let label as Label:
      paints.contentCount = label.text?.isEmpty == false ? 1 : 0
    case let button as Button:
      paints.contentCount =
        (button.currentTitle?.isEmpty == false ? 1 : 0)
        + (button.isHighlighted && paints.background != nil ? 1 : 0)
    case is SnapshotView:
      paints.contentCount = 1
    case let imageView as ImageView:
      paints.contentCount = imageView.shownImage != nil ? 1 : 0
    default:
      break
    }
    return paints
  }

  /// The number of subviews that would draw something, counting no further than `limit`.
  func visibleSubviewCount(_ view: View, upTo limit: Int) -> Int {
    var count = 0
    for subview in view.subviews where !subview.isHidden && subview.presentation.alpha > 0 {
      count += 1
      if count >= limit { break }
    }
    return count
  }

  /// A rectangle, in the view's bounds coordinates, that holds everything the view and its
  /// subtree paint (conservatively: text may overhang its bounds by a line, shadows reach
  /// three sigmas), or nil when it paints nothing.
  func visualExtent(of view: View) -> Rect? {
    guard !view.isHidden else { return nil }
    let values = view.presentation
    guard values.alpha > 0, values.bounds.isFinite else { return nil }
    let bounds = values.bounds
    let paints = ownPaints(view, values)
    var extent: Rect?
    func include(_ rect: Rect) { extent = extent.map { $0.union(rect) } ?? rect }
    if paints.background != nil { include(bounds) }
    if paints.contentCount > 0 {
      let overhang = 2 + ((view as? Label)?.font.size ?? (view as? Button)?.titleFont.size ?? 0)
      include(bounds.insetBy(dx: -overhang, dy: -overhang))
      if let imageView = view as? ImageView, let image = imageView.shownImage {
        include(imageView.contentMode.rect(for: image.size, in: bounds))
      }
    }
    if paints.shadow != nil {
      let reach = 1.5 * Swift.max(values.shadowRadius, 0) + 2 / deviceScale
      include(
        bounds.offsetBy(dx: values.shadowOffset.width, dy: values.shadowOffset.height)
          .insetBy(dx: -reach, dy: -reach))
    }
    if view.clipsToBounds {
      if visibleSubviewCount(view, upTo: 1) > 0 { include(bounds) }
      return extent
    }
    for subview in view.subviews {
      let placement = subview.presentation.transformToSuperview
      guard Self.isDrawable(placement), let child = visualExtent(of: subview) else { continue }
      include(child.applying(placement))
    }
    return extent
  }

  /// A value clamped to [0, 1]; not-a-number gives 0.
  static func unitClamped(_ value: Double) -> Double {
    value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
  }

  /// Whether a placement can be drawn: finite and invertible (a zero scale draws nothing, and
  /// cairo refuses a singular matrix).
  static func isDrawable(_ transform: AffineTransform) -> Bool {
    let determinant = transform.determinant
    return determinant.isFinite && abs(determinant) > 1e-12 && transform.tx.isFinite
      && transform.ty.isFinite
  }
}
