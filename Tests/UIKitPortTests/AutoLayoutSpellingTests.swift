import TestSupport
import UIKit
import XCTest

/// Auto Layout as iOS code writes it, through `import UIKit`: anchors, priorities, stack
/// views, guides and the animation idiom.
final class AutoLayoutSpellingTests: EngineTestCase {
  @MainActor final class ProfileViewController: UIViewController {
    let avatar = UIView()
    let name = UILabel()
    let stack = UIStackView()
    var avatarTop: NSLayoutConstraint!

    override func viewDidLoad() {
      super.viewDidLoad()
      avatar.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(avatar)
      name.text = "Ada"
      stack.axis = .vertical
      stack.alignment = .center
      stack.spacing = 8
      stack.translatesAutoresizingMaskIntoConstraints = false
      stack.addArrangedSubview(name)
      view.addSubview(stack)
      avatarTop = avatar.topAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)
      let preferredWidth = avatar.widthAnchor.constraint(equalToConstant: 400)
      preferredWidth.priority = UILayoutPriority(rawValue: 999)
      NSLayoutConstraint.activate([
        avatarTop,
        avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        avatar.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, multiplier: 0.5),
        preferredWidth,
        avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
        stack.topAnchor.constraint(equalToSystemSpacingBelow: avatar.bottomAnchor, multiplier: 2),
        stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      ])
      name.setContentHuggingPriority(.defaultHigh, for: .vertical)
    }
  }

  @MainActor func testAProfileScreenLaysOutAsWritten() async {
    let controller = ProfileViewController()
    let port = PortWindow(controller, engine: engine)
    let top = port.window.screen.safeAreaInsets.top
    XCTAssertEqual(controller.avatar.frame, CGRect(x: 97.5, y: top + 20, width: 195, height: 195))
    XCTAssertEqual(controller.stack.frame.minY, top + 20 + 195 + 16)
    XCTAssertEqual(controller.stack.frame.minX, 16)
    XCTAssertEqual(controller.name.center.x, 195 - 16)
    XCTAssertFalse(controller.view.subviews.contains { $0.hasAmbiguousLayout })
  }

  @MainActor func testTheAnimationIdiomAsWritten() async throws {
    let controller = ProfileViewController()
    let port = PortWindow(controller, engine: engine)
    let start = controller.avatar.frame.minY
    controller.avatarTop.constant = 120
    UIView.animate(withDuration: 0.5) {
      controller.view.layoutIfNeeded()
    }
    XCTAssertEqual(controller.avatar.frame.minY, start + 100)
    port.advance(0.25)
    let halfway = try XCTUnwrap(controller.avatar.layer.presentation()).position.y
    XCTAssertGreaterThan(halfway, start + 97.5)
    XCTAssertLessThan(halfway, start + 97.5 + 100)
    port.settle()
    XCTAssertEqual(
      try XCTUnwrap(controller.avatar.layer.presentation()).position.y, start + 197.5,
      accuracy: 1e-9)
  }

  @MainActor func testTheOldItemAttributeAPIAndFittingSize() async {
    let cell = UIView()
    let label = UILabel()
    label.text = "Row"
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(label)
    cell.addConstraints([
      NSLayoutConstraint(
        item: label, attribute: .leading, relatedBy: .equal, toItem: cell,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: cell, attribute: .trailingMargin, relatedBy: .greaterThanOrEqual, toItem: label,
        attribute: .trailing, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: label, attribute: .top, relatedBy: .equal, toItem: cell, attribute: .top,
        multiplier: 1, constant: 11),
      NSLayoutConstraint(
        item: cell, attribute: .bottom, relatedBy: .equal, toItem: label, attribute: .bottom,
        multiplier: 1, constant: 11),
    ])
    let size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    XCTAssertEqual(size.height, 11 + label.intrinsicContentSize.height + 11)
    XCTAssertEqual(size.width, 8 + label.intrinsicContentSize.width + 8)
    XCTAssertEqual(cell.constraints.count, 4)
    let attribute: NSLayoutConstraint.Attribute = .leadingMargin
    XCTAssertEqual(cell.constraints[0].secondAttribute, attribute)
  }
}
