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
}
