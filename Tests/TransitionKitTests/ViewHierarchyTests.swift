import TestSupport
import TransitionKit
import XCTest

final class ViewHierarchyTests: EngineTestCase {
  @MainActor private func makeTree() -> (parent: View, a: View, b: View, c: View) {
    let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let a = View()
    let b = View()
    let c = View()
    a.name = "a"
    b.name = "b"
    c.name = "c"
    parent.addSubview(a)
    parent.addSubview(b)
    parent.addSubview(c)
    return (parent, a, b, c)
  }

  @MainActor private func names(_ view: View) -> [String] {
    view.subviews.map { $0.name ?? "?" }
  }

  @MainActor func testAddSubviewAppendsAndMovesBetweenParents() async {
    let (parent, a, b, c) = makeTree()
    XCTAssertEqual(names(parent), ["a", "b", "c"])
    XCTAssertTrue(a.superview === parent)

    let other = View()
    other.addSubview(b)
    XCTAssertEqual(names(parent), ["a", "c"])
    XCTAssertEqual(names(other), ["b"])
    XCTAssertTrue(b.superview === other)

    // Adding a subview again moves it on top.
    parent.addSubview(a)
    XCTAssertEqual(names(parent), ["c", "a"])
    XCTAssertTrue(c.superview === parent)
  }

  @MainActor func testInsertAtIndexClamps() async {
    let (parent, _, _, _) = makeTree()
    let d = View()
    d.name = "d"
    parent.insertSubview(d, at: 1)
    XCTAssertEqual(names(parent), ["a", "d", "b", "c"])
    let e = View()
    e.name = "e"
    parent.insertSubview(e, at: 99)
    XCTAssertEqual(names(parent), ["a", "d", "b", "c", "e"])
    let f = View()
    f.name = "f"
    parent.insertSubview(f, at: -3)
    XCTAssertEqual(names(parent), ["f", "a", "d", "b", "c", "e"])
  }

  @MainActor func testInsertAboveAndBelowSiblings() async {
    let (parent, a, b, c) = makeTree()
    let d = View()
    d.name = "d"
    parent.insertSubview(d, aboveSubview: a)
    XCTAssertEqual(names(parent), ["a", "d", "b", "c"])
    let e = View()
    e.name = "e"
    parent.insertSubview(e, belowSubview: a)
    XCTAssertEqual(names(parent), ["e", "a", "d", "b", "c"])

    // Reordering views that are already subviews.
    parent.insertSubview(c, belowSubview: a)
    XCTAssertEqual(names(parent), ["e", "c", "a", "d", "b"])
    parent.insertSubview(e, aboveSubview: b)
    XCTAssertEqual(names(parent), ["c", "a", "d", "b", "e"])
    parent.insertSubview(b, aboveSubview: b)
    XCTAssertEqual(names(parent), ["c", "a", "d", "b", "e"])
    XCTAssertTrue(b.superview === parent)
  }

  @MainActor func testInsertRelativeToAViewThatIsNotASiblingAddsOnTop() async {
    let (parent, _, _, _) = makeTree()
    let stranger = View()
    let d = View()
    d.name = "d"
    parent.insertSubview(d, belowSubview: stranger)
    XCTAssertEqual(names(parent), ["a", "b", "c", "d"])
    XCTAssertTrue(d.superview === parent)
    let e = View()
    e.name = "e"
    parent.insertSubview(e, aboveSubview: stranger)
    XCTAssertEqual(names(parent), ["a", "b", "c", "d", "e"])
    // An existing subview moves on top as well.
    parent.insertSubview(parent.subviews[0], aboveSubview: stranger)
    XCTAssertEqual(names(parent), ["b", "c", "d", "e", "a"])
  }

  @MainActor func testRemoveBringToFrontSendToBack() async {
    let (parent, a, b, c) = makeTree()
    parent.bringSubviewToFront(a)
    XCTAssertEqual(names(parent), ["b", "c", "a"])
    parent.sendSubviewToBack(c)
    XCTAssertEqual(names(parent), ["c", "b", "a"])
    b.removeFromSuperview()
    XCTAssertEqual(names(parent), ["c", "a"])
    XCTAssertNil(b.superview)
    b.removeFromSuperview()
    XCTAssertNil(b.superview)

    // Not a subview: nothing happens.
    parent.bringSubviewToFront(b)
    parent.sendSubviewToBack(b)
    XCTAssertEqual(names(parent), ["c", "a"])
    XCTAssertTrue(engine.warnings.isEmpty)
  }

  @MainActor func testCyclesAreRefusedWithAWarning() async {
    let (parent, a, _, _) = makeTree()
    let grandchild = View()
    a.addSubview(grandchild)

    parent.addSubview(parent)
    XCTAssertEqual(warningCodes, ["view.cycle"])
    grandchild.addSubview(parent)
    XCTAssertEqual(warningCodes, ["view.cycle", "view.cycle"])
    a.insertSubview(parent, at: 0)
    XCTAssertEqual(warningCodes.count, 3)

    // The tree is unchanged.
    XCTAssertNil(parent.superview)
    XCTAssertEqual(names(parent), ["a", "b", "c"])
    XCTAssertTrue(grandchild.superview === a)
    XCTAssertTrue(grandchild.subviews.isEmpty)
  }

  @MainActor func testQueries() async {
    let (parent, a, b, _) = makeTree()
    let grandchild = View()
    grandchild.tag = 7
    grandchild.name = "deep"
    a.addSubview(grandchild)
    b.tag = 7

    XCTAssertTrue(grandchild.isDescendant(of: parent))
    XCTAssertTrue(grandchild.isDescendant(of: grandchild))
    XCTAssertFalse(parent.isDescendant(of: grandchild))
    XCTAssertFalse(b.isDescendant(of: a))
    XCTAssertTrue(grandchild.root === parent)
    XCTAssertTrue(parent.root === parent)
    // Depth first: a's subtree comes before b.
    XCTAssertTrue(parent.viewWithTag(7) === grandchild)
    XCTAssertTrue(parent.view(named: "deep") === grandchild)
    XCTAssertNil(parent.view(named: "missing"))
    XCTAssertTrue(parent.first { $0 === b } === b)
  }

  @MainActor func testMovingToAnotherSuperviewIsReported() async {
    final class Watched: View {
      var moves = 0
      override func didMoveToSuperview() { moves += 1 }
    }
    let parent = View()
    let other = View()
    let view = Watched()
    parent.addSubview(view)
    XCTAssertEqual(view.moves, 1)
    parent.addSubview(view)  // only reordered
    XCTAssertEqual(view.moves, 1)
    other.addSubview(view)
    XCTAssertEqual(view.moves, 2)
    view.removeFromSuperview()
    XCTAssertEqual(view.moves, 3)
  }

  @MainActor func testAnimationsKeepRunningAfterRemoval() async {
    let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    parent.addSubview(view)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
    step(0.25)
    view.removeFromSuperview()
    step(0.25)
    XCTAssertEqual(view.presentation.alpha, 0.5)
    XCTAssertTrue(engine.isAnimating)
  }
}
