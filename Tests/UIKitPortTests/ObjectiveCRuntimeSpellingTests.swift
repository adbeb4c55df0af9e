import TestSupport
import UIKit
import XCTest

// What code written for the Objective-C runtime and for Swift 4 calls, built here as it is:
// associated objects, method swizzling, nibs loaded through a bundle, a property's accessor
// as a selector, and the names Swift 4.2 nested inside their types.

nonisolated(unsafe) private var badgeKey: UInt8 = 0
nonisolated(unsafe) private var ownerKey: UInt8 = 0

/// A stored property added in an extension, the way iOS code adds one.
extension UIView {
  fileprivate var badge: String? {
    get { objc_getAssociatedObject(self, &badgeKey) as? String }
    set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
  }
}

/// A controller that swizzles `viewWillAppear(_:)`, as status-bar and analytics helpers do.
private final class SwizzledController: UIViewController {
  var appearances = 0
  var swizzledCalls = 0

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearances += 1
  }

  func swizzled_viewWillAppear(_ animated: Bool) {
    swizzledCalls += 1
  }

  /// The line of the exchange, for the warning to name.
  static var exchangeLine = 0

  static func swizzle() {
    let original = class_getInstanceMethod(self, Selector(SwizzledController.viewWillAppear(_:)))!
    let swizzled = class_getInstanceMethod(
      self, Selector(SwizzledController.swizzled_viewWillAppear(_:)))!
    exchangeLine = #line + 1
    method_exchangeImplementations(original, swizzled)
  }
}

/// A view whose content comes from a nib, loaded as `Bundle.loadNibNamed` loads one.
private final class NibBackedView: UIView {
  weak var titleLabel: UILabel!

  func loadContent() -> UIView? {
    Bundle(for: type(of: self)).loadNibNamed("NibBackedView", owner: self, options: nil)?.first
      as? UIView
  }
}

private final class Toggle: NSObject {
  var isOn = false
  var reads = 0
  var state: Bool {
    reads += 1
    return isOn
  }
}

final class ObjectiveCRuntimeSpellingTests: EngineTestCase {
  override func tearDown() {
    MainActor.assumeIsolated { UINib.removeAllRegistrations() }
    super.tearDown()
  }

  @MainActor func testAnAssociatedObjectIsAStoredPropertyOfTheObjectItIsSetOn() async {
    let first = UIView()
    let second = UIView()
    XCTAssertNil(first.badge)
    first.badge = "3"
    XCTAssertEqual(first.badge, "3")
    XCTAssertNil(second.badge, "another object has its own")
    second.badge = "7"
    XCTAssertEqual(first.badge, "3")
    first.badge = nil
    XCTAssertNil(first.badge, "setting nil removes it")
    XCTAssertEqual(second.badge, "7")
  }

  @MainActor func testAnAssignedObjectIsNotKeptAlive() async {
    let view = UIView()
    weak var weakOwner: UIViewController?
    do {
      let owner = UIViewController()
      weakOwner = owner
      objc_setAssociatedObject(view, &ownerKey, owner, .OBJC_ASSOCIATION_ASSIGN)
      XCTAssertTrue(objc_getAssociatedObject(view, &ownerKey) as? UIViewController === owner)
    }
    XCTAssertNil(weakOwner, "assign does not retain, as on iOS")
    XCTAssertNil(objc_getAssociatedObject(view, &ownerKey))
    let kept = UIViewController()
    objc_setAssociatedObject(view, &ownerKey, kept, .OBJC_ASSOCIATION_RETAIN)
    objc_removeAssociatedObjects(view)
    XCTAssertNil(objc_getAssociatedObject(view, &ownerKey))
  }

