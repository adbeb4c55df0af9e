import Foundation
import TestSupport
import UIKit
import XCTest

// What the example apps of the corpus's libraries write beside their transitions: an app
// delegate, HSB colours, Swift 3's `NSIndexPath` and `NSEC_PER_SEC`, storyboard button types,
// class comparisons, a web view's scroll view. It compiles as it is and does what iOS does.

/// An example app's `AppDelegate.swift`, as Xcode's template writes it.
private final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var launched = false

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launched = true
    return true
  }
}

/// Swift 4.1's spelling of the same delegate method.
private final class OldAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?
  ) -> Bool { false }
}

/// PullToDismiss adopts both collection delegate protocols, in two extensions.
private final class PullTarget: NSObject {}
extension PullTarget: UICollectionViewDelegate {}
extension PullTarget: UICollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { CGSize(width: 10, height: 20) }
}

final class ExampleAppSpellingTests: XCTestCase {
  @MainActor func testAFlowLayoutDelegateIsACollectionDelegateTheLayoutAsks() async {
    let target = PullTarget()
    let delegate: any UICollectionViewDelegate = target
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    XCTAssertEqual(
      delegate.collectionView(
        view, layout: view.collectionViewLayout, sizeForItemAt: IndexPath(item: 0, section: 0)),
      CGSize(width: 10, height: 20))
    XCTAssertTrue(delegate is any UICollectionViewDelegateFlowLayout)
  }

  @MainActor func testAnAppDelegateBuildsAndAnswersWhatItImplements() async {
    let delegate = AppDelegate()
    let asProtocol: any UIApplicationDelegate = delegate
    XCTAssertTrue(asProtocol.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
    XCTAssertTrue(delegate.launched)
    asProtocol.applicationDidBecomeActive(UIApplication.shared)
    let old: any UIApplicationDelegate = OldAppDelegate()
    XCTAssertFalse(old.application(UIApplication.shared, didFinishLaunchingWithOptions: [:]))
    XCTAssertNil(old.window, "a delegate without a window has none")
  }

  @MainActor func testHueSaturationAndBrightnessGiveUIKitsColours() async {
    // Touchwonders' example colours and the six primaries: UIKit's HSB is the hexcone model.
    let red = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
    XCTAssertEqual(red, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    let green = UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)
    XCTAssertEqual(green.light.green, 1, accuracy: 1e-9)
    XCTAssertEqual(green.light.red, 0, accuracy: 1e-9)
    let blue = UIColor(hue: 2.0 / 3, saturation: 1, brightness: 0.5, alpha: 0.5)
    XCTAssertEqual(blue.light.blue, 0.5, accuracy: 1e-9)
    XCTAssertEqual(blue.light.red, 0, accuracy: 1e-9)
    XCTAssertEqual(blue.light.alpha, 0.5)
    let grey = UIColor(hue: 0.7, saturation: 0, brightness: 0.4, alpha: 1)
    XCTAssertEqual(grey, UIColor(white: 0.4, alpha: 1))
    // hue:0.588 saturation:0.804 brightness:0.341, the example's first colour.
    let navy = UIColor(hue: 0.588, saturation: 0.804, brightness: 0.341, alpha: 1)
    XCTAssertEqual(navy.light.blue, 0.341, accuracy: 1e-9)
    XCTAssertEqual(navy.light.red, 0.341 * (1 - 0.804), accuracy: 1e-9)
    XCTAssertEqual(navy.light.green, 0.341 * (1 - 0.804 * (0.588 * 6 - 3)), accuracy: 1e-9)
  }

  @MainActor func testSwiftThreeIndexPathsAndNanoseconds() async {
    let path = NSIndexPath(item: 4, section: 2)
    XCTAssertEqual(path.section, 2)
    XCTAssertEqual(path.item, 4)
    XCTAssertEqual(NSIndexPath(row: 7, section: 1).row, 7)
    XCTAssertEqual((IndexPath(item: 3, section: 5) as NSIndexPath).item, 3)
    XCTAssertEqual(Double(Int64(0.3 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC), 0.3)
    XCTAssertEqual(RunLoopMode.commonModes, RunLoop.Mode.common)
    XCTAssertTrue(UITableViewCell.classForCoder() == UITableViewCell.self)
  }

  @MainActor func testStoryboardButtonTypesClassComparisonsAndAWebViewsScrollView() async {
    let rounded = UIButton(type: .roundedRect)
    let system = UIButton(type: .system)
    XCTAssertEqual(rounded.titleColor(for: .normal), system.titleColor(for: .normal))
    let web = WKWebView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
    XCTAssertEqual(web.scrollView.frame, web.bounds)
    XCTAssertTrue(web.scrollView.superview === web)
    // SwipeTransition's test of what a scroll view sits in.
    let superViewType = web.scrollView.superview.map { type(of: $0) }
    XCTAssertTrue(superViewType === WKWebView.self)
    XCTAssertFalse(superViewType === UIScrollView.self)
    XCTAssertTrue(superViewType !== UIView.self)
    let none: UIView? = nil
    XCTAssertFalse(none.map { type(of: $0) } === WKWebView.self)
    let controller = UIViewController()
    XCTAssertFalse(controller.hidesBottomBarWhenPushed)
    controller.hidesBottomBarWhenPushed = true
    XCTAssertTrue(controller.hidesBottomBarWhenPushed)
    // PullToDismiss's demo registers its cells by `classForCoder()`.
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.register(UITableViewCell.classForCoder(), forCellReuseIdentifier: "Cell")
    XCTAssertTrue(
      type(
        of: table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0)))
        == UITableViewCell.self)
    let view = UIView()
    XCTAssertTrue(view.isOpaque, "true by default")
    view.isOpaque = false
    XCTAssertFalse(view.isOpaque)
    XCTAssertTrue(UIView().isOpaque, "kept per view")
  }
}
