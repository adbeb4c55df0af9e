import CairoRenderer
import TestSupport
import TransitionKit
import XCTest

/// Auto Layout sizes text with the renderer's own fonts: a label constrained only by its
/// position is as big as the text the renderer draws, neither cut nor padded.
final class LayoutTextProbeTests: EngineTestCase {
  override func setUp() {
    super.setUp()
    MainActor.assumeIsolated { PangoTextMetrics.install() }
  }

  override func tearDown() {
    MainActor.assumeIsolated { TextMetrics.useEstimates() }
    super.tearDown()
  }

  @MainActor func testALabelSizedByItsTextShowsAllOfIt() async {
    let size = Size(width: 400, height: 120)
    let root = Fixtures.screen(.white, size: size)
    let label = Label()
    label.text = "Subscription renews monthly"
    label.font = .systemFont(ofSize: 20)
    label.textColor = .black
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    let sized = Probe.render(root, size: size)
    // The same text with room to spare draws the same ink: nothing was cut or ellipsized.
    let roomy = Fixtures.screen(.white, size: size)
    let free = Label(
      frame: Rect(x: 10, y: 10, width: 380, height: label.frame.height), text: label.text!,
      font: label.font, color: .black)
    roomy.addSubview(free)
    let reference = Probe.render(roomy, size: size)
    let ink = try! XCTUnwrap(Probe.inkBounds(sized, where: { $0.red < 128 }))
    let referenceInk = try! XCTUnwrap(Probe.inkBounds(reference, where: { $0.red < 128 }))
    XCTAssertTrue(ink == referenceInk, "\(ink) against \(referenceInk)")
    // And the label is no wider than its text (within a point of the ink's right edge).
    XCTAssertLessThanOrEqual(Double(ink.maxX), label.frame.maxX + 1)
    XCTAssertGreaterThanOrEqual(Double(ink.maxX), label.frame.maxX - 4)
  }

  @MainActor func testAWrappingLabelIsAsTallAsItsLines() async {
    let label = Label()
    label.text = "A long paragraph that has to wrap onto more than one line here"
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 150
    let wrapped = label.intrinsicContentSize
    label.numberOfLines = 1
    let single = label.intrinsicContentSize
    XCTAssertLessThanOrEqual(wrapped.width, 150)
    XCTAssertGreaterThan(wrapped.height, 2 * single.height - 1)
    XCTAssertGreaterThan(single.width, 150)
    let metrics = TextMetrics.fontMetrics(label.font)
    XCTAssertGreaterThan(metrics.ascent, 0)
    XCTAssertLessThan(metrics.ascent, metrics.lineHeight)
  }
}
