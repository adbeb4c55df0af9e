/// A view that draws its own content (UIKit's `draw(_:)`, `setNeedsDisplay()`).
///
/// UIKit's page for `draw(_:)`: "This method is called when a view is first displayed or when
/// an event occurs that invalidates a visible part of the view … To force your view to be
/// redrawn, call `setNeedsDisplay()`"; the view's drawing becomes its layer's backing image,
/// and the default `contentMode` (`.scaleToFill`) stretches it when the view is resized, while
/// `.redraw` draws it again. Here the drawing is recorded (`GraphicsContext`) and the picture
/// becomes `layer.contents`, which the renderer draws over the background colour as Core
/// Animation draws a layer's backing image.
///
/// Swift cannot tell whether a class overrides `draw(_:)`, so every view is drawn once, at the
/// first commit after it was made and has a size; one whose drawing records nothing keeps no
/// contents (what a transparent backing image shows) and is not drawn again unless asked.
extension View {
  /// Views not yet drawn for the first time, held weakly.
  private static var awaitingFirstDisplay: [WeakDrawingView] = []
  /// Views whose drawing recorded something, held weakly: they draw again when their size
  /// changes from empty, or at every size change with `contentMode == .redraw`.
  private static var drawingViews: [WeakDrawingView] = []

  /// Marks the whole view to be drawn again at the next commit (UIKit's `setNeedsDisplay()`).
  public func setNeedsDisplay() { layer.setNeedsDisplay() }

  /// Marks part of the view, in its bounds coordinates, to be drawn again (UIKit's
  /// `setNeedsDisplay(_:)`); the whole view is drawn, with `rect` as `draw(_:)`'s argument
  /// clipped to the bounds.
  public func setNeedsDisplay(_ rect: Rect) {
    extrasForWriting.dirtyRect = extras?.dirtyRect.map { $0.union(rect) } ?? rect
    layer.setNeedsDisplay()
  }

  /// Called by `View.init`: the view is drawn at the first commit it has a size at.
  static func awaitFirstDisplay(_ view: View) {
    awaitingFirstDisplay.append(WeakDrawingView(view: view))
  }

  /// Draws `draw(_:)` into a picture of the bounds' size and makes it the layer's contents
  /// (what the layer's `display()` does for its view). A view of empty bounds keeps its
  /// contents and is drawn once it has a size.
  func displayDrawnContent() {
    let size = bounds.size
    let asked = extras?.dirtyRect
    extras?.dirtyRect = nil
    let drew = recordDrawing(size: size, rect: asked ?? Rect(origin: .zero, size: size))
    if let drew {
      layer.contents = drew
      extrasForWriting.drewContent = true
      if !Self.drawingViews.contains(where: { $0.view === self }) {
        Self.drawingViews.append(WeakDrawingView(view: self))
      }
    } else if extras?.drewContent == true, size.width > 0, size.height > 0 {
      layer.contents = nil
      extras?.drewContent = false
    }
    extras?.drawnSize = size
  }

  /// The view's drawing at `size`, or `nil` when it recorded nothing or the size is empty.
  private func recordDrawing(size: Size, rect: Rect) -> Image? {
    guard size.width > 0, size.height > 0, size.isFinite else { return nil }
    let context = GraphicsContext(size: size, scale: Screen.main.scale, isOpaque: false)
    let bounds = Rect(origin: .zero, size: size)
    let clipped = rect.intersection(bounds) ?? bounds
    GraphicsContext.withCurrent(context) { draw(clipped) }
    return context.commands.isEmpty ? nil : context.makeImage()
  }

  /// At each commit, before layers display: draws views made since the last commit that have
  /// a size, and draws again the drawing views whose size changed where UIKit would.
  static func displayViewsDueForDrawing() {
    // Views that wait for a size stay in the list; the list is only rebuilt when one of them
    // is ready or gone, so that steady frames allocate nothing.
    if awaitingFirstDisplay.contains(where: { $0.view?.hasDrawableSize ?? true }) {
      var waiting: [WeakDrawingView] = []
      for entry in awaitingFirstDisplay {
        guard let view = entry.view else { continue }
        if view.hasDrawableSize {
          view.displayWithoutActions()
        } else {
          waiting.append(entry)
        }
      }
      awaitingFirstDisplay = waiting
    }
    if drawingViews.contains(where: { $0.view == nil }) {
      drawingViews.removeAll { $0.view == nil }
    }
    for entry in drawingViews {
      guard let view = entry.view, let drawn = view.extras?.drawnSize else { continue }
      let size = view.bounds.size
      guard size != drawn else { continue }
      let wasEmpty = drawn.width <= 0 || drawn.height <= 0
      if wasEmpty || view.contentMode == .redraw { view.layer.setNeedsDisplay() }
    }
  }

  /// Whether the bounds have an area to draw in.
  private var hasDrawableSize: Bool { bounds.size.width > 0 && bounds.size.height > 0 }

  /// Draws now with actions disabled, as Core Animation displays a layer.
  private func displayWithoutActions() {
    Transaction.begin()
    Transaction.setDisableActions(true)
    displayDrawnContent()
    Transaction.commit()
  }
}

/// A view held weakly in the drawing lists.
private struct WeakDrawingView {
  weak var view: View?
}
