/// The presentation controller of a built-in style (UIKit's private full-screen and
/// current-context controllers): the presented view fills the container, and under
/// `fullScreen` and `currentContext` the presenting view leaves the window once the
/// presentation is over (see `ModalPresentationStyle`).
@MainActor
final class StylePresentationController: PresentationController {
  private let style: ModalPresentationStyle

  init(
    presentedViewController: ViewController, presenting: ViewController?,
    style: ModalPresentationStyle
  ) {
    self.style = style
    super.init(presentedViewController: presentedViewController, presenting: presenting)
  }

  override var presentationStyle: ModalPresentationStyle { style }

  override var shouldRemovePresentersView: Bool { style.removesPresentingView }

  override var shouldPresentInFullscreen: Bool {
    style == .fullScreen || style == .overFullScreen
  }
}
