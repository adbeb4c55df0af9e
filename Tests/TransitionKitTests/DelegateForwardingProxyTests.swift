import TestSupport
import TransitionKit
import XCTest

/// A proxy that stands in one delegate slot for several, passing each message on to every
/// delegate as an Objective-C proxy's `forwardInvocation:` does.
final class DelegateForwardingProxyTests: EngineTestCase {
  /// What PullToDismiss and SwipeTransition write: a subclass that adopts the protocol with an
  /// empty body, made with `init(__delegates:)`.
  final class NavigationProxy: DelegateForwardingProxy, NavigationControllerDelegate {}
  final class ScrollProxy: DelegateForwardingProxy, TableViewDelegate {}

  @MainActor func testAPushAsksTheDelegateThatAnimatesAndEveryDelegateHearsWhatIsShown() async {
    let nav = NavigationRig(engine: engine)
    let animating = CountingNavigationDelegate(methods: .animationController)
    animating.pushAnimator = ClosureAnimator.slide(duration: 0.3)
    let showing = ShowingNavigationDelegate()
    let proxy = NavigationProxy(__delegates: [animating, showing, "not an object"])
    XCTAssertEqual(proxy.delegates.count, 2, "what is not an object is left out")
    XCTAssertEqual(proxy.implementedTransitionMethods, .animationController)
    nav.navigation.delegate = proxy
    nav.navigation.pushViewController(nav["B"], animated: true)
    nav.rig.step(0.15)
    XCTAssertEqual(animating.animatorQuestions, [.push])
    XCTAssertEqual(
      animating.interactionQuestions, 0,
      "no delegate implements the interaction method, so the proxy does not either")
    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A", "B"])
    XCTAssertEqual(showing.shown, ["B"])
  }

  @MainActor func testTheLastDelegateThatImplementsAMethodAnswersIt() async {
    let first = CountingNavigationDelegate(methods: .animationController)
    first.pushAnimator = ClosureAnimator.slide(duration: 0.3)
    let last = CountingNavigationDelegate(methods: .animationController)
    let silent = CountingNavigationDelegate(methods: [])
    silent.pushAnimator = ClosureAnimator.slide(duration: 0.3)
    let proxy = NavigationProxy(__delegates: [first, last, silent])
    let nav = NavigationRig(engine: engine)
    let answer = proxy.navigationController(
      nav.navigation, animationControllerFor: .push, from: nav["A"], to: nav["B"])
    XCTAssertNil(answer, "the last responder's nil, as NSInvocation keeps the last return value")
    XCTAssertEqual(first.animatorQuestions, [])
    XCTAssertEqual(last.animatorQuestions, [.push])
    XCTAssertEqual(
      silent.animatorQuestions, [], "a delegate that does not implement it is not asked")
  }

  @MainActor func testEveryScrollDelegateHearsTheScrollAndTheTableHearsItsSelection() async {
    final class Listener: TableViewDelegate {
      var scrolls: [Double] = []
      var selected: [IndexPath] = []
      func scrollViewDidScroll(_ scrollView: ScrollView) {
        scrolls.append(scrollView.contentOffset.y)
      }
      func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
      }
    }
    final class ScrollListener: ScrollViewDelegate {
      var scrolls: [Double] = []
      func scrollViewDidScroll(_ scrollView: ScrollView) {
        scrolls.append(scrollView.contentOffset.y)
      }
    }
    let table = TableView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let scroll = ScrollListener()
    let list = Listener()
    let proxy = ScrollProxy(__delegates: [scroll, list])
    table.delegate = proxy
    table.contentSize = Size(width: 400, height: 2000)
    table.contentOffset = Point(x: 0, y: 120)
    XCTAssertEqual(scroll.scrolls.last, 120)
    XCTAssertEqual(list.scrolls.last, 120)
    proxy.tableView(table, didSelectRowAt: IndexPath(row: 3, section: 0))
    XCTAssertEqual(list.selected, [IndexPath(row: 3, section: 0)])
    XCTAssertEqual(
      proxy.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)), table.rowHeight)
  }
}
