import TransitionKit

/// Foundation has a type of the same name; scene code means the library's.
typealias AffineTransform = TransitionKit.AffineTransform
