extension Button {
  /// UIKit's `UIButton.ButtonType`, the two kinds a button here can be.
  public enum ButtonType: Sendable {
    /// A plain button: white title, as UIKit's custom button.
    case custom
    /// The system button: tinted (blue) title, the default here.
    case system
    /// A storyboard's `buttonType="roundedRect"`: since iOS 7 the system button (UIKit's
    /// `roundedRect` is documented as "Use UIButtonTypeSystem instead").
    case roundedRect
  }

  /// A button of the given kind, as UIKit's `UIButton(type:)`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    if buttonType == .custom { setTitleColor(.white, for: .normal) }
  }
}
