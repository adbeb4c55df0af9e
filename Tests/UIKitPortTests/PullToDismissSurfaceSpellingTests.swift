import TestSupport
import UIKit
import XCTest

// The UIKit that PullToDismiss (the library and its demo) is written against, spelled as it
// spells it: Core Graphics colours as their own type, the system delete animation, alerts, a
// private blur made by name and set by key, and a bar's position set by key.

/// The demo's colour extensions: the same property on `UIColor` and on `CGColor`, which only
/// builds while they are two types.
extension UIColor {
  fileprivate var hexString: String? { cgColor.hexString }
}

extension CGColor {
  fileprivate var hexString: String? {
    guard let c = components, colorSpace?.model == .rgb else { return nil }
    let hex = Int(c[0] * 255) * 0x10000 + Int(c[1] * 255) * 0x100 + Int(c[2] * 255)
    return String(format: "%06x", hex)
  }
}

final class PullToDismissSurfaceSpellingTests: EngineTestCase {
  @MainActor func testCoreGraphicsColoursAreTheirOwnType() async {
    let red = UIColor.red.cgColor
    XCTAssertEqual(red.components, [1, 0, 0, 1])
    XCTAssertEqual(red.numberOfComponents, 4)
    XCTAssertEqual(red.colorSpace?.model, .rgb)
    XCTAssertEqual(UIColor.red.hexString, "ff0000")
    XCTAssertEqual(UIColor(red: 0, green: 0.5, blue: 1, alpha: 1).hexString, "007fff")
    // A white is a grey: two components, in a monochrome space.
    let black = UIColor.black.cgColor
    XCTAssertEqual(black.components, [0, 1])
    XCTAssertEqual(black.colorSpace?.model, .monochrome)
    XCTAssertNil(UIColor.black.hexString)
    XCTAssertEqual(CGColor(gray: 0.5, alpha: 0.25).components, [0.5, 0.25])
    XCTAssertEqual(red.copy(alpha: 0.5)?.alpha, 0.5)
    XCTAssertEqual(red.copy(alpha: 0.5)?.components, [1, 0, 0, 0.5])
    XCTAssertEqual(UIColor(cgColor: red), .red)

    // Layers take and give `CGColor`s, and keep the colour's dark appearance.
    let layer = CALayer()
    layer.borderColor = UIColor.systemBlue.cgColor
    let border: CGColor? = layer.borderColor
    XCTAssertEqual(border.map(UIColor.init(cgColor:)), .systemBlue)
    layer.shadowColor = nil
    layer.backgroundColor = UIColor.yellow.cgColor
    XCTAssertEqual(layer.backgroundColor, UIColor.yellow.cgColor)
    XCTAssertEqual(layer.value(forKey: "backgroundColor") as? CGColor, UIColor.yellow.cgColor)
    let shape = CAShapeLayer()
    shape.fillColor = UIColor.clear.cgColor
    shape.strokeColor = UIColor.systemRed.cgColor
    XCTAssertEqual(shape.strokeColor?.components?.count, 4)

    // A gradient draws `CGColor`s only: a `UIColor` given as it is is not drawn, as on iOS.
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    XCTAssertEqual(gradient.colors?.count, 2)
    XCTAssertTrue(gradient.colors?.first is CGColor)
    gradient.colors = [UIColor.red, UIColor.blue]
    XCTAssertNil(gradient.colors)
  }

  @MainActor func testTheSystemDeleteAnimationFadesTheViewsOutAndRemovesThem() async {
    let root = UIViewController()
    let port = PortWindow(root, engine: engine)
    let doomed = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
    let moved = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
    root.view.addSubview(doomed)
    root.view.addSubview(moved)
    var finished: Bool?
    UIView.perform(
      .delete, on: [doomed], options: [.allowUserInteraction],
      animations: { moved.frame.origin.y = 0 }, completion: { finished = $0 })
    port.advance(0.1)
    XCTAssertTrue(doomed.superview === root.view, "still there while it animates")
    let alpha = doomed.layer.presentation()!.opacity
    XCTAssertTrue(alpha > 0 && alpha < 1, "\(alpha)")
    let y = moved.layer.presentation()!.frame.minY
    XCTAssertTrue(y > 0 && y < 300, "the parallel animation runs alongside: \(y)")
    port.advance(UIView.systemAnimationDuration)
    XCTAssertEqual(finished, true)
    XCTAssertNil(doomed.superview, "removed when the animation is complete")
    XCTAssertEqual(doomed.alpha, 1, "given its alpha back, to be shown again")
    XCTAssertEqual(doomed.transform, .identity)
    XCTAssertEqual(moved.frame.minY, 0)

    // With no views, as PullToDismiss calls it, it animates the parallel changes on its timing.
    var done = false
    UIView.perform(
      .delete, on: [], options: [], animations: { moved.frame.origin.y = 200 },
      completion: { done = $0 })
    port.advance(UIView.systemAnimationDuration / 2)
    XCTAssertFalse(done)
    port.advance(UIView.systemAnimationDuration)
    XCTAssertTrue(done)
    XCTAssertEqual(moved.frame.minY, 200)
  }