  @MainActor func testExchangingImplementationsLeavesBothMethodsAndWarnsWithTheLine() async {
    SwizzledController.swizzle()
    SwizzledController.swizzle()
    let controller = SwizzledController()
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    XCTAssertEqual(controller.appearances, 1, "the original method still runs")
    XCTAssertEqual(controller.swizzledCalls, 0, "the swizzled one is not called in its place")
    XCTAssertEqual(warningCodes, ["runtime.swizzling"], "one warning for the line, however often")
    let message = engine.warnings[0].message
    XCTAssertTrue(message.contains("method_exchangeImplementations"), message)
    XCTAssertTrue(
      message.hasPrefix(
        "ObjectiveCRuntimeSpellingTests.swift:\(SwizzledController.exchangeLine): "),
      message)
    XCTAssertTrue(message.contains("SwizzledController"), message)
  }

  @MainActor func testAddingOrReplacingAMethodChangesNothingAndSaysSo() async {
    let method = class_getInstanceMethod(
      SwizzledController.self, Selector(SwizzledController.swizzled_viewWillAppear(_:)))!
    let added = class_addMethod(
      SwizzledController.self, Selector(SwizzledController.swizzled_viewWillAppear(_:)),
      method_getImplementation(method), method_getTypeEncoding(method))
    XCTAssertFalse(added, "the usual swizzle then exchanges, which warns too")
    XCTAssertEqual(warningCodes, ["runtime.swizzling"])
    XCTAssertNil(
      class_getInstanceMethod(nil, Selector(SwizzledController.swizzled_viewWillAppear(_:))))
  }

  @MainActor func testABundleLoadsARegisteredNibForItsOwner() async {
    UINib.register(name: "NibBackedView") { owner in
      let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let title = UILabel()
      content.addSubview(title)
      (owner as? NibBackedView)?.titleLabel = title
      return [content]
    }
    let view = NibBackedView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let content = view.loadContent()
    XCTAssertEqual(content?.bounds.size, CGSize(width: 200, height: 100))
    XCTAssertTrue(view.titleLabel?.superview === content, "the owner's outlet is connected")
    XCTAssertEqual(warningCodes, [])
    XCTAssertEqual(Bundle.main.loadNibNamed("Missing", owner: nil)?.count, 0)
    XCTAssertEqual(warningCodes, ["nib.unavailable"])
  }

  @MainActor func testAPropertysAccessorsAreSelectors() async {
    let toggle = Toggle()
    let getter = Selector(getter: \Toggle.state)
    XCTAssertTrue(toggle.responds(to: getter))
    XCTAssertTrue(getter.perform(on: toggle, sender: nil))
    XCTAssertEqual(toggle.reads, 1, "performing the getter reads the property")
    let setter = Selector(setter: \Toggle.isOn)
    XCTAssertTrue(setter.perform(on: toggle, sender: true))
    XCTAssertTrue(toggle.isOn, "performing the setter writes the sender")
    XCTAssertFalse(setter.perform(on: toggle, sender: "yes"), "a sender of another type is refused")
    XCTAssertFalse(UIView().responds(to: getter))
  }

  @MainActor func testSwift4NamesAreTheNestedTypes() async {
    let options: UIViewAnimationOptions = [.curveEaseOut, .allowUserInteraction]
    XCTAssertEqual(options, UIView.AnimationOptions([.curveEaseOut, .allowUserInteraction]))
    let button = UIButton(type: .custom)
    button.setTitle("Open", for: UIControlState.normal)
    XCTAssertEqual(button.title(for: .normal), "Open")
    let mode: UIViewContentMode = .scaleAspectFill
    let image = UIImageView()
    image.contentMode = mode
    XCTAssertEqual(image.contentMode, .scaleAspectFill)
    let attributes: [NSAttributedStringKey: Any] = [.foregroundColor: UIColor.red]
    XCTAssertNotNil(attributes[NSAttributedString.Key.foregroundColor])
    let state: UIGestureRecognizerState = .possible
    XCTAssertEqual(UIPanGestureRecognizer().state, state)
    let axis: UILayoutConstraintAxis = .vertical
    XCTAssertEqual(axis, NSLayoutConstraint.Axis.vertical)
    let events: UIControlEvents = .touchUpInside
    XCTAssertEqual(events, UIControl.Event.touchUpInside)
  }
}
