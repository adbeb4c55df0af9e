import SceneBridge
import XCTest

/// What ElasticTransition and Touchwonders' Transition write that only the Objective-C runtime
/// builds: class-bound generics over `@objc` protocols, an `@objc` protocol a UIKit class
/// meets, a property read on `AnyObject`, an overridden `responds(to:)` and selectors of
/// methods of several arguments.
final class HeldOutLibraryRewriteTests: XCTestCase {
  private func bridged(_ files: [(String, String)]) -> [String] {
    SceneBridge.rewrite(files.map { (path: "/tmp/\($0.0).swift", text: $0.1) }).map(\.text)
  }

  private func bridged(_ text: String) -> String { bridged([("Scene", text)])[0] }

  func testAWeakBoxOverAnObjCProtocolLosesItsClassBound() {
    let texts = bridged([
      (
        "Types",
        """
        class Weak<T: AnyObject> {
          weak var value : T?
          init (value: T) {
            self.value = value
          }
        }
        class Box<T: AnyObject> { weak var value: T? }
        """
      ),
      (
        "Animator",
        """
        @objc
        public protocol MotionAnimatorObserver{
          func animatorDidUpdate(_ animator:MotionAnimator, dt:CGFloat)
        }
        open class MotionAnimator: NSObject {
          open static let sharedInstance = MotionAnimator()
          open class func make() {}
          var updateObservers:[UUID:Weak<MotionAnimatorObserver>] = [:]
          var box = Box<UIView>()
        }
        """
      ),
    ])
    XCTAssertTrue(texts[0].contains("class Weak<T> {\n  @WeakReference var value : T?"), texts[0])
    XCTAssertTrue(
      texts[0].contains("class Box<T: AnyObject> { weak var value: T? }"),
      "filled with a class only: kept as written\n" + texts[0])
    XCTAssertEqual(texts[0].components(separatedBy: "\n").count, 7, "no line moves")
    XCTAssertTrue(texts[1].contains("  public static let sharedInstance = MotionAnimator()"), texts[1])
    XCTAssertTrue(texts[1].contains("  open class func make() {}"), texts[1])
  }

  func testADelegateProxyOverUIKitProtocolsAnswersRespondsItself() {
    let text = bridged(
      """
      public class DelegateProxy<DelegateType: NSObjectProtocol> : NSObject {
          private(set) internal weak var primaryDelegate: DelegateType?
          internal var delegates: [DelegateType] { [primaryDelegate].compactMap({$0}) }
          internal func firstDelegateRespondingTo(_ selector: Selector) -> DelegateType? {
              return delegates.first { $0.responds(to: selector) }
          }
          override public func responds(to aSelector: Selector!) -> Bool {
              return firstDelegateRespondingTo(aSelector) != nil || super.responds(to: aSelector)
          }
      }
      public class UINavigationControllerDelegateProxy : DelegateProxy<UINavigationControllerDelegate>, UINavigationControllerDelegate {
          func ask() -> Bool {
              firstDelegateRespondingTo(#selector(navigationController(_:animationControllerFor:from:to:))) != nil
          }
      }
      """)
    XCTAssertTrue(
      text.contains("public class DelegateProxy<DelegateType> : NSObject, SelectorResponding {"),
      text)
    XCTAssertTrue(
      text.contains("@WeakReference private(set) internal var primaryDelegate: DelegateType?"), text)
    XCTAssertTrue(
      text.contains(
        "delegates.first { ($0 as? any NSObjectProtocol)?.responds(to: selector) == true }"), text)
    XCTAssertTrue(text.contains("    public func responds(to aSelector: Selector!) -> Bool"), text)
    XCTAssertTrue(text.contains("|| self.respondsByImplementation(to: aSelector)"), text)
    XCTAssertTrue(
      text.contains(
        "Selector(UINavigationControllerDelegateProxy.navigationController(_:animationControllerFor:from:to:), "
          + "name: \"navigationController(_:animationControllerFor:from:to:)\")"), text)
  }

  func testATabBarDelegateSaysWhichTransitionMethodsItImplements() {
    let text = bridged(
      """
      extension TransitionController : UITabBarControllerDelegate {
          public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
      }
      """)
    XCTAssertTrue(
      text.contains(
        "UITabBarControllerDelegate { public var implementedTabTransitionMethods: "
          + "NavigationDelegateTransitionMethods { [.animationController] };"), text)
  }

  func testAnObjCProtocolAUIKitClassAdoptsTakesItsOptionalProperty() {
    let text = bridged(
      """
      @objc public protocol Scrollable {
        var superview:UIView! { get }
        var bounces:Bool { get set }
      }
      extension UIScrollView:Scrollable{
      }
      @objc public protocol Other { var superview: UIView! { get } }
      """)
    XCTAssertTrue(text.contains("var superview:UIView? { get }"), text)
    XCTAssertTrue(
      text.contains("protocol Other: AnyObject { var superview: UIView! { get } }"),
      "no UIKit class adopts it\n" + text)
  }

  func testAPropertyReadOnAnAnyObjectSenderGoesThroughItsView() {
    let text = bridged(
      """
      class InitialViewController: UIViewController {
        @IBAction func codeBtnTouched(_ sender: AnyObject) {
          transition.startingPoint = sender.center
          sender.setTitle("x", for: .normal)
        }
        func other(_ view: UIView) { print(view.center) }
      }
      """)
    XCTAssertTrue(
      text.contains("transition.startingPoint = AnyObjectMembers(sender).center"), text)
    XCTAssertTrue(text.contains("    sender.setTitle(\"x\", for: .normal)"), text)
    XCTAssertTrue(text.contains("print(view.center)"), text)
  }

  func testACGFloatExtensionRepeatingADoubleConformanceIsDropped() {
    let text = bridged(
      """
      extension Double:MotionAnimatableProperty{
        public var CGFloatValues:[CGFloat] { return [CGFloat(self)] }
      }
      extension CGFloat:MotionAnimatableProperty{
        public var CGFloatValues:[CGFloat] {
          return [self]
        }
      }
      extension CGFloat: Comparable2 {}
      """)
    XCTAssertEqual(
      text,
      """
      import UIKit; extension Double:MotionAnimatableProperty{
        public var CGFloatValues:[CGFloat] { return [CGFloat(self)] }
      }





      extension CGFloat: Comparable2 {}
      """, "the dropped extension's five lines kept, empty")
  }

  func testALabelledCallOfAClosurePropertyLosesItsLabels() {
    let text = bridged(
      """
      class SegmentCell:UITableViewCell{
        var values:[Any] = []
        var onChange:((_ value:Any)->Void)?
        func segmentChanged(_ sender: UISegmentedControl) {
          onChange?(value: values[sender.selectedSegmentIndex])
          self.onChange?(value: 1)
          other(value: 2)
        }
      }
      """)
    XCTAssertTrue(text.contains("    onChange?(values[sender.selectedSegmentIndex])"), text)
    XCTAssertTrue(text.contains("    self.onChange?(1)"), text)
    XCTAssertTrue(text.contains("    other(value: 2)"), "a method keeps its labels\n" + text)
  }
}
