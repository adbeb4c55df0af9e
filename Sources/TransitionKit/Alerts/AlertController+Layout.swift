/// The title and message labels at the top of an alert's panel.
@MainActor
struct AlertHeader {
  let title = Label(frame: .zero)
  let message = Label(frame: .zero)

  func configure(for style: AlertController.Style) {
    for label in [title, message] {
      label.numberOfLines = 0
      label.textAlignment = .center
    }
    title.name = "alert-title"
    message.name = "alert-message"
    switch style {
    case .alert:
      title.font = .systemFont(ofSize: 17, weight: .semibold)
      message.font = .systemFont(ofSize: 13)
      title.textColor = .label
      message.textColor = .label
    case .actionSheet:
      title.font = .systemFont(ofSize: 13, weight: .semibold)
      message.font = .systemFont(ofSize: 13)
      title.textColor = .secondaryLabel
      message.textColor = .secondaryLabel
    }
  }

  /// Lays the labels out from the top of a panel `width` wide; returns the header's height (0
  /// without a title or a message).
  func layout(width: Double, style: AlertController.Style) -> Double {
    let inset = 16.0
    let textWidth = width - 2 * inset
    var y = style == .alert ? 20.0 : 14.0
    var any = false
    for label in [title, message] {
      let text = label.text ?? ""
      label.isHidden = text.isEmpty
      guard !text.isEmpty else { continue }
      if any { y += style == .alert ? 2 : 12 }
      let height = label.sizeThatFits(Size(width: textWidth, height: 10_000)).height
      label.frame = Rect(x: inset, y: y, width: textWidth, height: height)
      y += height
      any = true
    }
    return any ? y + (style == .alert ? 20 : 14) : 0
  }
}

extension AlertController {
  /// The dimming behind an alert or action sheet (an estimate: black at 20 %).
  nonisolated public static let dimmingColor = Color(white: 0, alpha: 0.2)
  /// An alert's width, in points.
  nonisolated public static let alertWidth = 270.0
  nonisolated static let alertCornerRadius = 14.0
  nonisolated static let sheetCornerRadius = 13.0
  /// The height of an alert's buttons, in points.
  nonisolated public static let alertButtonHeight = 44.0
  /// The height of an action sheet's buttons, in points.
  nonisolated public static let sheetButtonHeight = 57.0
  /// The margin around an action sheet's panels, in points.
  nonisolated static let sheetMargin = 8.0

  /// The actions in the order they are shown: an alert with two actions puts the cancel action
  /// first (on the left); otherwise it goes last.
  var orderedActions: [AlertAction] {
    let cancel = actions.filter { $0.style == .cancel }
    let others = actions.filter { $0.style != .cancel }
    if preferredStyle == .alert, actions.count == 2 { return cancel + others }
    return others + cancel
  }

  /// Makes one button an action (and the separators), replacing any made before.
  func rebuildButtons() {
    for action in actions { action.button?.removeFromSuperview() }
    for separator in separators { separator.removeFromSuperview() }
    separators = []
    for action in actions {
      let button = Button(frame: .zero)
      button.name = action.title
      button.setTitle(action.title, for: .normal)
      button.isEnabled = action.isEnabled
      button.addAction { [weak self, weak action] in
        guard let self, let action else { return }
        self.tap(action)
      }
      action.button = button
      let inCancelPanel = preferredStyle == .actionSheet && action.style == .cancel
      (inCancelPanel ? cancelPanel : panel).contentView.addSubview(button)
    }
    view.setNeedsLayout()
  }

  private func styleButton(_ action: AlertAction, size: Double) {
    guard let button = action.button else { return }
    let bold = action.style == .cancel || action === preferredAction
    button.titleFont = .systemFont(ofSize: size, weight: bold ? .semibold : .regular)
    button.setTitleColor(action.style == .destructive ? .systemRed : .systemBlue, for: .normal)
  }

  private func separator(in panel: VisualEffectView, _ frame: Rect) {
    let line = View(frame: frame)
    line.backgroundColor = .separator
    line.name = "alert-separator"
    panel.contentView.addSubview(line)
    separators.append(line)
  }

  private func clearSeparators() {
    for separator in separators { separator.removeFromSuperview() }
    separators = []
  }

  func layoutAsAlert() {
    clearSeparators()
    cancelPanel.isHidden = true
    let width = Self.alertWidth
    let hairline = 1 / Swift.max(Screen.main.scale, 1)
    var y = header.layout(width: width, style: .alert)
    let shown = orderedActions
    let height = Self.alertButtonHeight
    if shown.count == 2 {
      separator(in: panel, Rect(x: 0, y: y, width: width, height: hairline))
      separator(in: panel, Rect(x: width / 2, y: y, width: hairline, height: height))
      for (index, action) in shown.enumerated() {
        styleButton(action, size: 17)
        action.button?.frame = Rect(
          x: Double(index) * width / 2, y: y, width: width / 2, height: height)
      }
      y += height
    } else {
      for action in shown {
        separator(in: panel, Rect(x: 0, y: y, width: width, height: hairline))
        styleButton(action, size: 17)
        action.button?.frame = Rect(x: 0, y: y, width: width, height: height)
        y += height
      }
    }
    let bounds = view.bounds
    panel.bounds = Rect(x: 0, y: 0, width: width, height: y)
    panel.center = Point(x: bounds.midX, y: bounds.midY)
  }

  func layoutAsActionSheet() {
    clearSeparators()
    let bounds = view.bounds
    let margin = Self.sheetMargin
    let width = bounds.width - 2 * margin
    let hairline = 1 / Swift.max(Screen.main.scale, 1)
    let height = Self.sheetButtonHeight
    var y = header.layout(width: width, style: .actionSheet)
    let shown = orderedActions.filter { $0.style != .cancel }
    for (index, action) in shown.enumerated() {
      if index > 0 || y > 0 {
        separator(in: panel, Rect(x: 0, y: y, width: width, height: hairline))
      }
      styleButton(action, size: 20)
      action.button?.frame = Rect(x: 0, y: y, width: width, height: height)
      y += height
    }
    var bottom = bounds.maxY - Swift.max(view.safeAreaInsets.bottom, margin)
    if let cancel = actions.first(where: { $0.style == .cancel }) {
      cancelPanel.isHidden = false
      styleButton(cancel, size: 20)
      cancelPanel.bounds = Rect(x: 0, y: 0, width: width, height: height)
      cancelPanel.center = Point(x: bounds.midX, y: bottom - height / 2)
      cancel.button?.frame = Rect(x: 0, y: 0, width: width, height: height)
      bottom -= height + margin
    } else {
      cancelPanel.isHidden = true
    }
    // Bounds and centre, not the frame: the presentation moves the panels by their transforms.
    panel.bounds = Rect(x: 0, y: 0, width: width, height: y)
    panel.center = Point(x: bounds.midX, y: bottom - y / 2)
  }
}
