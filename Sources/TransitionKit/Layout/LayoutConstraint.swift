internal import Cassowary

/// A linear relation between two attributes of views or layout guides:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`
/// (UIKit's `NSLayoutConstraint`).
///
/// A constraint does nothing until it is active. Activating it installs it on the nearest
/// common ancestor of its items; the layout engine of that view's tree solves it with the
/// others at the next layout pass, or at once in `layoutIfNeeded()`. Changing `constant`
/// re-solves incrementally. Invalid constraints (a position equal to a constant, attributes of
/// different axes) and constraints that cannot hold are logged as UIKit logs them, and never
/// stop the program.
@MainActor
open class LayoutConstraint {
  /// What made the constraint: a person, or the layout itself (UIKit's private kinds).
  enum Kind {
    case explicit
    /// Holds a view that translates its autoresizing mask at its frame.
    case autoresizing
    /// Content hugging or compression resistance of an intrinsic size.
    case contentSize
    /// Ties a view's own layout guide (safe area, margins) to the view.
    case guide
    /// A constraint a stack view made for its arranged subviews.
    case stackView
    /// Pulls a view toward a size in `systemLayoutSizeFitting`.
    case fitting
  }

  public private(set) weak var firstItem: AnyObject?
  public let firstAttribute: LayoutAttribute
  public let relation: LayoutRelation
  public private(set) weak var secondItem: AnyObject?
  public let secondAttribute: LayoutAttribute
  public let multiplier: Double
  /// Added to the second attribute, in points. Changing it on an active constraint re-solves
  /// incrementally, and the views move at the next layout (in an animation block, animated).
  public var constant: Double {
    didSet {
      guard constant != oldValue else { return }
      if !constant.isFinite {
        LayoutLog.warn(
          "layout.bad-constant",
          "a constraint's constant must be finite, not \(constant); kept \(oldValue)")
        constant = oldValue
        return
      }
      engine?.constantDidChange(of: self)
    }
  }
  /// How much the constraint matters; 1000 is required. An active constraint cannot change
  /// between required and optional (UIKit raises an exception; here it is logged and ignored).
  public var priority: LayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      let clamped = LayoutPriority(Swift.min(Swift.max(priority.rawValue, 1), 1000))
      if clamped != priority {
        priority = clamped
        return
      }
      if isActive, priority.isRequired != oldValue.isRequired {
        LayoutLog.warn(
          "layout.priority-change",
          "Mutating a priority from required to not on an installed constraint (or vice-versa) "
            + "is not supported. You passed priority \(priority.rawValue) and the existing "
            + "priority was \(oldValue.rawValue). (\(self.description))")
        priority = oldValue
        return
      }
      engine?.priorityDidChange(of: self)
    }
  }
  /// A name shown in logs and descriptions.
  public var identifier: String?
  /// Whether an archive would keep it (kept for UIKit's API; nothing archives here).
  public var shouldBeArchived = false

  let kind: Kind
  /// Why the constraint can never be installed, when it cannot.
  var invalidReason: String?
  /// The view it is installed on while active (the items' nearest common ancestor).
  weak var holder: View?
  /// The engine that holds it, while it is in one.
  weak var engine: LayoutEngine?
  /// The solver's constraint, while the engine holds it.
  var solverConstraint: Cassowary.Constraint?
  /// The part of the solver expression's constant that comes from the items (a baseline's
  /// offset), to which the negated `constant` is added.
  var itemConstant = 0.0
  /// Whether the layout broke it (it could not hold): active, but not in the engine.
  var isBroken = false

  /// UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`: the
  /// items are views or layout guides; `toItem` nil with `.notAnAttribute` makes a size a
  /// constant.
  public convenience init(
    item view1: Any, attribute attr1: LayoutAttribute, relatedBy relation: LayoutRelation,
    toItem view2: Any?, attribute attr2: LayoutAttribute, multiplier: Double, constant c: Double
  ) {
    self.init(
      kind: .explicit, first: view1 as AnyObject, attr1, relation,
      second: view2.map { $0 as AnyObject },
      attr2, multiplier: multiplier, constant: c)
  }

  init(
    kind: Kind, first: AnyObject?, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    second: AnyObject?, _ secondAttribute: LayoutAttribute, multiplier: Double, constant: Double,
    priority: LayoutPriority = .required
  ) {
    self.kind = kind
    self.firstItem = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = second
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant.isFinite ? constant : 0
    self.priority = priority
    invalidReason = Self.validate(
      first: first, firstAttribute, second: second, secondAttribute, multiplier: multiplier,
      constant: constant)
    if let invalidReason, kind == .explicit {
      LayoutLog.warn("layout.invalid-constraint", invalidReason + " (\(description))")
    }
  }

  /// Whether the constraint takes part in layout. Setting it true installs it on its items'
  /// nearest common ancestor (logged and left inactive when they have none); false removes it.
  public var isActive: Bool {
    get { holder != nil }
    set {
      if newValue { activate(on: nil) } else { deactivateNow() }
    }
  }

  /// Activates every constraint (more cheaply than one by one, as in UIKit: the engine takes
  /// them all at the next layout pass).
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The first item's anchor for the first attribute.
  public var firstAnchor: LayoutAnchorBase? {
    guard let item = firstItem as? LayoutItem else { return nil }
    return LayoutAnchorBase.make(item: item, attribute: firstAttribute)
  }

  /// The second item's anchor for the second attribute, if any.
  public var secondAnchor: LayoutAnchorBase? {
    guard let item = secondItem as? LayoutItem else { return nil }
    return LayoutAnchorBase.make(item: item, attribute: secondAttribute)
  }

  /// The solver's strength for the priority.
  var strength: Strength {
    priority.isRequired ? .required : Strength(level: Double(priority.rawValue))
  }

  /// Checks a constraint as UIKit does when it is made; returns why it is invalid, or nil.
  static func validate(
    first: AnyObject?, _ firstAttribute: LayoutAttribute, second: AnyObject?,
    _ secondAttribute: LayoutAttribute, multiplier: Double, constant: Double
  ) -> String? {
    guard first is LayoutItem, second == nil || second is LayoutItem else {
      return "Constraint items must each be a view or layout guide."
    }
    guard firstAttribute != .notAnAttribute else {
      return "The first attribute of a constraint cannot be notAnAttribute."
    }
    guard multiplier.isFinite else { return "A constraint's multiplier must be finite." }
    if firstAttribute.withoutMargin != nil, !(first is View) {
      return "Margin attributes need a view, not a layout guide."
    }
    if secondAttribute.withoutMargin != nil, second != nil, !(second is View) {
      return "Margin attributes need a view, not a layout guide."
    }
    if firstAttribute.isPosition {
      if second == nil || secondAttribute == .notAnAttribute || multiplier == 0 {
        return "A multiplier of 0 or a nil second item together with a location for the first "
          + "attribute creates an illegal constraint of a location equal to a constant. "
          + "Location attributes must be specified in pairs."
      }
    }
    if second != nil, secondAttribute != .notAnAttribute {
      if firstAttribute.isDimension != secondAttribute.isDimension {
        return "Invalid pairing of layout attributes: a size cannot be related to a position."
      }
      if firstAttribute.isPosition, firstAttribute.axis != secondAttribute.axis {
        return "Invalid pairing of layout attributes: the two positions lie on different axes."
      }
      if (firstAttribute.isDirectional && secondAttribute.isAbsoluteSide)
        || (firstAttribute.isAbsoluteSide && secondAttribute.isDirectional)
      {
        return "A constraint cannot be made between a leading/trailing attribute and a "
          + "right/left attribute. Use leading/trailing for both or neither."
      }
    } else if second != nil {
      return "A constraint with a second item needs a second attribute."
    }
    return nil
  }
}
