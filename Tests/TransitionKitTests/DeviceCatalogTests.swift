import Foundation
import TestSupport
import TransitionKit
import XCTest

/// The device catalogue's figures as docs/devices.md sources them, the screens made from
/// them, and a rotation as UIKit sends it.
final class DeviceCatalogTests: EngineTestCase {
  private func device(_ id: String) throws -> DeviceModel {
    try XCTUnwrap(DeviceCatalog.device(id: id), id)
  }

  /// Sizes in points (dp on Android) and scales: the HIG's table and the makers' pixels.
  func testSizesAndScalesAreTheSourcedOnes() throws {
    let expected: [(String, Double, Double, Double)] = [
      ("iphone-se", 375, 667, 2), ("iphone-13-mini", 375, 812, 3), ("iphone-14", 390, 844, 3),
      ("iphone-14-plus", 428, 926, 3), ("iphone-16", 393, 852, 3),
      ("iphone-16-plus", 430, 932, 3), ("iphone-16-pro", 402, 874, 3),
      ("iphone-16-pro-max", 440, 956, 3), ("ipad-mini", 744, 1133, 2),
      ("ipad-air-11", 820, 1180, 2), ("ipad-pro-11", 834, 1210, 2),
      ("ipad-pro-13", 1032, 1376, 2), ("pixel-8", 412, 915, 2.625),
      ("pixel-8-pro", 448, 998, 3), ("galaxy-s24", 360, 780, 3),
    ]
    XCTAssertEqual(DeviceCatalog.ids, expected.map(\.0))
    for (id, width, height, scale) in expected {
      let model = try device(id)
      XCTAssertEqual(model.portraitSize, Size(width: width, height: height), id)
      XCTAssertEqual(model.scale, scale, id)
      XCTAssertEqual(
        model.size(in: .landscape), Size(width: height, height: width), "\(id) sideways")
    }
    XCTAssertEqual(try device("pixel-8").platform.unit, "dp")
    XCTAssertEqual(try device("ipad-mini").platform.unit, "pt")
  }

  /// Safe areas upright and sideways: a home-button phone loses its status bar sideways, a
  /// notched one moves its top inset to both sides and keeps 21 below, an iPad keeps its
  /// status bar and home indicator.
  func testSafeAreasInBothOrientations() throws {
    let se = try device("iphone-se")
    XCTAssertEqual(
      se.safeAreaInsets(in: .portrait), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    XCTAssertEqual(se.safeAreaInsets(in: .landscape), .zero)
    XCTAssertEqual(se.statusBarHeight(in: .landscape), 0)
    XCTAssertEqual(se.displayCornerRadius, 0)
    let standard = try device("iphone-14")
    XCTAssertEqual(
      standard.safeAreaInsets(in: .portrait), EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    XCTAssertEqual(
      standard.safeAreaInsets(in: .landscape),
      EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    let island = try device("iphone-16-pro-max")
    XCTAssertEqual(
      island.safeAreaInsets(in: .portrait), EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    XCTAssertEqual(
      island.safeAreaInsets(in: .landscape), EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
    XCTAssertEqual(island.statusBarHeight(in: .portrait), 54)
    XCTAssertEqual(try device("iphone-16").safeAreaInsets(in: .portrait).top, 59)
    XCTAssertEqual(try device("iphone-13-mini").safeAreaInsets(in: .portrait).top, 50)
    let pad = try device("ipad-mini")
    for orientation in ScreenOrientation.allCases {
      XCTAssertEqual(
        pad.safeAreaInsets(in: orientation), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
      XCTAssertEqual(pad.statusBarHeight(in: orientation), 24)
    }
    let pixel = try device("pixel-8")
    XCTAssertEqual(
      pixel.safeAreaInsets(in: .portrait), EdgeInsets(top: 24, left: 0, bottom: 24, right: 0))
  }

  /// The default device is the screen every seed and golden image was made on.
  @MainActor func testTheDefaultDeviceIsTheScreenTheLabAlwaysHad() async {
    let plain = Screen()
    let device = Screen(device: DeviceCatalog.defaultDevice)
    XCTAssertEqual(device.bounds, plain.bounds)
    XCTAssertEqual(device.safeAreaInsets, plain.safeAreaInsets)
    XCTAssertEqual(device.statusBarHeight, plain.statusBarHeight)
    XCTAssertEqual(device.scale, plain.scale)
    XCTAssertNil(plain.device)
    XCTAssertEqual(DeviceModel.custom(Screen.defaultSize).portraitInsets, plain.safeAreaInsets)
  }

  /// A rotation mid-scene: the root controller hears `viewWillTransition(to:with:)` once with
  /// the new size, the coordinator's alongside animation runs over the rotation, and the
  /// safe areas, the status bar and the layout are the landscape ones after.
  @MainActor func testARotationSendsViewWillTransitionAndMovesTheSafeAreas() async {
    let window = Window(
      screen: Screen(device: DeviceCatalog.defaultDevice, orientation: .portrait), engine: engine)
    let root = SizeWatchingController()
    window.rootViewController = root
    window.layoutIfNeeded()
    let content = View(frame: .zero)
    root.view.addSubview(content)
    XCTAssertEqual(root.view.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    window.rotate(to: .landscape)
    let landscape = Size(width: 844, height: 390)
    XCTAssertEqual(root.sizes, [landscape])
    XCTAssertEqual(root.durations, [Window.rotationDurationSeconds])
    let clock = engine.clock as! ManualClock
    for _ in 0..<12 {
      clock.advance(by: 1.0 / 60)
      window.tick()
    }
    XCTAssertGreaterThan(root.badge.presentation.alpha, 0.05)
    XCTAssertLessThan(root.badge.presentation.alpha, 0.95)
    XCTAssertEqual(root.completions, 0)
    for _ in 0..<60 {
      clock.advance(by: 1.0 / 60)
      window.tick()
    }
    XCTAssertEqual(root.completions, 1)
    XCTAssertEqual(root.badge.presentation.alpha, 0, accuracy: 1e-9)
    XCTAssertEqual(window.screen.orientation, .landscape)
    XCTAssertEqual(window.screen.bounds.size, landscape)
    XCTAssertEqual(root.view.bounds.size, landscape)
    XCTAssertEqual(root.view.safeAreaInsets, EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    XCTAssertEqual(window.screen.statusBarHeight, 0)
    // Held that way already: nothing is sent.
    window.rotate(to: .landscape)
    XCTAssertEqual(root.sizes, [landscape])
  }

  /// Changing the device moves the scene to the new screen at once, insets and all.
  @MainActor func testChangingTheDeviceTakesItsScreen() async throws {
    let window = Window(screen: Screen(), engine: engine)
    let root = SizeWatchingController()
    window.rootViewController = root
    window.layoutIfNeeded()
    window.changeDevice(to: try device("ipad-mini"), orientation: .landscape)
    XCTAssertEqual(root.sizes, [Size(width: 1133, height: 744)])
    XCTAssertEqual(root.durations, [0])
    XCTAssertEqual(root.view.bounds.size, Size(width: 1133, height: 744))
    XCTAssertEqual(root.view.safeAreaInsets, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    XCTAssertEqual(window.screen.displayCornerRadius, 21.5)
  }
}
