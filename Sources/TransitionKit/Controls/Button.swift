import Foundation

/// A tappable control with a title (UIKit's `UIButton`). A tap fires its actions once; while a
/// finger is down on it, it is highlighted.
@MainActor
open class Button: Control {
  private var titles: [ControlState: String] = [:]
  private var titleColors: [ControlState: Color] = [.normal: .systemBlue]
  /// The images by state and the view that shows them (see `Button+Image.swift`).
  var images: [ControlState: Image] = [:]
  var buttonImageView: ImageView?
  /// The label `titleLabel` gives, made on first use (see `Button+TitleLabel.swift`).
  var titleLabelStorage: Label?

  public var titleFont: Font = .body {
    didSet { if titleFont != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// How many times the actions have fired.
  public private(set) var tapCount = 0

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The title for a state; states without one use the normal title.
  public func setTitle(_ title: String?, for state: ControlState) {
    titles[state] = title
    invalidateIntrinsicContentSize()
    layoutImageView()
  }

  /// The title's size with padding, beside the image's (see `buttonContentSize`).
  open override var intrinsicContentSize: Size { buttonContentSize }

  open override func sizeThatFits(_ size: Size) -> Size { buttonContentSize }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutImageView()
  }

  public func title(for state: ControlState) -> String? {
    titles[state] ?? titles[.normal]
  }

  /// The title colour for a state; states without one derive from the normal colour.
  public func setTitleColor(_ color: Color?, for state: ControlState) {
    titleColors[state] = color
  }

  public func titleColor(for state: ControlState) -> Color? {
    titleColors[state]
  }

  /// The state the button is drawn in now.
  public var currentState: ControlState {
    !isEnabled ? .disabled : isHighlighted ? .highlighted : .normal
  }

  /// The title shown now.
  public var currentTitle: String? { title(for: currentState) }

  /// The title colour shown now: the state's own colour, or the normal one dimmed.
  public var currentTitleColor: Color {
    if let color = titleColors[currentState] { return color }
    let normal = titleColors[.normal] ?? .systemBlue
    return currentState == .normal ? normal : normal.withAlphaComponent(normal.alpha * 0.4)
  }

  /// Runs `action` each time the button is tapped.
  public func addAction(_ action: @escaping () -> Void) {
    addAction(for: .touchUpInside) { _ in action() }
  }

  /// Fires the actions once, as a completed tap does. A disabled button does nothing.
  public func sendActions() {
    sendPrimaryActions()
  }

  open override func sendActions(for events: Event) {
    if isEnabled, !events.isDisjoint(with: [.touchUpInside, .primaryActionTriggered]) {
      tapCount += 1
    }
    super.sendActions(for: events)
  }

  override func makeSnapshotCopy() -> View {
    let copy = Button(frame: .zero)
    copy.titles = titles
    copy.titleColors = titleColors
    copy.titleFont = titleFont
    copy.isHighlighted = isHighlighted
    copy.isEnabled = isEnabled
    return copy
  }
}
