import Foundation
import TestSupport
import TransitionKit
import XCTest

/// What presentation libraries call around their presentation controllers: a button's title
/// label, the navigation controller's visible controller, keyboard notifications, fonts the app
/// ships, `CGRect()`, a `Float` shadow opacity and `didReceiveMemoryWarning()`.
final class PresentationLibraryIdiomTests: EngineTestCase {
  @MainActor func testAButtonsTitleLabelSetsItsTitleFontAndReadsItsTitle() async {
    let button = Button()
    button.setTitle("Cancel", for: .normal)
    let label = try? XCTUnwrap(button.titleLabel)
    XCTAssertTrue(button.titleLabel === label, "the same label each time")
    XCTAssertEqual(label?.text, "Cancel")
    let before = button.intrinsicContentSize
    label?.font = Font(size: 30)
    XCTAssertEqual(button.titleFont, Font(size: 30))
    XCTAssertGreaterThan(button.intrinsicContentSize.height, before.height)
    XCTAssertFalse(button.subviews.contains { $0 === label }, "the button draws its own title")
  }

  @MainActor func testTheVisibleControllerIsThePresentedOneElseTheTop() async {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    XCTAssertTrue(navigation.visibleViewController === root)
  }

  @MainActor func testKeyboardNotificationsAreUIKitsNamesAndNoneIsPosted() async {
    XCTAssertEqual(
      Responder.keyboardWillShowNotification.rawValue, "UIKeyboardWillShowNotification")
    XCTAssertEqual(Responder.keyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")
    let heard = Counter()
    let token = NotificationCenter.default.addObserver(
      forName: Responder.keyboardWillShowNotification, object: nil, queue: nil
    ) { _ in heard.count += 1 }
    defer { NotificationCenter.default.removeObserver(token) }
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let field = FocusableView()
    window.addSubview(field)
    XCTAssertTrue(field.becomeFirstResponder())
    step(1)
    XCTAssertEqual(heard.count, 0, "no software keyboard: typing comes from a hardware keyboard")
    let frame = Rect(x: 0, y: 500, width: 390, height: 344)
    XCTAssertEqual(NSValue(cgRect: frame).cgRectValue, frame)
  }

  @MainActor func testAFontFileIsReadForItsNameAndFoundOnceRegistered() async {
    let name = "LabTest-Regular-\(UUID().uuidString.prefix(8))"
    XCTAssertNil(Font(name: name, size: 15), "nil for a font the app does not have")
    XCTAssertNil(FontFile(DataProvider(data: Data([1, 2, 3]))!), "not a font file")
    let font = try? XCTUnwrap(FontFile(DataProvider(data: Self.sfnt(postScriptName: name))!))
    XCTAssertEqual(font?.postScriptName, name)
    XCTAssertEqual(font?.register(), true)
    XCTAssertEqual(font?.register(), false, "already registered")
    XCTAssertEqual(Font(name: name, size: 15)?.size, 15)
  }

  @MainActor func testLibrariesSpellingsOfGeometryShadowAndMemory() async {
    XCTAssertEqual(Rect(), .zero)
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let opacity: Float = 0.3
    view.layer.shadowOpacity = opacity
    XCTAssertEqual(view.layer.shadowOpacity, opacity)
    let controller = MemoryWatcher()
    controller.didReceiveMemoryWarning()
    XCTAssertEqual(controller.warnings, 1)
  }

  /// A minimal sfnt file: one `name` table holding a PostScript name (name ID 6) in UTF-16.
  static func sfnt(postScriptName: String) -> Data {
    let text = Array(postScriptName.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xFFFF) }
    let nameTable =
      u16(0) + u16(1) + u16(6 + 12) + u16(3) + u16(1) + u16(0x409) + u16(6)
      + u16(text.count) + u16(0) + text
    let header = u32(0x0001_0000) + u16(1) + u16(16) + u16(0) + u16(0)
    let entry = u32(0x6E61_6D65) + u32(0) + u32(12 + 16) + u32(nameTable.count)
    return Data(header + entry + nameTable)
  }
}

/// A count a notification's block adds to.
private final class Counter: @unchecked Sendable {
  var count = 0
}

/// A view that takes keyboard focus, as a text field does.
@MainActor
private final class FocusableView: View {
  override var canBecomeFirstResponder: Bool { true }
}

/// A controller that counts memory warnings.
@MainActor
private final class MemoryWatcher: ViewController {
  var warnings = 0
  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    warnings += 1
  }
}
