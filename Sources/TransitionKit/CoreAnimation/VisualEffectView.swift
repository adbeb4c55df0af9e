import Foundation

/// The layer of a `VisualEffectView`: it draws a blur of what is behind it (see
/// `BackdropState`), which animates with the view's `effect`.
@MainActor
open class BackdropLayer: Layer {
  var backdrop = BackdropState.none
  var shownBackdrop = BackdropState.none

  public required init() {
    super.init()
    usesLayerFeatures = true
  }

  public override init(layer: Any) {
    super.init(layer: layer)
    usesLayerFeatures = true
  }

  /// What is on screen of the backdrop.
  public var presentationBackdrop: BackdropState { shownBackdrop }

  /// The backdrop; a change animates inside an animation block (key `backdrop`).
  public var backdropState: BackdropState {
    get { backdrop }
    set {
      let old = presentationValue(forKey: "backdrop")
      backdrop = newValue
      didChangeModel("backdrop", old: old) { shownBackdrop = newValue }
    }
  }

  override class func isAnimatable(key: String) -> Bool {
    key == "backdrop" || super.isAnimatable(key: key)
  }

  override func modelValue(forKey key: String) -> AnimationValue? {
    key == "backdrop" ? backdrop.animationValue : super.modelValue(forKey: key)
  }

  override func presentationValue(forKey key: String) -> AnimationValue? {
    key == "backdrop" ? shownBackdrop.animationValue : super.presentationValue(forKey: key)
  }

  override func setPresentationValue(_ value: AnimationValue, forKey key: String) -> Bool {
    guard key == "backdrop" else { return super.setPresentationValue(value, forKey: key) }
    guard let state = BackdropState(value) else { return false }
    shownBackdrop = state
    return true
  }

  override func setModelValue(_ value: AnimationValue, forKey key: String) -> Bool {
    guard key == "backdrop" else { return super.setModelValue(value, forKey: key) }
    guard let state = BackdropState(value) else { return false }
    backdropState = state
    return true
  }

  override func copyValues(from other: Layer, presentation: Bool) {
    super.copyValues(from: other, presentation: presentation)
    guard let other = other as? BackdropLayer else { return }
    backdrop = presentation ? other.shownBackdrop : other.backdrop
    shownBackdrop = backdrop
  }
}

/// A view that blurs what is behind it, or makes its content vibrant (UIKit's
/// `UIVisualEffectView`). Put content in `contentView`. Setting `effect` inside an animation
/// block (or a property animator's, which can then be scrubbed) blurs in or out; `nil` is no
/// effect.
@MainActor
open class VisualEffectView: View {
  /// Where the content goes; it fills the view.
  public let contentView: View

  /// The effect: a `BlurEffect`, a `VibrancyEffect`, or `nil` for none.
  public var effect: VisualEffect? {
    didSet { backdropLayer.backdropState = effect?.backdrop ?? .none }
  }

  public override class var layerClass: AnyClass { BackdropLayer.self }

  /// The view's layer, as the backdrop layer it is.
  public var backdropLayer: BackdropLayer {
    // The layer class is always `BackdropLayer`; a plain layer only if a subclass changed it.
    (layer as? BackdropLayer) ?? BackdropLayer()
  }

  public init(effect: VisualEffect?) {
    contentView = View(frame: .zero)
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.name = "visual-effect-content"
    addSubview(contentView)
    self.effect = effect
    View.performWithoutAnimation { backdropLayer.backdropState = effect?.backdrop ?? .none }
  }

  public override init(frame: Rect = .zero) {
    contentView = View(frame: Rect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Not made from archives here: there are none.
  public required init?(coder: NSCoder) { return nil }

  /// Whether the content is drawn as vibrancy does.
  public var isVibrant: Bool { effect is VibrancyEffect }
}
