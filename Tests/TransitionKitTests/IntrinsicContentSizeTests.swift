import TestSupport
import TransitionKit
import XCTest

/// Natural sizes: labels and buttons sized by their text, content hugging and compression
/// resistance deciding who grows and who shrinks, and the size constraints give a view.
final class IntrinsicContentSizeTests: EngineTestCase {
  override func setUp() {
    super.setUp()
    MainActor.assumeIsolated { TextMetrics.useEstimates() }
  }

  @MainActor private func row(width: Double) -> View {
    View(frame: Rect(x: 0, y: 0, width: width, height: 100))
  }

  @MainActor func testALabelIsAsBigAsItsText() async {
    let label = Label()
    label.text = "Payments"
    label.font = .systemFont(ofSize: 20)
    // The estimate: half the font size per character, lines 1.2 font sizes apart.
    XCTAssertEqual(label.intrinsicContentSize, Size(width: 80, height: 24))
    label.text = nil
    XCTAssertEqual(label.intrinsicContentSize, .zero)
    XCTAssertEqual(View().intrinsicContentSize, Size(width: -1, height: -1))
  }

  @MainActor func testAButtonIsItsTitleWithPadding() async {
    let button = Button()
    button.setTitle("Open", for: .normal)
    button.titleFont = .systemFont(ofSize: 15)
    XCTAssertEqual(button.intrinsicContentSize, Size(width: 30, height: 30))
  }

  @MainActor func testALabelTakesItsSizeAndFollowsItsText() async {
    let root = row(width: 390)
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = "Hello"
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    XCTAssertEqual(label.frame, Rect(x: 10, y: 10, width: 43, height: 21))
    label.text = "Hello, world"
    root.layoutIfNeeded()
    XCTAssertEqual(label.frame.width, 102)
    XCTAssertFalse(label.hasAmbiguousLayout)
  }

  @MainActor func testTheLowerHuggingPriorityGrows() async {
    let root = row(width: 300)
    let name = Label()
    name.text = "Name"
    let value = Label()
    value.text = "Value"
    for label in [name, value] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
      label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    }
    LayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
      value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    name.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    root.layoutIfNeeded()
    XCTAssertEqual(name.frame.width, 34)
    XCTAssertEqual(value.frame.width, 300 - 34 - 8)
    XCTAssertEqual(name.contentHuggingPriority(for: .horizontal), LayoutPriority(251))
    name.setContentHuggingPriority(LayoutPriority(240), for: .horizontal)
    root.layoutIfNeeded()
    XCTAssertEqual(value.frame.width, 43)
    XCTAssertEqual(name.frame.width, 300 - 43 - 8)
  }

  @MainActor func testTheLowerCompressionResistanceShrinks() async {
    let root = row(width: 100)
    let first = Label()
    first.text = "Subscription"
    let second = Label()
    second.text = "Monthly"
    for label in [first, second] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
      label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    }
    LayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
      second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    first.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
    root.layoutIfNeeded()
    XCTAssertEqual(second.frame.width, second.intrinsicContentSize.width)
    XCTAssertEqual(first.frame.width, 100 - second.intrinsicContentSize.width)
    XCTAssertEqual(
      first.contentCompressionResistancePriority(for: .horizontal), LayoutPriority(749))
  }

  @MainActor func testAMultiLineLabelWrapsAtItsWidth() async {
    let root = row(width: 200)
    let label = Label()
    label.numberOfLines = 0
    label.text = "one two three four five six seven eight"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    XCTAssertEqual(label.frame.width, 200)
    // 39 characters of 8.5 points wrap into two lines of 200 points at most.
    XCTAssertEqual(label.frame.height, 41)
  }

  @MainActor func testTheFittingSizeIsTheSmallestTheConstraintsAllow() async {
    let card = View()
    let title = Label()
    title.text = "Card title"
    let body = Label()
    body.text = "Body"
    for label in [title, body] {
      label.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(label)
    }
    LayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
      body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
      body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      body.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
      body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
    ])
    let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    XCTAssertEqual(size, Size(width: 16 + 85 + 16, height: 12 + 21 + 8 + 21 + 12))
    // A required width is kept, and the view's own frame never counts.
    card.frame = Rect(x: 0, y: 0, width: 5, height: 5)
    let wide = card.systemLayoutSizeFitting(
      Size(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    XCTAssertEqual(wide, Size(width: 300, height: 74))
    XCTAssertEqual(card.frame, Rect(x: 0, y: 0, width: 5, height: 5))
  }

  @MainActor func testBaselinesAlignTextOfDifferentSizes() async {
    let root = row(width: 300)
    let big = Label()
    big.text = "Big"
    big.font = .systemFont(ofSize: 40)
    let small = Label()
    small.text = "small"
    small.font = .systemFont(ofSize: 10)
    for label in [big, small] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
    }
    LayoutConstraint.activate([
      big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      big.topAnchor.constraint(equalTo: root.topAnchor),
      small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 4),
      small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    // Baselines are the ascent below the top (0.95 of the size in the estimate).
    XCTAssertEqual(big.frame.minY + 38, small.frame.minY + 9.5, accuracy: 1e-9)
    big.font = .systemFont(ofSize: 20)
    root.layoutIfNeeded()
    XCTAssertEqual(big.frame.minY + 19, small.frame.minY + 9.5, accuracy: 1e-9)
  }

  @MainActor func testLabelsAreMeasuredAgainWhenTextMeasuresDifferently() async {
    defer { TextMetrics.useEstimates() }
    let root = row(width: 390)
    let label = Label()
    label.text = "Hello"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    XCTAssertEqual(label.frame.width, 43)
    // Another font family: wider text.
    TextMetrics.measure = { text, font, _, _ in
      Size(width: Double(text.count) * font.size, height: font.size * 1.5)
    }
    TextMetrics.invalidate()
    root.layoutIfNeeded()
    XCTAssertEqual(label.frame.width, 85)
    XCTAssertEqual(label.frame.height, 26)
  }
}
