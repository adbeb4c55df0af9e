import Foundation

/// The states of a gesture recognizer (UIKit's `UIGestureRecognizer.State`).
public enum GestureState: String, Sendable {
  case possible
  case began
  case changed
  case ended
  case cancelled
  case failed

  /// A discrete gesture that was recognized ends in `.ended`.
  public static let recognized = GestureState.ended
}

/// Turns a sequence of pointer events into a gesture, through UIKit's state machine:
/// possible → began → changed* → ended / cancelled, or possible → failed (continuous
/// gestures); possible → ended / failed (discrete ones). Actions run on every state change
/// that UIKit reports: began, changed, ended and cancelled. A recognizer is an `NSObject`, as
/// in UIKit.
@MainActor
open class GestureRecognizer: NSObject {
  /// The state the recognizer is in. A subclass moves it on by setting it, from its
  /// `touchesBegan(_:with:)` and the like, as UIKit's subclasses do; the actions run then.
  public var state: GestureState {
    get { storedState }
    set { setState(newValue) }
  }
  var storedState: GestureState = .possible
  /// The state a recognizer that waits moves to once it may: once the recognizers it
  /// requires to fail have failed, or once a recognizer ahead of it that waits so has
  /// decided (`isHeldBack`).
  var pendingState: GestureState?
  /// Decides, with the recognizer's view, whether it may begin, whether it shares its
  /// touches, whom it waits for and which touches it sees (UIKit's `delegate`). Held weakly.
  public weak var delegate: (any GestureRecognizerDelegate)?
  /// Whether the view's touches are cancelled once the gesture is recognized (UIKit's
  /// default, true): the view hears `touchesCancelled(_:with:)` and nothing after it.
  public var cancelsTouchesInView = true
  /// Whether the view hears a press only once this recognizer has failed (default false).
  public var delaysTouchesBegan = false
  /// Whether the view hears a release only once this recognizer has failed or recognized
  /// (UIKit's default, true). Here every recognizer has decided by the time the view hears
  /// the release, so the release becomes a cancel whenever one recognized.
  public var delaysTouchesEnded = true
  /// The touches the recognizer is following, in the order they went down.
  var activeTouches: [Touch] = []
  /// The view the recognizer is attached to.
  public internal(set) weak var view: View?
  /// A disabled recognizer ignores events; disabling one mid-gesture cancels it.
  public var isEnabled = true {
    didSet {
      if !isEnabled, state == .began || state == .changed { cancelGesture() }
    }
  }
  /// A name for traces.
  public var name: String?

  private var actions: [(GestureRecognizer) -> Void] = []
  /// Location of the last event, in screen points.
  public internal(set) var screenLocation: Point = .zero
  /// Timestamp of the last event, in seconds.
  public internal(set) var lastTimestamp: Double = 0
  /// Called after every state change, for traces.
  var observer: ((GestureRecognizer) -> Void)?
  /// Whether the recognizer takes part in the pointer sequence being tracked.
  var isInSequence = false
  /// Recognizers this one waits for during the current pointer sequence only (set while the
  /// sequence is pressed; cleared when it ends).
  var sequenceFailureRequirements: [GestureRecognizer] = []
  /// The recognizers of the current sequence ahead of this one (those of deeper views, which
  /// win when both would begin on the same event); set while the sequence is pressed.
  var sequenceRecognizersAhead: [GestureRecognizer] = []
  private var failureRequirements: [WeakRecognizer] = []

