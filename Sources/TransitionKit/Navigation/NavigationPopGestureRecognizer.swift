/// The recognizer of a navigation controller's swipe back (UIKit's private
/// `_UIParallaxTransitionPanGestureRecognizer`, a screen-edge pan).
///
/// Its begin rule is the one a decompiled UIKitCore of iOS 26.1 shows for the "simple" mode:
/// it fails once the movement across, |ty|, reaches min(25, (h − 10) / 25 · |tx| + 10) —
/// a cone around the back direction — and begins once the movement toward the back, tx,
/// reaches the hysteresis h (15 points). A movement of h away from the back fails it (UIKit
/// begins only with a translation ≥ 0 toward the back). With `recognizesWithoutEdge` a press
/// anywhere counts (the content swipe); otherwise only one within `edgeZone` of the leading
/// edge does.
@MainActor
public final class NavigationPopGestureRecognizer: ScreenEdgePanGestureRecognizer {
  /// The cone's cap on the movement across, in points.
  nonisolated public static let maximumCrossTranslation = 25.0
  /// The cone's half-width at the press, in points.
  nonisolated public static let minimumCrossTranslation = 10.0
  /// How far the cone widens per point toward the back, per point of hysteresis over 10
  /// (the 25 of (h − 10) / 25).
  nonisolated public static let coneRun = 25.0

  /// Asked at each press: whether the swipe may begin (the navigation controller's rule).
  var pressGate: (@MainActor (NavigationPopGestureRecognizer, Point) -> Bool)?

  public override init() {
    super.init()
    edges = .left
  }

  /// The largest movement across the back direction that does not fail the swipe, after a
  /// movement of `along` points along it.
  public func crossLimit(along: Double) -> Double {
    Swift.min(
      Self.maximumCrossTranslation,
      (hysteresis - Self.minimumCrossTranslation) / Self.coneRun * abs(along)
        + Self.minimumCrossTranslation)
  }

  public override func pointerBegan(_ event: PointerEvent) {
    if let pressGate, !pressGate(self, event.location) {
      record(event)
      setState(.failed)
      return
    }
    super.pointerBegan(event)
  }

  public override func shouldBegin(movement: Vector) -> Bool {
    let along = back(movement)
    return along >= hysteresis && abs(across(movement)) < crossLimit(along: along)
  }

  public override func shouldFail(movement: Vector) -> Bool {
    let along = back(movement)
    return abs(across(movement)) >= crossLimit(along: along) || along <= -hysteresis
  }

  private func back(_ movement: Vector) -> Double {
    startEdge.contains(.right) ? -movement.dx : movement.dx
  }

  private func across(_ movement: Vector) -> Double { movement.dy }
}
