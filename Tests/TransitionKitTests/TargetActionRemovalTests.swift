import TestSupport
import TransitionKit
import XCTest

/// What the corpus of real transitions asked of target-action, images in bars and image views
/// under Auto Layout.
final class TargetActionRemovalTests: EngineTestCase {
  @MainActor final class Target {
    var heard: [String] = []
    func tapped(_ sender: Button) { heard.append("tapped") }
    func pressed() { heard.append("pressed") }
  }

  @MainActor func testRemoveTargetStopsOnlyThePairingsAndEventsItNames() async {
    let button = Button(frame: Rect(x: 0, y: 0, width: 80, height: 44))
    let first = Target()
    let second = Target()
    var closures = 0
    button.addAction { closures += 1 }
    button.addTarget(first, action: Selector(Target.tapped(_:)), for: .touchUpInside)
    // Adding the same pairing again is safe: it is called once.
    button.addTarget(first, action: Selector(Target.tapped(_:)), for: .touchUpInside)
    button.addTarget(first, action: Target.pressed, for: [.touchDown, .touchUpInside])
    button.addTarget(second, action: Target.tapped(_:), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    XCTAssertEqual(first.heard, ["tapped", "pressed"])
    XCTAssertEqual(second.heard, ["tapped"])
    XCTAssertEqual(button.allControlEvents, [.touchDown, .touchUpInside])
    XCTAssertEqual(button.allTargets.count, 2)

    // One target's one action, for one of its events.
    button.removeTarget(first, action: Selector(Target.pressed), for: .touchUpInside)
    first.heard = []
    second.heard = []
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .touchDown)
    XCTAssertEqual(first.heard, ["tapped", "pressed"])
    XCTAssertEqual(second.heard, ["tapped"])

    // A target with every action (nil), then every target (nil).
    button.removeTarget(first, action: nil, for: .allEvents)
    first.heard = []
    second.heard = []
    button.sendActions(for: [.touchUpInside, .touchDown])
    XCTAssertEqual(first.heard, [])
    XCTAssertEqual(second.heard, ["tapped"])
    XCTAssertEqual(button.allTargets.count, 1)
    button.removeTarget(nil, action: nil, for: .allEvents)
    button.sendActions(for: .touchUpInside)
    XCTAssertEqual(second.heard, ["tapped"])
    XCTAssertTrue(button.allTargets.isEmpty)
    // The closure is not a target-action and stays.
    XCTAssertEqual(closures, 4)
  }

  @MainActor func testAnImageViewIsSizedByAutoLayoutToItsImage() async {
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let small = ImageRenderer(size: Size(width: 40, height: 30)).image { _ in }
    let large = ImageRenderer(size: Size(width: 120, height: 80)).image { _ in }
    let imageView = ImageView(frame: .zero)
    XCTAssertEqual(
      imageView.intrinsicContentSize,
      Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    imageView.image = small
    imageView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(imageView)
    LayoutConstraint.activate([
      imageView.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      imageView.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ])
    root.layoutIfNeeded()
    XCTAssertEqual(imageView.frame, Rect(x: 175, y: 100, width: 40, height: 30))
    // A new image resizes it at the next layout pass.
    imageView.image = large
    root.layoutIfNeeded()
    XCTAssertEqual(imageView.frame, Rect(x: 135, y: 100, width: 120, height: 80))
    // The highlighted image counts while it shows.
    imageView.highlightedImage = small
    imageView.isHighlighted = true
    root.layoutIfNeeded()
    XCTAssertEqual(imageView.frame.size, Size(width: 40, height: 30))
  }

  @MainActor func testABarButtonItemWithAnImageShowsItAsATemplateAndSendsItsAction() async {
    final class Root: ViewController {
      var opened = 0
      func open(_ item: BarButtonItem) { opened += 1 }
    }
    let root = Root()
    let navigation = NavigationController(rootViewController: root)
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    window.rootViewController = navigation
    let icon = ImageRenderer(size: Size(width: 22, height: 18)).image { _ in }
    let item = BarButtonItem(
      image: icon, style: .plain, target: root, action: Selector(Root.open(_:)))
    XCTAssertTrue(item.image === icon)
    root.navigationItem.leftBarButtonItem = item
    let button = navigation.navigationBar.leftItemButton
    XCTAssertFalse(button.isHidden)
    XCTAssertNil(button.currentTitle)
    let imageView = try? XCTUnwrap(button.subviews.first as? ImageView)
    XCTAssertEqual(imageView?.image?.size, Size(width: 22, height: 18))
    XCTAssertEqual(imageView?.image?.isTemplate, true)
    navigation.navigationBar.layoutIfNeeded()
    XCTAssertEqual(imageView?.center.x ?? 0, button.bounds.midX, accuracy: 0.5)
    XCTAssertEqual(imageView?.center.y ?? 0, button.bounds.midY, accuracy: 0.5)
    button.sendActions()
    XCTAssertEqual(root.opened, 1)
    // An original image stays as it is.
    let original = BarButtonItem(
      image: icon.withRenderingMode(.alwaysOriginal), style: .plain, target: nil, action: nil)
    root.navigationItem.leftBarButtonItem = original
    XCTAssertEqual((button.subviews.first as? ImageView)?.image?.isTemplate, false)
  }
}
