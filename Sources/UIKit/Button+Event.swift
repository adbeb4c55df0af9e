extension Button {
  /// UIKit's `UIControl.Event`, the events a button here sends: a completed tap. A button
  /// fires its actions once per tap that ends on it, which UIKit calls both `.touchUpInside`
  /// and `.primaryActionTriggered`; other events (`.touchDown`, `.valueChanged`, …) are not
  /// sent here, so they are not spelled either.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A tap that ends inside the button.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The button's primary action: for a button, the same completed tap.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }
}
