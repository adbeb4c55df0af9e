import TestSupport
import TransitionKit
import XCTest

/// Layout guides: the safe area and the margins a view keeps, guides a person adds, and a
/// controller's old top and bottom guides.
final class LayoutGuideTests: EngineTestCase {
  @MainActor private func windowWithRoot() -> (Window, ViewController) {
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let controller = ViewController()
    window.rootViewController = controller
    return (window, controller)
  }

  @MainActor func testTheSafeAreaGuideFollowsTheSafeAreaInsets() async {
    let (window, controller) = windowWithRoot()
    let view = controller.view!
    let safe = window.screen.safeAreaInsets
    let bar = View()
    bar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bar)
    LayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      bar.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      bar.widthAnchor.constraint(equalToConstant: 10),
    ])
    window.tick()
    XCTAssertEqual(bar.frame.minY, safe.top)
    XCTAssertEqual(bar.frame.maxY, 844 - safe.bottom)
    XCTAssertEqual(
      view.safeAreaLayoutGuide.layoutFrame,
      Rect(x: 0, y: 0, width: 390, height: 844).inset(by: safe))
    // The safe area grows with the controller's additional insets.
    controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    view.setNeedsLayout()
    window.tick()
    XCTAssertEqual(bar.frame.minY, safe.top + 20)
  }

  @MainActor func testTheMarginsGuideIsInsetByTheMarginsFromTheSafeArea() async {
    let (window, controller) = windowWithRoot()
    let view = controller.view!
    let safe = window.screen.safeAreaInsets
    let card = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    let inner = View()
    inner.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(inner)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      card.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 100),
      inner.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      inner.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
      inner.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
      inner.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
    ])
    window.tick()
    // A controller's root view has 16-point side margins; other views 8 on every side.
    XCTAssertEqual(card.frame, Rect(x: 16, y: safe.top, width: 358, height: 100))
    XCTAssertEqual(inner.frame, Rect(x: 8, y: 8, width: 342, height: 84))
    card.layoutMargins = EdgeInsets(top: 4, left: 20, bottom: 4, right: 20)
    window.tick()
    XCTAssertEqual(inner.frame, Rect(x: 20, y: 4, width: 318, height: 92))
  }

  @MainActor func testMarginAttributesAreTheMarginsGuidesEdges() async {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: box, attribute: .leading, relatedBy: .equal, toItem: root,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
      LayoutConstraint(
        item: box, attribute: .trailing, relatedBy: .equal, toItem: root,
        attribute: .trailingMargin, multiplier: 1, constant: 0),
      LayoutConstraint(
        item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin,
        multiplier: 1, constant: 0),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    XCTAssertEqual(box.frame, Rect(x: 8, y: 8, width: 184, height: 10))
  }

  @MainActor func testAnAddedGuideSpacesViewsEvenly() async {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
    let left = View()
    let right = View()
    for view in [left, right] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    let gap = LayoutGuide()
    root.addLayoutGuide(gap)
    XCTAssertTrue(gap.owningView === root)
    XCTAssertEqual(root.layoutGuides.count, 1)
    LayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      left.widthAnchor.constraint(equalToConstant: 50),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      right.widthAnchor.constraint(equalToConstant: 50),
      gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
      gap.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      gap.heightAnchor.constraint(equalToConstant: 20),
      left.centerYAnchor.constraint(equalTo: gap.centerYAnchor),
      right.centerYAnchor.constraint(equalTo: gap.centerYAnchor),
      left.heightAnchor.constraint(equalTo: gap.heightAnchor),
      right.heightAnchor.constraint(equalTo: gap.heightAnchor),
    ])
    root.layoutIfNeeded()
    XCTAssertEqual(gap.layoutFrame, Rect(x: 50, y: 40, width: 200, height: 20))
    XCTAssertEqual(right.frame, Rect(x: 250, y: 40, width: 50, height: 20))
    root.removeLayoutGuide(gap)
    XCTAssertTrue(root.layoutGuides.isEmpty)
    XCTAssertFalse(root.constraints.contains { $0.firstItem === gap || $0.secondItem === gap })
  }

  @MainActor func testTheOldTopAndBottomLayoutGuidesSpanTheBars() async {
    let (window, controller) = windowWithRoot()
    let safe = window.screen.safeAreaInsets
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(content)
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
      content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
    ])
    window.tick()
    XCTAssertEqual(
      content.frame, Rect(x: 0, y: safe.top, width: 390, height: 844 - safe.top - safe.bottom))
    XCTAssertEqual(controller.topLayoutGuide.length, safe.top)
    XCTAssertEqual(controller.bottomLayoutGuide.length, safe.bottom)
  }

  @MainActor func testAResizedWindowLaysOutAgain() async {
    let (window, controller) = windowWithRoot()
    let view = controller.view!
    let panel = View()
    panel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(panel)
    LayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
      panel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
      panel.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      panel.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.25),
    ])
    window.tick()
    XCTAssertEqual(panel.frame, Rect(x: 10, y: 633, width: 370, height: 211))
    window.resize(to: Size(width: 800, height: 400))
    window.tick()
    XCTAssertEqual(panel.frame, Rect(x: 10, y: 300, width: 780, height: 100))
  }
}
