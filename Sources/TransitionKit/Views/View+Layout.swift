/// How a view follows a change in its superview's size (UIKit's `UIView.AutoresizingMask`).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// Width and height follow the superview: a full-size overlay.
  public static let flexibleSize: AutoresizingMask = [.flexibleWidth, .flexibleHeight]
}

extension View {
  /// Resizes the subviews by their masks, then lets the view lay itself out (its
  /// controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` around it), before
  /// the subviews the resize reached: parents first, as UIKit's layout runs (see
  /// `LayoutPass.layOutAfterResize(of:autoresizing:)`).
  func boundsSizeDidChange(from oldSize: Size) {
    LayoutPass.layOutAfterResize(of: self) {
      guard autoresizesSubviews else { return }
      let engine = AnimationEngine.current
      engine.layoutDepth += 1
      for subview in subviews
      where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
        subview.autoresize(from: oldSize, to: model.bounds.size)
      }
      engine.layoutDepth -= 1
    }
  }

  /// Applies the autoresizing mask for a superview that changed from `oldSize` to `newSize`:
  /// the change along each axis is shared among the flexible parts (margins and size) in
  /// proportion to their current lengths, or equally when they are all zero.
  func autoresize(from oldSize: Size, to newSize: Size) {
    let size = model.bounds.size
    let minX = model.center.x - size.width / 2
    let minY = model.center.y - size.height / 2
    let (x, width) = Self.share(
      delta: newSize.width - oldSize.width,
      lead: minX, length: size.width, trail: oldSize.width - minX - size.width,
      flexibleLead: autoresizingMask.contains(.flexibleLeftMargin),
      flexibleLength: autoresizingMask.contains(.flexibleWidth),
      flexibleTrail: autoresizingMask.contains(.flexibleRightMargin))
    let (y, height) = Self.share(
      delta: newSize.height - oldSize.height,
      lead: minY, length: size.height, trail: oldSize.height - minY - size.height,
      flexibleLead: autoresizingMask.contains(.flexibleTopMargin),
      flexibleLength: autoresizingMask.contains(.flexibleHeight),
      flexibleTrail: autoresizingMask.contains(.flexibleBottomMargin))
    center = Point(x: x + width / 2, y: y + height / 2)
    if width != size.width || height != size.height {
      bounds = Rect(origin: model.bounds.origin, size: Size(width: width, height: height))
    }
  }

  private static func share(
    delta: Double, lead: Double, length: Double, trail: Double,
    flexibleLead: Bool, flexibleLength: Bool, flexibleTrail: Bool
  ) -> (start: Double, length: Double) {
    guard delta != 0, flexibleLead || flexibleLength || flexibleTrail else {
      return (lead, length)
    }
    let parts = [
      flexibleLead ? Swift.max(lead, 0) : 0,
      flexibleLength ? Swift.max(length, 0) : 0,
      flexibleTrail ? Swift.max(trail, 0) : 0,
    ]
    let flags = [flexibleLead, flexibleLength, flexibleTrail]
    let total = parts.reduce(0, +)
    let count = Double(flags.filter { $0 }.count)
    func portion(_ index: Int) -> Double {
      guard flags[index] else { return 0 }
      return total > 0 ? delta * parts[index] / total : delta / count
    }
    return (lead + portion(0), Swift.max(length + portion(1), 0))
  }
}
