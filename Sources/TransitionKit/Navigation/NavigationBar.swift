import Foundation

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

  /// The button at the bar's leading edge while the controller is on top, in place of the
  /// back button (see `NavigationBar+BarButtonItems.swift`).
  public var leftBarButtonItem: BarButtonItem? { didSet { barItemsChanged() } }
  /// The button at the bar's trailing edge while the controller is on top.
  public var rightBarButtonItem: BarButtonItem? { didSet { barItemsChanged() } }
  /// Whether a left item shows beside the back button rather than in its place.
  public var leftItemsSupplementBackButton = false { didSet { barItemsChanged() } }
  /// Whether the bar shows this controller's title large (see `NavigationBar+LargeTitle.swift`).
  public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
    didSet { barItemsChanged() }
  }

  private func barItemsChanged() { controller.navigationController?.updateBar() }
}

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`): the top
/// controller's title in the middle and, when there is a controller under it, a back button
/// at the leading edge titled with that controller's title, which pops. Both are ordinary
/// views (`Label` named `navigation-title`, `Button` named `back`), so scripts can tap the
/// button by name and the renderer draws them as any others.
///
/// During a push or pop the titles cross-fade as UIKit's do: the leaving controller's title
/// and back button fade out and the arriving one's fade in (`incomingTitleLabel`,
/// `incomingBackButton`), following the transition's progress, a swipe's included; when it
/// ends the bar shows the controller that stays.
@MainActor
public final class NavigationBar: View {
  /// The height of the bar's content below the status bar, in points (UIKit's standard bar
  /// on an iPhone in portrait).
  public static let contentHeight = 44.0
  /// The back button's title when the controller under the top one has no title (UIKit's).
  public static let defaultBackTitle = "Back"

  /// Whether the bar is translucent (UIKit's `isTranslucent`, true by default). Kept; the bar
  /// is drawn and the controllers laid out as before, whatever its value.
  public var isTranslucent = true
  /// Where the bar sits (UIKit's `barPosition`, from `UIBarPositioning`): a navigation
  /// controller's bar is attached to the top of the screen, its background drawn up behind the
  /// status bar, which is how the lab draws it. Read-only, as UIKit's; key-value coding sets it
  /// (`setValue(UIBarPosition.topAttached.rawValue, forKey: "barPosition")`, as apps do on
  /// iOS), and the value is kept.
  public internal(set) var barPosition = BarPosition.topAttached
  /// The top controller's title.
  public let titleLabel = Label()
  /// Pops the top controller; hidden when there is none under it.
  public let backButton = Button()
  /// The height of the status bar above the content, in points.
  public internal(set) var topInset = 0.0
  /// The arriving controller's title while a push or pop plays (hidden otherwise).
  public let incomingTitleLabel = Label()
  /// The arriving controller's back button while a push or pop plays: drawn only, it takes
  /// no presses (hidden otherwise, and when the arriving controller has none).
  public let incomingBackButton = Button()
  /// How far the titles have cross-faded, 0 (the leaving controller's) to 1 (the arriving
  /// one's); nil when no push or pop plays.
  public private(set) var crossFadeProgress: Double?
  /// The timed cross-fade's clock while one plays (`NavigationSwipeStyle.BarTransition.timed`).
  var fadeClock: NavigationBarFadeClock?
  /// Whether the bar shows the top controller's title large, under the standard row, while
  /// its item's `largeTitleDisplayMode` allows (UIKit's `prefersLargeTitles`; off by default).
  public var prefersLargeTitles = false { didSet { largeTitlesChanged?() } }
  /// The strip under the standard row that holds the large titles (it clips them at rest).
  public let largeTitleStrip = View()
  /// The leaving (or only) controller's large title, `navigation-large-title`.
  public let largeTitleLabel = Label()
  /// The arriving controller's large title while a push or pop plays.
  public let incomingLargeTitleLabel = Label()
  /// How much of the large-title strip shows, 0 (collapsed) to 1 (`largeTitleHeight`).
  public internal(set) var largeTitleExpansion = 0.0
  /// Called when `prefersLargeTitles` changes (the navigation controller lays itself out).
  var largeTitlesChanged: (() -> Void)?
  /// Called when the strip's expansion changes (the navigation controller sets the bar's
  /// height).
  var heightChanged: (() -> Void)?
  /// The top controller's left and right bar button items, drawn as buttons named
  /// `left-bar-button` and `right-bar-button` (hidden without an item).
  public let leftItemButton = Button()
  public let rightItemButton = Button()

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    name = "navigation-bar"
    backgroundColor = .secondarySystemBackground
    titleLabel.name = "navigation-title"
    titleLabel.font = Font.systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textAlignment = .center
    backButton.name = "back"
    backButton.isHidden = true
    incomingTitleLabel.name = "navigation-incoming-title"
    incomingTitleLabel.font = titleLabel.font
    incomingTitleLabel.textAlignment = .center
    incomingTitleLabel.isHidden = true
    incomingBackButton.name = "navigation-incoming-back"
    incomingBackButton.isUserInteractionEnabled = false
    incomingBackButton.isHidden = true
    addSubview(titleLabel)
    addSubview(backButton)
    addSubview(incomingTitleLabel)
    addSubview(incomingBackButton)
    installItemButtons()
    installLargeTitles()
  }

  /// Not made from archives here: there are none.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Starts a cross-fade to the arriving controller's `title` and `backTitle` (no back button
  /// when `nil`), at progress 0.
  public func beginCrossFade(title: String?, backTitle: String?) {
    incomingTitleLabel.text = title
    incomingTitleLabel.isHidden = false
    incomingBackButton.setTitle(backTitle, for: .normal)
    incomingBackButton.isHidden = backTitle == nil
    layoutSubviews()
    setCrossFade(0)
  }

  /// Shows the cross-fade at `progress` (clamped to 0…1): the leaving titles at 1 − progress,
  /// the arriving ones at progress. Nothing happens when no cross-fade began.
  public func setCrossFade(_ progress: Double) {
    guard !incomingTitleLabel.isHidden else { return }
    let p = progress.isFinite ? Swift.min(Swift.max(progress, 0), 1) : 0
    crossFadeProgress = p
    titleLabel.alpha = 1 - p
    backButton.alpha = 1 - p
    incomingTitleLabel.alpha = p
    incomingBackButton.alpha = p
  }

  /// Ends the cross-fade: the arriving titles go, the bar's own are opaque again (the
  /// navigation controller then shows the controller that stays).
  public func endCrossFade() {
    crossFadeProgress = nil
    fadeClock = nil
    resetSlide()
    incomingTitleLabel.isHidden = true
    incomingBackButton.isHidden = true
    titleLabel.alpha = 1
    backButton.alpha = 1
  }

  func setCrossFadeProgress(_ progress: Double) { crossFadeProgress = progress }

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
    incomingBackButton.frame = backButton.frame
    incomingTitleLabel.frame = titleLabel.frame
    layoutItemButtons(sideWidth: sideWidth, height: height)
    layoutLargeTitles()
  }
}

/// Where a bar sits (UIKit's `UIBarPosition`, with its raw values). Named only: the lab's bars
/// are placed as before.
public enum BarPosition: Int, Sendable {
  case any
  case bottom
  case top
  case topAttached
}
