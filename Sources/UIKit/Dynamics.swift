// UIKit Dynamics' names for TransitionKit's rigid-body animator.

public typealias UIDynamicAnimator = DynamicAnimator
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate
public typealias UIDynamicItem = DynamicItem
public typealias UIDynamicBehavior = DynamicBehavior
public typealias UIGravityBehavior = GravityBehavior
public typealias UIPushBehavior = PushBehavior
public typealias UIAttachmentBehavior = AttachmentBehavior
public typealias UICollisionBehavior = CollisionBehavior
public typealias UIDynamicItemBehavior = DynamicItemBehavior
/// UIKit's `UIOffset`: `UIOffset(horizontal:vertical:)`.
public typealias UIOffset = Offset
