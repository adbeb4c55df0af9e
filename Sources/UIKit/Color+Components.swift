/// A colour's components, as UIKit's `UIColor` gives them
/// (`getRed(_:green:blue:alpha:)`, `getWhite(_:alpha:)`, `getHue(_:saturation:brightness:alpha:)`):
/// each writes the components, 0…1, and returns true, the colour being in a compatible colour
/// space (uikit/uicolor/getred(_:green:blue:alpha:)). A colour with a dark variant gives the
/// components of the appearance of the current traits (`UITraitCollection.current`), as a
/// dynamic colour resolves on iOS.
extension Color {
  @MainActor private var currentComponents: RGBA {
    resolved(for: TraitCollection.current.userInterfaceStyle == .dark ? .dark : .light)
  }

  /// The red, green, blue and alpha components.
  @MainActor @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let components = currentComponents
    red?.pointee = components.red
    green?.pointee = components.green
    blue?.pointee = components.blue
    alpha?.pointee = components.alpha
    return true
  }

  /// The grayscale value (the Rec. 601 luma of the red, green and blue) and alpha.
  @MainActor @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let components = currentComponents
    white?.pointee = 0.299 * components.red + 0.587 * components.green + 0.114 * components.blue
    alpha?.pointee = components.alpha
    return true
  }

  /// The hue, saturation, brightness (the hexcone model, as `init(hue:saturation:brightness:
  /// alpha:)` reads them) and alpha.
  @MainActor @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = currentComponents
    let maximum = Swift.max(c.red, c.green, c.blue)
    let minimum = Swift.min(c.red, c.green, c.blue)
    let chroma = maximum - minimum
    var h = 0.0
    if chroma > 0 {
      if maximum == c.red {
        h = ((c.green - c.blue) / chroma).truncatingRemainder(dividingBy: 6)
      } else if maximum == c.green {
        h = (c.blue - c.red) / chroma + 2
      } else {
        h = (c.red - c.green) / chroma + 4
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = maximum > 0 ? chroma / maximum : 0
    brightness?.pointee = maximum
    alpha?.pointee = c.alpha
    return true
  }
}
