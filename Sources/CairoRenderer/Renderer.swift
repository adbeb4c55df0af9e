import CCairo
import TransitionKit

/// What the renderer's caches hold and how often they missed, for tests and `bench`.
public struct RenderStatistics: Equatable, Sendable {
  /// Frames drawn by this renderer.
  public var frames: Int
  /// Shadow masks blurred (cache misses) and masks held now.
  public var shadowBlurs: Int
  public var cachedShadows: Int
  /// Snapshot pictures rendered (cache misses) and pictures held now.
  public var snapshotRenders: Int
  public var cachedSnapshots: Int
  /// Text layouts created and updated (new text, font or size), and layouts held now.
  public var textLayoutsCreated: Int
  public var textLayoutUpdates: Int
  public var cachedTextLayouts: Int
  /// Masks of text made (each one a miss), held now, and the bytes they hold.
  public var textMasksMade: Int
  public var cachedTextMasks: Int
  public var textMaskBytes: Int
  /// Outlines taken from text layouts (each layout's once, while its text and font stay).
  public var textOutlinesMade: Int
  /// The distinct transforms text without an outline (colour emoji) was shown glyph by glyph
  /// under (cairo keeps a scaled font with its glyphs for each), counted up to 4,096.
  public var textStraightTransforms: Int
  /// Opacity groups (offscreen layers) used by the last frame.
  public var groupsInLastFrame: Int
}

/// Draws a TransitionKit view tree — its presentation values, what is on screen now — into
/// any cairo context: a GTK drawing area's, or an image surface for a PNG.
///
/// The renderer draws in the context's current user space, taken as points in the root's
/// superview coordinates; the context's own transform and device scale say how points become
/// pixels. `scale` is the number of device pixels per point the caller draws at: cached
/// images (shadow masks, snapshot pictures) are made at that resolution, so they are sharp.
///
/// Between frames it keeps blurred shadows, text layouts and snapshot pictures, so a frame
/// that changes only positions, transforms and alphas does no blur, no text layout and no
/// snapshot rendering. Use one renderer per window (or per command) and keep it.
@MainActor
public final class Renderer {
  /// How dynamic (system) colours are resolved.
  public var appearance: Appearance
  /// Device pixels per point at which caches are made; a value that is not a finite number
  /// above zero is taken as 1.
  public var scale: Double
  /// Whether a window drawn as the root gets the simulated status bar over its top safe-area
  /// inset, in the style its controllers ask for (off unless the host turns it on: the window
  /// of the lab does; `render` and `filmstrip` do with `--status-bar`).
  public var drawsStatusBar = false
  /// Whether the flat picture of a layer drawn through a perspective is kept from frame to
  /// frame while its content stays the same (see `ProjectedPictureCache`); on unless turned
  /// off (`bench` does, to show what keeping it saves).
  public var keepsProjectedPictures = true
  /// Whether a blurred backdrop is kept from frame to frame while nothing behind its effect
  /// view changes (see `BackdropCache`); on unless turned off (`bench` does, to show what
  /// keeping it saves).
  public var keepsBlurredBackdrops = true
  /// Whether views under a layer turned in 3-D skip the pixels its opaque kept picture covers
  /// (see `Renderer+TurnedCover.swift`); the picture is the same either way. Off, for
  /// comparison, they are drawn in full.
  public var skipsWhatTurnedLayersHide = true
  /// Views left undrawn because a turned layer above them covers them, over every frame.
  public internal(set) var viewsHiddenByTurnedLayers = 0
  /// The pixels a turned layer will cover, while the views under it are drawn.
  var hiddenPixels: HiddenPixels?
  /// The fingerprint of a turned layer's content worked out this frame (asked for twice: for
  /// what it hides and to draw it).
  var frameContent: (frame: Int, layer: ObjectIdentifier, content: FrozenContent?)?

  let shadows = ShadowCache()
  let texts = TextLayoutCache()
  let snapshots = SnapshotCache()
  let images = ImageCache()
  let projectedPictures = ProjectedPictureCache()
  let backdrops = BackdropCache()
  private(set) var frame = 0
  var groupsInFrame = 0
  /// While a backdrop is drawn (what a blur blurs): the layer at which drawing stops, whether
  /// it was reached, and how many backdrops are being drawn inside one another.
  var backdropStop: ObjectIdentifier?
  var backdropStopped = false
  var backdropDepth = 0
  /// The frame being drawn: its root, where the root goes, the context's matrix then, and
  /// what of the context could be drawn on (its clip, in the frame's user space).
  var frameRoot: View?
  var framePlacement = AffineTransform.identity
  var frameMatrix = cairo_matrix_t()
  var frameClip = Rect.zero
  var frameContext: OpaquePointer?

  /// Views whose caches are checked for dead entries every this many frames.
  private static let pruneInterval = 30

  public init(appearance: Appearance = .light, scale: Double = 1) {
    self.appearance = appearance
    self.scale = scale
  }

