import Foundation
import TestSupport
import TransitionKit
import XCTest

/// Views, layers and scroll views observed by key path and coded by key, as UIKit code does
/// with `observe(\.contentOffset, options:)` and `value(forKey:)`.
final class KeyValueTests: EngineTestCase {
  @MainActor func testObservingAScrollViewsOffsetReportsOldAndNewValues() async {
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentSize = Size(width: 100, height: 1000)
    var changes: [(Point?, Point?)] = []
    let observation = scroll.observe(\.contentOffset, options: [.old, .new]) { _, change in
      changes.append((change.oldValue, change.newValue))
    }
    scroll.contentOffset = Point(x: 0, y: 40)
    scroll.contentOffset = Point(x: 0, y: 40)
    scroll.contentOffset = Point(x: 0, y: 90)
    XCTAssertEqual(changes.count, 2, "a set to the same value reports nothing")
    XCTAssertEqual(changes[0].0, .zero)
    XCTAssertEqual(changes[0].1, Point(x: 0, y: 40))
    XCTAssertEqual(changes[1].1, Point(x: 0, y: 90))
    observation.invalidate()
    scroll.contentOffset = Point(x: 0, y: 10)
    XCTAssertEqual(changes.count, 2, "nothing after invalidate()")
  }

  @MainActor func testAnObservationStopsWhenItIsReleased() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var count = 0
    var observation: KeyValueObservation? = view.observe(\.alpha) { _, _ in count += 1 }
    view.alpha = 0.5
    XCTAssertEqual(count, 1)
    XCTAssertNotNil(observation)
    observation = nil
    view.alpha = 0.2
    XCTAssertEqual(count, 1)
  }

  @MainActor func testInitialAndPriorOptions() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var notes: [String] = []
    let observation = view.observe(\.isHidden, options: [.initial, .new, .prior, .old]) {
      _, change in
      notes.append(
        "\(change.isPrior ? "prior" : "after") \(String(describing: change.oldValue)) \(String(describing: change.newValue))"
      )
    }
    view.isHidden = true
    XCTAssertEqual(
      notes,
      [
        "after nil Optional(false)", "prior Optional(false) nil",
        "after Optional(false) Optional(true)",
      ])
    _ = observation
  }

  @MainActor func testAComputedFrameIsReportedWhenTheCentreMovesIt() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var frames: [Rect] = []
    let observation = view.observe(\.frame, options: .new) { _, change in
      frames.append(change.newValue!)
    }
    view.center = Point(x: 50, y: 50)
    View.animate(withDuration: 1) { view.alpha = 0.5 }
    XCTAssertEqual(
      frames, [Rect(x: 45, y: 45, width: 10, height: 10)], "the alpha left the frame alone")
    _ = observation
  }

  @MainActor func testALayersPropertiesAreObservedThroughTheLayer() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var radii: [Double] = []
    let observation = view.layer.observe(\.cornerRadius, options: .new) { layer, change in
      XCTAssertTrue(layer === view.layer)
      radii.append(change.newValue!)
    }
    view.layer.cornerRadius = 8
    view.alpha = 0.3
    XCTAssertEqual(radii, [8])
    _ = observation
  }

  @MainActor func testAHandlerThatSetsThePropertyAgainDoesNotLoopForever() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var calls = 0
    let observation = view.observe(\.alpha) { view, _ in
      calls += 1
      if view.alpha < 0.5 { view.alpha = 0.5 }
    }
    view.alpha = 0.1
    XCTAssertEqual(view.alpha, 0.5)
    XCTAssertEqual(calls, 2, "its own set is seen once more, then nothing changes")
    _ = observation
  }

  @MainActor func testValueForKeyReadsAndSetValueForKeySetsViewAndLayerProperties() async {
    let label = Label(frame: Rect(x: 0, y: 0, width: 50, height: 20))
    XCTAssertEqual(label.value(forKey: "frame") as? Rect, Rect(x: 0, y: 0, width: 50, height: 20))
    label.setValue(0.25, forKey: "alpha")
    XCTAssertEqual(label.alpha, 0.25)
    label.setValue(NSNumber(value: true), forKey: "hidden")
    XCTAssertTrue(label.isHidden)
    label.setValue("Hello", forKey: "text")
    XCTAssertEqual(label.text, "Hello")
    label.setValue(12, forKeyPath: "layer.cornerRadius")
    XCTAssertEqual(label.layer.cornerRadius, 12)
    XCTAssertEqual(label.value(forKeyPath: "layer.cornerRadius") as? Double, 12)
    label.layer.setValue(Point(x: 5, y: 6), forKey: "position")
    XCTAssertEqual(label.center, Point(x: 5, y: 6))
    label.setValue(nil, forKey: "backgroundColor")
    XCTAssertNil(label.backgroundColor)
  }

  @MainActor func testAnUnknownKeyIsAWarningAndReadsNil() async {
    let view = View(frame: .zero)
    XCTAssertNil(view.value(forKey: "wobble"))
    view.setValue(3, forKey: "alpha.wobble")
    view.setValue("x", forKey: "alpha")
    XCTAssertEqual(warningCodes, ["kvc.unknown-key", "kvc.unknown-key", "kvc.unknown-key"])
    XCTAssertEqual(view.alpha, 1)
  }

  @MainActor func testASubclassesStoredPropertyReadsByName() async {
    @MainActor final class Card: View {
      var progress = 0.75
    }
    XCTAssertEqual(Card(frame: .zero).value(forKey: "progress") as? Double, 0.75)
  }

  @MainActor func testAnObserverAddedByKeyPathIsToldInObserveValue() async {
    @MainActor final class Watcher: ViewController {
      var heard: [(String?, Double?, Double?)] = []
      override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
      ) {
        heard.append((keyPath, change?[.oldKey] as? Double, change?[.newKey] as? Double))
      }
    }
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let watcher = Watcher()
    view.addObserver(
      watcher, forKeyPath: "layer.cornerRadius", options: [.old, .new], context: nil)
    view.layer.cornerRadius = 6
    view.alpha = 0.5
    view.removeObserver(watcher, forKeyPath: "layer.cornerRadius")
    view.layer.cornerRadius = 9
    XCTAssertEqual(watcher.heard.count, 1)
    XCTAssertEqual(watcher.heard.first?.0, "layer.cornerRadius")
    XCTAssertEqual(watcher.heard.first?.1, 0)
    XCTAssertEqual(watcher.heard.first?.2, 6)
    view.addObserver(NSObject(), forKeyPath: "alpha", context: nil)
    XCTAssertEqual(warningCodes, ["kvo.observer-not-responder"])
  }
}
