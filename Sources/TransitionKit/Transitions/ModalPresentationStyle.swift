/// How a presented controller shares the screen with the one that presents it
/// (UIKit's `UIModalPresentationStyle`, the styles that matter here).
///
/// What each does with the *presenting* controller's view:
///
/// | style | after presenting | when dismissing | after dismissing |
/// |---|---|---|---|
/// | `fullScreen` | taken out of the window | put back into the window, below the transition container | stays only if it is not inside the container: what the animator leaves in the container leaves with it |
/// | `currentContext` | stays in place | stays | put back in its place if the animator moved it |
/// | `overCurrentContext`, `overFullScreen`, `custom` | stays in place | stays | put back in its place if the animator moved it |
///
/// So an animator that inserts the presenting view into the container during a dismissal (as
/// the card tutorial's does) works with `currentContext` and the `over…` styles, and under
/// `fullScreen` makes the presenting view disappear when the dismissal completes — the problem
/// the card tutorial warns about. Here `currentContext` and `overCurrentContext` behave alike,
/// because a scene has one context, the screen.
public enum ModalPresentationStyle: String, Sendable, CaseIterable {
  case fullScreen
  case overFullScreen
  case currentContext
  case overCurrentContext
  case custom

  /// Whether the presenting view leaves the window once the presentation completes.
  public var removesPresentingView: Bool { self == .fullScreen }
}
