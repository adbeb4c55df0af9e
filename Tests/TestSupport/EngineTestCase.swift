import TransitionKit
import XCTest

/// A test case with a fresh animation engine on a manual clock for every test. Nothing here
/// reads the wall clock: time moves only when the test moves it.
open class EngineTestCase: XCTestCase {
  nonisolated(unsafe) private var storedEngine: AnimationEngine?

  /// This test's engine; detached views and animators report to it while the test runs.
  @MainActor public var engine: AnimationEngine { storedEngine! }

  @MainActor public var clock: ManualClock { engine.clock as! ManualClock }

  open override func setUp() {
    super.setUp()
    let (engine, before) = MainActor.assumeIsolated {
      let engine = AnimationEngine(clock: ManualClock())
      let before = AnimationEngine.detached
      AnimationEngine.detached = engine
      return (engine, before)
    }
    storedEngine = engine
    detachedBefore = before
  }

  open override func tearDown() {
    let before = detachedBefore
    detachedBefore = nil
    MainActor.assumeIsolated { if let before { AnimationEngine.detached = before } }
    super.tearDown()
  }

  /// The engine for detached work before this test made its own that one.
  nonisolated(unsafe) private var detachedBefore: AnimationEngine?

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
