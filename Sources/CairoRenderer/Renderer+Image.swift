import CCairo
import TransitionKit

extension Renderer {
  /// Paints an image scaled into `rect` (in the current user space), its alpha multiplied by
  /// `opacity`. A template image (a system symbol, or one set to `.alwaysTemplate`) is filled
  /// with its own tint colour, or else with `tint`.
  func paint(_ image: Image, in cr: OpaquePointer, rect: Rect, opacity: Double, tint: Color) {
    guard opacity > 0, rect.width > 0, rect.height > 0, rect.isFinite else { return }
    let fill = (image.tintColor ?? tint).resolved(for: appearance)
    if case .system(let name) = image.source {
      SymbolGlyphs.draw(
        name, in: cr, rect: rect, weight: image.symbolConfiguration?.weight ?? .regular,
        color: fill, opacity: opacity)
      return
    }
    guard
      let entry = images.entry(
        for: image, scale: deviceScale,
        play: { drawing, context in self.play(drawing, in: context) }
      ), entry.pixelWidth > 0, entry.pixelHeight > 0
    else { return }
    cairo_save(cr)
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    cairo_clip(cr)
    cairo_translate(cr, rect.minX, rect.minY)
    cairo_scale(cr, rect.width / entry.pixelWidth, rect.height / entry.pixelHeight)
    if image.isTemplate {
      CairoDrawing.setColor(cr, fill, opacity: opacity)
      cairo_mask(cr, entry.pattern)
    } else {
      cairo_set_source(cr, entry.pattern)
      cairo_paint_with_alpha(cr, opacity)
    }
    cairo_restore(cr)
  }

  /// Plays a recorded drawing into `cr`, whose user space is the image's points.
  func play(_ drawing: ImageDrawing, in cr: OpaquePointer) {
    var state = DrawingState()
    var saved: [DrawingState] = []
    cairo_save(cr)
    for command in drawing.commands {
      switch command {
      case .saveState:
        saved.append(state)
        cairo_save(cr)
      case .restoreState:
        guard let last = saved.popLast() else { continue }
        state = last
        cairo_restore(cr)
      case .concatenate(let transform):
        guard Self.isDrawable(transform) else { continue }
        CairoDrawing.concatenate(cr, transform)
      case .setFillColor(let color): state.fill = color
      case .setStrokeColor(let color): state.stroke = color
      case .setLineWidth(let width): state.lineWidth = width.isFinite ? Swift.max(width, 0) : 1
      case .setAlpha(let alpha): state.alpha = Self.unitClamped(alpha)
      case .fillRect(let rect):
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        fill(cr, state)
      case .strokeRect(let rect):
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        stroke(cr, state)
      case .fillEllipse(let rect):
        addEllipse(cr, rect)
        fill(cr, state)
      case .strokeEllipse(let rect):
        addEllipse(cr, rect)
        stroke(cr, state)
      case .clearRect(let rect):
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(cr)
        cairo_restore(cr)
      case .clipRect(let rect):
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
      case .fillPath(let path, let evenOdd):
        CairoPath.add(cr, path)
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        fill(cr, state)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      case .strokePath(let path, let width, let cap, let join):
        cairo_save(cr)
        CairoPath.add(cr, path)
        cairo_set_line_cap(cr, CairoPath.lineCap(cap))
        cairo_set_line_join(cr, CairoPath.lineJoin(join))
        var stroked = state
        stroked.lineWidth = width.isFinite ? Swift.max(width, 0) : 1
        stroke(cr, stroked)
        cairo_restore(cr)
      case .clipPath(let path, let evenOdd):
        CairoPath.add(cr, path)
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      case .drawImage(let image, let rect, let alpha):
        paint(
          image, in: cr, rect: rect, opacity: state.alpha * Self.unitClamped(alpha),
          tint: state.fill)
      case .drawText(let text, let rect, let font, let color, let alignment):
        drawRecordedText(
          text, in: cr, rect: rect, font: font, color: color, alignment: alignment,
          opacity: state.alpha)
      case .drawView(let view):
        // In the view's own bounds coordinates, as `layer.render(in:)` draws a layer.
        drawView(view, in: cr, opacity: state.alpha, placement: .identity)
      }
    }
    cairo_restore(cr)
  }

  private func fill(_ cr: OpaquePointer, _ state: DrawingState) {
    CairoDrawing.setColor(cr, state.fill.resolved(for: appearance), opacity: state.alpha)
    cairo_fill(cr)
  }

  private func stroke(_ cr: OpaquePointer, _ state: DrawingState) {
    CairoDrawing.setColor(cr, state.stroke.resolved(for: appearance), opacity: state.alpha)
    cairo_set_line_width(cr, state.lineWidth)
    cairo_stroke(cr)
  }

  private func addEllipse(_ cr: OpaquePointer, _ rect: Rect) {
    guard rect.width > 0, rect.height > 0 else { return }
    cairo_save(cr)
    cairo_translate(cr, rect.midX, rect.midY)
    cairo_scale(cr, rect.width / 2, rect.height / 2)
    cairo_new_sub_path(cr)
    cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
    cairo_restore(cr)
  }
}

/// What a recorded drawing's commands change besides cairo's own state.
private struct DrawingState {
  /// Core Graphics' defaults: black fill and stroke, one-point lines, opaque.
  var fill = Color.black
  var stroke = Color.black
  var lineWidth = 1.0
  var alpha = 1.0
}

extension Renderer {
  /// Draws text a drawing recorded, with a layout made for this once (a drawing is played
  /// once and its picture kept), from the top of `rect`, wrapped to its width.
  func drawRecordedText(
    _ text: String, in cr: OpaquePointer, rect: Rect, font: Font, color: Color,
    alignment: TextAlignment, opacity: Double
  ) {
    guard !text.isEmpty, let layout = pango_layout_new(TextSystem.shared.context) else { return }
    defer { ccairo_object_unref(UnsafeMutableRawPointer(layout)) }
    pango_layout_set_text(layout, text, -1)
    pango_layout_set_font_description(layout, TextSystem.shared.description(for: font))
    pango_layout_set_width(layout, rect.width > 0 ? pangoUnits(rect.width) : -1)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    switch alignment {
    case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    }
    cairo_save(cr)
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    cairo_clip(cr)
    CairoDrawing.setColor(cr, color.resolved(for: appearance), opacity: opacity)
    cairo_move_to(cr, rect.minX, rect.minY)
    pango_cairo_show_layout(cr, layout)
    cairo_restore(cr)
  }
}

extension Renderer {
  /// Renders an image at its own size (points) into a new image at this renderer's scale:
  /// what a view showing it at its size draws. A template is filled with `tint`.
  ///
  /// - Throws: `RenderError` for an image of no size.
  public func renderImage(of image: Image, tint: Color = .systemBlue) throws(RenderError)
    -> RenderedImage
  {
    let (width, height) = try Self.pixelSize(for: image.size, scale: scale)
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { throw RenderError.cairo("cannot create an image of \(width)x\(height) pixels") }
    defer { cairo_surface_destroy(surface) }
    try checkStatus(cairo_surface_status(surface))
    cairo_surface_set_device_scale(surface, scale, scale)
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    paint(image, in: cr, rect: Rect(origin: .zero, size: image.size), opacity: 1, tint: tint)
    try checkStatus(cairo_status(cr))
    return RenderedImage(copying: surface)
  }
}
