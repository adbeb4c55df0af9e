import TransitionKit
import XCTest

/// A test case with a fresh animation engine on a manual clock for every test. Nothing here
/// reads the wall clock: time moves only when the test moves it.
open class EngineTestCase: XCTestCase {
  nonisolated(unsafe) private var storedEngine: AnimationEngine?

  /// This test's engine; it is the current engine while the test runs.
  @MainActor public var engine: AnimationEngine { storedEngine! }

  @MainActor public var clock: ManualClock { engine.clock as! ManualClock }

  open override func setUp() {
    super.setUp()
    storedEngine = MainActor.assumeIsolated {
      let engine = AnimationEngine(clock: ManualClock())
      engine.makeCurrent()
      return engine
    }
  }

  /// Advances scene time in frames of `1/fps` seconds.
  @MainActor public func run(for seconds: Double, fps: Double = 60) {
    engine.run(for: seconds, fps: fps)
  }

  /// Advances scene time by one step and ticks.
  @MainActor public func step(_ seconds: Double) {
    engine.advance(by: seconds)
  }

  /// The codes of the warnings recorded so far.
  @MainActor public var warningCodes: [String] { engine.warnings.map(\.code) }
}
