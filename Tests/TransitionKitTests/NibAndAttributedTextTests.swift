import Foundation
import TestSupport
import TransitionKit
import XCTest

/// What code written for Xcode meets here: nibs that cannot be loaded (a clear warning that
/// names the nib, a plain cell for a registered one, an empty view for a controller made with
/// one) and attributed text on a label.
final class NibAndAttributedTextTests: EngineTestCase {
  @MainActor func testInstantiatingANibWarnsWithItsNameAndGivesNoViews() async {
    let nib = Nib(nibName: "CardView", bundle: nil)
    XCTAssertTrue(nib.instantiate(withOwner: nil, options: nil).isEmpty)
    XCTAssertEqual(warningCodes, ["nib.unavailable"])
    let message = engine.warnings[0].message
    XCTAssertTrue(message.contains("'CardView'"), message)
    XCTAssertTrue(message.contains("build its views in code"), message)
  }

  @MainActor func testACellRegisteredFromANibIsAPlainCellOfItsKind() async {
    let list = CollectionView(
      frame: Rect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: CollectionViewFlowLayout())
    list.register(Nib(nibName: "ImageCell", bundle: nil), forCellWithReuseIdentifier: "image")
    let cell = list.dequeueReusableCell(
      withReuseIdentifier: "image", for: IndexPath(item: 0, section: 0))
    XCTAssertTrue(type(of: cell) == CollectionViewCell.self)
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    table.register(Nib(nibName: "GalleryCell", bundle: nil), forCellReuseIdentifier: "row")
    let row = table.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 0, section: 0))
    XCTAssertTrue(type(of: row) == TableViewCell.self)
    XCTAssertEqual(warningCodes, ["nib.unavailable", "nib.unavailable"])
    XCTAssertTrue(engine.warnings[0].message.contains("'ImageCell'"))
    XCTAssertTrue(engine.warnings[1].message.contains("'GalleryCell'"))
  }

  @MainActor func testAControllerMadeWithANibNameGetsAnEmptyViewAndAWarning() async {
    let named = ViewController(nibName: "DetailViewController", bundle: nil)
    named.loadViewIfNeeded()
    XCTAssertTrue(named.view.subviews.isEmpty)
    XCTAssertEqual(warningCodes, ["nib.unavailable"])
    XCTAssertTrue(engine.warnings[0].message.contains("'DetailViewController'"))
    ViewController().loadViewIfNeeded()
    XCTAssertEqual(warningCodes.count, 1, "a controller without a nib name does not warn")
  }

  @MainActor func testAttributedTextSetsTheLabelsTextFontColourAndAlignment() async {
    let label = Label()
    let text = NSMutableAttributedString(string: "APP OF THE DAY")
    let style = MutableParagraphStyle()
    style.lineHeightMultiple = 0.8
    style.alignment = .center
    text.addAttribute(.paragraphStyle, value: style, range: NSMakeRange(0, text.length))
    text.addAttribute(.foregroundColor, value: Color.red, range: NSMakeRange(0, text.length))
    label.attributedText = text
    XCTAssertEqual(label.text, "APP OF THE DAY")
    XCTAssertEqual(label.textAlignment, .center)
    XCTAssertEqual(label.textColor, .red)
    let back = label.attributedText!
    XCTAssertEqual(back.string, "APP OF THE DAY")
    let attributes = back.attributes(at: 0, effectiveRange: nil)
    XCTAssertEqual((attributes[.paragraphStyle] as? ParagraphStyle)?.alignment, .center)
    XCTAssertEqual(attributes[.font] as? Font, label.font)
    label.attributedText = nil
    XCTAssertNil(label.text)
    XCTAssertNil(label.attributedText)
  }
}
