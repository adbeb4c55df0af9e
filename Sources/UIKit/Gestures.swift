// UIKit's names for TransitionKit's gesture recognizers.

/// UIKit's `UIGestureRecognizer`.
public typealias UIGestureRecognizer = GestureRecognizer

/// UIKit's `UIPanGestureRecognizer`: `translation(in:)`, `setTranslation(_:in:)`,
/// `velocity(in:)`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer

/// UIKit's `UIScreenEdgePanGestureRecognizer`: set its `edges`.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer

/// UIKit's `UITapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer

extension GestureRecognizer {
  /// UIKit's `UIGestureRecognizer.State`: `.possible`, `.began`, `.changed`, `.ended`,
  /// `.cancelled`, `.failed`, `.recognized`.
  public typealias State = GestureState
}
