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

  /// UIKit's flow layout delegate methods are optional on iOS, called as
  /// `delegate?.collectionView?(…)` or, when the code knows they are there, with `!`; here
  /// they have default implementations and are called directly.
  func testTheFlowLayoutDelegatesOptionalMethodsAreCalledDirectly() {
    let layout = """
      import UIKit

      class Springy: UICollectionViewFlowLayout {
        func inset(_ collectionView: UICollectionView) -> UIEdgeInsets {
          (collectionView.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView?(
            collectionView, layout: self, insetForSectionAt: 0) ?? sectionInset
        }
        func size(_ collectionView: UICollectionView, _ path: IndexPath) -> CGSize {
          let delegate = collectionView.delegate as! UICollectionViewDelegateFlowLayout
          return delegate.collectionView!(collectionView, layout: self, sizeForItemAt: path)
        }
        func keep(_ values: [Int]?) -> Int { values![0] }
      }
      """
    let text = SceneBridge.rewrite([(path: "/tmp/Springy.swift", text: layout)])[0].text
    XCTAssertTrue(
      text.contains("UICollectionViewDelegateFlowLayout)?.collectionView(\n"), text)
    XCTAssertTrue(text.contains("return delegate.collectionView(collectionView, layout:"), text)
    XCTAssertTrue(text.contains("values![0]"), "a forced value that is not a call stays")
  }
}
