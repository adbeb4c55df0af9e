import Foundation

/// Edges of the screen.
public struct RectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let top = RectEdge(rawValue: 1 << 0)
  public static let left = RectEdge(rawValue: 1 << 1)
  public static let bottom = RectEdge(rawValue: 1 << 2)
  public static let right = RectEdge(rawValue: 1 << 3)
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the screen (UIKit's `UIScreenEdgePanGestureRecognizer`).
///
/// The press must land within `edgeZone` points (13) of one of `edges` of the screen (the
/// window's bounds); the pan then begins once it has moved `hysteresis` points (15) within
/// `angleWindow` of straight inward (±77.5°), and fails if it moves that far in any other
/// direction. The numbers are UIKit's on an iPhone as a decompiled UIKitCore of iOS 26 shows
/// them (`_UISEGestureFeatureSettings`, `_UIScreenEdgePanRecognizerEdgeSettings
/// setDefaultValues`); Apple documents none.
@MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// Width of the band along each edge where a press can start the gesture, in points.
  nonisolated public static let defaultEdgeZone = 13.0
  /// How far the pointer must move before the edge pan decides, in points.
  nonisolated public static let defaultEdgeHysteresis = 15.0
  /// The widest angle between the movement and straight inward that still begins, in radians
  /// (half of UIKit's 2.70526-radian window: 77.5°).
  nonisolated public static let angleWindowRadians = 2.70526 / 2

  public override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    hysteresis = Self.defaultEdgeHysteresis
  }

  public var edges: RectEdge = []
  public var edgeZone = ScreenEdgePanGestureRecognizer.defaultEdgeZone
  /// The edge the current press started at, if any.
  public private(set) var startEdge: RectEdge = []
  /// Whether a press anywhere starts the gesture, measured as if it had started at the first
  /// of `edges` (UIKit's private `_setRecognizesWithoutEdge:`, which a navigation controller's
  /// content swipe uses). Off by default.
  public var recognizesWithoutEdge = false

  open override func pointerBegan(_ event: PointerEvent) {
    startEdge = recognizesWithoutEdge ? firstEdge : edge(at: event.location)
    guard !startEdge.isEmpty else {
      record(event)
      setState(.failed)
      return
    }
    super.pointerBegan(event)
  }

  open override func pointerMoved(_ event: PointerEvent) {
    guard !startEdge.isEmpty else { return }
    super.pointerMoved(event)
  }

  open override func pointerEnded(_ event: PointerEvent) {
    guard !startEdge.isEmpty else { return }
    super.pointerEnded(event)
  }

  open override func reset() {
    super.reset()
    startEdge = []
  }

  open override func shouldBegin(movement: Vector) -> Bool {
    movement.length >= hysteresis && isInward(movement)
  }

  open override func shouldFail(movement: Vector) -> Bool {
    movement.length >= hysteresis && !isInward(movement)
  }

  /// Whether a movement is within the angle window of straight inward.
  private func isInward(_ movement: Vector) -> Bool {
    let angle = atan2(across(movement), inward(movement))
    return inward(movement) > 0 && angle <= Self.angleWindowRadians
  }

  private func inward(_ movement: Vector) -> Double {
    if startEdge.contains(.left) { return movement.dx }
    if startEdge.contains(.right) { return -movement.dx }
    if startEdge.contains(.top) { return movement.dy }
    return -movement.dy
  }

  private func across(_ movement: Vector) -> Double {
    startEdge.contains(.left) || startEdge.contains(.right) ? abs(movement.dy) : abs(movement.dx)
  }

  /// The first of `edges`, in the order the bands are tried.
  private var firstEdge: RectEdge {
    for candidate in [RectEdge.left, .right, .top, .bottom] where edges.contains(candidate) {
      return candidate
    }
    return []
  }

  /// Whether a screen point is within the band of one of `edges`.
  public func isInEdgeZone(_ point: Point) -> Bool { !edge(at: point).isEmpty }

  /// The first of `edges` whose band holds a screen point.
  private func edge(at point: Point) -> RectEdge {
    guard let screen = view?.root.bounds else { return [] }
    if edges.contains(.left), point.x - screen.minX <= edgeZone { return .left }
    if edges.contains(.right), screen.maxX - point.x <= edgeZone { return .right }
    if edges.contains(.top), point.y - screen.minY <= edgeZone { return .top }
    if edges.contains(.bottom), screen.maxY - point.y <= edgeZone { return .bottom }
    return []
  }
}
