/// What a dynamic animator moves (UIKit's `UIDynamicItem`): a centre, bounds and a transform.
/// A view is one; the animator sets its `center` and turns its `transform` as it simulates.
@MainActor
public protocol DynamicItem: AnyObject {
  /// The item's centre in the animator's reference view, in points.
  var center: Point { get set }
  /// The item's size, in points; the animator reads it once, when the item joins.
  var bounds: Rect { get }
  /// The animator sets a rotation here when the item turns.
  var transform: AffineTransform { get set }
}

extension View: DynamicItem {}
