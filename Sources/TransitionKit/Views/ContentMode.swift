/// How a view's content fills its bounds (UIKit's `UIView.ContentMode`).
public enum ContentMode: Int, Sendable, CaseIterable {
  /// Stretched to the bounds, whatever its aspect ratio.
  case scaleToFill
  /// As large as fits inside the bounds, keeping its aspect ratio.
  case scaleAspectFit
  /// As small as covers the bounds, keeping its aspect ratio (it overflows them unless the
  /// view clips).
  case scaleAspectFill
  /// Stretched, and drawn again when the bounds change.
  case redraw
  /// At its own size, centred.
  case center
  case top
  case bottom
  case left
  case right
  case topLeft
  case topRight
  case bottomLeft
  case bottomRight

  /// Where content of `size` points goes in `bounds`.
  public func rect(for size: Size, in bounds: Rect) -> Rect {
    switch self {
    case .scaleToFill, .redraw:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      guard size.width > 0, size.height > 0 else { return bounds }
      let widthScale = bounds.width / size.width
      let heightScale = bounds.height / size.height
      let scale =
        self == .scaleAspectFit
        ? Swift.min(widthScale, heightScale) : Swift.max(widthScale, heightScale)
      let fitted = Size(width: size.width * scale, height: size.height * scale)
      return Rect(
        x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
        width: fitted.width, height: fitted.height)
    default:
      let x: Double
      switch self {
      case .left, .topLeft, .bottomLeft: x = bounds.minX
      case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
      default: x = bounds.midX - size.width / 2
      }
      let y: Double
      switch self {
      case .top, .topLeft, .topRight: y = bounds.minY
      case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
      default: y = bounds.midY - size.height / 2
      }
      return Rect(x: x, y: y, width: size.width, height: size.height)
    }
  }
}

extension View {
  /// How the view's content (an image view's image) fills its bounds; `.scaleToFill` unless
  /// set, as in UIKit.
  public var contentMode: ContentMode {
    get { extras?.contentMode ?? .scaleToFill }
    set { extrasForWriting.contentMode = newValue }
  }

  /// The colour templates and system symbols in the view are drawn in: the view's own, or
  /// else its superview's, or else the system blue (UIKit's `tintColor`; setting `nil` makes
  /// the view inherit again).
  public var tintColor: Color! {
    get {
      var view: View? = self
      while let current = view {
        if let own = current.extras?.tintColor { return own }
        view = current.superview
      }
      return .systemBlue
    }
    set { extrasForWriting.tintColor = newValue }
  }
}
