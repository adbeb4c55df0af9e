import SceneBridge
import XCTest

final class OptionalRequirementTests: XCTestCase {
  private let protocolFile = """
    import UIKit

    @objc protocol CardDelegate: AnyObject {
      func cardDidAppear()
      @objc optional func cardDidMove(_ card: UIView, to point: CGPoint)
      @objc optional func cardShouldDismiss() -> Bool
      @objc optional func viewForCard() -> UIView?
      @objc optional var cardTitle: String { get }
    }
    """
  private let userFile = """
    import UIKit

    class Root: UIViewController, CardDelegate {
      weak var delegate: CardDelegate?
      var handler: (() -> Void)?
      func cardDidAppear() {}
      func cardShouldDismiss() -> Bool { true }
      var cardTitle: String { "Payments" }
      func go() {
        delegate?.cardDidMove?(view, to: .zero)
        if delegate?.cardShouldDismiss?() ?? true {}
        handler?()
      }
    }
    """

  func testOptionalRequirementsGetDefaultImplementations() {
    let files = SceneBridge.rewrite([
      (path: "/tmp/Card.swift", text: protocolFile), (path: "/tmp/Root.swift", text: userFile),
    ])
    let card = files[0].text
    XCTAssertTrue(card.contains("protocol CardDelegate: AnyObject {"), card)
    XCTAssertTrue(card.contains("  func cardDidMove(_ card: UIView, to point: CGPoint)\n"), card)
    XCTAssertTrue(card.contains("  func cardShouldDismiss() -> Bool?\n"), card)
    XCTAssertTrue(card.contains("  var cardTitle: String! { get }"), card)
    XCTAssertTrue(
      card.hasSuffix(
        """
        extension CardDelegate {
          func cardDidMove(_ card: UIView, to point: CGPoint) { }
          func cardShouldDismiss() -> Bool? { nil }
          func viewForCard() -> UIView? { nil }
          var cardTitle: String! { nil }
        }

        """), card)
    // The lines of the protocol stay where they were; the extension maps to the protocol.
    XCTAssertEqual(
      card.split(separator: "\n", omittingEmptySubsequences: false)[4].trimmingCharacters(
        in: .whitespaces), "func cardDidMove(_ card: UIView, to point: CGPoint)")
    XCTAssertEqual(files[0].map.original(line: 12, column: 3).line, 3)

    let root = files[1].text
    XCTAssertTrue(root.contains("delegate?.cardDidMove(view, to: .zero)"), root)
    XCTAssertTrue(root.contains("delegate?.cardShouldDismiss() ?? true"), root)
    XCTAssertTrue(root.contains("handler?()"), root)
    XCTAssertTrue(root.contains("func cardShouldDismiss() -> Bool? { true }"), root)
    XCTAssertTrue(root.contains("var cardTitle: String! { \"Payments\" }"), root)
  }
}
