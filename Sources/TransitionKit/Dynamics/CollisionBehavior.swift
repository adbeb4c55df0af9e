import Foundation

/// Keeps its items from passing through boundaries and, by mode, through each other (UIKit's
/// `UICollisionBehavior`). A boundary is a line segment, stopping items on either side; the
/// reference view's bounds can be made four of them. Items collide as their bounds' rectangles.
@MainActor
open class CollisionBehavior: DynamicBehavior {
  /// What the items collide with (UIKit's `UICollisionBehavior.Mode`).
  public struct Mode: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let items = Mode(rawValue: 1 << 0)
    public static let boundaries = Mode(rawValue: 1 << 1)
    public static let everything: Mode = [.items, .boundaries]
  }

  /// A segment an item cannot pass.
  struct Boundary {
    let identifier: AnyHashable
    let from: Point
    let to: Point
  }

  public private(set) var items: [any DynamicItem]
  public var collisionMode: Mode = .everything {
    didSet { setNeedsSimulation() }
  }
  /// Whether the reference view's bounds are boundaries too, inset by `referenceInsets`.
  public var translatesReferenceBoundsIntoBoundary = false {
    didSet { setNeedsSimulation() }
  }
  private(set) var referenceInsets = EdgeInsets.zero
  private(set) var boundaries: [Boundary] = []

  public init(items: [any DynamicItem]) {
    self.items = items
    super.init()
  }

  public convenience override init() { self.init(items: []) }

  /// Makes the reference view's bounds, inset, boundaries.
  public func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
    referenceInsets = insets
    translatesReferenceBoundsIntoBoundary = true
  }

  /// Adds a segment boundary; an identifier already in use is replaced. The identifier is any
  /// hashable value (UIKit's `NSCopying`: a string, usually).
  public func addBoundary(withIdentifier identifier: any Hashable, from p1: Point, to p2: Point) {
    let key = AnyHashable(identifier)
    boundaries.removeAll { $0.identifier == key }
    boundaries.append(Boundary(identifier: key, from: p1, to: p2))
    setNeedsSimulation()
  }

  /// Adds a segment boundary named as UIKit code names it (`"wall" as NSCopying`).
  public func addBoundary(withIdentifier identifier: any NSCopying, from p1: Point, to p2: Point) {
    addBoundary(withIdentifier: Self.key(identifier), from: p1, to: p2)
  }

  /// Removes the boundary with `identifier`, named as UIKit code names it.
  public func removeBoundary(withIdentifier identifier: any NSCopying) {
    removeBoundary(withIdentifier: Self.key(identifier))
  }

  /// A copying identifier as a hashable one: a string as its text, so that both spellings of
  /// one name find one boundary.
  static func key(_ identifier: any NSCopying) -> AnyHashable {
    if let text = identifier as? NSString { return AnyHashable(String(describing: text)) }
    if let hashable = identifier as? AnyHashable { return hashable }
    return AnyHashable(ObjectIdentifier(identifier as AnyObject))
  }

  /// Removes the boundary with `identifier`.
  public func removeBoundary(withIdentifier identifier: any Hashable) {
    let key = AnyHashable(identifier)
    boundaries.removeAll { $0.identifier == key }
    setNeedsSimulation()
  }

  public func removeAllBoundaries() {
    boundaries = []
    setNeedsSimulation()
  }

  /// The identifiers of the boundaries added.
  public var boundaryIdentifiers: [AnyHashable]? {
    boundaries.isEmpty ? nil : boundaries.map(\.identifier)
  }

  public func addItem(_ item: any DynamicItem) { insert(item, into: &items) }

  public func removeItem(_ item: any DynamicItem) { remove(item, from: &items) }

  override var simulatedItems: [any DynamicItem] { items }

  /// Every segment the items stop at: the added ones and the reference bounds' edges.
  func segments(referenceBounds: Rect?) -> [(Point, Point)] {
    guard collisionMode.contains(.boundaries) else { return [] }
    var result = boundaries.map { ($0.from, $0.to) }
    if translatesReferenceBoundsIntoBoundary, let bounds = referenceBounds {
      let r = bounds.inset(by: referenceInsets)
      let corners = [
        Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
        Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY),
      ]
      for i in 0..<4 { result.append((corners[i], corners[(i + 1) % 4])) }
    }
    return result
  }
}
