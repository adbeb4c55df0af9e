import Foundation

/// An on/off switch (UIKit's `UISwitch`): 51 × 31 points, a white thumb on a rounded track
/// that is green when on. A tap flips it, slides the thumb over a quarter of a second and
/// sends `.valueChanged`; `setOn(_:animated:)` flips it without sending anything.
@MainActor
open class Switch: Control {
  /// UIKit's switch size, in points.
  public static let size = Size(width: 51, height: 31)
  /// How long the thumb takes to slide, in seconds.
  static let slideSeconds = 0.25
  /// The thumb's inset from the track's edge, in points.
  static let thumbInset = 2.0

  /// Whether the switch is on; setting it flips the switch without animation and sends no
  /// event, as UIKit's setter does (uikit/uiswitch/ison).
  public var isOn: Bool {
    get { storedIsOn }
    set { setOn(newValue, animated: false) }
  }
  private var storedIsOn = false
  /// The track's colour when on (UIKit's `onTintColor`; the system green unless set).
  public var onTintColor: Color? {
    didSet { applyColors() }
  }
  /// The thumb's colour (white unless set).
  public var thumbTintColor: Color? {
    didSet { applyColors() }
  }
  /// The thumb, a subview.
  let thumb = View(frame: .zero)

  public override init(frame: Rect) {
    super.init(frame: Rect(origin: frame.origin, size: Switch.size))
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame = Rect(origin: .zero, size: Switch.size)
    configure()
  }

  private func configure() {
    layer.cornerRadius = Self.size.height / 2
    thumb.isUserInteractionEnabled = false
    thumb.name = "switch-thumb"
    thumb.layer.shadowOpacity = 0.2
    thumb.layer.shadowRadius = 2
    thumb.layer.shadowOffset = Size(width: 0, height: 2)
    addSubview(thumb)
    placeThumb()
    applyColors()
  }

  /// Flips the switch, sliding the thumb when `animated`; sends no event.
  public func setOn(_ on: Bool, animated: Bool) {
    guard on != storedIsOn else { return }
    storedIsOn = on
    if animated {
      View.animate(withDuration: Self.slideSeconds) {
        self.placeThumb()
        self.applyColors()
      }
    } else {
      placeThumb()
      applyColors()
    }
  }

  private func placeThumb() {
    let side = Self.size.height - 2 * Self.thumbInset
    thumb.frame = Rect(
      x: isOn ? Self.size.width - Self.thumbInset - side : Self.thumbInset, y: Self.thumbInset,
      width: side, height: side)
    thumb.layer.cornerRadius = side / 2
  }

  private func applyColors() {
    backgroundColor =
      isOn
      ? (onTintColor ?? .systemGreen)
      : Color(
        light: RGBA(233, 233, 235), dark: RGBA(57, 57, 61))
    thumb.backgroundColor = thumbTintColor ?? .white
  }

  open override func endTracking(_ touch: Touch?, with event: TransitionKit.Event?) {
    guard let touch, point(inside: touch.location(in: self)) else { return }
    setOn(!isOn, animated: true)
    sendActions(for: .valueChanged)
  }
}
