import Foundation

/// A slider (UIKit's `UISlider`): a thumb on a track, the part before it tinted. Dragging the
/// thumb sets `value` and sends `.valueChanged` as it moves (or once at the release when not
/// `isContinuous`); a press away from the thumb does nothing, as in UIKit.
///
/// `value`, `minimumValue` and `maximumValue` are `Float`, as UIKit declares them
/// (<https://developer.apple.com/documentation/uikit/uislider/value>), so an iOS app's
/// `onChange(sender.value)` into a `Float` builds as it is; the track is laid out in points.
@MainActor
open class Slider: Control {
  /// The thumb's diameter, in points.
  public static let thumbDiameter = 28.0
  /// How far outside the thumb a press still takes it, in points.
  static let thumbTouchMargin = 10.0
  /// The track's thickness, in points.
  static let trackThickness = 4.0

  /// The value at the track's leading end; 0 by default.
  public var minimumValue: Float = 0 {
    didSet { layOut() }
  }
  /// The value at the track's trailing end; 1 by default.
  public var maximumValue: Float = 1 {
    didSet { layOut() }
  }
  /// The value, kept within `minimumValue…maximumValue`.
  public var value: Float {
    get { storedValue }
    set { setValue(newValue, animated: false) }
  }
  private var storedValue: Float = 0
  /// Whether a drag sends `.valueChanged` as the thumb moves (true) or only at the release.
  public var isContinuous = true
  public var minimumTrackTintColor: Color? {
    didSet { applyColors() }
  }
  public var maximumTrackTintColor: Color? {
    didSet { applyColors() }
  }
  public var thumbTintColor: Color? {
    didSet { applyColors() }
  }

  let minimumTrack = View(frame: .zero)
  let maximumTrack = View(frame: .zero)
  let thumb = View(frame: .zero)
  /// Where the thumb was grabbed, from its centre, in points along the track.
  private var grabOffset = 0.0

  public override init(frame: Rect) {
    super.init(frame: frame)
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    for part in [maximumTrack, minimumTrack, thumb] {
      part.isUserInteractionEnabled = false
      addSubview(part)
    }
    thumb.name = "slider-thumb"
    thumb.layer.shadowOpacity = 0.25
    thumb.layer.shadowRadius = 3
    thumb.layer.shadowOffset = Size(width: 0, height: 2)
    applyColors()
    layOut()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layOut()
  }

  /// Moves the thumb to a value (clamped), sliding it over a quarter second when `animated`.
  public func setValue(_ value: Float, animated: Bool) {
    guard value.isFinite else { return }
    storedValue = Swift.min(Swift.max(value, minimumValue), Swift.max(maximumValue, minimumValue))
    if animated {
      View.animate(withDuration: 0.25) { self.layOut() }
    } else {
      layOut()
    }
  }

  /// The length the thumb's centre travels, in points.
  private var travel: Double { Swift.max(bounds.width - Self.thumbDiameter, 0) }

  private var fraction: Double {
    maximumValue > minimumValue
      ? Double((storedValue - minimumValue) / (maximumValue - minimumValue)) : 0
  }

  private func layOut() {
    let middle = bounds.midY
    let thumbX = bounds.minX + Self.thumbDiameter / 2 + travel * fraction
    let trackTop = middle - Self.trackThickness / 2
    minimumTrack.frame = Rect(
      x: bounds.minX, y: trackTop, width: Swift.max(thumbX - bounds.minX, 0),
      height: Self.trackThickness)
    maximumTrack.frame = Rect(
      x: thumbX, y: trackTop, width: Swift.max(bounds.maxX - thumbX, 0),
      height: Self.trackThickness)
    for track in [minimumTrack, maximumTrack] { track.layer.cornerRadius = Self.trackThickness / 2 }
    thumb.frame = Rect(
      x: thumbX - Self.thumbDiameter / 2, y: middle - Self.thumbDiameter / 2,
      width: Self.thumbDiameter, height: Self.thumbDiameter)
    thumb.layer.cornerRadius = Self.thumbDiameter / 2
  }

  private func applyColors() {
    minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
    maximumTrack.backgroundColor =
      maximumTrackTintColor ?? Color(light: RGBA(227, 227, 232), dark: RGBA(58, 58, 60))
    thumb.backgroundColor = thumbTintColor ?? .white
  }

  open override func beginTracking(_ touch: Touch, with event: TransitionKit.Event?) -> Bool {
    let location = touch.location(in: self)
    let grab = thumb.frame.insetBy(dx: -Self.thumbTouchMargin, dy: -Self.thumbTouchMargin)
    guard grab.contains(location) else { return false }
    grabOffset = location.x - thumb.center.x
    return true
  }

  open override func continueTracking(_ touch: Touch, with event: TransitionKit.Event?) -> Bool {
    let x = touch.location(in: self).x - grabOffset - bounds.minX - Self.thumbDiameter / 2
    let fraction = travel > 0 ? Swift.min(Swift.max(x / travel, 0), 1) : 0
    let newValue = minimumValue + Float(fraction) * (maximumValue - minimumValue)
    if newValue != storedValue {
      setValue(newValue, animated: false)
      if isContinuous { sendActions(for: .valueChanged) }
    }
    return true
  }

  open override func endTracking(_ touch: Touch?, with event: TransitionKit.Event?) {
    if !isContinuous { sendActions(for: .valueChanged) }
  }

  /// A pan of a view around the slider does not begin from a press on the thumb, as UIKit's
  /// slider keeps such a swipe for itself.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard let pan = gestureRecognizer as? PanGestureRecognizer, pan.view !== self else {
      return true
    }
    let grab = thumb.frame.insetBy(dx: -Self.thumbTouchMargin, dy: -Self.thumbTouchMargin)
    return !grab.contains(convertFromRootOnScreen(pan.pressLocation))
  }

  /// Keeps the thumb inside the slider: a drag past its ends moves nothing more.
  open override func touchesMoved(_ touches: Set<Touch>, with event: TransitionKit.Event?) {
    guard isTracking, let touch = touches.first else { return }
    _ = continueTracking(touch, with: event)
  }
}
