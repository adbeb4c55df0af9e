import Foundation

/// A collection view's supplementary views (section headers and footers): where the layout
/// put them, the ones in view and the queues of those scrolled off.
struct SupplementaryViews {
  struct Key: Hashable {
    var kind: String
    var path: IndexPath
  }
  var frames: [CollectionViewSupplementaryFrame] = []
  var visible: [Key: CollectionReusableView] = [:]
  var queues: [String: [CollectionReusableView]] = [:]
  var registered: [String: CollectionReusableView.Type] = [:]
  /// How many views have been made (a scrolled list makes only what fits).
  var made = 0

  static func queue(kind: String, identifier: String) -> String { kind + "\u{1F}" + identifier }
}

extension CollectionView {
  /// The kind of a section's header (UIKit's `UICollectionView.elementKindSectionHeader`).
  nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section's footer (UIKit's `UICollectionView.elementKindSectionFooter`).
  nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// Registers the class a supplementary view of `kind` is made of under `identifier`.
  public func register(
    _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementary.registered[SupplementaryViews.queue(kind: kind, identifier: identifier)] =
      viewClass
  }

  /// A supplementary view of the registered class: one scrolled off and waiting (after its
  /// `prepareForReuse()`), or a new one. An identifier never registered gives a plain view,
  /// with a warning (UIKit raises an exception).
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    let key = SupplementaryViews.queue(kind: kind, identifier: identifier)
    if var queue = supplementary.queues[key], !queue.isEmpty {
      let view = queue.removeLast()
      supplementary.queues[key] = queue
      view.prepareForReuse()
      return view
    }
    if supplementary.registered[key] == nil {
      AnimationEngine.current.warn(
        "list.unregistered-supplementary",
        "no class was registered for the \(kind) reuse identifier \(identifier); a plain view "
          + "was used")
      supplementary.registered[key] = CollectionReusableView.self
    }
    let viewClass = supplementary.registered[key] ?? CollectionReusableView.self
    supplementary.made += 1
    return viewClass.makeForReuse(identifier: identifier)
  }

  /// The supplementary view of `kind` at `indexPath` in view; nil when it is off screen.
  public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    supplementary.visible[SupplementaryViews.Key(kind: kind, path: indexPath)]
  }

  /// The supplementary views of `kind` in view, in index-path order.
  public func visibleSupplementaryViews(ofKind kind: String) -> [CollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: kind).compactMap {
      supplementaryView(forElementKind: kind, at: $0)
    }
  }

  /// The index paths of the supplementary views of `kind` in view, in order.
  public func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [IndexPath] {
    supplementary.visible.keys.filter { $0.kind == kind }.map(\.path).sorted()
  }

  /// How many supplementary views the collection view has made.
  public var supplementaryViewsMade: Int { supplementary.made }

  /// The frame a supplementary view of `kind` has at `indexPath`, in content coordinates
  /// (UIKit's `layoutAttributesForSupplementaryElement(ofKind:at:)?.frame`); nil when the
  /// layout places none there.
  public func frameForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> Rect? {
    supplementary.frames.first { $0.kind == kind && $0.path == indexPath }?.frame
  }

  /// What a data source without `viewForSupplementaryElementOfKind` gives: an empty view.
  public func missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionReusableView
  {
    AnimationEngine.current.warn(
      "list.no-supplementary",
      "the layout places a \(kind) at \(indexPath) and the data source gives no view for it; "
        + "an empty view was used")
    return dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "", for: indexPath)
  }

  // MARK: Loading and tiling

  /// Takes the layout's new frames: every view in view goes back to its queue.
  func reloadSupplementary(_ frames: [CollectionViewSupplementaryFrame]) {
    for (key, view) in supplementary.visible { enqueueSupplementary(view, kind: key.kind) }
    supplementary.visible = [:]
    supplementary.frames = frames
  }

  private func enqueueSupplementary(_ view: CollectionReusableView, kind: String) {
    view.removeFromSuperview()
    let key = SupplementaryViews.queue(kind: kind, identifier: view.reuseIdentifier ?? "")
    supplementary.queues[key, default: []].append(view)
  }

  /// Brings in the supplementary views whose frames meet `shown` and lets the others go.
  func tileSupplementary(in shown: Rect) {
    var wanted: [SupplementaryViews.Key: Rect] = [:]
    for entry in supplementary.frames where Self.meet(entry.frame, shown) {
      wanted[SupplementaryViews.Key(kind: entry.kind, path: entry.path)] = entry.frame
    }
    for (key, view) in supplementary.visible where wanted[key] == nil {
      enqueueSupplementary(view, kind: key.kind)
      supplementary.visible[key] = nil
    }
    for entry in supplementary.frames {
      let key = SupplementaryViews.Key(kind: entry.kind, path: entry.path)
      guard wanted[key] != nil else { continue }
      if let view = supplementary.visible[key] {
        view.frame = entry.frame
        continue
      }
      guard
        let view = dataSource?.collectionView(
          self, viewForSupplementaryElementOfKind: entry.kind, at: entry.path)
      else { continue }
      view.frame = entry.frame
      // Above the cells, as UIKit's headers and footers are.
      addSubview(view)
      supplementary.visible[key] = view
    }
  }
}