  @MainActor func testAnAlertIsPresentedAndATapDismissesItThenRunsTheHandler() async {
    let root = UIViewController()
    let port = PortWindow(root, engine: engine)
    var tapped: [String] = []
    let alert = UIAlertController(title: "test", message: "0-3 touch!", preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "ok", style: .default) { action in
        tapped.append(action.title ?? "")
        XCTAssertNil(root.presentedViewController, "the alert is gone when the handler runs")
      })
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
    XCTAssertEqual(alert.actions.map(\.title), ["ok", "Cancel"])
    XCTAssertEqual(alert.preferredStyle, .alert)
    root.present(alert, animated: true, completion: nil)
    port.settle()
    XCTAssertTrue(root.presentedViewController === alert)
    XCTAssertEqual(alert.modalPresentationStyle, .custom)
    XCTAssertTrue(root.view.window != nil, "the presenter stays on screen under the alert")

    // 270 points wide in the middle of the screen, the two buttons side by side, cancel left.
    let panel = try! XCTUnwrap(port.window.view(named: "alert"))
    XCTAssertEqual(panel.frame.width, UIAlertController.alertWidth)
    XCTAssertEqual(panel.center.x, port.window.bounds.midX, accuracy: 0.5)
    XCTAssertEqual(panel.center.y, port.window.bounds.midY, accuracy: 0.5)
    let ok = try! XCTUnwrap(port.window.view(named: "ok") as? UIButton)
    let cancel = try! XCTUnwrap(port.window.view(named: "Cancel") as? UIButton)
    XCTAssertEqual(ok.frame.minY, cancel.frame.minY)
    XCTAssertLessThan(cancel.frame.minX, ok.frame.minX)
    XCTAssertEqual(ok.frame.height, UIAlertController.alertButtonHeight)
    XCTAssertEqual((port.window.view(named: "alert-title") as? UILabel)?.text, "test")
    XCTAssertEqual((port.window.view(named: "alert-message") as? UILabel)?.text, "0-3 touch!")

