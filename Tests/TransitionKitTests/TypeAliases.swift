import TransitionKit

/// Foundation, which XCTest imports, has its own `AffineTransform`; a module-level alias
/// shadows both imports so the tests mean TransitionKit's.
typealias AffineTransform = TransitionKit.AffineTransform
