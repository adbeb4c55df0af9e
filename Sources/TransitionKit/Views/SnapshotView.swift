import Foundation

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

  /// Not made from archives here: there are none.
  required init?(coder: NSCoder) {
    return nil
  }

  override func makeSnapshotCopy() -> View {
    SnapshotView(content: content, size: presentation.bounds.size)
  }
}

extension View {
  /// A view that shows what this view looks like, within its own bounds (its own position,
  /// transform and alpha are not part of the picture). Its frame is the view's bounds, at the
  /// origin. The picture does not change afterwards.
  ///
  /// - Parameter afterScreenUpdates: false takes what is on screen now (the presentation
  ///   values, mid-animation where animations run); true takes what the screen shows once the
  ///   changes made so far are drawn (the model values: an animation's end), as UIKit renders
  ///   the pending updates first.
  public func snapshotView(afterScreenUpdates: Bool) -> View? {
    let size = (afterScreenUpdates ? model : presentation).bounds.size
    guard size.width > 0, size.height > 0, size.isFinite else { return nil }
    return SnapshotView(
      content: snapshotContent(afterScreenUpdates: afterScreenUpdates), size: size)
  }

  /// A frozen copy of this subtree as a picture of the view in its own bounds: its values at
  /// the moment, with no position, transform or alpha of its own.
  func snapshotContent(afterScreenUpdates: Bool) -> View {
    let copy = frozenCopy(modelValues: afterScreenUpdates)
    copy.model.center = Point(x: copy.model.bounds.midX, y: copy.model.bounds.midY)
    copy.model.transform = .identity
    copy.model.alpha = 1
    copy.isHidden = false
    copy.presentation = copy.model
    return copy
  }

  /// A copy of this subtree with its presentation values (or its model values) as model
  /// values.
  func frozenCopy(modelValues: Bool = false) -> View {
    let copy = makeSnapshotCopy()
    let values = modelValues ? model : presentation
    copy.model = values
    copy.presentation = values
    copy.isHidden = isHidden
    copy.clipsToBounds = clipsToBounds
    copy.tag = tag
    copy.name = name
    if let extras, extras.contentMode != .scaleToFill || extras.tintColor != nil {
      copy.extrasForWriting.contentMode = extras.contentMode
      copy.extrasForWriting.tintColor = tintColor
    }
    for subview in subviews {
      let child = subview.frozenCopy(modelValues: modelValues)
      copy.subviews.append(child)
      child.superview = copy
    }
    copyLayerState(to: copy)
    return copy
  }
}
