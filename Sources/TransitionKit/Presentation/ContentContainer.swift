/// What view controllers and presentation controllers share to size their content and to
/// hear of size and trait changes (UIKit's `UIContentContainer`).
///
/// A container passes changes down to its children: the window to its root controller, a
/// navigation controller to its stack, a presentation controller to the controller it
/// presents.
@MainActor
public protocol ContentContainer: AnyObject {
  /// The size the content prefers, in points (`.zero`: no preference).
  var preferredContentSize: Size { get }
  /// A child's `preferredContentSize` changed.
  func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer)
  /// The fitting size of a child's Auto Layout content changed.
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer)
  /// The size a child gets when this container is `parentSize`.
  func size(
    forChildContentContainer container: any ContentContainer,
    withParentContainerSize parentSize: Size
  ) -> Size
  /// The container's view is about to change to `size`; alongside animations and a completion
  /// can be added through `coordinator`.
  func viewWillTransition(to size: Size, with coordinator: any TransitionCoordinator)
  /// The traits are about to change to `newCollection`.
  func willTransition(
    to newCollection: TraitCollection, with coordinator: any TransitionCoordinator)
}
