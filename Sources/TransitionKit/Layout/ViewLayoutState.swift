/// What Auto Layout keeps for one view, made the first time the view takes part in it (a
/// constraint names it, it is asked to lay out, a guide of it is used). A view that never takes
/// part has none and pays nothing for Auto Layout.
@MainActor
final class ViewLayoutState {
  /// The constraints installed on this view (UIKit's `view.constraints`): those whose items'
  /// nearest common ancestor it is, in the order they were activated.
  var constraints: [LayoutConstraint] = []
  /// Whether the view's frame is held as it is (by constraints of UIKit's
  /// `NSAutoresizingMaskLayoutConstraint` kind) rather than given by constraints.
  var translatesAutoresizingMaskIntoConstraints = true
  /// Whether `layoutSubviews()` should run at the next layout pass.
  var needsLayout = false
  /// Whether a view below this one needs layout.
  var subtreeNeedsLayout = false
  /// Whether `updateConstraints()` should run at the next layout pass.
  var needsUpdateConstraints = false
  var subtreeNeedsUpdateConstraints = false
  /// On a tree's root: something in the tree waits for a layout pass.
  var needsPass = false
  /// On a tree's root: the engine that solves the tree's constraints.
  var engine: LayoutEngine?
  /// On a tree's root: constraints activated (or moved in) and not yet in the engine.
  var pending: [LayoutConstraint] = []
  /// The view as an item of constraints.
  let links = LayoutItemLinks()
  /// Guides added with `addLayoutGuide(_:)`, and the view's own.
  var layoutGuides: [LayoutGuide] = []
  var safeAreaGuide: LayoutGuide?
  var marginsGuide: LayoutGuide?
  /// A controller's old top and bottom layout guides, kept on its view.
  var topLayoutGuide: LayoutGuide?
  var bottomLayoutGuide: LayoutGuide?
  /// The margins set with `layoutMargins`, if any (otherwise the default for the view).
  var layoutMargins: EdgeInsets?
  /// Whether the margins are measured from the safe area rather than from the edges.
  var insetsLayoutMarginsFromSafeArea = true
  /// Whether the view is the root view of a controller (its default margins are the system
  /// minimum: 16 points at the sides on a phone).
  var isControllerRoot = false
  /// On a controller's root view: the safe area insets its controller was last told of.
  var reportedSafeAreaInsets: EdgeInsets?
  /// The width a multi-line label last wrapped its text at for its intrinsic size.
  var measuredWidth: Double?
  /// Content hugging and compression resistance, horizontal then vertical.
  var hugging: [LayoutPriority] = [.defaultLow, .defaultLow]
  var compressionResistance: [LayoutPriority] = [.defaultHigh, .defaultHigh]

  /// Whether the view takes part in constraints: it holds some, a constraint names it or one
  /// of its guides, or an engine has variables for it.
  var takesPart: Bool {
    if !constraints.isEmpty || links.takesPart { return true }
    for guide in layoutGuides where guide.links.takesPart { return true }
    for guide in [safeAreaGuide, marginsGuide, topLayoutGuide, bottomLayoutGuide] {
      if let guide, guide.links.takesPart { return true }
    }
    return false
  }

  /// Whether anything here waits for a pass: layout, constraint updates.
  var waitsForPass: Bool {
    needsLayout || subtreeNeedsLayout || needsUpdateConstraints || subtreeNeedsUpdateConstraints
  }
}

/// What a constraint item (a view or a layout guide) keeps about the constraints that name it.
@MainActor
final class LayoutItemLinks {
  /// Active constraints that name the item as their first or second item.
  var referencing: [LayoutConstraint] = []
  /// The engine the item has variables in, if any (its tree's).
  weak var engine: LayoutEngine?

  var takesPart: Bool { !referencing.isEmpty || engine != nil }

  func add(_ constraint: LayoutConstraint) {
    if !referencing.contains(where: { $0 === constraint }) { referencing.append(constraint) }
  }

  func remove(_ constraint: LayoutConstraint) {
    referencing.removeAll { $0 === constraint }
  }
}

/// A view or a layout guide: what a constraint relates (UIKit's constraint items).
@MainActor
public protocol LayoutItem: AnyObject {}

extension View: LayoutItem {}

extension View {
  /// The view's Auto Layout state, made on first use.
  var layoutStateMade: ViewLayoutState {
    if let state = layoutState { return state }
    let state = ViewLayoutState()
    layoutState = state
    return state
  }
}

@MainActor
extension LayoutItem {
  /// The item's links, for a view or a guide.
  var itemLinks: LayoutItemLinks? {
    if let view = self as? View { return view.layoutStateMade.links }
    if let guide = self as? LayoutGuide { return guide.links }
    return nil
  }

  /// The view whose coordinates the item's frame is in: a view's superview, a guide's owner.
  var itemParent: View? {
    if let view = self as? View { return view.superview }
    if let guide = self as? LayoutGuide { return guide.owningView }
    return nil
  }

  /// The view the item belongs to: the view itself, or a guide's owner.
  var itemView: View? {
    if let view = self as? View { return view }
    if let guide = self as? LayoutGuide { return guide.owningView }
    return nil
  }
}
