import Foundation

/// An alert or an action sheet: a title, a message and buttons, presented modally over what is
/// on screen (UIKit's `UIAlertController`).
///
/// Present it with `present(_:animated:completion:)`; it presents itself (`.custom`, with its
/// own transitioning delegate, as UIKit's does), over a dimming of the screen: an alert fades
/// in at the middle of the screen while shrinking from a little larger, an action sheet slides
/// up from the bottom (see `AlertTransitionAnimator`). A tap on a button dismisses the alert,
/// then runs the action's handler; a tap outside an action sheet dismisses it as its cancel
/// action would. Each button is named by its action's title, so that a
/// gesture script can tap it (`.tap("OK")`).
///
/// The layout follows iOS's: an alert is 270 points wide, its title semibold at 17 points, its
/// message at 13, its buttons 44 points high, side by side when there are exactly two (the
/// cancel action on the left), else stacked with the cancel action at the bottom. An action
/// sheet spans the screen less 8 points a side, its buttons 57 points high, the cancel action
/// in a group of its own below the others. `preferredAction` is drawn bold. The panels are
/// `VisualEffectView`s with the thick material's blur.
@MainActor
open class AlertController: ViewController {
  /// Alert or action sheet (UIKit's `UIAlertController.Style`, with its raw values).
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert
  }

  /// The explanation under the title.
  public var message: String? {
    didSet { header.message.text = message }
  }
  /// Alert or action sheet; fixed when the controller is made.
  public let preferredStyle: Style
  /// The actions, in the order they were added.
  public private(set) var actions: [AlertAction] = []
  /// The action drawn bold, as the one to take (UIKit's `preferredAction`); it must be one of
  /// `actions`.
  public var preferredAction: AlertAction? {
    didSet { if isViewLoaded { view.setNeedsLayout() } }
  }

  /// What presents the alert: held here, since a controller holds its transitioning delegate
  /// weakly.
  private let alertTransitioning = AlertTransitioningDelegate()
  /// The dimming over the screen behind the alert.
  public let dimmingView = View(frame: .zero)
  /// The panel with the title, the message and every action but, in an action sheet, the
  /// cancel action.
  public let panel = VisualEffectView(effect: BlurEffect(style: .systemThickMaterial))
  /// The action sheet's own panel for its cancel action (empty and hidden in an alert).
  public let cancelPanel = VisualEffectView(effect: BlurEffect(style: .systemThickMaterial))
  let header = AlertHeader()
  /// The hairlines between the header and the buttons and between buttons.
  var separators: [View] = []

  /// An alert (`.alert`) or an action sheet (`.actionSheet`) with a title and a message, either
  /// of which may be `nil` (UIKit's `init(title:message:preferredStyle:)`).
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.preferredStyle = preferredStyle
    self.message = message
    super.init(nibName: nil, bundle: nil)
    self.title = title
    modalPresentationStyle = .custom
    transitioningDelegate = alertTransitioning
  }

  /// Not made from archives here.
  public required init?(coder: NSCoder) { return nil }

  /// Adds a button for `action`. UIKit allows one cancel action and raises an exception for a
  /// second; here the second is left out, with the warning `alert.second-cancel`.
  public func addAction(_ action: AlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      AnimationEngine.current.warn(
        "alert.second-cancel",
        "An alert controller can have only one action with the cancel style: '\(action.title ?? "")' "
          + "is left out (UIKit raises NSInternalInconsistencyException)")
      return
    }
    actions.append(action)
    if isViewLoaded { rebuildButtons() }
  }

  open override func loadView() {
    let root = View(frame: Screen.main.bounds)
    root.name = "alert-controller"
    dimmingView.name = "alert-dimming"
    dimmingView.backgroundColor = Self.dimmingColor
    if preferredStyle == .actionSheet {
      // "A person dismisses an action sheet by selecting one of the listed options, or by
      // tapping outside an action sheet."
      dimmingView.addGestureRecognizer(
        TapGestureRecognizer { [weak self] recognizer in
          guard recognizer.state == .ended else { return }
          self?.tapOutside()
        })
    }
    root.addSubview(dimmingView)
    for panel in [panel, cancelPanel] {
      panel.layer.cornerRadius =
        preferredStyle == .alert ? Self.alertCornerRadius : Self.sheetCornerRadius
      panel.clipsToBounds = true
      root.addSubview(panel)
    }
    panel.name = preferredStyle == .alert ? "alert" : "action-sheet"
    cancelPanel.name = "action-sheet-cancel"
    header.configure(for: preferredStyle)
    panel.contentView.addSubview(header.title)
    panel.contentView.addSubview(header.message)
    view = root
    rebuildButtons()
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutAlert()
  }

  /// Lays the panels out in the view's bounds.
  func layoutAlert() {
    header.title.text = title
    header.message.text = message
    dimmingView.frame = view.bounds
    switch preferredStyle {
    case .alert: layoutAsAlert()
    case .actionSheet: layoutAsActionSheet()
    }
  }

  /// A tap outside an action sheet: it goes as its cancel action would make it go, and runs
  /// that action's handler if it has one.
  func tapOutside() {
    guard presentingViewController != nil else { return }
    let cancel = actions.first { $0.style == .cancel }
    dismiss(animated: true) { cancel.map { $0.handler?($0) } }
  }

  /// A tap on an action's button: the alert goes, then the handler runs.
  func tap(_ action: AlertAction) {
    guard action.isEnabled, presentingViewController != nil else { return }
    dismiss(animated: true) { action.handler?(action) }
  }
}
