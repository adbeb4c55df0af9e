import Foundation
import TransitionKit

/// The screen behind the sheet: a heading and a Show Sheet button.
@MainActor
final class SheetRootViewController: ViewController {
  let parameters: ParameterStore
  /// The sheet's controller, while one is shown (held by its presentation, not here, so that
  /// a dismissed sheet is freed).
  private(set) weak var current: ListViewController?

  init(parameters: ParameterStore) {
    self.parameters = parameters
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let bounds = view.bounds
    let heading = Label(
      frame: Rect(x: 24, y: 120, width: bounds.width - 48, height: 40), text: "Sheets",
      font: .systemFont(ofSize: 28, weight: .bold), alignment: .center)
    heading.autoresizingMask = [.flexibleWidth]
    view.addSubview(heading)
    let show = Button.system(
      title: "Show Sheet", name: "present",
      frame: .centered(
        at: Point(x: bounds.midX, y: bounds.height * 0.3), size: Size(width: 200, height: 44)))
    show.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin]
    show.addAction { [weak self] in self?.showSheet(animated: true) }
    view.addSubview(show)
  }

  /// What a UIKit app writes: a page sheet whose sheet controller is configured, presented.
  func showSheet(animated: Bool) {
    let list = ListViewController()
    list.modalPresentationStyle = parameters.presentationStyle
    list.isModalInPresentation = !parameters.isOn(SheetScene.Key.dismissAllowed)
    current = list
    guard let sheet = list.sheetPresentationController else {
      present(list, animated: animated)
      return
    }
    let custom = SheetDetent.Identifier("custom")
    let fraction = parameters.number(SheetScene.Key.customDetent)
    let customDetent = SheetDetent.custom(identifier: custom) { $0.maximumDetentValue * fraction }
    switch parameters.choice(SheetScene.Key.detents) {
    case "large": sheet.detents = [.large()]
    case "medium": sheet.detents = [.medium()]
    case "medium+large+custom": sheet.detents = [customDetent, .medium(), .large()]
    default: sheet.detents = [.medium(), .large()]
    }
    let start = SheetDetent.Identifier(parameters.choice(SheetScene.Key.startDetent))
    sheet.selectedDetentIdentifier =
      sheet.detents.contains { $0.identifier == start } ? start : nil
    let dimming = parameters.choice(SheetScene.Key.dimming)
    sheet.largestUndimmedDetentIdentifier =
      dimming == "none" ? nil : SheetDetent.Identifier(dimming)
    sheet.prefersGrabberVisible = parameters.isOn(SheetScene.Key.grabber)
    sheet.scalesPresentingView = parameters.isOn(SheetScene.Key.scaleBackground)
    sheet.rubberBand = RubberBand(rawValue: parameters.choice(SheetScene.Key.rubberBand)) ?? .uikit
    sheet.releaseRule = ReleaseRule(
      kind: ReleaseRule.Kind(rawValue: parameters.choice(SheetScene.Key.releaseRule))
        ?? .projection,
      decelerationRate: parameters.number(SheetScene.Key.decelerationRate),
      velocityThreshold: parameters.number(SheetScene.Key.velocityThreshold))
    sheet.velocityEstimator = VelocityEstimator(
      kind: VelocityEstimator.Kind(rawValue: parameters.choice(SheetScene.Key.velocityEstimator))
        ?? .uikit,
      window: parameters.number(SheetScene.Key.velocityWindow))
    sheet.minimumReleaseSpeed = parameters.number(SheetScene.Key.minimumSpeed)
    sheet.flickSpeed = parameters.number(SheetScene.Key.flickSpeed)
    sheet.settleDuration = parameters.duration / max(parameters.completionSpeed, 0.1)
    sheet.positionalThreshold = parameters.threshold
    sheet.settleDampingRatio = parameters.dampingRatio
    present(list, animated: true)
    if !animated { sheet.selectedDetentIdentifier = sheet.selectedDetentIdentifier }
  }
}

/// The sheet's content: a grabber's room at the top and a list of 40 rows.
@MainActor
final class ListViewController: ViewController {
  static let rowCount = 40
  static let rowHeight = 44.0
  let list = ScrollView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    view.name = "sheet"
    let bounds = view.bounds
    // The list fills the sheet below the grabber; the home indicator's band comes to it as
    // a content inset (adjustedContentInset), so its last row scrolls clear of it.
    list.frame = Rect(x: 0, y: 20, width: bounds.width, height: bounds.height - 20)
    list.autoresizingMask = .flexibleSize
    list.name = "list"
    list.contentSize = Size(width: bounds.width, height: Double(Self.rowCount) * Self.rowHeight)
    for index in 0..<Self.rowCount {
      let row = Label(
        frame: Rect(
          x: 20, y: Double(index) * Self.rowHeight, width: bounds.width - 40, height: Self.rowHeight
        ),
        text: "Row \(index + 1)", font: .systemFont(ofSize: 17, weight: .regular),
        alignment: .left)
      row.autoresizingMask = [.flexibleWidth]
      row.name = "row-\(index + 1)"
      list.addSubview(row)
    }
    view.addSubview(list)
  }
}
