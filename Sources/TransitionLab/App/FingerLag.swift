import Scenes
import TransitionKit

/// Whether the dragged view has left the finger, and why, while a drag drives an interactive
/// transition. The point of the view under the finger when the drag took it is kept in the
/// view's own coordinates; each frame asks where that point is on screen now. The view is
/// "far" once that point is more than `showPoints` from the finger, and near again under
/// `hidePoints` (the gap keeps a hint from flickering on a drag at the edge).
///
/// The usual reason is the timing curve: a percent-driven transition scrubs each animation's
/// own curve, so with ease-in-out or a spring the view moves by the curve's progress, not the
/// finger's (UIKit does the same); `.curveLinear` keeps it under the finger.
struct FingerLag: Equatable {
  /// Beyond this distance from the finger, in scene points, the view is far from it.
  static let showPoints = 40.0
  /// Under this distance, in scene points, it follows again.
  static let hidePoints = 20.0

  /// The grabbed point in the dragged view's own coordinates; nil with no drag.
  private(set) var grabbed: Point?
  /// How far the grabbed point is from the finger now, in scene points.
  private(set) var distance = 0.0
  /// Whether the view is far from the finger now.
  private(set) var isFar = false

  /// Follows one frame: `finger` in screen points (nil with no drag on a view the transition
  /// moves), and the view's mapping between its coordinates and the screen's. Returns whether
  /// `isFar` changed.
  mutating func follow(
    finger: Point?, toScreen: (Point) -> Point, fromScreen: (Point) -> Point
  ) -> Bool {
    let wasFar = isFar
    guard let finger else {
      self = FingerLag()
      return wasFar
    }
    let grabbed = self.grabbed ?? fromScreen(finger)
    self.grabbed = grabbed
    let now = toScreen(grabbed)
    distance = ((now.x - finger.x) * (now.x - finger.x) + (now.y - finger.y) * (now.y - finger.y))
      .squareRoot()
    isFar = wasFar ? distance > Self.hidePoints : distance > Self.showPoints
    return isFar != wasFar
  }

  /// Why the view leaves the finger under the scene's `timing` choice (the `timing`
  /// parameter's value), or nil when the timing is linear or the scene has none: then the
  /// view follows the finger by design, and no hint is given. `device` (from 1) names the
  /// dragged device in compare mode.
  static func reason(timing: String?, device: Int? = nil) -> String? {
    guard let timing, timing != SceneTimingChoice.linear.rawValue else { return nil }
    let curve =
      switch SceneTimingChoice(rawValue: timing) {
      case .spring: "spring"
      case .bezier: "cubic Bézier curve"
      default: "ease-in-out curve"
      }
    let opening = device.map { "On device \($0) the view" } ?? "The view"
    return opening + " leaves your finger: the drag scrubs the \(curve), so the view moves by "
      + "the curve, not by your finger, as in UIKit. Choose Timing linear to keep it under "
      + "the finger."
  }
}
