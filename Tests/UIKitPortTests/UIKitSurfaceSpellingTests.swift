import TestSupport
import UIKit
import XCTest

// Code written the way an iOS app writes it, against the names the UIKit module gives, built
// and run here: the test is that it compiles as it is and does what UIKit does.

/// A card view as UIKit code writes one: `init(frame:)`, `required init?(coder:)`, touches.
private final class CardView: UIView {
  var touchLog: [String] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemTeal
    layer.cornerRadius = 12
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchLog.append("began at \(touches.first!.location(in: self))")
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchLog.append("ended")
  }
}

/// A recognizer subclass as the UIGestureRecognizerSubclass header lets code write one.
private final class LongPressLike: UIGestureRecognizer {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if touches.count != 1 { state = .failed }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    state = .began
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    state = state == .possible ? .failed : .ended
  }
}

/// A controller as UIKit code writes one: the designated initializer, a delegate conformance
/// in an extension, an observation kept in a property, a segue.
private final class GalleryViewController: UIViewController {
  let card = CardView(frame: CGRect(x: 40, y: 200, width: 300, height: 200))
  var observation: NSKeyValueObservation?
  var offsets: [CGFloat] = []
  var prepared: String?
  var feedback = UIImpactFeedbackGenerator(style: .light)

  init() {
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(card)
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 500, width: 390, height: 200))
    scroll.contentSize = CGSize(width: 390, height: 1000)
    scroll.showsVerticalScrollIndicator = false
    scroll.delegate = self
    view.addSubview(scroll)
    observation = scroll.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
      self?.offsets.append(change.newValue?.y ?? -1)
    }
    let press = LongPressLike(target: self, action: GalleryViewController.handlePress)
    press.delegate = self
    press.cancelsTouchesInView = false
    card.addGestureRecognizer(press)
    registerSegue(withIdentifier: "detail", destination: { UIViewController() })
  }

  var presses: [UIGestureRecognizer.State] = []
  func handlePress(_ recognizer: UIGestureRecognizer) {
    presses.append(recognizer.state)
    feedback.impactOccurred()
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    prepared = segue.identifier
  }
}

extension GalleryViewController: UIGestureRecognizerDelegate, UIScrollViewDelegate {
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    touch.location(in: card).y < 150
  }
}

final class UIKitSurfaceSpellingTests: EngineTestCase {
  @MainActor func testAControllerWrittenAsUIKitCodeRunsHere() async {
    let controller = GalleryViewController()
    let port = PortWindow(controller, engine: engine)
    XCTAssertEqual(port.window.statusBarAppearance.style, .lightContent)
    XCTAssertTrue(controller.isKind(of: UIViewController.self))
    XCTAssertTrue(UIApplication.shared.keyWindow === port.window)

    port.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 160, y: 250))
    XCTAssertEqual(controller.presses.first, .began)
    XCTAssertEqual(controller.presses.last, .ended)
    XCTAssertEqual(controller.card.touchLog.first, "began at (60.0, 50.0)")
    XCTAssertEqual(
      controller.card.touchLog.last, "ended", "the recognizer leaves the card's touches")

    controller.presses = []
    port.drag(from: CGPoint(x: 100, y: 380), to: CGPoint(x: 160, y: 380))
    XCTAssertEqual(controller.presses, [], "the delegate kept the touch low on the card from it")

    port.drag(from: CGPoint(x: 200, y: 650), to: CGPoint(x: 200, y: 550))
    XCTAssertFalse(controller.offsets.isEmpty)
    XCTAssertGreaterThan(controller.offsets.last ?? 0, 0)

    controller.performSegue(withIdentifier: "detail", sender: nil)
    XCTAssertEqual(controller.prepared, "detail")
  }

  @MainActor func testImagesControlsAndDrawingSpelledAsUIKit() async {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    let imageView = UIImageView(image: image)
    imageView.contentMode = .scaleAspectFill
    imageView.tintColor = .systemPink
    XCTAssertEqual(imageView.frame.size, CGSize(width: 20, height: 20))
    let symbol = UIImage(
      systemName: "xmark",
      withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
    XCTAssertNotNil(symbol)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 0)
    UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
    XCTAssertNotNil(UIGraphicsGetCurrentContext())
    XCTAssertNotNil(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()

    let toggle = UISwitch()
    toggle.setOn(true, animated: false)
    XCTAssertTrue(toggle.isOn)
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    slider.isContinuous = false
    slider.value = 0.5
    let segments = UISegmentedControl(items: ["One", "Two"])
    segments.selectedSegmentIndex = UISegmentedControl.noSegment
    let state: UIControl.State = [.highlighted, .selected]
    XCTAssertTrue(state.contains(.selected))
    let events: UIControl.Event = .valueChanged
    XCTAssertEqual(events.rawValue, 1 << 12)
    let text = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    text.text = "Hello"
    text.isEditable = false
    XCTAssertEqual(UIFont.Weight.allCases.count, 9)
    XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
    XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
    XCTAssertEqual(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle, .dark)
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    UISelectionFeedbackGenerator().selectionChanged()
  }
}
