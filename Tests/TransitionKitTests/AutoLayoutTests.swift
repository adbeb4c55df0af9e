import TestSupport
import TransitionKit
import XCTest

/// Constraints placing views: anchors and the item/attribute form, activation, where a
/// constraint is installed, constants changed incrementally, priorities, and the passes that
/// apply frames.
final class AutoLayoutTests: EngineTestCase {
  @MainActor private func screen() -> View {
    View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  }

  @MainActor private func placed(in superview: View) -> View {
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
  }

  @MainActor func testAnchorsPlaceASubview() async {
    let root = screen()
    let box = placed(in: root)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      box.heightAnchor.constraint(equalToConstant: 60),
    ])
    root.layoutIfNeeded()
    XCTAssertEqual(box.frame, Rect(x: 20, y: 100, width: 350, height: 60))
  }

  @MainActor func testTheItemAttributeFormCentresWithAMultiplier() async {
    let root = screen()
    let box = placed(in: root)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: box, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX,
        multiplier: 1, constant: 0),
      LayoutConstraint(
        item: box, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY,
        multiplier: 1, constant: 0),
      LayoutConstraint(
        item: box, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
        multiplier: 0.5, constant: 5),
      LayoutConstraint(
        item: box, attribute: .height, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 60),
    ])
    root.layoutIfNeeded()
    XCTAssertEqual(box.frame, Rect(x: 95, y: 392, width: 200, height: 60))
  }

  @MainActor func testAConstraintIsInstalledOnTheNearestCommonAncestor() async {
    let root = screen()
    let card = placed(in: root)
    let title = placed(in: card)
    let other = placed(in: root)
    let ownWidth = title.widthAnchor.constraint(equalToConstant: 10)
    let toCard = title.topAnchor.constraint(equalTo: card.topAnchor)
    let across = title.leadingAnchor.constraint(equalTo: other.leadingAnchor)
    LayoutConstraint.activate([ownWidth, toCard, across])
    XCTAssertTrue(title.constraints.contains { $0 === ownWidth })
    XCTAssertTrue(card.constraints.contains { $0 === toCard })
    XCTAssertTrue(root.constraints.contains { $0 === across })
    XCTAssertTrue(across.isActive)
    across.isActive = false
    XCTAssertFalse(across.isActive)
    XCTAssertFalse(root.constraints.contains { $0 === across })
  }

  @MainActor func testPositionsAcrossLevelsAreInTheCommonAncestorsCoordinates() async {
    let root = screen()
    let card = placed(in: root)
    let badge = placed(in: card)
    let label = placed(in: root)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
      card.widthAnchor.constraint(equalToConstant: 300),
      card.heightAnchor.constraint(equalToConstant: 200),
      badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
      badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
      badge.widthAnchor.constraint(equalToConstant: 40),
      badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
      // The label sits under the badge, right-aligned with it, though it is the card's sibling.
      label.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: badge.trailingAnchor),
      label.widthAnchor.constraint(equalToConstant: 100),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    XCTAssertEqual(card.frame, Rect(x: 30, y: 200, width: 300, height: 200))
    XCTAssertEqual(badge.frame, Rect(x: 250, y: 10, width: 40, height: 40))
    XCTAssertEqual(label.frame, Rect(x: 220, y: 258, width: 100, height: 20))
  }

  @MainActor func testChangingAConstantMovesTheViewAtTheNextLayout() async {
    let root = screen()
    let box = placed(in: root)
    let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
    LayoutConstraint.activate([
      top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    top.constant = 300
    XCTAssertEqual(box.frame.minY, 100, "the frame waits for the layout pass")
    root.layoutIfNeeded()
    XCTAssertEqual(box.frame.minY, 300)
  }

  @MainActor func testAWindowLaysOutBeforeEachFrame() async {
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let box = placed(in: window)
    let height = box.heightAnchor.constraint(equalToConstant: 40)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      box.widthAnchor.constraint(equalToConstant: 40), height,
    ])
    XCTAssertTrue(window.needsFrames, "a pending layout asks for a frame")
    window.tick()
    XCTAssertEqual(box.frame, Rect(x: 10, y: 10, width: 40, height: 40))
    XCTAssertFalse(window.needsFrames)
    height.constant = 80
    XCTAssertTrue(window.needsFrames)
    window.tick()
    XCTAssertEqual(box.frame.height, 80)
  }

  @MainActor func testAHigherPriorityWinsAndARequiredOneHolds() async {
    let root = screen()
    let box = placed(in: root)
    let wide = box.widthAnchor.constraint(equalToConstant: 300)
    wide.priority = .defaultLow
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = .defaultHigh
    let atLeast = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)
    LayoutConstraint.activate([
      wide, narrow, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    XCTAssertEqual(box.frame.width, 100)
    atLeast.isActive = true
    root.layoutIfNeeded()
    XCTAssertEqual(box.frame.width, 150)
    narrow.priority = LayoutPriority(200)
    root.layoutIfNeeded()
    XCTAssertEqual(box.frame.width, 300)
  }

  @MainActor func testPriorityCannotMoveBetweenRequiredAndOptionalWhileActive() async {
    let root = screen()
    let box = placed(in: root)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    width.isActive = true
    width.priority = .defaultHigh
    XCTAssertEqual(width.priority, .required)
    XCTAssertTrue(warningCodes.contains("layout.priority-change"))
  }

  @MainActor func testUnsatisfiableConstraintsAreLoggedAsUIKitLogsThemAndOneIsBroken() async {
    let root = screen()
    let box = placed(in: root)
    let hundred = box.widthAnchor.constraint(equalToConstant: 100)
    hundred.identifier = "narrow"
    let twoHundred = box.widthAnchor.constraint(equalToConstant: 200)
    twoHundred.identifier = "wide"
    LayoutConstraint.activate([
      hundred, twoHundred, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    XCTAssertEqual(box.frame.width, 100)
    let message = engine.warnings.first { $0.code == "layout.unsatisfiable-constraints" }?.message
    XCTAssertNotNil(message)
    XCTAssertTrue(message?.hasPrefix("Unable to simultaneously satisfy constraints.") ?? false)
    XCTAssertTrue(message?.contains("'narrow' UIView:0x") ?? false, message ?? "")
    XCTAssertTrue(
      message?.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:")
        ?? false)
    XCTAssertTrue(message?.contains("'wide' UIView:0x") ?? false)
    XCTAssertTrue(twoHundred.isActive, "a broken constraint stays active, as in UIKit")
  }

  @MainActor func testAConstantThatCannotHoldBreaksItsConstraint() async {
    let root = screen()
    let box = placed(in: root)
    let minimum = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
    let exact = box.widthAnchor.constraint(equalToConstant: 80)
    let small = box.widthAnchor.constraint(equalToConstant: 0)
    small.priority = LayoutPriority(1)
    LayoutConstraint.activate([
      minimum, exact, small, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    exact.constant = 20
    root.layoutIfNeeded()
    XCTAssertEqual(box.frame.width, 50)
    XCTAssertTrue(warningCodes.contains("layout.unsatisfiable-constraints"))
  }

  @MainActor func testForgettingToTurnOffTheAutoresizingMaskIsLoggedWithItsConstraints() async {
    let root = screen()
    let box = View(frame: Rect(x: 10, y: 10, width: 30, height: 30))
    root.addSubview(box)
    box.widthAnchor.constraint(equalToConstant: 100).isActive = true
    root.layoutIfNeeded()
    XCTAssertEqual(box.frame, Rect(x: 10, y: 10, width: 30, height: 30))
    let message = engine.warnings.first { $0.code == "layout.unsatisfiable-constraints" }?.message
    XCTAssertTrue(message?.contains("<NSAutoresizingMaskLayoutConstraint:0x") ?? false)
    XCTAssertTrue(message?.contains("translatesAutoresizingMaskIntoConstraints") ?? false)
  }

  @MainActor func testItemsWithoutACommonAncestorAreRefusedAndLogged() async {
    let one = screen()
    let other = screen()
    let constraint = one.leadingAnchor.constraint(equalTo: other.leadingAnchor)
    constraint.isActive = true
    XCTAssertFalse(constraint.isActive)
    XCTAssertTrue(warningCodes.contains("layout.no-common-ancestor"))
  }

  @MainActor func testInvalidPairingsAreRefusedWithoutStopping() async {
    let root = screen()
    let box = placed(in: root)
    let locationToConstant = LayoutConstraint(
      item: box, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 20)
    let mixedAxes = LayoutConstraint(
      item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .leading,
      multiplier: 1, constant: 0)
    let leadingToLeft = LayoutConstraint(
      item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left,
      multiplier: 1, constant: 0)
    LayoutConstraint.activate([locationToConstant, mixedAxes, leadingToLeft])
    root.layoutIfNeeded()
    XCTAssertFalse(locationToConstant.isActive)
    XCTAssertFalse(mixedAxes.isActive)
    XCTAssertFalse(leadingToLeft.isActive)
    XCTAssertTrue(warningCodes.contains("layout.invalid-constraint"))
  }

  @MainActor func testAViewTreeWithoutConstraintsTakesNoPartInAutoLayout() async {
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let plain = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(plain)
    View.animate(withDuration: 0.3) { plain.frame = Rect(x: 50, y: 50, width: 200, height: 200) }
    for _ in 0..<30 {
      clock.advance(by: 1.0 / 60)
      window.tick()
    }
    window.resize(to: Size(width: 500, height: 500))
    XCTAssertFalse(window.needsFrames)
    XCTAssertTrue(plain.constraints.isEmpty)
    XCTAssertFalse(plain.hasAmbiguousLayout)
  }
}
