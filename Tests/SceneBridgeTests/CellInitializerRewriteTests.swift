import SceneBridge
import XCTest

final class CellInitializerRewriteTests: XCTestCase {
  func testACellsMakingInitializersBecomeRequiredAndOthersStay() {
    let source = """
      import UIKit

      class PhotoCell: UICollectionViewCell {
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { nil }
      }
      class RowCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { nil }
      }
      class Card: UIView {
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { nil }
      }
      """
    let file = SceneBridge.rewrite(path: "/tmp/Cells.swift", text: source)
    XCTAssertEqual(
      file.text,
      """
      import UIKit

      class PhotoCell: UICollectionViewCell {
        required override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { nil }
      }
      class RowCell: UITableViewCell {
        required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { nil }
      required init(frame: CGRect) { super.init(frame: frame) } }
      class Card: UIView {
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { nil }
      }
      """)
  }

  /// XLActionController's shape: the library's `ActionCell` in one file, the demo's cells and
  /// header (open, with internal overrides) in another.
  func testACellThatInheritsThroughAClassOfTheSceneGetsARequiredInitializerAsVisibleAsItself() {
    let library = """
      import UIKit

      open class ActionCell: UICollectionViewCell {}
      """
    let demo = """
      import UIKit

      public class SpotifyCell: ActionCell {
          public override init(frame: CGRect) { super.init(frame: frame) }
          required public init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
      }
      open class Header: UICollectionReusableView {
          override init(frame: CGRect) { super.init(frame: frame) }
          required public init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
      }
      class Plain: NSObject {
          override init() { super.init() }
      }
      """
    let files = SceneBridge.rewrite([
      (path: "/tmp/ActionCell.swift", text: library), (path: "/tmp/Spotify.swift", text: demo),
    ])
    let lines = files[1].text.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(
      lines[3], "    public required override init(frame: CGRect) { super.init(frame: frame) }")
    XCTAssertEqual(
      lines[7], "    public required override init(frame: CGRect) { super.init(frame: frame) }")
    XCTAssertEqual(lines[11], "    override init() { super.init() }")
  }
}
