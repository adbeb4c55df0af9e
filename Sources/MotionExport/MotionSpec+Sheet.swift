import Scenes
import TransitionKit

extension MotionSpec {
  /// The motion of the scene `session` runs, with its current parameters, and its sheet if it
  /// presents one: the session is put in its presented state first and asked for the sheet
  /// controller of what it presents (nil for a scene that presents no page sheet).
  @MainActor public init(session: SceneSession) {
    self.init(parameters: session.parameters)
    zoom = session.scene.zoomMotion
    if !session.isPresented { session.presentWithoutAnimation() }
    // The gesture as the scene declares it, rather than as its parameters suggest.
    let scene = session.scene
    if Self.presentedSheet(of: session) == nil,
      let geometry = scene.releaseGeometry(screen: session.window.screen.bounds.size)
    {
      gesture =
        geometry.axis.dx > 0 && geometry.axis.dy == 0
        ? .leftEdgePan(distance: geometry.distance) : .verticalPan
      finishesAtThreshold = scene.thresholdComparison == .atOrAbove
    }
    navigation = scene.navigationMotion.map {
      NavigationSpec(motion: $0, width: session.window.screen.bounds.width)
    }
    if let sheet = Self.presentedSheet(of: session) {
      self.sheet = SheetSpec(
        sheet: sheet, containerHeight: session.window.screen.bounds.height)
    }
  }

  @MainActor private static func presentedSheet(of session: SceneSession)
    -> SheetPresentationController?
  {
    session.window.rootViewController?.presentedViewController?.sheetPresentationController
  }
}
