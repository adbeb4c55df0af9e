import Foundation
import TestSupport
import TransitionKit
import XCTest

/// What code written for Xcode meets here: nibs that cannot be loaded (a clear warning that
/// names the nib, a plain cell for a registered one, an empty view for a controller made with
/// one) and attributed text on a label.
final class NibAndAttributedTextTests: EngineTestCase {
  override func tearDown() {
    MainActor.assumeIsolated { Nib.removeAllRegistrations() }
    super.tearDown()
  }

  @MainActor func testARegisteredNibMakesItsViewsAndConnectsTheOwnersOutlets() async {
    Nib.register(name: "Detail") { owner in
      let view = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
      let title = Label()
      view.addSubview(title)
      (owner as? OutletController)?.titleLabel = title
      return [view]
    }
    let controller = OutletController(nibName: "Detail", bundle: nil)
    controller.loadViewIfNeeded()
    XCTAssertNotNil(controller.titleLabel, "the outlet is connected")
    XCTAssertTrue(controller.titleLabel?.superview === controller.view)
    XCTAssertEqual(controller.titleLabel?.text, "loaded", "viewDidLoad ran after it")
    XCTAssertEqual(Nib(nibName: "Detail", bundle: nil).instantiate(withOwner: nil).count, 1)
    Nib.register(name: "Cell") { _ in [CardCell(frame: .zero)] }
    let list = CollectionView(
      frame: Rect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: CollectionViewFlowLayout())
    list.register(Nib(nibName: "Cell", bundle: nil), forCellWithReuseIdentifier: "card")
    let cell = list.dequeueReusableCell(
      withReuseIdentifier: "card", for: IndexPath(item: 0, section: 0))
    XCTAssertTrue(cell is CardCell, "the class of the cell the nib makes")
    XCTAssertEqual(warningCodes, [])
  }

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

/// A controller whose title label a nib connects.
private final class OutletController: ViewController {
  var titleLabel: Label?
  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel?.text = "loaded"
  }
}

/// A cell a nib makes.
private final class CardCell: CollectionViewCell {}