  /// The family that text is set in when the host sets none (from Debian's `fonts-cantarell`);
  /// the command line and the golden images use it.
  public static let defaultFontFamily = TextSystem.defaultFontFamily

  /// The family that text is set in, for every renderer of the process. The window sets the
  /// desktop's interface font; text already laid out is laid out again in the new family at
  /// its next draw (a snapshot keeps the picture it took). An empty name changes nothing.
  public static var fontFamily: String {
    get { TextSystem.shared.fontFamily }
    set { TextSystem.shared.setFontFamily(newValue) }
  }

  /// The family fontconfig picks for text on this machine; it differs from `fontFamily` when
  /// the font package is missing, and text then looks different from the golden images.
  public static func resolvedFontFamily() -> String { TextSystem.shared.resolvedFamily() }

  /// Draws `root` and its subtree. The root is placed like any view: by its presentation
  /// centre, bounds and transform, in the context's user space (points). The context's state
  /// is the same afterwards.
  public func draw(_ root: View, in cr: OpaquePointer) {
    drawFrame(root, in: cr, placement: root.presentation.transformToSuperview)
  }

  /// Draws `root` and its subtree in the root's own bounds coordinates, ignoring its centre
  /// and transform: the root's bounds rectangle lands at the user-space origin. For a screen
  /// view that the caller positions and scales itself.
  public func drawContents(of root: View, in cr: OpaquePointer) {
    let origin = root.presentation.bounds.origin
    drawFrame(root, in: cr, placement: AffineTransform(translationX: -origin.x, y: -origin.y))
  }

  private func drawFrame(_ root: View, in cr: OpaquePointer, placement: AffineTransform) {
    frame += 1
    groupsInFrame = 0
    cairo_save(cr)
    frameRoot = root
    frameContext = cr
    hiddenPixels = nil
    framePlacement = placement
    cairo_get_matrix(cr, &frameMatrix)
    var x0 = 0.0
    var y0 = 0.0
    var x1 = 0.0
    var y1 = 0.0
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    frameClip = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    drawView(root, in: cr, opacity: 1, placement: placement)
    if drawsStatusBar, let window = root as? Window, !window.isHidden {
      CairoDrawing.concatenate(cr, placement)
      StatusBarDrawing.draw(
        window, in: cr, appearance: appearance, texts: texts, scale: deviceScale, frame: frame)
    }
    frameRoot = nil
    frameContext = nil
    cairo_restore(cr)
    shadows.prune(frame: frame)
    if frame % Self.pruneInterval == 0 {
      pruneDeadViews()
      texts.dropUnusedMasks(frame: frame)
    }
  }

  /// Drops cached layouts and pictures of views that no longer exist.
  public func pruneDeadViews() {
    texts.prune()
    snapshots.prune()
    images.prune()
    projectedPictures.prune(frame: frame)
    backdrops.prune(frame: frame)
  }

  /// Empties every cache; the next frame makes what it needs again.
  public func purgeCaches() {
    shadows.removeAll()
    texts.removeAll()
    snapshots.removeAll()
    images.removeAll()
    projectedPictures.removeAll()
    backdrops.removeAll()
  }

  public var statistics: RenderStatistics {
    RenderStatistics(
      frames: frame, shadowBlurs: shadows.blurCount, cachedShadows: shadows.count,
      snapshotRenders: snapshots.renderCount, cachedSnapshots: snapshots.count,
      textLayoutsCreated: texts.createdCount, textLayoutUpdates: texts.updateCount,
      cachedTextLayouts: texts.count, textMasksMade: texts.rasterisedCount,
      cachedTextMasks: texts.bitmapCount, textMaskBytes: texts.bitmapBytes,
      textOutlinesMade: texts.outlinesMade, textStraightTransforms: texts.straightScales.count,
      groupsInLastFrame: groupsInFrame)
  }

  /// How many images have been decoded or played (each one a cache miss), for tests.
  public var imageDecodeCount: Int { images.decodeCount }

  /// How many flat pictures of layers under a perspective were drawn for keeping, and how
  /// many frames used a kept one instead (see `ProjectedPictureCache`), for tests and `bench`.
  public var projectedPictureDraws: Int { projectedPictures.misses }
  public var projectedPictureReuses: Int { projectedPictures.hits }

  /// How many blurred backdrops were drawn for keeping, and how many frames used a kept one
  /// instead (see `BackdropCache`), for tests and `bench`.
  public var backdropDraws: Int { backdrops.misses }
  public var backdropReuses: Int { backdrops.hits }

  /// How many times a backdrop painted a snapshot from a halved copy of its picture (see
  /// `SnapshotCache+Halved.swift`), for tests.
  public var halvedSnapshotPaints: Int { snapshots.halvedPaints }

  /// `scale` when it is usable, else 1.
  var deviceScale: Double { scale.isFinite && scale > 0 ? scale : 1 }
}
