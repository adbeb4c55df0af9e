/// A still image of a view as it looked when the snapshot was taken
/// (`View.snapshotView(afterScreenUpdates:)`).
///
/// It holds a frozen copy of the subtree — its presentation values at that moment, with no
/// animations and no link to the original — which a renderer draws once into an image and
/// reuses on every later frame.
@MainActor
public final class SnapshotView: View {
  /// The frozen copy; its root sits at the snapshot's bounds origin with no transform.
  public let content: View

  init(content: View, size: Size) {
    self.content = content
    super.init(frame: Rect(origin: .zero, size: size))
    isUserInteractionEnabled = false
  }

  override func makeSnapshotCopy() -> View {
    SnapshotView(content: content, size: presentation.bounds.size)
  }
}

extension View {
  /// A view that shows what this view looks like now, within its own bounds (its own position,
  /// transform and alpha are not part of the picture). Its frame is the view's bounds, at the
  /// origin. The picture does not change afterwards.
  ///
  /// - Parameter afterScreenUpdates: accepted for source compatibility; the values on screen
  ///   are always those of the last frame, which is what is copied.
  public func snapshotView(afterScreenUpdates: Bool) -> View? {
    let size = presentation.bounds.size
    guard size.width > 0, size.height > 0, size.isFinite else { return nil }
    let copy = frozenCopy()
    copy.model.center = Point(x: presentation.bounds.midX, y: presentation.bounds.midY)
    copy.model.transform = .identity
    copy.model.alpha = 1
    copy.isHidden = false
    copy.presentation = copy.model
    return SnapshotView(content: copy, size: size)
  }

  /// A copy of this subtree with its presentation values as model values.
  func frozenCopy() -> View {
    let copy = makeSnapshotCopy()
    copy.model = presentation
    copy.presentation = presentation
    copy.isHidden = isHidden
    copy.clipsToBounds = clipsToBounds
    copy.tag = tag
    copy.name = name
    for subview in subviews {
      let child = subview.frozenCopy()
      copy.subviews.append(child)
      child.superview = copy
    }
    copyLayerState(to: copy)
    return copy
  }
}
