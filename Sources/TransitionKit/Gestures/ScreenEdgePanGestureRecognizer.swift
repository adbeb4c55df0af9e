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
/// The press must land within `edgeZone` points of one of `edges` of the screen (the window's
/// bounds); the pan then begins once it has moved `hysteresis` points mostly away from that
/// edge, and fails if it moves mostly along it first.
@MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// Width of the band along each edge where a press can start the gesture, in points.
  public static let defaultEdgeZone = 20.0

  public var edges: RectEdge = []
  public var edgeZone = ScreenEdgePanGestureRecognizer.defaultEdgeZone
  /// The edge the current press started at, if any.
  public private(set) var startEdge: RectEdge = []

  open override func pointerBegan(_ event: PointerEvent) {
    startEdge = edge(at: event.location)
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
    movement.length > hysteresis && inward(movement) > 0 && inward(movement) >= across(movement)
  }

  open override func shouldFail(movement: Vector) -> Bool {
    movement.length > hysteresis && !shouldBegin(movement: movement)
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
