import TransitionKit

/// The view tree's transform; Foundation has a type of the same name.
typealias AffineTransform = TransitionKit.AffineTransform
