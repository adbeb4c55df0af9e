import TransitionKit
import XCTest

@testable import TransitionLab

/// How a press on one compared device reaches the others, without scenes.
final class PressRouteTests: XCTestCase {
  func testTheSameControlIsPressedWhereItIsOnEachDevice() {
    let routes = PressRoute.routes(
      pressed: 1, control: "open",
      centres: [Point(x: 100, y: 200), Point(x: 90, y: 180), nil])
    XCTAssertEqual(
      routes,
      [
        PressRoute(offset: Point(x: 10, y: 20), taps: true), .direct,
        PressRoute(offset: .zero, taps: false),
      ])
  }

  func testAPressOnNoControlTapsNothingElsewhere() {
    let routes = PressRoute.routes(
      pressed: 0, control: nil, centres: [nil, nil, nil])
    XCTAssertEqual(routes[0], .direct)
    XCTAssertEqual(routes[1], PressRoute(offset: .zero, taps: false))
    XCTAssertEqual(routes[2], PressRoute(offset: .zero, taps: false))
  }
}
