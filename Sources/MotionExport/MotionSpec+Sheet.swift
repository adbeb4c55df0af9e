import Scenes
import TransitionKit

extension MotionSpec {
  /// The motion of the scene `session` runs, with its current parameters, and its sheet if it
  /// presents one: the session is put in its presented state first and asked for the sheet
  /// controller of what it presents (nil for a scene that presents no page sheet).
  @MainActor public init(session: SceneSession) {
    self.init(parameters: session.parameters)
    if !session.isPresented { session.presentWithoutAnimation() }
    let presented = session.window.rootViewController?.presentedViewController
    if let sheet = presented?.sheetPresentationController {
      self.sheet = SheetSpec(
        sheet: sheet, containerHeight: session.window.screen.bounds.height)
    }
  }
}
