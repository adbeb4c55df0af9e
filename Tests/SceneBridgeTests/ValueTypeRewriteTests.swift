import SceneBridge
import XCTest

final class ValueTypeRewriteTests: XCTestCase {
  /// PullToDismiss's demo's `UIColor+Hex.swift`: the most common extension of UIKit.
  func testAColourExtensionsConvenienceInitializersLoseTheMarkKeepingLines() {
    let source = """
      extension UIColor {
          convenience init(hex: Int, alpha: CGFloat) {
              self.init(red: 1, green: 0, blue: 0, alpha: alpha)
          }
          public convenience init(gray: CGFloat) { self.init(white: gray, alpha: 1) }
      }
      extension UIView {
          convenience init(color: UIColor) { self.init(frame: .zero) }
      }
      """
    let file = SceneBridge.rewrite(path: "/tmp/UIColor+Hex.swift", text: source)
    let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines[1], "    init(hex: Int, alpha: CGFloat) {")
    XCTAssertEqual(lines[4], "    public init(gray: CGFloat) { self.init(white: gray, alpha: 1) }")
    XCTAssertEqual(lines[7], "    convenience init(color: UIColor) { self.init(frame: .zero) }")
    XCTAssertEqual(lines.count, 9)
  }

  /// ElasticTransition's `ElasticShapeLayer`, a `CAShapeLayer` whose `override init()` a
  /// subclass of it in another file inherits through.
  func testALayersInitBecomesRequiredThroughTheScenesClasses() {
    let shape = """
      import UIKit

      open class ElasticShapeLayer: CAShapeLayer {
        override init() { super.init() }
        override init(layer: Any) { super.init(layer: layer) }
      }
      """
    let sub = """
      class Wobbly: ElasticShapeLayer {
        public override init() { super.init() }
      }
      class NotALayer: NSObject {
        override init() { super.init() }
      }
      """
    let files = SceneBridge.rewrite([
      (path: "/tmp/ElasticShapeLayer.swift", text: shape), (path: "/tmp/Wobbly.swift", text: sub),
    ])
    let shapeLines = files[0].text.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(shapeLines[3], "  public required override init() { super.init() }")
    XCTAssertEqual(shapeLines[4], "  override init(layer: Any) { super.init(layer: layer) }")
    let subLines = files[1].text.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(subLines[1], "  public required override init() { super.init() }")
    XCTAssertEqual(subLines[4], "  override init() { super.init() }")
  }
}
