import Foundation
import TestSupport
import TransitionKit
import XCTest

/// A navigation bar's colour and title attributes, as real menus set them.
final class NavigationBarAppearanceTests: EngineTestCase {
  @MainActor func testBarTintAndTitleAttributesColourTheBarAndItsTitle() async {
    let root = ViewController()
    root.title = "Menu"
    let navigation = NavigationController(rootViewController: root)
    let bar = navigation.navigationBar
    bar.barTintColor = .black
    bar.titleTextAttributes = [
      .foregroundColor: Color.white, .font: Font.systemFont(ofSize: 20, weight: .bold),
    ]
    XCTAssertEqual(bar.backgroundColor, .black)
    XCTAssertEqual(bar.barTintColor, .black)
    XCTAssertEqual(bar.titleLabel.textColor, .white)
    XCTAssertEqual(bar.titleLabel.font, Font.systemFont(ofSize: 20, weight: .bold))
    // The incoming title of a push takes the same attributes.
    XCTAssertEqual(bar.incomingTitleLabel.textColor, .white)
    XCTAssertEqual(bar.titleTextAttributes?[.foregroundColor] as? Color, .white)
    XCTAssertEqual(
      Application.didChangeStatusBarFrameNotification.rawValue,
      "UIApplicationDidChangeStatusBarFrameNotification")
  }
}
