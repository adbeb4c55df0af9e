import TestSupport
import UIKit
import XCTest

// Pieces of UIKit that held-out libraries use, written as they write them: each test is that
// the code compiles as it is and answers what UIKit documents.

/// A presentation controller that answers its own adaptive style, as ElasticTransition's does.
private final class FullScreenAdaptingPresentation: UIPresentationController {
  override var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }
}

/// A controller that supports portrait only.
private final class PortraitController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  override var shouldAutorotate: Bool { false }
}

final class HeldOutSurfaceSpellingTests: EngineTestCase {
  @MainActor func testAPresentationControllerSubclassAnswersItsAdaptiveStyle() async {
    let presentation = FullScreenAdaptingPresentation(
      presentedViewController: UIViewController(), presenting: nil)
    XCTAssertEqual(presentation.adaptivePresentationStyle, .fullScreen)
    // Without a delegate, the trait method answers the property, as UIKit's default does.
    XCTAssertEqual(
      presentation.adaptivePresentationStyle(for: UITraitCollection(userInterfaceStyle: .light)),
      .fullScreen)
    // The seed's own controller still answers no change.
    let plain = UIPresentationController(
      presentedViewController: UIViewController(), presenting: nil)
    XCTAssertEqual(plain.adaptivePresentationStyle, UIModalPresentationStyle.none)
  }

  @MainActor func testInterfaceOrientationMasksHaveUIKitsBitsAndDefaults() async {
    XCTAssertEqual(UIInterfaceOrientationMask.portrait.rawValue, 2)
    XCTAssertEqual(UIInterfaceOrientationMask.landscapeLeft.rawValue, 16)
    XCTAssertEqual(UIInterfaceOrientationMask.landscape.rawValue, 24)
    XCTAssertEqual(UIInterfaceOrientationMask.all.rawValue, 30)
    XCTAssertEqual(UIInterfaceOrientationMask.allButUpsideDown.rawValue, 26)
    XCTAssertEqual(UIInterfaceOrientationMask(), [])
    XCTAssertEqual(UIViewController().supportedInterfaceOrientations, .allButUpsideDown)
    XCTAssertTrue(UIViewController().shouldAutorotate)
    let portrait: UIViewController = PortraitController()
    XCTAssertEqual(portrait.supportedInterfaceOrientations, .portrait)
    XCTAssertFalse(portrait.shouldAutorotate)
  }

  @MainActor func testFontNameLineBreakModeAndTranslucentBar() async {
    XCTAssertEqual(UIFont.systemFont(ofSize: 14).fontName, ".SFUI-Regular")
    XCTAssertEqual(UIFont.boldSystemFont(ofSize: 14).fontName, ".SFUI-Bold")
    let label = UILabel()
    XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
    label.lineBreakMode = .byWordWrapping
    XCTAssertEqual(label.lineBreakMode, .byWordWrapping)
    XCTAssertEqual(NSLineBreakMode.byTruncatingMiddle.rawValue, 5)
    let navigation = UINavigationController(rootViewController: UIViewController())
    XCTAssertTrue(navigation.navigationBar.isTranslucent)
    navigation.navigationBar.isTranslucent = false
    XCTAssertFalse(navigation.navigationBar.isTranslucent)
    XCTAssertEqual(UIBarPosition.topAttached.rawValue, 3)
    XCTAssertEqual(UIBarPosition(rawValue: 1), .bottom)
  }
}

/// XLActionController's `DynamicsActionController` inserts each section's rows from
/// `DispatchQueue.main.asyncAfter`, 0.3 s apart: the work runs on the frame clock. (A scene
/// file is compiled with the main actor as its default isolation, so its closures are
/// main-actor work; here, in Swift 6 mode without it, they say so.)
final class MainQueueAfterSpellingTests: EngineTestCase {
  @MainActor func testTheMainQueuesDelayedWorkRunsOnTheFrameClock() async {
    var ran: [Int] = []
    DispatchQueue.main.asyncAfter(
      deadline: DispatchTime.now() + Double(Int64(0.3 * Double(NSEC_PER_SEC)))
        / Double(NSEC_PER_SEC),
      execute: { @MainActor in ran.append(1) })
    DispatchQueue.main.asyncAfter(deadline: .now()) { @MainActor in ran.append(0) }
    XCTAssertEqual(ran, [], "nothing runs before a frame")
    step(1 / 60.0)
    XCTAssertEqual(ran, [0], "a deadline already reached runs on the next frame")
    step(0.2)
    XCTAssertEqual(ran, [0])
    step(0.15)
    XCTAssertEqual(ran, [0, 1], "0.3 s of scene time later, however long the wall clock took")
  }
}
