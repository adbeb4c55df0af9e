import Foundation

/// Keeps a point of an item at a distance from an anchor or from a point of another item
/// (UIKit's `UIAttachmentBehavior`): a rigid rod while `frequency` is 0, the default, a
/// damped spring of that frequency otherwise.
///
/// The distance, `length`, is the one between the two points when the behaviour is made. An
/// offset is from the item's centre in the item's own coordinates, so it turns with the item.
@MainActor
open class AttachmentBehavior: DynamicBehavior {
  /// What the item is attached to (UIKit's `UIAttachmentBehavior.AttachmentType`).
  public enum AttachmentType: Sendable {
    case items
    case anchor
  }

  public let attachmentType: AttachmentType
  /// The attached items: one for an anchor, two for items.
  public let items: [any DynamicItem]
  /// Where the attachment holds each item, from its centre in its own coordinates.
  let offsets: [Offset]
  /// The point an anchor attachment holds to, in the reference view's coordinates.
  public var anchorPoint: Point {
    didSet { setNeedsSimulation() }
  }
  /// The distance kept between the two points, in points.
  public var length: Double {
    didSet { setNeedsSimulation() }
  }
  /// The spring's damping ratio (0 undamped, 1 critically damped), when it is a spring.
  public var damping = 0.0
  /// The spring's frequency in hertz; 0 makes the attachment rigid.
  public var frequency = 0.0

  /// Attaches `item`'s centre to `anchorPoint`.
  public convenience init(item: any DynamicItem, attachedToAnchor anchorPoint: Point) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: anchorPoint)
  }

  /// Attaches a point of `item`, `offset` from its centre, to `anchorPoint`.
  public init(
    item: any DynamicItem, offsetFromCenter offset: Offset, attachedToAnchor anchorPoint: Point
  ) {
    attachmentType = .anchor
    items = [item]
    offsets = [offset]
    self.anchorPoint = anchorPoint
    let point = Self.worldPoint(of: item, offset: offset)
    length = (point - anchorPoint).length
    super.init()
  }

  /// Attaches the centres of two items.
  public convenience init(item: any DynamicItem, attachedTo other: any DynamicItem) {
    self.init(item: item, offsetFromCenter: .zero, attachedTo: other, offsetFromCenter: .zero)
  }

  /// Attaches a point of `item` to a point of `other`.
  public init(
    item: any DynamicItem, offsetFromCenter offset: Offset, attachedTo other: any DynamicItem,
    offsetFromCenter otherOffset: Offset
  ) {
    attachmentType = .items
    items = [item, other]
    offsets = [offset, otherOffset]
    let a = Self.worldPoint(of: item, offset: offset)
    let b = Self.worldPoint(of: other, offset: otherOffset)
    anchorPoint = b
    length = (a - b).length
    super.init()
  }

  override var simulatedItems: [any DynamicItem] { items }

  /// Where a point `offset` from an item's centre is, through its transform's rotation.
  static func worldPoint(of item: any DynamicItem, offset: Offset) -> Point {
    let t = item.transform
    let angle = atan2(t.b, t.a)
    return item.center + rotate(offset.vector, by: angle)
  }
}

/// A vector turned by `angle` radians (clockwise on screen).
func rotate(_ v: Vector, by angle: Double) -> Vector {
  let c = cos(angle)
  let s = sin(angle)
  return Vector(dx: c * v.dx - s * v.dy, dy: s * v.dx + c * v.dy)
}