    port.tap(at: ok.convert(CGPoint(x: ok.bounds.midX, y: ok.bounds.midY), to: port.window))
    port.settle()
    XCTAssertEqual(tapped, ["ok"])
    XCTAssertNil(root.presentedViewController)
    XCTAssertNil(port.window.view(named: "alert"))
    XCTAssertEqual(port.transitions.map(\.kind), [.present, .dismiss])
    XCTAssertEqual(port.transitions.map(\.completed), [true, true])
  }

  @MainActor func testAnAlertComesInShrinkingAndFadingOverADimming() async {
    let root = UIViewController()
    let port = PortWindow(root, engine: engine)
    let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    root.present(alert, animated: true)
    port.advance(2.0 / 60)
    let shown = alert.panel.layer.presentation()!
    XCTAssertGreaterThan(shown.affineTransform().a, 1, "larger than its size at first")
    XCTAssertLessThan(shown.opacity, 1)
    XCTAssertLessThan(alert.dimmingView.layer.presentation()!.opacity, 1)
    port.settle()
    XCTAssertEqual(alert.panel.transform, .identity)
    XCTAssertEqual(alert.dimmingView.alpha, 1)
    XCTAssertEqual(alert.dimmingView.backgroundColor, UIAlertController.dimmingColor)
  }

  @MainActor func testAnActionSheetStacksItsActionsAndKeepsCancelApart() async {
    let root = UIViewController()
    let port = PortWindow(root, engine: engine)
    var cancelled = 0
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
    sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
    sheet.addAction(UIAlertAction(title: "Share", style: .default))
    sheet.addAction(UIAlertAction(title: "Never", style: .cancel))
    XCTAssertEqual(sheet.actions.count, 3, "a second cancel action is left out")
    XCTAssertEqual(warningCodes, ["alert.second-cancel"])
    root.present(sheet, animated: true)
    port.advance(2.0 / 60)
    XCTAssertGreaterThan(
      sheet.panel.layer.presentation()!.affineTransform().ty, 0, "it slides up from below")
    port.settle()
    let delete = try! XCTUnwrap(port.window.view(named: "Delete") as? UIButton)
    let share = try! XCTUnwrap(port.window.view(named: "Share") as? UIButton)
    let cancel = try! XCTUnwrap(port.window.view(named: "Cancel") as? UIButton)
    XCTAssertEqual(delete.currentTitleColor, .systemRed)
    XCTAssertEqual(share.frame.minY, delete.frame.maxY)
    XCTAssertTrue(cancel.superview?.superview === sheet.cancelPanel)
    let bounds = port.window.bounds
    XCTAssertEqual(sheet.panel.frame.width, bounds.width - 16)
    XCTAssertLessThan(sheet.panel.frame.maxY, sheet.cancelPanel.frame.minY)
    XCTAssertLessThanOrEqual(sheet.cancelPanel.frame.maxY, bounds.maxY - 8)
    port.tap(
      at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: port.window))
    port.settle()
    XCTAssertEqual(cancelled, 1)
    XCTAssertNil(root.presentedViewController)
    // A tap outside it dismisses it as its cancel action does.
    root.present(sheet, animated: true)
    port.settle()
    port.tap(at: CGPoint(x: bounds.midX, y: 120))
    port.settle()
    XCTAssertEqual(cancelled, 2)
    XCTAssertNil(root.presentedViewController)
  }

  @MainActor func testAPrivateBlurIsMadeByNameAndSetByKey() async {
    // CustomBlurView's own lines, with `NSClassFromString` as the bridge writes it in a scene.
    let effect = (objc_lookUpClass("_UICustomBlurEffect") as! UIBlurEffect.Type).init()
    XCTAssertEqual(effect.value(forKey: "blurRadius") as! CGFloat, 0)
    effect.setValue(20.0, forKey: "blurRadius")
    effect.setValue(UIColor(white: 0.11, alpha: 0.73), forKey: "colorTint")
    effect.setValue(1.0, forKey: "colorTintAlpha")
    effect.setValue(1.8, forKey: "saturationDeltaFactor")
    XCTAssertEqual(effect.value(forKey: "blurRadius") as! CGFloat, 20)
    XCTAssertEqual(effect.value(forKey: "colorTint") as? UIColor, UIColor(white: 0.11, alpha: 0.73))
    XCTAssertTrue(warningCodes.isEmpty, "\(warningCodes)")
    // The same numbers as Apple's dark style draw what the dark style draws.
    let view = UIVisualEffectView(effect: effect)
    XCTAssertEqual(
      view.backdropLayer.backdropState,
      UIVisualEffectView(effect: UIBlurEffect(style: .dark)).backdropLayer.backdropState)
    // A plain `UIBlurEffect()` blurs nothing; a key no effect has is UIKit's exception, a warning.
    XCTAssertFalse(
      UIVisualEffectView(effect: UIBlurEffect()).backdropLayer.backdropState.blursOrTints)
    UIBlurEffect(style: .light).setValue(3, forKey: "blurRadius")
    XCTAssertEqual(warningCodes, ["kvc.unknown-key"])
    // Other names are Foundation's to look up.
    XCTAssertNil(objc_lookUpClass("_UINoSuchClass"))
  }

  @MainActor func testABarsPositionIsSetByKey() async {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let bar = navigation.navigationBar
    XCTAssertEqual(bar.barPosition, .topAttached)
    bar.setValue(UIBarPosition.top.rawValue, forKey: "barPosition")
    XCTAssertEqual(bar.barPosition, .top)
    bar.setValue(UIBarPosition.topAttached.rawValue, forKey: "barPosition")
    XCTAssertEqual(bar.barPosition, .topAttached)
    XCTAssertEqual(bar.value(forKey: "barPosition") as? Int, 3)
    XCTAssertTrue(warningCodes.isEmpty, "\(warningCodes)")
  }
}

