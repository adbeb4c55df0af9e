import Foundation
import TestSupport
import XCTest

@testable import TransitionKit

/// Controls as transitions use them: target-action by event, a switch, a slider, a segmented
/// control, a text view, an image view's content mode and the scroll view's tracking and
/// indicators.
final class ControlSurfaceTests: EngineTestCase {
  @MainActor private func window() -> (Window, View) {
    makeGestureWindow(engine, size: Size(width: 400, height: 800))
  }

  @MainActor func testAButtonTappedByTouchSendsItsEventsInOrder() async {
    let (window, background) = window()
    let button = Button(frame: Rect(x: 100, y: 100, width: 100, height: 44))
    background.addSubview(button)
    var events: [String] = []
    button.addAction(for: .touchDown) { _ in events.append("down") }
    button.addAction(for: .touchUpInside) { _ in events.append("up inside") }
    button.addAction(for: .touchUpOutside) { _ in events.append("up outside") }
    button.addAction(for: .touchDragExit) { _ in events.append("exit") }
    let pointer = PointerScript(window: window)
    pointer.down(150, 120)
    XCTAssertTrue(button.isHighlighted)
    pointer.up(150, 120)
    XCTAssertFalse(button.isHighlighted)
    XCTAssertEqual(button.tapCount, 1)
    pointer.down(150, 120)
    pointer.move(150, 125)
    pointer.move(150, 300)
    XCTAssertFalse(button.isHighlighted)
    pointer.up(150, 300)
    XCTAssertEqual(events, ["down", "up inside", "down", "exit", "up outside"])
    XCTAssertEqual(button.tapCount, 1)
  }

  @MainActor func testASwitchFlipsOnATapAndSendsValueChanged() async {
    let (window, background) = window()
    let toggle = Switch(frame: Rect(x: 100, y: 100, width: 10, height: 10))
    XCTAssertEqual(toggle.frame.size, Size(width: 51, height: 31), "a switch has UIKit's size")
    background.addSubview(toggle)
    var values: [Bool] = []
    toggle.addAction(for: .valueChanged) { control in values.append((control as! Switch).isOn) }
    PointerScript(window: window).tap(120, 115)
    XCTAssertEqual(values, [true])
    XCTAssertEqual(
      toggle.thumb.presentation.frame.minX, 2, "the thumb slides over a quarter second")
    run(for: 0.3)
    XCTAssertEqual(toggle.thumb.presentation.frame.maxX, 49)
    toggle.setOn(false, animated: false)
    XCTAssertEqual(values, [true], "setOn sends nothing")
    XCTAssertEqual(toggle.thumb.frame.minX, 2)
  }

  @MainActor func testASliderFollowsItsThumbAndIgnoresAPressOnTheTrack() async {
    let (window, background) = window()
    let slider = Slider(frame: Rect(x: 0, y: 100, width: 228, height: 30))
    slider.minimumValue = 0
    slider.maximumValue = 200
    background.addSubview(slider)
    var values: [Float] = []
    slider.addAction(for: .valueChanged) { control in values.append((control as! Slider).value) }
    let pointer = PointerScript(window: window)
    pointer.down(150, 115)
    pointer.move(180, 115)
    pointer.up(180, 115)
    XCTAssertEqual(values, [], "the press was away from the thumb at 14")
    pointer.down(14, 115)
    pointer.move(64, 115)
    pointer.move(114, 115)
    pointer.up(114, 115)
    XCTAssertEqual(values, [50, 100])
    XCTAssertEqual(slider.thumb.center.x, 114)
    slider.value = 500
    XCTAssertEqual(slider.value, 200, "kept within its range")
  }

  @MainActor func testASliderKeepsAPanOfItsSuperviewFromItsThumb() async {
    let (window, background) = window()
    let slider = Slider(frame: Rect(x: 0, y: 100, width: 228, height: 30))
    background.addSubview(slider)
    let pan = PanGestureRecognizer()
    background.addGestureRecognizer(pan)
    let actions = ActionRecorder(pan)
    let pointer = PointerScript(window: window)
    pointer.down(14, 115)
    pointer.move(60, 115)
    pointer.up(60, 115)
    XCTAssertEqual(actions.states, [])
    XCTAssertGreaterThan(slider.value, 0)
    pointer.down(200, 300)
    pointer.move(260, 300)
    pointer.up(260, 300)
    XCTAssertEqual(actions.states.first, .began)
  }

  @MainActor func testASegmentedControlSelectsTheTappedSegment() async {
    let (window, background) = window()
    let segments = SegmentedControl(items: ["Slide", "Fade", "Zoom"])
    segments.frame = Rect(x: 0, y: 100, width: 300, height: 32)
    segments.selectedSegmentIndex = 0
    background.addSubview(segments)
    var selected: [Int] = []
    segments.addAction(for: .valueChanged) { control in
      selected.append((control as! SegmentedControl).selectedSegmentIndex)
    }
    PointerScript(window: window).tap(250, 116)
    PointerScript(window: window).tap(260, 116)
    XCTAssertEqual(selected, [2], "a tap on the selected segment changes nothing")
    XCTAssertEqual(segments.numberOfSegments, 3)
    XCTAssertEqual(segments.titleForSegment(at: 1), "Fade")
    run(for: 0.3)
    XCTAssertEqual(segments.selection.frame.minX, 202)
  }

