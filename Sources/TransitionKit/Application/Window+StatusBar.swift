extension Window {
  /// Works out what the status bar shows, as UIKit does when controllers decide it: the
  /// controller on top that was presented `fullScreen` (or that captures the status bar
  /// although it was not) decides, through `childForStatusBarStyle` and
  /// `childForStatusBarHidden` when it names a child; a navigation controller names none, as
  /// in UIKit. `excluding` is a controller being dismissed, which stops deciding as its
  /// dismissal begins. A change is traced as a `status-bar` line.
  func updateStatusBarAppearance(excluding leaving: ViewController? = nil) {
    let appearance: StatusBarAppearance
    if Application.shared.isViewControllerBasedStatusBarAppearance {
      guard let deciding = statusBarController(excluding: leaving) else { return }
      var styleSource = deciding
      while let child = styleSource.childForStatusBarStyle, child !== styleSource {
        styleSource = child
      }
      var hiddenSource = deciding
      while let child = hiddenSource.childForStatusBarHidden, child !== hiddenSource {
        hiddenSource = child
      }
      appearance = StatusBarAppearance(
        style: styleSource.preferredStatusBarStyle, isHidden: hiddenSource.prefersStatusBarHidden)
    } else {
      appearance = Application.shared.applicationStatusBar
    }
    guard appearance != statusBarAppearance else { return }
    statusBarAppearance = appearance
    emit(.statusBar(style: appearance.style.rawValue, hidden: appearance.isHidden))
  }

  /// The controller that decides the status bar.
  private func statusBarController(excluding leaving: ViewController?) -> ViewController? {
    var deciding = rootViewController
    var current = rootViewController
    while let presented = current?.presentedViewController, presented !== leaving {
      let style = presented.presentation?.style ?? presented.modalPresentationStyle.resolved
      if style.coversScreen || presented.modalPresentationCapturesStatusBarAppearance {
        deciding = presented
      }
      current = presented
    }
    return deciding
  }
}

extension ModalPresentationStyle {
  /// Whether a controller presented in this style takes the status bar over: only under
  /// `fullScreen` ("status bar appearance control is transferred from the presenting to the
  /// presented view controller only if the presented controller's modalPresentationStyle value
  /// is fullScreen", UIViewController.modalPresentationCapturesStatusBarAppearance).
  var coversScreen: Bool { self == .fullScreen }
}

extension ViewController {
  /// Tells the window to ask again what the status bar shows (UIKit's
  /// `setNeedsStatusBarAppearanceUpdate()`), after `preferredStatusBarStyle` or
  /// `prefersStatusBarHidden` changed its answer.
  public func setNeedsStatusBarAppearanceUpdate() {
    window?.updateStatusBarAppearance()
  }
}
