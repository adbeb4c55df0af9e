import Foundation

/// The states a control draws differently (UIKit's `UIControl.State`), combinable.
public struct ControlState: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let normal = ControlState([])
  public static let highlighted = ControlState(rawValue: 1 << 0)
  public static let disabled = ControlState(rawValue: 1 << 1)
  public static let selected = ControlState(rawValue: 1 << 2)
  public static let focused = ControlState(rawValue: 1 << 3)
}

/// A view that turns touches into actions (UIKit's `UIControl`): a button, a switch, a
/// slider, a segmented control.
///
/// A press on it begins tracking (`beginTracking(_:with:)`), highlights it and sends
/// `.touchDown`; moves continue tracking and highlight it while the finger is inside; the
/// release ends tracking and sends `.touchUpInside` (with `.primaryActionTriggered`) or
/// `.touchUpOutside`. A gesture recognizer that takes the touch cancels the tracking
/// (`.touchCancel`). Touches a control handles do not go on to its superview.
@MainActor
open class Control: View {
  /// The events a control sends (UIKit's `UIControl.Event`, with UIKit's raw values).
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The actions added, with the events each runs for, and the target and selector of those
  /// added by `addTarget(_:action:for:)`.
  var actions:
    [(events: Event, action: @MainActor (Control) -> Void, pairing: ControlTargetPairing?)] = []

  /// A disabled control ignores touches and draws dimmed.
  public var isEnabled = true {
    didSet { isUserInteractionEnabled = isEnabled }
  }
  /// Whether the control is selected (a control's own meaning).
  public var isSelected = false
  /// Whether a finger is down on it; a subclass may override it to restyle itself.
  open var isHighlighted = false
  /// Whether a touch is being tracked.
  public private(set) var isTracking = false
  /// Whether the tracked touch is inside the control.
  public private(set) var isTouchInside = false

  public override init(frame: Rect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The state the control is drawn in now.
  public var state: ControlState {
    var state = ControlState.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Runs `action` each time the control sends one of `events`.
  public func addAction(for events: Event, _ action: @escaping @MainActor (Control) -> Void) {
    guard !events.isEmpty else { return }
    actions.append((events, action, nil))
  }

  /// Sends events: runs the actions added for any of them. A disabled control sends nothing.
  open func sendActions(for events: Event) {
    guard isEnabled else { return }
    for entry in actions where !entry.events.isDisjoint(with: events) { entry.action(self) }
  }

  // MARK: Tracking, for subclasses

  /// Whether to track a touch that went down on the control (default: yes).
  open func beginTracking(_ touch: Touch, with event: TransitionKit.Event?) -> Bool { true }
  /// Whether to go on tracking after the touch moved (default: yes).
  open func continueTracking(_ touch: Touch, with event: TransitionKit.Event?) -> Bool { true }
  /// The tracked touch lifted.
  open func endTracking(_ touch: Touch?, with event: TransitionKit.Event?) {}
  /// The tracking was taken away.
  open func cancelTracking(with event: TransitionKit.Event?) {}

  // MARK: Touches

  open override func touchesBegan(_ touches: Set<Touch>, with event: TransitionKit.Event?) {
    guard let touch = touches.first, isEnabled else { return }
    isTouchInside = true
    isTracking = beginTracking(touch, with: event)
    isHighlighted = isTracking
    sendActions(for: .touchDown)
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: TransitionKit.Event?) {
    guard let touch = touches.first, isTracking else { return }
    let wasInside = isTouchInside
    isTouchInside = point(inside: touch.location(in: self))
    isHighlighted = isTouchInside
    if isTouchInside != wasInside {
      sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit)
    }
    sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
    if !continueTracking(touch, with: event) {
      isTracking = false
      isHighlighted = false
      endTracking(touch, with: event)
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: TransitionKit.Event?) {
    guard let touch = touches.first, isTracking else { return }
    isTouchInside = point(inside: touch.location(in: self))
    isTracking = false
    isHighlighted = false
    endTracking(touch, with: event)
    if isTouchInside {
      sendPrimaryActions()
    } else {
      sendActions(for: .touchUpOutside)
    }
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: TransitionKit.Event?) {
    guard isTracking else { return }
    isTracking = false
    isHighlighted = false
    cancelTracking(with: event)
    sendActions(for: .touchCancel)
  }

  /// Sends what a completed tap sends: `.touchUpInside` and `.primaryActionTriggered`.
  /// Removes every action added so far.
  func removeAllActions() { actions.removeAll() }

  func sendPrimaryActions() {
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }
}