  @MainActor func testATextViewShowsItsTextAndScrollsWhenItIsTaller() async {
    let text = TextView(frame: Rect(x: 0, y: 0, width: 200, height: 60))
    text.text = String(repeating: "word ", count: 80)
    XCTAssertGreaterThan(text.contentSize.height, 60)
    XCTAssertEqual(text.textLabel.text, text.text)
    XCTAssertEqual(text.textLabel.numberOfLines, 0)
    XCTAssertEqual(text.textLabel.frame.minY, 8, "the text container's inset")
  }

  @MainActor func testContentModesPlaceTheContent() async {
    let bounds = Rect(x: 0, y: 0, width: 200, height: 100)
    let size = Size(width: 50, height: 50)
    XCTAssertEqual(ContentMode.scaleToFill.rect(for: size, in: bounds), bounds)
    XCTAssertEqual(
      ContentMode.scaleAspectFit.rect(for: size, in: bounds),
      Rect(x: 50, y: 0, width: 100, height: 100))
    XCTAssertEqual(
      ContentMode.scaleAspectFill.rect(for: size, in: bounds),
      Rect(x: 0, y: -50, width: 200, height: 200))
    XCTAssertEqual(
      ContentMode.center.rect(for: size, in: bounds), Rect(x: 75, y: 25, width: 50, height: 50))
    XCTAssertEqual(
      ContentMode.bottomRight.rect(for: size, in: bounds),
      Rect(x: 150, y: 50, width: 50, height: 50))
    let view = ImageView(image: Image(systemName: "star"))
    XCTAssertEqual(view.contentMode, .scaleToFill)
    XCTAssertEqual(
      view.frame.size.width, 17 * 1.2, accuracy: 1e-9, "an image view is its image's size")
    XCTAssertFalse(view.isUserInteractionEnabled)
  }

  @MainActor func testTheTintIsInheritedUntilAViewHasItsOwn() async {
    let outer = View(frame: .zero)
    let inner = View(frame: .zero)
    outer.addSubview(inner)
    XCTAssertEqual(inner.tintColor, .systemBlue)
    outer.tintColor = .red
    XCTAssertEqual(inner.tintColor, .red)
    inner.tintColor = .green
    XCTAssertEqual(inner.tintColor, .green)
    inner.tintColor = nil
    XCTAssertEqual(inner.tintColor, .red)
  }

  @MainActor func testAScrollViewTracksTheFingerAndShowsItsIndicatorWhileItMoves() async {
    let (window, background) = window()
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    scroll.contentSize = Size(width: 400, height: 2000)
    background.addSubview(scroll)
    var tracking: [Bool] = []
    let observation = scroll.observe(\.isTracking, options: .new) { _, change in
      tracking.append(change.newValue!)
    }
    let pointer = PointerScript(window: window)
    pointer.down(200, 300)
    XCTAssertTrue(scroll.isTracking, "a finger is on the content before it drags")
    XCTAssertFalse(scroll.isDragging)
    pointer.move(200, 250)
    pointer.move(200, 150)
    let indicator = scroll.subviews.first { $0.name == "scroll-indicator" }
    XCTAssertNotNil(indicator, "the indicator is a subview, as UIKit's is")
    XCTAssertEqual(indicator?.alpha, 1)
    XCTAssertEqual(indicator?.frame.maxX ?? 0, 400 - 3, accuracy: 1e-9)
    pointer.up(200, 150)
    XCTAssertFalse(scroll.isTracking)
    XCTAssertEqual(tracking, [true, false])
    run(for: 5)
    XCTAssertEqual(indicator?.alpha, 0, "it fades once the content stops")
    scroll.showsVerticalScrollIndicator = false
    scroll.flashScrollIndicators()
    XCTAssertEqual(indicator?.alpha, 0)
    _ = observation
  }

  @MainActor func testASnapshotAfterScreenUpdatesTakesTheEndOfARunningAnimation() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    view.backgroundColor = .red
    View.animate(withDuration: 1) { view.backgroundColor = .blue }
    step(0)
    let now = view.snapshotView(afterScreenUpdates: false) as! SnapshotView
    let after = view.snapshotView(afterScreenUpdates: true) as! SnapshotView
    XCTAssertEqual(now.content.presentation.backgroundColor, .red)
    XCTAssertEqual(after.content.presentation.backgroundColor, .blue)
  }

  @MainActor func testAnImageRendererRecordsWhatIsDrawnIntoIt() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    view.backgroundColor = .red
    let renderer = ImageRenderer(size: Size(width: 40, height: 20))
    let image = renderer.image { context in
      Color.green.setFill()
      context.fill(Rect(x: 0, y: 0, width: 10, height: 10))
      view.layer.render(in: context.cgContext)
      XCTAssertTrue(GraphicsContext.current === context.cgContext)
    }
    XCTAssertNil(GraphicsContext.current)
    XCTAssertEqual(image.size, Size(width: 40, height: 20))
    guard case .drawing(let drawing) = image.source else { return XCTFail("\(image.source)") }
    XCTAssertEqual(drawing.commands.count, 3)
    guard case .drawView(let copy) = drawing.commands[2] else { return XCTFail() }
    view.backgroundColor = .blue
    XCTAssertEqual(copy.presentation.backgroundColor, .red, "a frozen copy")

    GraphicsContext.beginImageContext(size: Size(width: 5, height: 5), opaque: true, scale: 0)
    Color.black.setFill()
    GraphicsContext.current?.fill(Rect(x: 0, y: 0, width: 5, height: 5))
    let old = GraphicsContext.imageFromCurrentImageContext()
    GraphicsContext.endImageContext()
    XCTAssertEqual(old?.size, Size(width: 5, height: 5))
    XCTAssertEqual(old?.scale, Screen.main.scale, "scale 0 is the main screen's")
    XCTAssertNil(GraphicsContext.current)
  }
}
