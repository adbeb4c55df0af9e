import TestSupport
import TransitionKit
import XCTest

/// Apple's visual format language: edges, spacings, sizes, relations, priorities, metrics,
/// alignment options, and a format that does not parse.
final class VisualFormatTests: EngineTestCase {
  @MainActor private func views(_ names: [String], in root: View) -> [String: View] {
    var views: [String: View] = [:]
    for name in names {
      let view = View()
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      views[name] = view
    }
    return views
  }

  @MainActor private func activate(
    _ format: String, _ views: [String: View],
    options: LayoutFormatOptions = [], metrics: [String: Any]? = nil
  ) {
    LayoutConstraint.activate(
      LayoutConstraint.constraints(
        withVisualFormat: format, options: options, metrics: metrics, views: views))
  }

  @MainActor func testMarginsToTheSuperviewOnBothAxes() async {
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let views = views(["button"], in: root)
    activate("H:|-36-[button]-36-|", views)
    activate("V:|-100-[button(60)]", views)
    root.layoutIfNeeded()
    XCTAssertEqual(views["button"]!.frame, Rect(x: 36, y: 100, width: 318, height: 60))
  }

  @MainActor func testStandardSpacingsSizesAndViewsSideBySide() async {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
    let views = views(["a", "b", "c"], in: root)
    activate("|-[a(50)]-[b(==a)][c]-|", views)
    activate("V:|[a(20)]", views)
    activate("V:|[b(20)]", views)
    activate("V:|[c(20)]", views)
    root.layoutIfNeeded()
    // 20 to the superview, 8 between views, none between b and c.
    XCTAssertEqual(views["a"]!.frame.minX, 20)
    XCTAssertEqual(views["b"]!.frame, Rect(x: 78, y: 0, width: 50, height: 20))
    XCTAssertEqual(views["c"]!.frame, Rect(x: 128, y: 0, width: 152, height: 20))
  }

  @MainActor func testRelationsPrioritiesAndMetrics() async {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 400))
    let views = views(["title", "body"], in: root)
    activate(
      "V:|-top-[title(>=height,<=40@750)]-(>=gap)-[body(==title)]-(0@250)-|", views,
      metrics: ["top": 10, "height": 30.0, "gap": 12])
    activate("H:|[title]|", views)
    activate("H:|[body]|", views)
    root.layoutIfNeeded()
    let title = views["title"]!.frame
    let body = views["body"]!.frame
    XCTAssertEqual(title.minY, 10)
    XCTAssertEqual(title.height, 40)
    XCTAssertEqual(body.height, 40)
    XCTAssertGreaterThanOrEqual(body.minY - title.maxY, 12)
  }

  @MainActor func testAlignmentOptionsAlignEveryNamedView() async {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let views = views(["a", "b"], in: root)
    activate("|-10-[a(40)]-10-[b(40)]", views, options: .alignAllCenterY)
    activate("V:|-50-[a(40)]", views)
    activate("V:[b(20)]", views)
    root.layoutIfNeeded()
    XCTAssertEqual(views["b"]!.frame, Rect(x: 60, y: 60, width: 40, height: 20))
  }

  @MainActor func testAFormatThatDoesNotParseIsLoggedAndGivesNothing() async {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let views = views(["a"], in: root)
    XCTAssertTrue(
      LayoutConstraint.constraints(
        withVisualFormat: "H:|-[missing]-|", options: [], metrics: nil, views: views
      ).isEmpty)
    XCTAssertTrue(
      LayoutConstraint.constraints(
        withVisualFormat: "H:|-(>=)-[a]", options: [], metrics: nil, views: views
      ).isEmpty)
    let messages = engine.warnings.filter { $0.code == "layout.visual-format" }.map(\.message)
    XCTAssertEqual(messages.count, 2)
    XCTAssertTrue(messages[0].hasPrefix("Unable to parse constraint format: missing is not a key"))
  }
}
