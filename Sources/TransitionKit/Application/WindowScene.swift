import Foundation

/// The scene a window belongs to (UIKit's `UIWindowScene`): here each device the lab shows is
/// a scene of its own, with one window.
@MainActor
public final class WindowScene: Responder {
  private weak var window: Window?

  init(window: Window) {
    self.window = window
    super.init()
  }

  /// The scene's windows: its one window while it lives.
  public var windows: [Window] { window.map { [$0] } ?? [] }

  /// The screen the scene shows on.
  public var screen: Screen? { window?.screen }

  /// What the scene's status bar shows (UIKit's `statusBarManager`).
  public private(set) lazy var statusBarManager: StatusBarManager? = StatusBarManager(scene: self)

  /// The status bar of the scene's window, as its controllers decide it.
  var statusBarAppearance: StatusBarAppearance? { window?.statusBarAppearance }
}

/// The status bar of a window scene (UIKit's `UIStatusBarManager`): its frame, style and
/// whether it is hidden, read from the window's status bar.
@MainActor
public final class StatusBarManager: NSObject {
  private weak var scene: WindowScene?

  init(scene: WindowScene) {
    self.scene = scene
    super.init()
  }

  /// The status bar's rectangle in the scene's coordinates, in points; zero while hidden
  /// (UIKit: "CGRectZero if the status bar is hidden").
  public var statusBarFrame: Rect {
    guard let screen = scene?.screen, !isStatusBarHidden else { return .zero }
    return Rect(x: 0, y: 0, width: screen.bounds.width, height: screen.statusBarHeight)
  }

  /// Whether the status bar is hidden.
  public var isStatusBarHidden: Bool { scene?.statusBarAppearance?.isHidden ?? false }

  /// The style the status bar shows.
  public var statusBarStyle: StatusBarStyle { scene?.statusBarAppearance?.style ?? .default }
}
