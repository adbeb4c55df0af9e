import TestSupport
import TransitionKit
import XCTest

/// The order a resize lays a tree out in, as UIKit's layout runs it: a superview's
/// `layoutSubviews()` before its subviews', each controller's `viewWillLayoutSubviews()` and
/// `viewDidLayoutSubviews()` around its own view's, and Auto Layout's frames for the new size
/// in that one pass.
final class ResizeLayoutOrderTests: EngineTestCase {
  /// A view that writes each of its layouts into a shared log.
  @MainActor final class LayoutRecordingView: View {
    var log: (String) -> Void = { _ in }
    override func layoutSubviews() {
      super.layoutSubviews()
      log("\(name ?? "?").layoutSubviews \(Int(bounds.height))")
    }
  }

  /// A controller whose view is a `LayoutRecordingView`, writing its will/did into the same log.
  @MainActor final class LayoutRecordingController: ViewController {
    let label: String
    let log: (String) -> Void
    var didLayout: () -> Void = {}

    init(_ label: String, log: @escaping (String) -> Void) {
      self.label = label
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
      let view = LayoutRecordingView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
      view.name = label
      view.log = log
      self.view = view
    }
    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      log("\(label).will")
    }
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      log("\(label).did")
      didLayout()
    }
  }

  @MainActor func testAWindowResizeLaysOutEachParentBeforeItsChildren() async {
    var heard: [String] = []
    let log: (String) -> Void = { heard.append($0) }
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let root = LayoutRecordingController("root", log: log)
    let child = LayoutRecordingController("child", log: log)
    window.rootViewController = root
    root.addChild(child)
    child.view.autoresizingMask = .flexibleSize
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    let leaf = LayoutRecordingView(frame: child.view.bounds)
    leaf.name = "leaf"
    leaf.log = log
    leaf.autoresizingMask = .flexibleSize
    child.view.addSubview(leaf)
    window.tick()
    heard = []
    window.resize(to: Size(width: 390, height: 700))
    XCTAssertEqual(
      heard,
      [
        "root.will", "root.layoutSubviews 700", "root.did",
        "child.will", "child.layoutSubviews 700", "child.did",
        "leaf.layoutSubviews 700",
      ])
    heard = []
    window.tick()
    XCTAssertEqual(heard, [], "the resize was the layout")
  }

  @MainActor func testAWrappingLabelIsMeasuredAtTheNewWidthInTheResizesOwnLayout() async {
    var heard: [String] = []
    let log: (String) -> Void = { heard.append($0) }
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let page = LayoutRecordingController("page", log: log)
    window.rootViewController = page
    let label = Label()
    label.numberOfLines = 0
    label.text = String(repeating: "A few words that wrap across the width. ", count: 6)
    label.translatesAutoresizingMaskIntoConstraints = false
    page.view.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: page.view.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: page.view.trailingAnchor),
      label.topAnchor.constraint(equalTo: page.view.topAnchor, constant: 100),
    ])
    window.tick()
    let tall = label.frame.height
    var heights: [Double] = []
    page.didLayout = { heights.append(label.frame.height) }
    heard = []
    window.resize(to: Size(width: 300, height: 700))
    window.tick()
    window.tick()
    XCTAssertEqual(heard, ["page.will", "page.layoutSubviews 700", "page.did"], "one pass")
    XCTAssertEqual(heights.count, 1)
    XCTAssertGreaterThan(heights[0], tall, "narrower, it wraps into more lines")
    XCTAssertEqual(label.frame.height, heights[0], "what the controller saw is what stays")
    XCTAssertEqual(label.frame.width, 300)
  }

  @MainActor func testAPageHearsOneLayoutAtTheNewSizeWithItsConstrainedViewsPlaced() async {
    var heard: [String] = []
    let log: (String) -> Void = { heard.append($0) }
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let page = LayoutRecordingController("page", log: log)
    window.rootViewController = NavigationController(rootViewController: page)
    // A box held to the page's safe area, which the navigation bar and the screen set.
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    page.view.addSubview(box)
    let guide = page.view.safeAreaLayoutGuide
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      box.topAnchor.constraint(equalTo: guide.topAnchor),
      box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    window.tick()
    var boxFrames: [Rect] = []
    page.didLayout = { boxFrames.append(box.frame) }
    heard = []
    window.resize(to: Size(width: 390, height: 700))
    window.tick()
    window.tick()
    // The page sits under the status bar (47) and the bar (44): 609 high, its safe area 34
    // short of its bottom.
    XCTAssertEqual(heard, ["page.will", "page.layoutSubviews 609", "page.did"], "one pass")
    XCTAssertEqual(
      boxFrames, [Rect(x: 0, y: 0, width: 390, height: 575)],
      "placed for the new size in the resize's own layout")
  }

  @MainActor func testAControllerHearsOneLayoutAtTheNewSizeWithItsConstrainedViewsPlaced() async {
    var heard: [String] = []
    let log: (String) -> Void = { heard.append($0) }
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let root = LayoutRecordingController("root", log: log)
    window.rootViewController = root
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(box)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
      box.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -20),
      box.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
      box.bottomAnchor.constraint(equalTo: root.view.bottomAnchor, constant: -100),
    ])
    window.tick()
    XCTAssertEqual(box.frame, Rect(x: 20, y: 100, width: 350, height: 644))
    var boxHeights: [Double] = []
    root.didLayout = { boxHeights.append(box.frame.height) }
    heard = []
    window.resize(to: Size(width: 390, height: 700))
    XCTAssertEqual(boxHeights, [500], "placed for the new size in the resize's own layout")
    window.tick()
    window.tick()
    XCTAssertEqual(heard, ["root.will", "root.layoutSubviews 700", "root.did"], "one pass")
    XCTAssertEqual(box.frame, Rect(x: 20, y: 100, width: 350, height: 500))
  }
}
