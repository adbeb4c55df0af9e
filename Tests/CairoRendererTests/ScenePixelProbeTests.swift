import CairoRenderer
import Scenes
import TestSupport
import TransitionKit
import XCTest

/// Exact expectations at chosen pixels of the seed scenes, worked out from the tutorials'
/// numbers: colours, the coach mark in flight, the dimming's alpha, the card's edge at a
/// given progress, the QR square, the navigation bar, and the dark appearance.
final class ScenePixelProbeTests: XCTestCase {
  static let green = RGBA8(red: 52, green: 199, blue: 89)
  static let blue = RGBA8(red: 0, green: 122, blue: 255)
  static let screenHeight = 844.0  // the default screen, 390 × 844 points

  /// The ease-in-out curve the tutorials' animations run on.
  static func eased(_ fraction: Double) -> Double {
    AnimationCurve.easeInOut.bezier.value(at: fraction)
  }

  @MainActor func testTheModalIsTheSystemGreen() async {
    let image = SceneStages.render(SceneStages.presented("drag-down"))
    assertPixel(image, x: 20, y: 700, Self.green)
    assertPixel(image, x: 370, y: 20, Self.green)
  }

  @MainActor func testTheCoachMarkSlidesDownAndFades() async {
    // The circle is made at (195, 100) with a 30-point side, so its centre starts at
    // (210, 115); after 0.25 s of delay it moves 200 points down and fades out over 0.5 s.
    let waiting = SceneStages.render(SceneStages.presented("drag-down", thenWait: 0.2))
    assertPixel(waiting, x: 210, y: 115, .white)

    let halfWay = SceneStages.render(SceneStages.presented("drag-down", thenWait: 0.5))
    // Half way in time is half way on the ease-in-out curve: 100 points down, half faded.
    let y = 115 + Int((200 * Self.eased(0.5)).rounded())
    let half = RGBA8(red: 154, green: 227, blue: 172)  // white at 0.5 over the green
    assertPixel(halfWay, x: 210, y: y, half, tolerance: 2)
    assertPixel(halfWay, x: 210, y: 115, Self.green)

    let gone = SceneStages.render(SceneStages.presented("drag-down", thenWait: 0.8))
    assertPixel(gone, x: 210, y: 315, Self.green)
  }

  @MainActor func testTheDimmingOverTheSnapshot() async {
    // Presented: black at 0.6 over the white Payments screen is 255 × 0.4 = 102.
    let presented = SceneStages.render(SceneStages.presented("card"))
    assertPixel(presented, x: 10, y: 40, .gray(102))
    assertPixel(presented, x: 380, y: 250, .gray(102))

    // Three quarters of the way through the 0.4 s presentation the overlay is at
    // 0.6 × eased(0.75), and lighter than at rest.
    let partway = SceneStages.render(SceneStages.presenting("card", at: 0.3))
    let alpha = 0.6 * Self.eased(0.75)
    let level = UInt8((255 * (1 - alpha)).rounded())
    assertPixel(partway, x: 10, y: 40, .gray(level), tolerance: 2)
    XCTAssertGreaterThan(partway.pixel(x: 10, y: 40).red, 102)
    XCTAssertLessThan(partway.pixel(x: 10, y: 40).red, 255)
  }

  @MainActor func testTheCardStartedPresentedIsOverTheSameDimming() async {
    // `--start presented` puts the card up without its animation; the screen must be the one
    // the presentation ends on, black at 0.6 over white.
    let session = SceneStages.session("card")
    session.presentWithoutAnimation()
    let image = SceneStages.render(session)
    assertPixel(image, x: 10, y: 40, .gray(102))
    assertPixel(image, x: 380, y: 250, .gray(102))
  }

