/// UIKit's `UILongPressGestureRecognizer`: `minimumPressDuration` (0.5 s), `allowableMovement`
/// (10 points); began once the press has lasted, changed as it moves, ended on the lift.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
