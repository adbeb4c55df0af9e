import Foundation

/// The running app (UIKit's `UIApplication`): its windows, the status bar, and opening URLs,
/// which here only leaves a trace line.
@MainActor
public final class Application: Responder {
  /// The one application (UIKit's `UIApplication.shared`).
  public static let shared = Application()

  private struct WeakWindow {
    weak var window: Window?
  }

  private var windowList: [WeakWindow] = []

  private override init() {
    super.init()
  }

  /// The light or dark appearance the system shows: the lab's. Every window takes it (a window
  /// made later too), and its controllers hear `traitCollectionDidChange(_:)` when it changes.
  public var systemAppearance = Appearance.light {
    didSet { for window in windows { window.appearance = systemAppearance } }
  }

  /// Whether controllers decide the status bar (`preferredStatusBarStyle`, …), as an app's
  /// `Info.plist` key `UIViewControllerBasedStatusBarAppearance` says (true unless it says
  /// NO). While it is true, `setStatusBarStyle(_:animated:)` changes nothing, as in UIKit.
  public var isViewControllerBasedStatusBarAppearance = true

  /// The windows alive, oldest first: one per device the lab shows.
  public var windows: [Window] {
    windowList.removeAll { $0.window == nil }
    return windowList.compactMap(\.window)
  }

  /// The window whose events, frames or transition are being handled now, or else the one
  /// made last (UIKit's `keyWindow`).
  public var keyWindow: Window? {
    let live = windows
    return live.last { $0.screen === Screen.scoped } ?? live.last
  }

  func register(_ window: Window) {
    windowList.removeAll { $0.window == nil }
    windowList.append(WeakWindow(window: window))
  }

  /// The status bar's rectangle on the key window's screen, in points; zero while hidden.
  public var statusBarFrame: Rect {
    guard let window = keyWindow, !window.statusBarAppearance.isHidden else { return .zero }
    return Rect(
      x: 0, y: 0, width: window.screen.bounds.width, height: window.screen.statusBarHeight)
  }

  /// The style the key window's status bar shows.
  public var statusBarStyle: StatusBarStyle { keyWindow?.statusBarAppearance.style ?? .default }

  /// Whether the key window's status bar is hidden.
  public var isStatusBarHidden: Bool { keyWindow?.statusBarAppearance.isHidden ?? false }

  /// Sets the status bar's style for the whole app (UIKit's deprecated
  /// `setStatusBarStyle(_:animated:)`). It works only when controllers do not decide it
  /// (`isViewControllerBasedStatusBarAppearance` false); otherwise it changes nothing and
  /// warns, as UIKit ignores it then.
  public func setStatusBarStyle(_ style: StatusBarStyle, animated: Bool) {
    guard !isViewControllerBasedStatusBarAppearance else {
      AnimationEngine.current.warn(
        "application.status-bar-style-ignored",
        "setStatusBarStyle(_:animated:) changes nothing while controllers decide the status bar "
          + "(UIViewControllerBasedStatusBarAppearance); override preferredStatusBarStyle and "
          + "call setNeedsStatusBarAppearanceUpdate(), or set "
          + "isViewControllerBasedStatusBarAppearance to false as the Info.plist key would")
      return
    }
    applicationStatusBar.style = style
    for window in windows { window.updateStatusBarAppearance() }
  }

  /// Hides or shows the status bar for the whole app (UIKit's deprecated
  /// `setStatusBarHidden(_:with:)`), under the same condition as `setStatusBarStyle`.
  public func setStatusBarHidden(_ hidden: Bool, with animation: StatusBarAnimation = .none) {
    guard !isViewControllerBasedStatusBarAppearance else {
      AnimationEngine.current.warn(
        "application.status-bar-style-ignored",
        "setStatusBarHidden(_:with:) changes nothing while controllers decide the status bar; "
          + "override prefersStatusBarHidden and call setNeedsStatusBarAppearanceUpdate()")
      return
    }
    applicationStatusBar.isHidden = hidden
    for window in windows { window.updateStatusBarAppearance() }
  }

  /// The status bar the app sets when controllers do not decide it.
  var applicationStatusBar = StatusBarAppearance()

  /// Options for opening a URL (UIKit's `UIApplication.OpenExternalURLOptionsKey`).
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Asks for a URL to be opened (UIKit's `open(_:options:completionHandler:)`). Nothing here
  /// opens it: the request is a trace line, and the handler hears false.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler: (@MainActor (Bool) -> Void)? = nil
  ) {
    keyWindow?.emit(.application(call: "open", detail: url.absoluteString))
    completionHandler?(false)
  }

  /// Whether some app could open the URL: none here.
  public func canOpenURL(_ url: URL) -> Bool { false }

  /// Where the app is in its life (UIKit's `UIApplication.State`): always active here.
  public enum State: Int, Sendable {
    case active
    case inactive
    case background
  }

  public var applicationState: State { .active }

  /// Whether the key window ignores presses, as between `beginIgnoringInteractionEvents()` and
  /// `endIgnoringInteractionEvents()`.
  public var isIgnoringInteractionEvents: Bool {
    (keyWindow?.interactionIgnoringDepth ?? 0) > 0
  }

  /// Makes the key window (the one whose call runs) ignore new presses until the matching
  /// `endIgnoringInteractionEvents()` (UIKit's deprecated pair, which nests); a finger already
  /// down goes on. Each window stands for an app of its own here, so a session that ends
  /// between the two calls leaves no other window deaf.
  public func beginIgnoringInteractionEvents() { keyWindow?.interactionIgnoringDepth += 1 }

  /// Ends one `beginIgnoringInteractionEvents()`.
  public func endIgnoringInteractionEvents() {
    guard let window = keyWindow else { return }
    window.interactionIgnoringDepth = Swift.max(window.interactionIgnoringDepth - 1, 0)
  }

  /// How the interface is turned (UIKit's deprecated `statusBarOrientation`): upright, or on
  /// its side when the key window's screen is wider than tall.
  public var statusBarOrientation: InterfaceOrientation {
    guard let size = keyWindow?.screen.bounds.size, size.width > size.height else {
      return .portrait
    }
    return .landscapeRight
  }
  /// Whether the screen may dim; it never does here.
  public var isIdleTimerDisabled = false
  /// The direction text runs in: left to right.
  public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }
}

/// The direction of a layout (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight
  case rightToLeft
}

/// How an interface is turned (UIKit's `UIInterfaceOrientation`).
public enum InterfaceOrientation: Int, Sendable {
  case unknown
  case portrait
  case portraitUpsideDown
  case landscapeLeft
  case landscapeRight

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a controller supports (UIKit's `UIInterfaceOrientationMask`): one bit per
/// orientation, at the position of its `InterfaceOrientation` raw value, as UIKit's.
public struct InterfaceOrientationMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
  public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
  public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
}
