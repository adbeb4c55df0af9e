import Foundation
import XCTest

@testable import TransitionKit

/// Work a scene puts on the main dispatch queue runs in the window's next frame when the lab
/// allows it (its entry point does), as the main run loop runs it on iOS.
final class WindowMainQueueTests: XCTestCase {
  private final class Counter: @unchecked Sendable { var value = 0 }

  // Synchronous, so no main-actor job runs while the window runs the queue.
  func testWorkOnTheMainQueueRunsInTheNextFrameOnlyWhenAllowed() {
    MainActor.assumeIsolated {
      let engine = AnimationEngine(clock: ManualClock())
      let window = Window(screen: Screen(size: Screen.defaultSize), engine: engine)
      let counter = Counter()
      let group = DispatchGroup()
      group.enter()
      group.notify(queue: .main) { counter.value += 1 }
      group.leave()
      window.tick()
      XCTAssertEqual(counter.value, 0, "off unless the lab allows it")
      Window.runsMainQueue = true
      defer { Window.runsMainQueue = false }
      window.tick()
      XCTAssertEqual(counter.value, 1, "run in the frame")
      window.tick()
      XCTAssertEqual(counter.value, 1, "once")
    }
  }
}

/// Work queued by work the frame runs runs in the frame after, in the order it was queued.
final class WindowMainQueueOrderTests: XCTestCase {
  private final class Log: @unchecked Sendable { var entries: [String] = [] }

  func testWorkQueuedWhileTheQueueRunsWaitsForTheNextFrame() {
    MainActor.assumeIsolated {
      let engine = AnimationEngine(clock: ManualClock())
      let window = Window(screen: Screen(size: Screen.defaultSize), engine: engine)
      let log = Log()
      Window.runsMainQueue = true
      defer { Window.runsMainQueue = false }
      DispatchQueue.main.async {
        log.entries.append("first")
        DispatchQueue.main.async { log.entries.append("queued by first") }
      }
      DispatchQueue.main.async { log.entries.append("second") }
      window.tick()
      XCTAssertEqual(log.entries, ["first", "second"])
      window.tick()
      XCTAssertEqual(log.entries, ["first", "second", "queued by first"])
      window.tick()
      XCTAssertEqual(log.entries.count, 3)
    }
  }
}
