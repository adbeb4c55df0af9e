import TestSupport
import TransitionKit
import XCTest

/// A container that puts its card back at its resting frame whenever it lays out, as
/// presentation controllers do in `containerViewWillLayoutSubviews()`.
@MainActor
private final class RestingContainer: View {
  let card = View()
  var restingFrame = Rect(x: 0, y: 100, width: 390, height: 744)
  var layouts = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    card.frame = restingFrame
  }
}

/// The window's layout pass and the animations running through it: frames a layout sets aim
/// running animations at them instead of ending them, a view that stops translating its
/// autoresizing mask takes the constraints added in the same turn, and what a completion
/// changes is laid out before the frame is drawn.
final class LayoutDuringAnimationTests: EngineTestCase {
  @MainActor private func windowWithContainer() -> (Window, RestingContainer) {
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let container = RestingContainer(frame: window.bounds)
    window.addSubview(container)
    container.addSubview(container.card)
    container.card.frame = container.restingFrame
    window.tick()
    return (window, container)
  }

  @MainActor func testAFrameSetByTheLayoutPassKeepsTheRunningAnimationGoing() async {
    let (window, container) = windowWithContainer()
    let card = container.card
    card.frame.origin.y = 844
    var finished: Bool?
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { card.frame = container.restingFrame },
      completion: { finished = $0 })
    container.setNeedsLayout()
    let layoutsBefore = container.layouts
    window.tick()
    XCTAssertEqual(container.layouts, layoutsBefore + 1, "the pass ran the container's layout")
    clock.advance(by: 0.5)
    window.tick()
    XCTAssertEqual(card.presentation.frame.minY, 472, accuracy: 1, "still sliding up")
    clock.advance(by: 0.6)
    window.tick()
    XCTAssertEqual(card.presentation.frame.minY, 100, accuracy: 1e-9)
    XCTAssertEqual(finished, true, "the animation finished: nothing took it away")
  }

  @MainActor func testAViewThatStopsTranslatingItsMaskTakesTheConstraintsAddedWithIt() async {
    let (window, container) = windowWithContainer()
    let badge = View(frame: container.bounds)
    container.addSubview(badge)
    let anchor = View()
    anchor.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(anchor)
    LayoutConstraint.activate([
      anchor.topAnchor.constraint(equalTo: container.topAnchor),
      anchor.leadingAnchor.constraint(equalTo: container.leadingAnchor),
    ])
    window.tick()
    badge.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 47),
      badge.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
      badge.heightAnchor.constraint(equalToConstant: 40),
      badge.centerXAnchor.constraint(equalTo: container.centerXAnchor),
    ])
    window.tick()
    XCTAssertFalse(warningCodes.contains("layout.unsatisfiable-constraints"))
    XCTAssertEqual(badge.frame, Rect(x: 97.5, y: 47, width: 195, height: 40))
  }

  @MainActor func testWhatACompletionChangesIsLaidOutInTheSameFrame() async {
    let (window, container) = windowWithContainer()
    let badge = View()
    badge.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(badge)
    let top = badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
    LayoutConstraint.activate([
      top, badge.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.tick()
    View.animate(
      withDuration: 0.5, animations: { container.card.alpha = 0.5 },
      completion: { _ in top.constant = 300 })
    clock.advance(by: 0.6)
    window.tick()
    XCTAssertEqual(badge.frame.minY, 300, "laid out before the frame that shows the change")
  }
}
