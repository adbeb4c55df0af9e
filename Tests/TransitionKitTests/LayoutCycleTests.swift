import TestSupport
import TransitionKit
import XCTest

/// UIKit's layout cycle: `setNeedsLayout` and `layoutIfNeeded`, `layoutSubviews` overrides that
/// call super, `updateConstraints`, ambiguity, and views moving between trees.
final class LayoutCycleTests: EngineTestCase {
  @MainActor final class Recorder: View {
    var layouts = 0
    var updates = 0
    var constraintOnUpdate: LayoutConstraint?
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
      onLayout?()
    }

    override func updateConstraints() {
      updates += 1
      constraintOnUpdate?.isActive = true
      super.updateConstraints()
    }
  }

  @MainActor func testLayoutIfNeededLaysOutOnlyWhatWaits() async {
    let view = Recorder(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    view.layoutIfNeeded()
    XCTAssertEqual(view.layouts, 0)
    view.setNeedsLayout()
    view.setNeedsLayout()
    XCTAssertEqual(view.layouts, 0)
    view.layoutIfNeeded()
    XCTAssertEqual(view.layouts, 1)
    view.layoutIfNeeded()
    XCTAssertEqual(view.layouts, 1)
  }

  @MainActor func testAWindowLaysOutWaitingViewsBeforeTheFrame() async {
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let parent = Recorder(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let child = Recorder(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(parent)
    parent.addSubview(child)
    var order: [String] = []
    parent.onLayout = { order.append("parent") }
    child.onLayout = { order.append("child") }
    child.setNeedsLayout()
    parent.setNeedsLayout()
    window.tick()
    XCTAssertEqual(order, ["parent", "child"])
    window.tick()
    XCTAssertEqual(order, ["parent", "child"])
  }

  @MainActor func testUpdateConstraintsRunsBeforeLayoutAndItsConstraintsApply() async {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let box = Recorder()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    box.constraintOnUpdate = box.widthAnchor.constraint(equalToConstant: 120)
    box.setNeedsUpdateConstraints()
    XCTAssertTrue(box.needsUpdateConstraints())
    root.layoutIfNeeded()
    XCTAssertEqual(box.updates, 1)
    XCTAssertFalse(box.needsUpdateConstraints())
    XCTAssertEqual(box.frame, Rect(x: 0, y: 0, width: 120, height: 20))
  }

  @MainActor func testAmbiguousLayoutIsDetected() async {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    XCTAssertTrue(box.hasAmbiguousLayout)
    box.trailingAnchor.constraint(equalTo: root.trailingAnchor).isActive = true
    XCTAssertFalse(box.hasAmbiguousLayout)
    root.layoutIfNeeded()
    XCTAssertEqual(box.frame, Rect(x: 150, y: 0, width: 50, height: 50))
    XCTAssertFalse(root.hasAmbiguousLayout, "a view held at its frame is never ambiguous")
  }

  @MainActor func testRemovingAViewRemovesTheConstraintsOutsideItThatNameIt() async {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let card = View()
    let title = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    title.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    card.addSubview(title)
    let outside = title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30)
    let inside = title.topAnchor.constraint(equalTo: card.topAnchor, constant: 5)
    let own = title.widthAnchor.constraint(equalToConstant: 40)
    LayoutConstraint.activate([
      outside, inside, own,
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      // Installed on the card itself, so they go with it.
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 100),
      title.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    XCTAssertEqual(title.frame, Rect(x: 20, y: 5, width: 40, height: 20))
    card.removeFromSuperview()
    XCTAssertFalse(outside.isActive)
    XCTAssertTrue(inside.isActive)
    XCTAssertTrue(own.isActive)
    // In a new tree the constraints inside go on working.
    let other = View(frame: Rect(x: 0, y: 0, width: 500, height: 500))
    other.addSubview(card)
    LayoutConstraint.activate([
      card.trailingAnchor.constraint(equalTo: other.trailingAnchor),
      card.bottomAnchor.constraint(equalTo: other.bottomAnchor),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 7),
    ])
    inside.constant = 15
    other.layoutIfNeeded()
    XCTAssertEqual(card.frame, Rect(x: 400, y: 400, width: 100, height: 100))
    XCTAssertEqual(title.frame, Rect(x: 7, y: 15, width: 40, height: 20))
  }

  @MainActor func testATreeMovedIntoAWindowIsLaidOutThere() async {
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let content = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let button = View()
    button.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(button)
    LayoutConstraint.activate([
      button.centerXAnchor.constraint(equalTo: content.centerXAnchor),
      button.centerYAnchor.constraint(equalTo: content.centerYAnchor),
      button.widthAnchor.constraint(equalToConstant: 100),
      button.heightAnchor.constraint(equalToConstant: 40),
    ])
    content.layoutIfNeeded()
    XCTAssertEqual(button.frame, Rect(x: 145, y: 402, width: 100, height: 40))
    window.addSubview(content)
    content.frame = Rect(x: 0, y: 0, width: 200, height: 200)
    window.tick()
    XCTAssertEqual(button.frame, Rect(x: 50, y: 80, width: 100, height: 40))
  }

  @MainActor func testADetachedTreeLaysOutOnItsOwn() async {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    XCTAssertEqual(box.frame, Rect(x: 0, y: 0, width: 100, height: 100))
    // A bounds change lays the subviews out at once, as autoresizing does.
    root.bounds = Rect(x: 0, y: 0, width: 60, height: 30)
    XCTAssertEqual(box.frame, Rect(x: 0, y: 0, width: 60, height: 30))
  }

  @MainActor func testConstraintsAffectingAViewAreListedByAxis() async {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    let width = box.widthAnchor.constraint(equalToConstant: 10)
    let top = box.topAnchor.constraint(equalTo: root.topAnchor)
    LayoutConstraint.activate([leading, width, top])
    let horizontal = box.constraintsAffectingLayout(for: .horizontal)
    XCTAssertTrue(horizontal.contains { $0 === leading } && horizontal.contains { $0 === width })
    XCTAssertFalse(horizontal.contains { $0 === top })
    XCTAssertTrue(box.constraintsAffectingLayout(for: .vertical).contains { $0 === top })
  }

  @MainActor func testATreeWithConstraintsIsFreedWithItsViews() async {
    weak var freedRoot: View?
    weak var freedBox: View?
    weak var freedConstraint: LayoutConstraint?
    do {
      let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      let stack = StackView(arrangedSubviews: [Label(), View()])
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      let constraint = stack.widthAnchor.constraint(equalTo: root.widthAnchor)
      LayoutConstraint.activate([
        constraint, stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      ])
      root.layoutIfNeeded()
      View.animate(withDuration: 0.2) {
        constraint.constant = -20
        root.layoutIfNeeded()
      }
      run(for: 0.3)
      freedRoot = root
      freedBox = stack
      freedConstraint = constraint
    }
    XCTAssertNil(freedRoot)
    XCTAssertNil(freedBox)
    XCTAssertNil(freedConstraint)
  }
}
