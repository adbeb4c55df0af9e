import TransitionKit

/// Everything that decides how a layer's subtree looks in its own plane, for a subtree made
/// only of plain views and snapshots: two equal fingerprints draw the same picture.
///
/// A layer turned under a perspective is drawn flat and then resampled onto the screen (see
/// `Renderer+Projection.swift`). While it turns, its picture in its own plane stays the same
/// from frame to frame; only where it goes changes. The picture can be kept when the renderer
/// can tell that nothing in it changed, which it can for a subtree whose drawing is decided by
/// values it can compare: views (background, corners, shadow, border, clipping), the text of
/// labels and buttons (the renderer draws content only for labels, buttons, image views and
/// snapshots), snapshots (their content is frozen), and the geometry and Core Animation
/// properties of each. Anything else that draws content of its own (images, which may play,
/// shapes, gradients, layer contents, blurs, masks, view transitions, standalone sublayers,
/// layers of another class) has no fingerprint, and such a layer is drawn anew on every
/// frame.
struct FrozenContent: Equatable {
  /// One view of the subtree, in drawing order.
  struct Node: Equatable {
    var id: ObjectIdentifier
    var values: ViewValues
    var hidden: Bool
    var clips: Bool
    var layer: LayerValues?
    /// A label's or a button's text, as the renderer draws it.
    var text: Text?
  }

  /// What the renderer reads to draw a label's text or a button's title and highlight.
  struct Text: Equatable {
    var text: String?
    var font: Font
    var color: Color
    var alignment: TextAlignment
    var numberOfLines: Int
    var highlighted: Bool
  }

  /// What a view's loaded layer adds to its view's values.
  struct LayerValues: Equatable {
    var usesLayerFeatures: Bool
    var transform: Transform3D?
    var sublayerTransform: Transform3D
    var zPosition: Double
    var anchorPointZ: Double
    var borderWidth: Double
    var borderColor: Color?
    var maskedCorners: RectCorner
    var cornerCurve: CornerCurve
    var isDoubleSided: Bool
  }

  var nodes: [Node]
  var depthSorting: Bool
  /// The family text is set in (a new one lays text out again).
  var fontFamily: String

  /// The fingerprint of `layer`'s subtree, leaving out where the layer itself goes (its
  /// position, anchor, transforms and opacity, which the projection and the final paint
  /// apply); `nil` when something in it may draw what values alone do not decide.
  @MainActor
  init?(of layer: Layer) {
    guard let view = layer.view else { return nil }
    nodes = []
    depthSorting = Layer.depthSortingInUse
    fontFamily = Renderer.fontFamily
    guard Self.collect(view, into: &nodes, depth: 0, stop: nil) == .finished, var root = nodes.first
    else { return nil }
    root.values.center = .zero
    root.values.transform = .identity
    root.values.anchorPoint = .zero
    root.values.alpha = 1
    root.layer?.transform = nil
    root.layer?.zPosition = 0
    root.layer?.anchorPointZ = 0
    nodes[0] = root
  }

  /// The deepest subtree fingerprinted; deeper ones are drawn anew.
  static let maximumDepth = 32
  /// The most views fingerprinted; larger subtrees are drawn anew.
  static let maximumNodes = 2000

  /// How a walk of a subtree ended.
  enum Walk {
    /// Every view was fingerprinted.
    case finished
    /// The view to stop at was reached; the views before it were fingerprinted.
    case stopped
    /// A view could not be fingerprinted.
    case failed
  }

  /// Adds `view` and its subtree, in drawing order, up to `stop` if it is in it.
  @MainActor
  static func collect(_ view: View, into nodes: inout [Node], depth: Int, stop: View?) -> Walk {
    if view === stop { return .stopped }
    guard depth <= maximumDepth, nodes.count < maximumNodes,
      !(view is ImageView)
    else { return .failed }
    var text: Text?
    if let label = view as? Label {
      text = Text(
        text: label.text, font: label.font, color: label.textColor,
        alignment: label.textAlignment, numberOfLines: label.numberOfLines, highlighted: false)
    } else if let button = view as? Button {
      // A title placed off the centre is drawn by the renderer's own path.
      guard button.contentPlacement(in: button.bounds).titleRect == button.bounds else {
        return .failed
      }
      text = Text(
        text: button.currentTitle, font: button.titleFont, color: button.currentTitleColor,
        alignment: .center, numberOfLines: 1, highlighted: button.isHighlighted)
    }
    var layerValues: LayerValues?
    if let layer = view.layerIfLoaded {
      let state = layer.presentationState
      guard type(of: layer) == Layer.self, layer.mask == nil, layer.presentedTransition == nil,
        !layer.hasOwnSublayers, state.contents == nil, state.shadowPath == nil
      else { return .failed }
      layerValues = LayerValues(
        usesLayerFeatures: layer.usesLayerFeatures, transform: state.transform,
        sublayerTransform: state.sublayerTransform, zPosition: state.zPosition,
        anchorPointZ: state.anchorPointZ, borderWidth: state.borderWidth,
        borderColor: state.borderColor, maskedCorners: layer.maskedCorners,
        cornerCurve: layer.cornerCurve, isDoubleSided: layer.isDoubleSided)
    }
    nodes.append(
      Node(
        id: ObjectIdentifier(view), values: view.presentation, hidden: view.isHidden,
        clips: view.clipsToBounds, layer: layerValues, text: text))
    for subview in view.subviews {
      let walk = collect(subview, into: &nodes, depth: depth + 1, stop: stop)
      guard walk == .finished else { return walk }
    }
    return .finished
  }
}
