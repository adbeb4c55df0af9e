/// The top controller's bar button items in the bar: a left item in the back button's place
/// (beside it when the item says so), a right item at the trailing edge. A tap on either
/// sends the item's action.
extension NavigationBar {
  func installItemButtons() {
    for (button, name) in [
      (leftItemButton, "left-bar-button"), (rightItemButton, "right-bar-button"),
    ] {
      button.name = name
      button.isHidden = true
      addSubview(button)
    }
  }

  /// Shows `item`'s left and right bar button items (none for `nil`).
  public func show(items item: NavigationItem?) {
    let left = item?.leftBarButtonItem
    let right = item?.rightBarButtonItem
    configure(leftItemButton, left)
    configure(rightItemButton, right)
    if left != nil, item?.leftItemsSupplementBackButton != true { backButton.isHidden = true }
    layoutSubviews()
  }

  private func configure(_ button: Button, _ item: BarButtonItem?) {
    button.isHidden = item == nil
    button.removeAllActions()
    guard let item else { return }
    button.setTitle(item.customView == nil ? item.title : nil, for: .normal)
    button.titleFont = Font.systemFont(
      ofSize: 17, weight: item.style == .done ? .semibold : .regular)
    button.isEnabled = item.isEnabled
    button.addAction { [weak item] in item?.sendAction() }
    for subview in button.subviews { subview.removeFromSuperview() }
    if let custom = item.customView {
      button.addSubview(custom)
    } else if let imageView = item.makeImageView(centredIn: button) {
      button.addSubview(imageView)
    }
  }

  func layoutItemButtons(sideWidth: Double, height: Double) {
    let width = bounds.width
    let leftX = backButton.isHidden ? 8.0 : sideWidth
    leftItemButton.frame = Rect(x: leftX, y: topInset, width: sideWidth - 8, height: height)
    rightItemButton.frame = Rect(
      x: width - sideWidth, y: topInset, width: sideWidth - 8, height: height)
  }
}
