import XCTest

@testable import TransitionLab

/// The window's renderer: cairo, with GL off in GDK, unless the user chose otherwise.
final class RendererEnvironmentTests: XCTestCase {
  private func additions(_ environment: [String: String]) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: RendererEnvironment.additions(to: environment).map {
        ($0.name, $0.value)
      })
  }

  func testByDefaultCairoDrawsAndGLIsNotLoaded() {
    XCTAssertEqual(additions([:]), ["GSK_RENDERER": "cairo", "GDK_DEBUG": "gl-disable"])
    XCTAssertEqual(
      additions(["GSK_RENDERER": ""]), ["GSK_RENDERER": "cairo", "GDK_DEBUG": "gl-disable"])
  }

  func testTheUsersRendererKeepsGL() {
    XCTAssertEqual(additions(["GSK_RENDERER": "ngl"]), [:])
    XCTAssertEqual(additions(["GSK_RENDERER": "cairo"]), ["GDK_DEBUG": "gl-disable"])
  }

  func testTheUsersDebugFlagsAreLeftAlone() {
    XCTAssertEqual(additions(["GDK_DEBUG": "events"]), ["GSK_RENDERER": "cairo"])
  }
}
