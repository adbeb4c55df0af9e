import SceneBridge
import XCTest

final class ManagedPropertyRewriteTests: XCTestCase {
  func testAManagedLayerPropertyIsKeptByKeyOnItsOwnLine() {
    let source = """
      import UIKit

      final class CornerLayer: CAShapeLayer {
          @NSManaged var radius: CGFloat
          @NSManaged
          var progress: CGFloat
          var corner: Int = 0
      }
      """
    let file = SceneBridge.rewrite(path: "/tmp/CornerLayer.swift", text: source)
    XCTAssertEqual(
      file.text,
      """
      import UIKit

      final class CornerLayer: CAShapeLayer {
          var radius: CGFloat { get { managedValue(forKey: "radius") } set { setManagedValue(newValue, forKey: "radius") } }

          var progress: CGFloat { get { managedValue(forKey: "progress") } set { setManagedValue(newValue, forKey: "progress") } }
          var corner: Int = 0
      }
      """)
  }
}
