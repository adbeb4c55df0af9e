import Scenes
import TransitionKit

extension MotionSpec {
  /// The part of the motion of `session`'s scene that the scene declares, read without
  /// presenting anything (see `init(declaredBy:parameters:screen:)`).
  @MainActor public init(declaredBy session: SceneSession) {
    self.init(
      declaredBy: session.scene, parameters: session.parameters,
      screen: session.window.screen.bounds.size)
  }

  /// The part of the motion of `scene` that it declares, with `parameters`, on a screen of
  /// `screen` points, read without presenting anything: the parameters' motion, the zoom
  /// (`SceneInstance.zoomMotion`), the navigation stack (`navigationMotion`, for the screen's
  /// width) and the drag the release geometry says (`releaseGeometry(screen:)` and
  /// `thresholdComparison`). A scene that presents a page sheet has no release geometry until
  /// it is presented; its sheet is `sheetPart(of:)` of a session presented to be asked.
  @MainActor public init(
    declaredBy scene: any SceneInstance, parameters: ParameterStore, screen: Size
  ) {
    self.init(parameters: parameters)
    zoom = scene.zoomMotion
    if let geometry = scene.releaseGeometry(screen: screen) {
      gesture =
        geometry.axis.dx > 0 && geometry.axis.dy == 0
        ? .leftEdgePan(distance: geometry.distance) : .verticalPan
      finishesAtThreshold = scene.thresholdComparison == .atOrAbove
    }
    navigation = scene.navigationMotion.map {
      NavigationSpec(motion: $0, width: screen.width)
    }
  }
}
