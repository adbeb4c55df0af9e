import Foundation

/// A row of segments, one selected (UIKit's `UISegmentedControl`): a tap on a segment selects
/// it, slides the white selection there over a quarter second and sends `.valueChanged`.
@MainActor
open class SegmentedControl: Control {
  /// `selectedSegmentIndex` when no segment is selected (UIKit's `noSegment`).
  public static let noSegment = -1
  /// The inset of the selection inside the control, in points.
  static let selectionInset = 2.0

  private var titles: [String] = []
  private var labels: [Label] = []
  let selection = View(frame: .zero)
  /// The selected segment, or `noSegment`.
  public var selectedSegmentIndex = SegmentedControl.noSegment {
    didSet { if !isSelectingByTap { layOutSelection(animated: false) } }
  }
  private var isSelectingByTap = false
  /// The selection's colour (white unless set).
  public var selectedSegmentTintColor: Color? {
    didSet { selection.backgroundColor = selectedSegmentTintColor ?? Self.selectionColor }
  }

  static let selectionColor = Color(light: RGBA(255, 255, 255), dark: RGBA(99, 99, 102))

  /// A control with a segment per item; a string item is its title.
  public init(items: [Any]?) {
    super.init(frame: Rect(x: 0, y: 0, width: 200, height: 32))
    titles = (items ?? []).map { $0 as? String ?? String(describing: $0) }
    configure()
  }

  public override init(frame: Rect) {
    super.init(frame: frame)
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    backgroundColor = Color(
      light: RGBA(118, 118, 128, alpha: 0.12), dark: RGBA(118, 118, 128, alpha: 0.24))
    layer.cornerRadius = 8
    selection.isUserInteractionEnabled = false
    selection.backgroundColor = Self.selectionColor
    selection.layer.cornerRadius = 7
    selection.layer.shadowOpacity = 0.12
    selection.layer.shadowRadius = 4
    selection.layer.shadowOffset = Size(width: 0, height: 3)
    addSubview(selection)
    rebuildLabels()
  }

  public var numberOfSegments: Int { titles.count }

  public func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  public func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title ?? ""
    labels[segment].text = title
  }

  public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    titles.insert(title ?? "", at: Swift.min(Swift.max(segment, 0), titles.count))
    rebuildLabels()
  }

  public func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    if selectedSegmentIndex >= titles.count { selectedSegmentIndex = Self.noSegment }
    rebuildLabels()
  }

  public func removeAllSegments() {
    titles.removeAll()
    selectedSegmentIndex = Self.noSegment
    rebuildLabels()
  }

  private func rebuildLabels() {
    for label in labels { label.removeFromSuperview() }
    labels = titles.map {
      Label(
        frame: .zero, text: $0, font: .systemFont(ofSize: 13, weight: .medium), alignment: .center)
    }
    for label in labels { addSubview(label) }
    layOut()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layOut()
  }

  private var segmentWidth: Double {
    titles.isEmpty ? 0 : bounds.width / Double(titles.count)
  }

  private func layOut() {
    for (index, label) in labels.enumerated() {
      label.frame = Rect(
        x: bounds.minX + Double(index) * segmentWidth, y: bounds.minY, width: segmentWidth,
        height: bounds.height)
    }
    layOutSelection(animated: false)
  }

  private func layOutSelection(animated: Bool) {
    let index = selectedSegmentIndex
    let place = {
      guard self.titles.indices.contains(index) else {
        self.selection.alpha = 0
        return
      }
      self.selection.alpha = 1
      self.selection.frame = Rect(
        x: self.bounds.minX + Double(index) * self.segmentWidth, y: self.bounds.minY,
        width: self.segmentWidth, height: self.bounds.height
      ).insetBy(dx: Self.selectionInset, dy: Self.selectionInset)
    }
    if animated { View.animate(withDuration: 0.25, animations: place) } else { place() }
  }

  open override func endTracking(_ touch: Touch?, with event: TransitionKit.Event?) {
    guard let touch, segmentWidth > 0 else { return }
    let location = touch.location(in: self)
    guard point(inside: location) else { return }
    let index = Swift.min(Int((location.x - bounds.minX) / segmentWidth), titles.count - 1)
    guard index != selectedSegmentIndex else { return }
    storedSelect(index)
    sendActions(for: .valueChanged)
  }

  /// Selects a segment with the selection sliding there.
  private func storedSelect(_ index: Int) {
    isSelectingByTap = true
    selectedSegmentIndex = index
    isSelectingByTap = false
    layOutSelection(animated: true)
  }
}
