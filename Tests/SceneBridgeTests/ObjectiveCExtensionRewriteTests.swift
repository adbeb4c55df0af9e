import SceneBridge
import XCTest

/// What only the Objective-C runtime lets a library do with extensions and initializers:
/// `NSObject` adopting a protocol that requires `init()`, overriding an `@objc` member of an
/// extension, and a table cell answering `init(frame:)` it never wrote.
final class ObjectiveCExtensionRewriteTests: XCTestCase {
  func testNSObjectGetsTheMembersOfAnInitOnlyProtocolItAdoptsAsItsOwn() {
    let protocolFile = """
      protocol Initializable: AnyObject {
          init()
      }
      extension Initializable {
          init(_ block: (Self) -> Void) {
              self.init()
              block(self)
          }
          mutating func reset() {}
          @discardableResult func with(_ block: (Self) -> Void) -> Self {
              block(self)
              return self
          }
      }
      """
    let adoption = """
      import UIKit
      extension NSObject: Initializable {}
      final class Style: Initializable { required init() {} }
      """
    let files = SceneBridge.rewrite([
      (path: "/tmp/Initializable.swift", text: protocolFile),
      (path: "/tmp/Extensions.swift", text: adoption),
    ])
    XCTAssertEqual(files[0].text, "import UIKit; " + protocolFile, "the protocol stays as it was")
    XCTAssertEqual(
      files[1].text,
      """
      import UIKit
      extension NSObject {}
      final class Style: Initializable { required init() {} }
      extension NSObject {
      convenience init(_ block: (Self) -> Void) {
              self.init()
              block(self)
          }
      @discardableResult func with(_ block: (Self) -> Void) -> Self {
              block(self)
              return self
          }
      }

      """)
  }

  func testAnOverrideThatOnlyCallsSupersMemberOfAnObjectiveCExtensionIsDropped() {
    let source = """
      import UIKit
      extension UIViewController {
          @objc var isHidden: Bool { presentingViewController == nil }
          @objc func refresh(animated: Bool) {}
      }
      class Menu: UINavigationController {
          override var isHidden: Bool {
              return super.isHidden
          }
          override func refresh(animated: Bool) { super.refresh(animated: animated) }
      }
      class Other: UIViewController {
          override var isHidden: Bool { true }
      }
      """
    let text = SceneBridge.rewrite(path: "/tmp/Menu.swift", text: source).text
    XCTAssertFalse(text.contains("return super.isHidden"))
    XCTAssertFalse(text.contains("super.refresh"))
    XCTAssertTrue(text.contains("override var isHidden: Bool { true }"), "one that does more stays")
    XCTAssertEqual(
      text.split(separator: "\n", omittingEmptySubsequences: false).count,
      source.split(separator: "\n", omittingEmptySubsequences: false).count,
      "every line keeps its number")
  }

  func testATableCellWithItsOwnInitializersAndNoFrameOneGetsIt() {
    let source = """
      open class VibrantCell: UITableViewCell {
          public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
              super.init(style: style, reuseIdentifier: reuseIdentifier)
          }
          required public init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
      }
      class PlainCell: UITableViewCell {}
      """
    let text = SceneBridge.rewrite(path: "/tmp/Cell.swift", text: source).text
    XCTAssertTrue(
      text.contains(
        "    required public init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }\n"
          + "public required init(frame: CGRect) { super.init(frame: frame) } }"))
    XCTAssertTrue(text.hasSuffix("class PlainCell: UITableViewCell {}"), "one that inherits it all")
  }
}
