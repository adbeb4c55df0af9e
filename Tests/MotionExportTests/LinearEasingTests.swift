import MotionExport
import TestSupport
import TransitionKit
import XCTest

/// `LinearEasing`: the stops CSS's `linear()` gets stay within the tolerance of the curve.
final class LinearEasingTests: XCTestCase {
  func testPlaceholder() {}
}
