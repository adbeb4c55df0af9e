import CairoRenderer
import Foundation
import TestSupport
import TransitionKit
import XCTest

/// Image views placed by their content mode, pictures drawn with an image renderer, a layer
/// rendered into one, and the simulated status bar.
final class ImageViewProbeTests: EngineTestCase {
  /// A picture of `size` points: red on the left half, blue on the right.
  @MainActor private func halves(_ size: Size = Size(width: 40, height: 20)) -> Image {
    ImageRenderer(size: size).image { context in
      Color(red: 1, green: 0, blue: 0).setFill()
      context.fill(Rect(x: 0, y: 0, width: size.width / 2, height: size.height))
      Color(red: 0, green: 0, blue: 1).setFill()
      context.fill(Rect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height))
    }
  }

  @MainActor func testAnImageViewDrawsItsImageByItsContentMode() async throws {
    let root = Fixtures.screen(.white, size: Size(width: 200, height: 100))
    let view = ImageView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    view.image = halves()
    root.addSubview(view)

    view.contentMode = .scaleToFill
    var picture = Probe.render(root, size: root.bounds.size)
    assertPixel(picture, x: 5, y: 50, .pureRed)
    assertPixel(picture, x: 195, y: 50, RGBA8(red: 0, green: 0, blue: 255))

    view.contentMode = .scaleAspectFit
    view.frame = Rect(x: 0, y: 0, width: 200, height: 40)
    picture = Probe.render(root, size: root.bounds.size)
    assertPixel(picture, x: 30, y: 20, .white, "fitted: 80 × 40, from x = 60")
    assertPixel(picture, x: 70, y: 20, .pureRed)
    assertPixel(picture, x: 130, y: 20, RGBA8(red: 0, green: 0, blue: 255))

    view.contentMode = .scaleAspectFill
    view.frame = Rect(x: 50, y: 40, width: 20, height: 20)
    picture = Probe.render(root, size: root.bounds.size)
    assertPixel(picture, x: 45, y: 50, .pureRed, "filled overflows its bounds without clipping")
    view.clipsToBounds = true
    picture = Probe.render(root, size: root.bounds.size)
    assertPixel(picture, x: 45, y: 50, .white)
  }

  @MainActor func testASymbolInAnImageViewTakesTheInheritedTint() async throws {
    let root = Fixtures.screen(.white, size: Size(width: 60, height: 60))
    root.tintColor = Color(red: 0, green: 0.5, blue: 0)
    let view = ImageView(image: Image(systemName: "plus"))
    view.frame = Rect(x: 0, y: 0, width: 60, height: 60)
    root.addSubview(view)
    let picture = Probe.render(root, size: root.bounds.size)
    assertPixel(picture, x: 30, y: 30, RGBA8(red: 0, green: 128, blue: 0), tolerance: 3)
    assertPixel(picture, x: 5, y: 5, .white)
  }

  @MainActor func testARenderedLayerIsAPictureOfTheViewAsItWas() async throws {
    let card = Fixtures.screen(Color(red: 0, green: 0, blue: 1), size: Size(width: 30, height: 30))
    let badge = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    badge.backgroundColor = Color(red: 1, green: 0, blue: 0)
    card.addSubview(badge)
    card.center = Point(x: 500, y: 500)
    let image = ImageRenderer(size: card.bounds.size).image { context in
      card.layer.render(in: context.cgContext)
    }
    card.backgroundColor = .white
    let picture = try Renderer(scale: 2).renderImage(of: image)
    XCTAssertEqual(picture.width, 60)
    assertPixel(picture, x: 10, y: 10, .pureRed, "in the layer's own coordinates")
    assertPixel(picture, x: 40, y: 40, RGBA8(red: 0, green: 0, blue: 255), "as it was")
  }

  @MainActor func testUIGraphicsContextsAndDrawHierarchyMakePictures() async throws {
    let view = Fixtures.screen(Color(red: 0, green: 1, blue: 0), size: Size(width: 20, height: 20))
    GraphicsContext.beginImageContext(size: Size(width: 40, height: 40), opaque: false, scale: 1)
    XCTAssertTrue(
      view.drawHierarchy(in: Rect(x: 20, y: 20, width: 20, height: 20), afterScreenUpdates: true))
    halves(Size(width: 20, height: 20)).draw(in: Rect(x: 0, y: 0, width: 20, height: 20))
    let image = try XCTUnwrap(GraphicsContext.imageFromCurrentImageContext())
    GraphicsContext.endImageContext()
    let picture = try Renderer().renderImage(of: image)
    assertPixel(picture, x: 30, y: 30, RGBA8(red: 0, green: 255, blue: 0))
    assertPixel(picture, x: 5, y: 10, .pureRed)
    XCTAssertEqual(picture.pixel(x: 30, y: 5).alpha, 0)
  }

  @MainActor func testTheStatusBarFollowsItsStyleAndHides() async throws {
    @MainActor final class Styled: ViewController {
      var style = StatusBarStyle.default
      var hidden = false
      override var preferredStatusBarStyle: StatusBarStyle { style }
      override var prefersStatusBarHidden: Bool { hidden }
      override func viewDidLoad() { view.backgroundColor = Color(red: 0.5, green: 0.5, blue: 0.5) }
    }
    let window = Window(screen: Screen(), engine: engine)
    let root = Styled()
    window.rootViewController = root
    let renderer = Renderer()
    renderer.drawsStatusBar = true
    func topBand() -> (dark: Int, light: Int) {
      let picture = Probe.render(window, size: window.bounds.size, renderer: renderer)
      var dark = 0
      var light = 0
      for y in 0..<47 {
        for x in 0..<390 {
          let pixel = picture.pixel(x: x, y: y)
          if pixel.red < 60 { dark += 1 }
          if pixel.red > 200 { light += 1 }
        }
      }
      return (dark, light)
    }
    let plain = topBand()
    XCTAssertGreaterThan(plain.dark, 100, "dark content on the light appearance")
    XCTAssertEqual(plain.light, 0)
    root.style = .lightContent
    root.setNeedsStatusBarAppearanceUpdate()
    let light = topBand()
    XCTAssertGreaterThan(light.light, 100)
    XCTAssertEqual(light.dark, 0)
    root.hidden = true
    root.setNeedsStatusBarAppearanceUpdate()
    XCTAssertEqual(topBand().light, 0)
    renderer.drawsStatusBar = false
    root.hidden = false
    root.setNeedsStatusBarAppearanceUpdate()
    XCTAssertEqual(topBand().light, 0, "only a renderer that draws it shows it")
  }
}