  /// A recognizer that calls `action` on `target` for each state change (UIKit's designated
  /// `init(target:action:)`, whose target is `Any?`); no action when either is `nil`. A
  /// subclass overrides this one, as on iOS, and keeps `init()` and the closure forms.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target as AnyObject, action: action) }
  }

  /// A recognizer with no action yet (UIKit's `init()`, a convenience initializer there too).
  public override convenience init() {
    self.init(target: nil, action: nil)
  }

  /// A recognizer that calls `action` on `target` for each state change, like UIKit's
  /// target-action pair. The target is held weakly.
  public convenience init<Target: AnyObject, Recognizer: GestureRecognizer>(
    target: Target, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// A recognizer that calls `action` for each state change.
  public convenience init(action: @escaping (GestureRecognizer) -> Void) {
    self.init()
    addAction(action)
  }

  /// Adds a closure to call for each state change.
  public func addAction(_ action: @escaping (GestureRecognizer) -> Void) {
    actions.append(action)
  }

  /// Adds a method of a weakly held target to call for each state change.
  public func addTarget<Target: AnyObject, Recognizer: GestureRecognizer>(
    _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    actions.append { [weak target] recognizer in
      guard let target, let recognizer = recognizer as? Recognizer else { return }
      action(target)(recognizer)
    }
  }

  /// The last event's location in a view's coordinates (the window's for `nil`).
  open func location(in view: View?) -> Point {
    guard let view else { return screenLocation }
    return view.convert(screenLocation, from: nil)
  }

  /// Makes this recognizer wait for another to fail (UIKit's `require(toFail:)`): while the
  /// other, taking part in the same pointer sequence, may still begin, this one does not
  /// begin; it begins once the other failed, and fails if the other begins. Held weakly.
  public func require(toFail other: GestureRecognizer) {
    guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other })
    else { return }
    failureRequirements.append(WeakRecognizer(recognizer: other))
  }

  /// Whether a recognizer this one must wait for may still begin in the current sequence.
  var isWaitingForFailures: Bool {
    requiredRecognizers.contains { $0.isInSequence && $0.isEnabled && $0.state == .possible }
  }

  /// The recognizers this one waits for, always and in the current sequence.
  var requiredRecognizers: [GestureRecognizer] {
    failureRequirements.compactMap(\.recognizer) + sequenceFailureRequirements
  }

  /// Whether a recognizer ahead of this one in the sequence would begin but waits for others
  /// to fail, and would make this one fail once it begins. UIKit holds a recognizer that
  /// requires another to fail in `.possible` and, once that one fails, still begins it before
  /// the recognizers it outranks that were not yet recognized: those wait with it, so a pan
  /// that waits for nothing does not take a drag from a scroll view waiting for the swipe
  /// back to fail.
  var isHeldBack: Bool {
    sequenceRecognizersAhead.contains { ahead in
      ahead.isInSequence && ahead.isEnabled && ahead.storedState == .possible
        && ahead.pendingState == .began && ahead.isWaitingForFailures && ahead.prevents(self)
        // What it waits for is free to decide.
        && !ahead.requiredRecognizers.contains { $0 === self }
    }
  }

  /// Leaves a wait for `state`, once nothing holds the recognizer any more. A subclass that
  /// works out its first values as it begins (a pan's translation) does it here.
  func leaveWait(for state: GestureState) {
    setState(state)
  }

  /// Whether the recognizer is in a gesture (began or changed).
  public var isActive: Bool { state == .began || state == .changed }

  // MARK: Touches, for subclasses

  /// Fingers went down (UIKit's `touchesBegan(_:with:)` for recognizers). A subclass looks at
  /// the touches and sets `state`; the default hands the event to `pointerBegan(_:)`, where
  /// TransitionKit's own recognizers do their work, so a subclass that calls `super` keeps it.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    pointerBegan(event.pointerEvent)
  }

  /// Fingers moved; the default hands the event to `pointerMoved(_:)`.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    pointerMoved(event.pointerEvent)
  }

  /// Fingers lifted; the default hands the event to `pointerEnded(_:)`.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    pointerEnded(event.pointerEvent)
  }

  /// The touches were taken away; the default hands the event to `pointerCancelled(_:)`.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    pointerCancelled(event.pointerEvent)
  }

  /// How many touches the recognizer follows now.
  open var numberOfTouches: Int { activeTouches.count }

  /// Where one of its touches is, in a view's coordinates (the window's for `nil`).
  open func location(ofTouch touchIndex: Int, in view: View?) -> Point {
    guard activeTouches.indices.contains(touchIndex) else { return location(in: view) }
    return activeTouches[touchIndex].location(in: view)
  }

  /// Whether this recognizer, once recognized, makes `other` fail (UIKit's default: yes,
  /// unless either's delegate allows the two at once).
  open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }

  /// Whether `other`, once recognized, makes this one fail (default: yes).
  open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }

  /// Whether this recognizer waits for `other` to fail, in every sequence both take part in
  /// (a subclass's `require(toFail:)`; default: no).
  open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }

  /// Whether `other` waits for this recognizer to fail (default: no).
  open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool {
    false
  }

  // MARK: Events, for TransitionKit's recognizers

  open func pointerBegan(_ event: PointerEvent) {}
  open func pointerMoved(_ event: PointerEvent) {}
  open func pointerEnded(_ event: PointerEvent) {}

  /// The sequence was taken away: an active gesture is cancelled, a possible one fails.
  open func pointerCancelled(_ event: PointerEvent) {
    if isActive { setState(.cancelled) } else if state == .possible { setState(.failed) }
  }

  /// Returns to `.possible` for the next sequence. Subclasses clear their own state too.
  open func reset() {
    storedState = .possible
    pendingState = nil
    activeTouches = []
  }

  /// Moves to a state and runs the actions when UIKit would. Leaving `.possible` for
  /// `.began` or `.ended` asks the delegate and the view first (a no makes it `.failed`), and
  /// waits while a recognizer it requires to fail may still recognize, or while one ahead of
  /// it that would prevent it waits so (`isHeldBack`).
  public func setState(_ newState: GestureState) {
    if storedState == .possible, newState == .began || newState == .ended {
      if isWaitingForFailures || isHeldBack {
        pendingState = newState
        return
      }
      pendingState = nil
      if !mayBegin() {
        storedState = .failed
        observer?(self)
        return
      }
    }
    // A state set past the wait ends it: nothing moves the recognizer on from it later.
    pendingState = nil
    storedState = newState
    observer?(self)
    switch newState {
    case .ended:
      // What a percent-driven transition's release arbiter looks at (see `Window`).
      let window = view?.window
      let outer = window?.endingGesture
      window?.endingGesture = self
      for action in actions { action(self) }
      window?.endingGesture = outer
    case .began, .changed, .cancelled:
      for action in actions { action(self) }
    case .possible, .failed:
      break
    }
  }

  /// Ends an active gesture as cancelled (another recognizer won, the view went away).
  func cancelGesture() {
    if isActive { setState(.cancelled) } else if state == .possible { setState(.failed) }
  }

  func record(_ event: PointerEvent) {
    screenLocation = event.location
    lastTimestamp = event.timestamp
  }
}

/// A recognizer held weakly.
@MainActor
private struct WeakRecognizer {
  weak var recognizer: GestureRecognizer?
}

extension View {
  /// Attaches a recognizer (taking it from any other view).
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    attachedGestureRecognizers.append(recognizer)
    recognizer.view = self
  }

  /// Detaches a recognizer.
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    attachedGestureRecognizers.removeAll { $0 === recognizer }
    if recognizer.view === self { recognizer.view = nil }
  }
}
