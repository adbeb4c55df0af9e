import Scenes
import TransitionKit

extension MotionSpec {
  /// The motion of the scene `session` runs, with its current parameters, and its sheet if it
  /// presents one: the declared part (`init(declaredBy:)`), then the session put in its
  /// presented state and asked for the sheet controller of what it presents (`sheetPart`).
  @MainActor public init(session: SceneSession) {
    if !session.isPresented { session.presentWithoutAnimation() }
    self.init(declaredBy: session)
    if let sheet = MotionSpec.sheetPart(of: session) {
      // A sheet's drag is the sheet's own: the gesture its parameters say, not a declared one.
      let parameters = MotionSpec(parameters: session.parameters)
      gesture = parameters.gesture
      finishesAtThreshold = parameters.finishesAtThreshold
      self.sheet = sheet
    }
  }

  /// The sheet part of `session`'s motion: the sheet its presented controller sits in, nil
  /// while nothing is presented or what is presented is no page sheet. Asks without
  /// presenting; `init(session:)` presents first.
  @MainActor public static func sheetPart(of session: SceneSession) -> SheetSpec? {
    guard
      let sheet = session.window.rootViewController?.presentedViewController?
        .sheetPresentationController
    else { return nil }
    return SheetSpec(sheet: sheet, containerHeight: session.window.screen.bounds.height)
  }
}
