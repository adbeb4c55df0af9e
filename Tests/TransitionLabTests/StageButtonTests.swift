import Scenes
import TestSupport
import TransitionKit
import XCTest

@testable import TransitionLab

/// Present and Dismiss on a navigation scene: a pushed page counts as away from the first
/// screen, so Dismiss (Ctrl+D) is enabled and pops it; the header's words follow the scene.
final class StageButtonTests: XCTestCase {
  @MainActor private func settle(_ lab: Lab) {
    lab.session.advanceFrames(3)
    lab.refresh()
  }

  @MainActor func testAPushedPageIsDismissedByDismiss() async throws {
    let lab = Lab(descriptor: NavigationScene.descriptor)
    XCTAssertTrue(lab.state.navigates)
    XCTAssertFalse(lab.state.isPresented, "the list: Push enabled, Back not")
    lab.send(.present)
    settle(lab)
    XCTAssertEqual(lab.session.pushedPageCount, 1)
    XCTAssertTrue(lab.state.isPresented, "a page pushed: Back enabled")
    lab.send(.dismiss)
    settle(lab)
    XCTAssertEqual(lab.session.pushedPageCount, 0, "Dismiss popped the page")
    XCTAssertFalse(lab.state.isPresented)
  }

  @MainActor func testAModalSceneDoesNotNavigate() async {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    XCTAssertFalse(lab.state.navigates)
    lab.send(.present)
    settle(lab)
    XCTAssertTrue(lab.state.isPresented)
    XCTAssertEqual(lab.session.pushedPageCount, 0)
  }

  @MainActor func testTheHeaderSaysPushAndBackInANavigationScene() async {
    let navigation = MainWindow.stageButtonWords(navigates: true)
    XCTAssertEqual([navigation.present, navigation.dismiss], ["Push", "Back"])
    let modal = MainWindow.stageButtonWords(navigates: false)
    XCTAssertEqual([modal.present, modal.dismiss], ["Present", "Dismiss"])
    XCTAssertEqual(
      MainWindow.panelHeadingText(device: 1, of: 3), "Parameters of device 2 (of 3)")
    XCTAssertEqual(MainWindow.panelHeadingText(device: nil, of: 1), "Parameters")
  }
}
