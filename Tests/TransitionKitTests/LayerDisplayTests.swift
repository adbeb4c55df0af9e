import TestSupport
import TransitionKit
import XCTest

/// A layer subclass as iOS code writes one with a custom animatable property: the property is
/// kept by key (what `@NSManaged` gives, the accessors the scene-file bridge writes), and
/// `display()` builds the path from the value on screen.
@MainActor
private final class RadiusLayer: ShapeLayer {
  var radius: Double {
    get { managedValue(forKey: "radius") }
    set { setManagedValue(newValue, forKey: "radius") }
  }
  var displayedRadii: [Double] = []

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "radius" || super.needsDisplay(forKey: key)
  }

  override func display() {
    let shown = presentation()?.radius ?? radius
    displayedRadii.append(shown)
    path = BezierPath(rect: Rect(x: 0, y: 0, width: shown, height: shown)).cgPath
  }
}

/// `setNeedsDisplay()`, `display()`, `needsDisplay(forKey:)` and the values a layer keeps for
/// keys that are not Core Animation's own.
final class LayerDisplayTests: EngineTestCase {
  @MainActor func testSetNeedsDisplayDisplaysOnceAtTheNextCommit() async {
    let layer = RadiusLayer()
    layer.setNeedsDisplay()
    layer.setNeedsDisplay()
    XCTAssertTrue(layer.needsDisplay())
    XCTAssertEqual(layer.displayedRadii, [])
    engine.advance(by: 1 / 60.0)
    XCTAssertEqual(layer.displayedRadii, [0])
    XCTAssertFalse(layer.needsDisplay())
    engine.advance(by: 1 / 60.0)
    XCTAssertEqual(layer.displayedRadii, [0], "displayed once, not at every frame")
  }

  @MainActor func testAManagedValueIsKeptByKeyAndMarksTheLayerForDisplay() async {
    let layer = RadiusLayer()
    XCTAssertEqual(layer.radius, 0, "an unset managed number reads 0")
    layer.radius = 12
    XCTAssertEqual(layer.value(forKey: "radius") as? Double, 12)
    XCTAssertEqual(layer.presentation()?.radius, 12, "copied into the presentation layer")
    XCTAssertTrue(layer.needsDisplay())
    layer.displayIfNeeded()
    XCTAssertEqual(layer.displayedRadii, [12])
    XCTAssertEqual(layer.path?.boundingBox, Rect(x: 0, y: 0, width: 12, height: 12))
    layer.setValue(Rect(x: 1, y: 2, width: 3, height: 4), forKey: "userRect")
    XCTAssertEqual(layer.value(forKey: "userRect") as? Rect, Rect(x: 1, y: 2, width: 3, height: 4))
  }

  @MainActor func testAnAnimationOfADisplayKeyDisplaysEachFrameWithTheValueOnScreen() async {
    let layer = RadiusLayer()
    layer.radius = 20
    engine.advance(by: 1 / 60.0)
    layer.displayedRadii = []
    let animation = BasicAnimation(keyPath: "radius")
    animation.fromValue = 0.0
    animation.toValue = 20.0
    animation.duration = 1
    animation.timingFunction = MediaTimingFunction(name: .linear)
    layer.add(animation, forKey: "radius")
    engine.advance(by: 0.5)
    XCTAssertEqual(layer.presentation()?.radius ?? -1, 10, accuracy: 1e-6)
    XCTAssertEqual(layer.displayedRadii.last ?? -1, 10, accuracy: 1e-6)
    XCTAssertEqual(layer.path?.boundingBox.width ?? -1, 10, accuracy: 1e-6)
    engine.advance(by: 0.6)
    XCTAssertEqual(layer.displayedRadii.last, 20, "displayed once more when it ends")
    XCTAssertEqual(layer.path?.boundingBox.width ?? -1, 20, accuracy: 1e-6)
  }

  @MainActor func testATabBarControllerShowsTheSelectedTabAboveItsBar() async {
    let first = ViewController()
    let second = ViewController()
    let tabs = TabBarController()
    tabs.viewControllers = [first, second]
    tabs.view.frame = Rect(x: 0, y: 0, width: 390, height: 844)
    tabs.loadViewIfNeeded()
    XCTAssertTrue(tabs.selectedViewController === first)
    XCTAssertTrue(first.view.superview === tabs.view)
    XCTAssertEqual(tabs.tabBar.frame.maxY, 844)
    XCTAssertLessThanOrEqual(first.view.frame.maxY, tabs.tabBar.frame.minY)
    tabs.selectedViewController = second
    XCTAssertEqual(tabs.selectedIndex, 1)
    XCTAssertTrue(second.view.superview === tabs.view)
    XCTAssertNil(first.view.superview)
    XCTAssertTrue(first.parent === tabs)
  }
}
