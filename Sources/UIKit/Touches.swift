// UIKit's names for TransitionKit's responders and touches.

/// UIKit's `UIResponder`: views, controllers and the application; override
/// `touchesBegan(_:with:)` and the rest.
public typealias UIResponder = Responder

/// UIKit's `UITouch`: `location(in:)`, `previousLocation(in:)`, `phase`, `timestamp`.
public typealias UITouch = Touch

/// UIKit's `UIEvent`: `allTouches`, `touches(for:)`, `timestamp`.
public typealias UIEvent = Event

/// UIKit's `UIGestureRecognizerDelegate`; every method has UIKit's default.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate

/// UIKit's `UIPinchGestureRecognizer`: `scale`, `velocity`.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
