import CairoRenderer
import Foundation

/// A screenshot of the X screen, read through the window's position on it.
struct Screenshot {
  let image: RenderedImage
  let windowOrigin: (x: Int, y: Int)

  init(path: String, windowOrigin: (x: Int, y: Int)) throws {
    image = try RenderedImage(contentsOfPNG: path)
    self.windowOrigin = windowOrigin
  }

  /// The colour at a pixel of the window, as red, green and blue in 0…255.
  func colour(atWindowPixel pixel: (x: Int, y: Int)) -> (Int, Int, Int) {
    let value = image.pixel(x: windowOrigin.x + pixel.x, y: windowOrigin.y + pixel.y)
    return (Int(value.red), Int(value.green), Int(value.blue))
  }
}

/// The colours the scenes paint (light appearance), for pixel checks.
enum SceneColour {
  /// The drag-down modal: UIKit's systemGreen.
  static let green = (52, 199, 89)
  /// The edge-pan modal: systemBlue.
  static let blue = (0, 122, 255)
  /// A root screen's background: systemBackground.
  static let white = (255, 255, 255)
  /// White under the card scene's dimming overlay, black at 60 %.
  static let dimmedWhite = (102, 102, 102)
}
