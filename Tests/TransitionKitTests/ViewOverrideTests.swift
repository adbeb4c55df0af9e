import TestSupport
import TransitionKit
import XCTest

/// A round close button as iOS libraries write one: a fixed size from `sizeToFit()`, a dimmed
/// icon while highlighted.
@MainActor
private final class CloseButton: Button {
  var highlightChanges: [Bool] = []

  override var isHighlighted: Bool {
    didSet { highlightChanges.append(isHighlighted) }
  }

  override func sizeToFit() {
    super.sizeToFit()
    frame = Rect(x: frame.origin.x, y: frame.origin.y, width: 30, height: 30)
  }
}

/// A view that takes keyboard focus, as a text field does.
@MainActor
private final class FocusView: View {
  var refusesToResign = false
  override var canBecomeFirstResponder: Bool { true }
  override func resignFirstResponder() -> Bool {
    refusesToResign ? false : super.resignFirstResponder()
  }
}

/// What libraries override and call on views: `sizeToFit()`, `isHighlighted`,
/// `accessibilityLabel` and `endEditing(_:)`.
final class ViewOverrideTests: EngineTestCase {
  @MainActor func testAnOverriddenSizeToFitIsWhatCallersGet() async {
    let button = CloseButton(frame: Rect(x: 10, y: 12, width: 0, height: 0))
    let asView: View = button
    asView.sizeToFit()
    XCTAssertEqual(button.frame, Rect(x: 10, y: 12, width: 30, height: 30))
  }

  @MainActor func testAnOverriddenIsHighlightedHearsTheFingerGoDownAndUp() async {
    let (window, background) = makeGestureWindow(engine)
    let button = CloseButton(frame: Rect(x: 100, y: 100, width: 60, height: 60))
    background.addSubview(button)
    let pointer = PointerScript(window: window)
    pointer.down(120, 120)
    pointer.up(120, 120)
    XCTAssertEqual(button.highlightChanges, [true, false])
  }

  @MainActor func testTheAccessibilityLabelIsNilUntilSetExceptALabelsOrAButtonsText() async {
    let view = View()
    XCTAssertNil(view.accessibilityLabel)
    view.accessibilityLabel = "Close"
    XCTAssertEqual(view.accessibilityLabel, "Close")
    let label = Label()
    label.text = "Title"
    XCTAssertEqual(label.accessibilityLabel, "Title")
    let button = Button()
    button.setTitle("Done", for: .normal)
    XCTAssertEqual(button.accessibilityLabel, "Done")
    button.accessibilityLabel = "Finish"
    XCTAssertEqual(button.accessibilityLabel, "Finish", "a label set wins over the title")
  }

  @MainActor func testEndEditingResignsTheFirstResponderInsideTheView() async {
    let screen = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let form = View()
    let field = FocusView()
    let outside = View()
    screen.addSubview(form)
    screen.addSubview(outside)
    form.addSubview(field)
    XCTAssertTrue(field.becomeFirstResponder())
    XCTAssertTrue(outside.endEditing(false), "nothing to end outside the field's branch")
    XCTAssertTrue(field.isFirstResponder)
    XCTAssertTrue(screen.endEditing(false))
    XCTAssertFalse(field.isFirstResponder)

    field.refusesToResign = true
    XCTAssertTrue(field.becomeFirstResponder())
    XCTAssertFalse(form.endEditing(false), "a field that refuses keeps focus without force")
    XCTAssertTrue(field.isFirstResponder)
    XCTAssertTrue(form.endEditing(true), "force takes it anyway")
    XCTAssertFalse(field.isFirstResponder)
  }
}
