/// One of the guides drawn over a scene's screen, as geometry in screen points: a line
/// across the screen (the threshold, a detent, a projected landing) or an area (the edge a
/// screen-edge pan starts from, a safe area's inset), with a short label.
public struct GuideMark: Sendable, Equatable {
  /// Which guide a mark belongs to, as `--guides` and the window's Guides menu name it.
  public enum Kind: String, CaseIterable, Sendable {
    case threshold
    case detents
    case landing
    case edgeZone = "edge-zone"
    case safeAreas = "safe-areas"

    /// The guide's name in the window's menu.
    public var title: String {
      switch self {
      case .threshold: "Threshold Line"
      case .detents: "Detents"
      case .landing: "Projected Landing"
      case .edgeZone: "Edge Zone"
      case .safeAreas: "Safe Areas"
      }
    }
  }

  /// A mark's shape.
  public enum Shape: Sendable, Equatable {
    /// A line from one point to another.
    case line(Point, Point)
    /// A filled area.
    case area(Rect)
  }

  public var kind: Kind
  public var shape: Shape
  public var label: String

  public init(kind: Kind, shape: Shape, label: String) {
    self.kind = kind
    self.shape = shape
    self.label = label
  }
}
