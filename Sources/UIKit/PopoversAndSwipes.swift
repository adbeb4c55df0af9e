// UIKit's names for popovers (presented full screen on a phone: see
// `PopoverPresentationController`) and the swipe recognizer.

public typealias UIPopoverPresentationController = PopoverPresentationController
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
public typealias UIPopoverArrowDirection = PopoverArrowDirection
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction
