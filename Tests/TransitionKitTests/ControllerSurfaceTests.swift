import Foundation
import TestSupport
import TransitionKit
import XCTest

/// Controllers and views as UIKit code makes and uses them: UIKit's initializers, objects,
/// appearance transitions of a container's children, and segues registered in code.
final class ControllerSurfaceTests: EngineTestCase {
  /// A view that overrides only `init(frame:)`, as UIKit code does.
  @MainActor final class FramedView: View {
    var madeBy = ""
    override init(frame: Rect) {
      super.init(frame: frame)
      madeBy = "init(frame:)"
      backgroundColor = .red
    }
    required init?(coder: NSCoder) {
      super.init(coder: coder)
      madeBy = "init(coder:)"
    }
  }

  /// A controller written as UIKit code writes one: its own `init()` calls the designated
  /// initializer, and `awakeFromNib()` makes it its own delegate.
  @MainActor final class NibController: ViewController, TransitioningDelegate {
    var log: [String] = []
    init() {
      super.init(nibName: nil, bundle: nil)
      log.append("init")
    }
    required init?(coder: NSCoder) {
      super.init(coder: coder)
      log.append("init(coder:)")
    }
    override func awakeFromNib() {
      super.awakeFromNib()
      log.append("awakeFromNib")
      transitioningDelegate = self
    }
    override func viewDidLoad() { log.append("viewDidLoad") }
  }

  @MainActor func testViewParenthesesRunsTheSubclassesInitFrame() async {
    let view = FramedView()
    XCTAssertEqual(view.madeBy, "init(frame:)")
    XCTAssertEqual(view.frame, .zero)
    XCTAssertEqual(view.backgroundColor, .red)
    XCTAssertEqual(View().frame, .zero)
  }

  @MainActor func testAViewFromAnArchiveAwakesBeforeItFirstMovesIntoASuperview() async {
    @MainActor final class Awake: View {
      var awoken = 0
      override func awakeFromNib() { awoken += 1 }
    }
    let view = Awake(coder: NSCoder())!
    XCTAssertEqual(view.awoken, 0)
    let parent = View(frame: .zero)
    parent.addSubview(view)
    parent.addSubview(view)
    View(frame: .zero).addSubview(view)
    XCTAssertEqual(view.awoken, 1)
    XCTAssertEqual(FramedView(coder: NSCoder())?.madeBy, "init(coder:)")
  }

  @MainActor func testAControllerFromAStoryboardAwakesBeforeItsViewLoads() async {
    let plain = NibController()
    _ = plain.view
    XCTAssertEqual(plain.log, ["init", "viewDidLoad"])
    let archived = NibController(coder: NSCoder())!
    XCTAssertNil(archived.nibName)
    _ = archived.view
    XCTAssertEqual(archived.log, ["init(coder:)", "awakeFromNib", "viewDidLoad"])
    XCTAssertTrue(archived.transitioningDelegate === archived)
    XCTAssertEqual(ViewController(nibName: "Main", bundle: nil).nibName, "Main")
  }

  @MainActor func testViewsControllersAndRecognizersAreObjects() async {
    let view = Label(frame: .zero)
    XCTAssertTrue(view.isKind(of: View.self))
    XCTAssertFalse(view.isMember(of: View.self))
    XCTAssertTrue(view.isEqual(view))
    XCTAssertFalse(view.isEqual(Label(frame: .zero)))
    XCTAssertEqual(view.hash, view.hash)
    let set: Set<NSObject> = [view, ViewController(), PanGestureRecognizer(), view]
    XCTAssertEqual(set.count, 3)
    XCTAssertTrue(PanGestureRecognizer().isKind(of: GestureRecognizer.self))
  }

  @MainActor func testBeginAndEndAppearanceTransitionCallTheCallbacksOnce() async {
    @MainActor final class Child: ViewController {
      var log: [String] = []
      override func viewWillAppear(_ animated: Bool) { log.append("willAppear \(animated)") }
      override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
      override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
      override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    }
    let child = Child()
    child.beginAppearanceTransition(true, animated: true)
    child.beginAppearanceTransition(true, animated: true)
    child.endAppearanceTransition()
    child.endAppearanceTransition()
    child.beginAppearanceTransition(false, animated: false)
    child.endAppearanceTransition()
    XCTAssertEqual(child.log, ["willAppear true", "didAppear", "willDisappear", "didDisappear"])
  }

  @MainActor func testPerformSegueMakesTheDestinationPreparesItAndPresentsIt() async {
    @MainActor final class Source: ViewController {
      var prepared: [(String?, Any?)] = []
      override func prepare(for segue: StoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, sender))
        segue.destination.title = "Detail"
      }
    }
    let source = Source()
    let window = Window(screen: Screen(), engine: engine)
    window.rootViewController = source
    var made = 0
    source.registerSegue(withIdentifier: "show") {
      made += 1
      return ViewController()
    }
    source.performSegue(withIdentifier: "show", sender: "button")
    XCTAssertEqual(made, 1)
    XCTAssertEqual(source.prepared.first?.0, "show")
    XCTAssertEqual(source.prepared.first?.1 as? String, "button")
    XCTAssertEqual(source.presentedViewController?.title, "Detail", "presented modally")
    run(for: 1)
    source.performSegue(withIdentifier: "missing", sender: nil)
    XCTAssertEqual(warningCodes, ["segue.unknown-identifier"])
  }

  @MainActor func testASegueFromANavigationStackPushes() async {
    let list = ViewController()
    let navigation = NavigationController(rootViewController: list)
    let window = Window(screen: Screen(), engine: engine)
    window.rootViewController = navigation
    list.registerSegue(withIdentifier: "detail") { ViewController() }
    list.performSegue(withIdentifier: "detail", sender: nil)
    run(for: 1)
    XCTAssertEqual(navigation.viewControllers.count, 2)
    XCTAssertNil(list.presentedViewController)
  }

  @MainActor func testASegueOfItsOwnClassPerformsItsOwnWay() async {
    @MainActor final class FadeSegue: StoryboardSegue {
      override func perform() { source.present(destination, animated: false) }
    }
    let source = ViewController()
    let window = Window(screen: Screen(), engine: engine)
    window.rootViewController = source
    source.registerSegue(withIdentifier: "fade", segueClass: FadeSegue.self) { ViewController() }
    source.performSegue(withIdentifier: "fade", sender: nil)
    window.tick()
    XCTAssertNotNil(source.presentedViewController)
    XCTAssertEqual(window.transitionLog.first?.completed, true, "unanimated: done at once")
  }
}
