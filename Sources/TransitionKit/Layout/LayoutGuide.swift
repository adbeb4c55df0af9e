/// A rectangle that takes part in Auto Layout without being drawn or taking touches (UIKit's
/// `UILayoutGuide`): add it to a view with `addLayoutGuide(_:)` and constrain its anchors like a
/// view's. A view's `safeAreaLayoutGuide` and `layoutMarginsGuide` are guides the view keeps at
/// its safe area and margins.
@MainActor
open class LayoutGuide: LayoutItem {
  /// What a view's own guides follow.
  enum Role {
    /// A guide added by the person, placed by constraints alone.
    case free
    case safeArea
    case margins
    /// A controller's old `topLayoutGuide`: from the top of its view to the safe area.
    case topLayout
    /// A controller's old `bottomLayoutGuide`: from the safe area to the bottom of its view.
    case bottomLayout
  }

  /// The view the guide belongs to.
  public internal(set) weak var owningView: View?
  /// A name for logs (UIKit names its own guides, e.g. `UIViewSafeAreaLayoutGuide`).
  public var identifier: String
  let role: Role
  let links = LayoutItemLinks()

  public init() {
    role = .free
    identifier = ""
  }

  init(role: Role, identifier: String) {
    self.role = role
    self.identifier = identifier
  }

  /// The guide's rectangle in its owning view's coordinates, as last laid out.
  public var layoutFrame: Rect {
    guard let view = owningView else { return .zero }
    view.layoutIfNeeded()
    return links.engine?.solvedFrame(of: self) ?? fallbackFrame(in: view)
  }

  /// For a view's own guides, where they are without an engine: the bounds inset as they would be.
  func fallbackFrame(in view: View) -> Rect {
    let bounds = Rect(origin: .zero, size: view.bounds.size)
    switch role {
    case .free: return .zero
    case .safeArea: return bounds.inset(by: view.safeAreaInsets)
    case .margins: return bounds.inset(by: view.layoutMargins)
    case .topLayout:
      return Rect(x: 0, y: 0, width: bounds.width, height: view.safeAreaInsets.top)
    case .bottomLayout:
      let bottom = view.safeAreaInsets.bottom
      return Rect(x: 0, y: bounds.height - bottom, width: bounds.width, height: bottom)
    }
  }

  /// The guide's height, for the old `topLayoutGuide` and `bottomLayoutGuide` (UIKit's
  /// `UILayoutSupport.length`).
  public var length: Double { layoutFrame.height }

  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: LayoutXAxisAnchor {
    LayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}
