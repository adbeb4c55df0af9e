/// What a navigation bar shows for one controller (UIKit's `UINavigationItem`): its title,
/// and the title the back button takes when the controller is under the top one.
@MainActor
public final class NavigationItem {
  private unowned let controller: ViewController
  private var explicitTitle: String?

  init(controller: ViewController) { self.controller = controller }

  /// The bar's title while the controller is on top; the controller's `title` unless set.
  public var title: String? {
    get { explicitTitle ?? controller.title }
    set { explicitTitle = newValue }
  }

  /// The back button's title while the controller is just under the top one; `nil` uses
  /// `title` (then "Back" when that is `nil` too, as UIKit does).
  public var backButtonTitle: String?
  /// Whether the bar hides the back button while the controller is on top.
  public var hidesBackButton = false
}

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`): the top
/// controller's title in the middle and, when there is a controller under it, a back button
/// at the leading edge titled with that controller's title, which pops. Both are ordinary
/// views (`Label` named `navigation-title`, `Button` named `back`), so scripts can tap the
/// button by name and the renderer draws them as any others.
///
/// The bar changes when a push or pop completes; it does not cross-fade its titles during
/// the transition as UIKit's does.
@MainActor
public final class NavigationBar: View {
  /// The height of the bar's content below the status bar, in points (UIKit's standard bar
  /// on an iPhone in portrait).
  public static let contentHeight = 44.0
  /// The back button's title when the controller under the top one has no title (UIKit's).
  public static let defaultBackTitle = "Back"

  /// The top controller's title.
  public let titleLabel = Label()
  /// Pops the top controller; hidden when there is none under it.
  public let backButton = Button()
  /// The height of the status bar above the content, in points.
  public internal(set) var topInset = 0.0

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    name = "navigation-bar"
    backgroundColor = .secondarySystemBackground
    titleLabel.name = "navigation-title"
    titleLabel.font = Font.systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textAlignment = .center
    backButton.name = "back"
    backButton.isHidden = true
    addSubview(titleLabel)
    addSubview(backButton)
  }

  /// Shows a title, and a back button with `backTitle` (hidden when `nil`).
  public func show(title: String?, backTitle: String?) {
    titleLabel.text = title
    backButton.setTitle(backTitle, for: .normal)
    backButton.isHidden = backTitle == nil
    layoutSubviews()
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    let height = Self.contentHeight
    let sideWidth = Swift.min(120, width / 3)
    backButton.frame = Rect(x: 8, y: topInset, width: sideWidth - 8, height: height)
    titleLabel.frame = Rect(x: sideWidth, y: topInset, width: width - 2 * sideWidth, height: height)
  }
}
