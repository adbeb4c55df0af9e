import SceneBridge
import XCTest

final class SelectorRewriteTests: XCTestCase {
  private func bridged(_ text: String) -> String {
    SceneBridge.rewrite(path: "/tmp/Card.swift", text: text).text
  }

  func testSelectorOfAMethodOfTheEnclosingClassIsItsUnboundMethod() {
    let text = bridged(
      """
      import UIKit
      class CardViewController: UIViewController {
        override func viewDidLoad() {
          let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
          button.addTarget(self, action: #selector(self.close), for: .touchUpInside)
        }
        @objc func handlePan(_ sender: UIPanGestureRecognizer) {}
        @objc private func close() {}
      }
      """)
    XCTAssertTrue(
      text.contains("action: Selector(CardViewController.handlePan(_:)))"), text)
    XCTAssertTrue(text.contains("action: Selector(CardViewController.close), for:"), text)
    XCTAssertFalse(text.contains("@objc"), text)
    XCTAssertTrue(text.contains("  func handlePan(_ sender"), text)
    XCTAssertTrue(text.contains("  private func close()"), text)
  }

  func testSelectorNamingATypeOrAnInstanceKeepsIt() {
    let text = bridged(
      """
      extension Presenter {
        func wire(_ other: Helper) {
          timer = Timer.scheduledTimer(timeInterval: 1, target: other, selector: #selector(Helper.tick), userInfo: nil, repeats: true)
          link = CADisplayLink(target: other, selector: #selector(other.step(_:)))
        }
      }
      """)
    XCTAssertTrue(text.contains("selector: Selector(Helper.tick), userInfo"), text)
    XCTAssertTrue(text.contains("Selector(type(of: other).step(_:))"), text)
  }

  func testNestedTypesAreNamedInFull() {
    let text = bridged(
      """
      class Outer {
        final class Inner {
          func make() -> Selector { #selector(go) }
          func go() {}
        }
      }
      """)
    XCTAssertTrue(text.contains("{ Selector(Outer.Inner.go) }"), text)
  }

  func testASelectorInAProtocolExtensionNamesSelf() {
    let text = bridged(
      """
      extension Dismissable where Self: UIViewController {
        func addClose() { button.addTarget(self, action: #selector(closeTapped), for: .touchUpInside) }
      }
      """)
    XCTAssertTrue(text.contains("action: Selector(Self.closeTapped)"), text)
  }

  func testObjectiveCSelectorStringsAreRead() {
    let text = bridged(
      """
      class Old: UIViewController {
        func wire() {
          view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: "tapped:"))
          let s = Selector("animate:duration:")
          let plain = Selector("close")
          let title = UILabel(text: "tapped:")
        }
      }
      """)
    XCTAssertTrue(text.contains("action: Selector(Old.tapped(_:))"), text)
    XCTAssertTrue(text.contains("Selector(Old.animate(_:duration:))"), text)
    XCTAssertTrue(text.contains("Selector(Old.close)"), text)
    XCTAssertTrue(text.contains("UILabel(text: \"tapped:\")"), text)
  }

  func testTheInterruptibleAnimatorUsedDirectlyIsLeftAsUIKitsNonOptionalResult() {
    let text = bridged(
      """
      class Animator: NSObject {
        func animateTransition(using context: UIViewControllerContextTransitioning) {
          interruptibleAnimator(using: context).startAnimation()
          let kept = interruptibleAnimator(using: context)
        }
      }
      """)
    XCTAssertTrue(text.contains("interruptibleAnimator(using: context).startAnimation()"), text)
    XCTAssertFalse(text.contains("!"), text)
    XCTAssertTrue(text.contains("let kept = interruptibleAnimator(using: context)\n"), text)
  }

  func testSelectorOfAPropertysAccessorIsItsKeyPath() {
    let text = bridged(
      """
      extension UIViewController {
        static func hook() {
          let original = #selector(getter: preferredStatusBarUpdateAnimation)
          let swizzled = #selector(getter: UIViewController.swizzled_animation)
          let setter = #selector(setter: Card.isOpen)
        }
      }
      """)
    XCTAssertTrue(
      text.contains(
        "let original = Selector(getter: \\UIViewController.preferredStatusBarUpdateAnimation)"),
      text)
    XCTAssertTrue(
      text.contains("let swizzled = Selector(getter: \\UIViewController.swizzled_animation)"),
      text)
    XCTAssertTrue(text.contains("let setter = Selector(setter: \\Card.isOpen)"), text)
  }
}
