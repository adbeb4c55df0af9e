import TestSupport
import TransitionKit
import XCTest

/// A controller hears `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` around every
/// layout of its root view's subviews, as UIKit calls them "whenever the view's bounds change"
/// and in every layout pass: a resize of the view, `setNeedsLayout()` with
/// `layoutIfNeeded()`, the window's layout pass before a frame. Once a layout, never from
/// inside itself, and never from inside `viewDidLoad()`.
final class ControllerLayoutCallbackTests: EngineTestCase {
  @MainActor final class RecordingView: View {
    var layingOut: () -> Void = {}
    override func layoutSubviews() {
      super.layoutSubviews()
      layingOut()
    }
  }

  @MainActor class Recording: ViewController {
    var heard: [String] = []
    var didLayout: (Recording) -> Void = { _ in }
    override func loadView() {
      let view = RecordingView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
      view.layingOut = { [unowned self] in
        self.heard.append("layoutSubviews \(Int(self.view.bounds.height))")
      }
      self.view = view
    }
    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      heard.append("will")
    }
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      heard.append("did")
      didLayout(self)
    }
  }

  @MainActor func testAResizedViewLaysOutBetweenItsControllersWillAndDidOnce() async {
    let controller = Recording()
    controller.loadViewIfNeeded()
    controller.heard = []
    controller.view.frame = Rect(x: 0, y: 0, width: 390, height: 798)
    XCTAssertEqual(controller.heard, ["will", "layoutSubviews 798", "did"])
    controller.view.frame = Rect(x: 0, y: 46, width: 390, height: 798)
    XCTAssertEqual(
      controller.heard, ["will", "layoutSubviews 798", "did"],
      "a move without a resize lays nothing out")
  }

  @MainActor func testSetNeedsLayoutAndTheWindowsPassEachLayOutOnceBetweenWillAndDid() async {
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let controller = Recording()
    window.rootViewController = controller
    window.tick()
    controller.heard = []
    controller.view.setNeedsLayout()
    controller.view.layoutIfNeeded()
    XCTAssertEqual(controller.heard, ["will", "layoutSubviews 844", "did"])
    controller.heard = []
    controller.view.setNeedsLayout()
    controller.view.setNeedsLayout()
    XCTAssertEqual(controller.heard, [])
    window.tick()
    XCTAssertEqual(controller.heard, ["will", "layoutSubviews 844", "did"])
    window.tick()
    XCTAssertEqual(controller.heard, ["will", "layoutSubviews 844", "did"])
  }

  @MainActor func testAWindowResizeTellsTheRootAndAChildWhoseViewFollows() async {
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let root = Recording()
    let child = Recording()
    window.rootViewController = root
    root.addChild(child)
    child.view.autoresizingMask = .flexibleSize
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    window.tick()
    root.heard = []
    child.heard = []
    window.resize(to: Size(width: 390, height: 700))
    XCTAssertEqual(root.heard, ["will", "layoutSubviews 700", "did"])
    XCTAssertEqual(child.heard, ["will", "layoutSubviews 700", "did"])
    window.tick()
    XCTAssertEqual(root.heard.filter { $0 == "did" }.count, 1, "the resize was the layout")
  }

  @MainActor func testAControllerThatResizesItsViewInDidLayoutIsLaidOutAgainNotReentered() async {
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let controller = Recording()
    window.rootViewController = controller
    window.tick()
    // As a photo browser's page does: in `viewDidLayoutSubviews` it fits its view under the
    // bar, 46 points shorter than it was given.
    controller.didLayout = { controller in
      if controller.view.bounds.height != 752 {
        controller.view.frame = Rect(x: 0, y: 46, width: 390, height: 752)
      }
    }
    controller.heard = []
    controller.view.frame = Rect(x: 0, y: 0, width: 390, height: 798)
    XCTAssertEqual(
      controller.heard, ["will", "layoutSubviews 798", "did"],
      "the resize in viewDidLayoutSubviews does not lay out again from inside it")
    XCTAssertEqual(controller.view.frame, Rect(x: 0, y: 46, width: 390, height: 752))
    window.tick()
    XCTAssertEqual(
      controller.heard,
      ["will", "layoutSubviews 798", "did", "will", "layoutSubviews 752", "did"],
      "the next pass lays it out at the size it chose, once")
    window.tick()
    XCTAssertEqual(controller.heard.count, 6)
  }

  @MainActor func testAViewResizedInViewDidLoadIsHeardOfOnlyAfterViewDidLoad() async {
    final class Loading: Recording {
      var label: Label!
      var labelSeenInDidLayout: [Bool] = []
      override func viewDidLoad() {
        super.viewDidLoad()
        view.frame = Rect(x: 0, y: 0, width: 390, height: 600)
        label = Label()
        view.addSubview(label)
      }
      override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        labelSeenInDidLayout.append(label != nil)
      }
    }
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let controller = Loading()
    controller.loadViewIfNeeded()
    XCTAssertEqual(controller.heard, ["layoutSubviews 600"], "laid out, but not heard of, yet")
    window.rootViewController = controller
    window.tick()
    XCTAssertEqual(controller.labelSeenInDidLayout.first, true)
    XCTAssertFalse(controller.labelSeenInDidLayout.contains(false))
    XCTAssertEqual(Array(controller.heard.suffix(2)), ["layoutSubviews 844", "did"])
  }
}