  @MainActor func testTheCardsTopEdgeFollowsTheDrag() async {
    // At rest the card's top is at screen height × (1 − card-height); a dismissal held at
    // progress p has moved the modal down by the screen height × eased(p) (the animator's
    // ease-in-out curve, scrubbed by the percent-driven interaction).
    let rest = Self.screenHeight * (1 - 0.65)
    for progress in [0.0, 0.25, 0.5] {
      let session =
        progress == 0
        ? SceneStages.presented("card") : SceneStages.dismissing("card", progress: progress)
      let image = SceneStages.render(session)
      let top = rest + Self.screenHeight * Self.eased(progress)
      let x = 200  // clear of the rounded corners and the QR square
      XCTAssertLessThan(
        image.pixel(x: x, y: Int(top.rounded(.down)) - 2).red, 200,
        "progress \(progress): dimmed above the card's top at \(top)")
      assertPixel(
        image, x: x, y: Int(top.rounded(.up)) + 2, .white,
        "progress \(progress): the card below its top at \(top)")
    }
  }

  @MainActor func testTheBlackQRSquare() async {
    // The card is 0.65 of the screen high; the 200-point square sits in its middle.
    let image = SceneStages.render(SceneStages.presented("card"), scale: 2)
    let centreY = Self.screenHeight - Self.screenHeight * 0.65 / 2
    assertPixel(image, x: 2 * 195, y: Int(2 * centreY), .black)
    assertPixel(image, x: 2 * (95 + 2), y: Int(2 * centreY), .black)
    assertPixel(image, x: 2 * (95 - 2), y: Int(2 * centreY), .white)
    assertPixel(image, x: 2 * (295 + 2), y: Int(2 * centreY), .white)
  }

  @MainActor func testTheBrightBlueModal() async {
    let image = SceneStages.render(SceneStages.presented("edge-pan"))
    assertPixel(image, x: 20, y: 700, Self.blue)
    assertPixel(image, x: 200, y: 30, Self.blue)
  }

  @MainActor func testTheContactsListUnderANavigationBar() async {
    let image = SceneStages.render(SceneStages.root("edge-pan"))
    // The bar is secondary system background down to y = 91, with a hairline at its foot.
    assertPixel(image, x: 300, y: 20, RGBA8(red: 242, green: 242, blue: 247))
    assertPixel(image, x: 300, y: 95, .white)
    // Each row's name is dark text left-aligned at x = 20; the title sits in the bar.
    for row in 0..<14 {
      let top = 91 + row * 52
      let ink = Probe.inkBounds(image, in: (x: 0..<390, y: (top + 4)..<(top + 48))) {
        $0.red < 100 && $0.green < 100 && $0.blue < 100
      }
      XCTAssertNotNil(ink, "row \(row) has its name")
      if let ink {
        XCTAssertEqual(Double(ink.minX), 21, accuracy: 2, "row \(row) starts at x = 20")
      }
    }
    let title = Probe.inkBounds(image, in: (x: 150..<240, y: 47..<91)) { $0.red < 100 }
    XCTAssertNotNil(title, "the bar's title")
  }

  @MainActor func testDarkAppearanceFlipsSystemBackgrounds() async {
    let light = SceneStages.render(SceneStages.root("edge-pan"))
    let dark = SceneStages.render(SceneStages.root("edge-pan"), appearance: .dark)
    assertPixel(light, x: 300, y: 300, .white)
    assertPixel(dark, x: 300, y: 300, .black)
    assertPixel(dark, x: 300, y: 20, RGBA8(red: 28, green: 28, blue: 30))
    let card = SceneStages.render(SceneStages.root("card"), appearance: .dark)
    assertPixel(card, x: 10, y: 300, .black)
    // The system blue is a little lighter in the dark.
    assertPixel(card, x: 50, y: 402, RGBA8(red: 10, green: 132, blue: 255))
  }

  @MainActor func testTheCardIsWhiteWithItsBlackSquareInTheDarkToo() async {
    // A QR code is black on white in either appearance; a card in the dark system background
    // would hide both the card and its square against the dimmed black screen.
    let image = SceneStages.render(SceneStages.presented("card"), appearance: .dark)
    let centreY = Int(Self.screenHeight - Self.screenHeight * 0.65 / 2)
    assertPixel(image, x: 10, y: 40, .black)
    assertPixel(image, x: 200, y: 320, .white)
    assertPixel(image, x: 50, y: centreY, .white)
    assertPixel(image, x: 195, y: centreY, .black)
  }
}