/// A table screen as PullToDismiss's demo writes it: the scroll view delegate's methods
/// overridden, the release's with UIKit's pointer.
private final class ScrollWatchingTableController: UITableViewController {
  var scrolls = 0
  var releases: [CGPoint] = []
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    100
  }
  override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
  override func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    releases.append(targetContentOffset.pointee)
    targetContentOffset.pointee = CGPoint(x: 0, y: 300)
  }
}

/// A delegate of its own, as PullToDismiss is, that answers the release with UIKit's pointer.
private final class PointerReleaseDelegate: NSObject, UIScrollViewDelegate {
  var releases = 0
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) { releases += 1 }
}

extension PullToDismissSurfaceSpellingTests {
  @MainActor func testATableControllersScrollDelegateMethodsAreOverriddenAndThePointerIsUIKits()
    async
  {
    let table = ScrollWatchingTableController()
    let port = PortWindow(table, engine: engine)
    port.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.2)
    port.settle()
    XCTAssertGreaterThan(table.scrolls, 0)
    XCTAssertEqual(table.releases.count, 1)
    XCTAssertEqual(table.tableView.contentOffset.y, 300, accuracy: 0.5, "the target it set")
  }

  @MainActor func testADelegateAnsweringTheReleaseWithUIKitsPointerIsCalled() async {
    let delegate = PointerReleaseDelegate()
    let (port, _) = tallScrollView(delegate: delegate)
    port.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.2)
    port.settle()
    XCTAssertEqual(delegate.releases, 1)
  }

  @MainActor func testSwiftThreesCharactersViewIsTheString() async {
    // The demo's `UIColor(hexString:alpha:)` counts with it.
    let hex = "#ff8000"
    XCTAssertEqual(hex.characters.count, 7)
  }
}

/// A delegate that holds the content at its top while the finger pulls past it, adding up the
/// pull, as PullToDismiss moves its screen by it.
private final class TopHoldingDelegate: NSObject, UIScrollViewDelegate {
  var pulled: CGFloat = 0
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let top = -scrollView.adjustedContentInset.top
    guard scrollView.isDragging, scrollView.contentOffset.y < top else { return }
    pulled += top - scrollView.contentOffset.y
    scrollView.contentOffset.y = top
  }
}

extension PullToDismissSurfaceSpellingTests {
  /// A window whose screen is a scroll view of 5,000 points of content with `delegate`.
  @MainActor func tallScrollView(delegate: UIScrollViewDelegate) -> (PortWindow, UIScrollView) {
    let root = UIViewController()
    let port = PortWindow(root, engine: engine)
    let scroll = UIScrollView(frame: root.view.bounds)
    scroll.contentSize = CGSize(width: scroll.bounds.width, height: 5000)
    scroll.delegate = delegate
    root.view.addSubview(scroll)
    return (port, scroll)
  }

  @MainActor func testAnOffsetAssignedDuringADragIsWhereTheDragGoesOnFrom() async {
    let holder = TopHoldingDelegate()
    let (port, scroll) = tallScrollView(delegate: holder)
    port.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.3)
    // Each movement pulls from the top it was held at: the pull adds up to no more than the
    // finger's 200 points (each step rubber-banded), where counting from the drag's start
    // again would add up the whole pull at every step.
    XCTAssertGreaterThan(holder.pulled, 50)
    XCTAssertLessThanOrEqual(holder.pulled, 200)
    port.settle()
    XCTAssertEqual(scroll.contentOffset.y, -scroll.adjustedContentInset.top)
  }
}

/// PullToDismiss's proxy as the bridge declares it: it adopts the scroll view's protocol only.
private final class ScrollOnlyProxy: DelegateForwardingProxy, UIScrollViewDelegate {}

/// A table screen that records its selections.
private final class SelectingTableController: UITableViewController {
  var selected: [IndexPath] = []
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    20
  }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

extension PullToDismissSurfaceSpellingTests {
  @MainActor func testAScrollOnlyProxyStillPassesTheTablesSelectionOn() async {
    let table = SelectingTableController()
    let port = PortWindow(table, engine: engine)
    let proxy = ScrollOnlyProxy(__delegates: [table])
    table.tableView.delegate = proxy
    let row = table.tableView.rectForRow(at: IndexPath(row: 3, section: 0))
    port.tap(at: table.tableView.convert(CGPoint(x: row.midX, y: row.midY), to: port.window))
    port.settle()
    XCTAssertEqual(table.selected, [IndexPath(row: 3, section: 0)])
  }
}
