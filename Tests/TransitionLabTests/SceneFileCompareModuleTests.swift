import Foundation
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// A scene file that keeps its state at file level, as SideMenu's `SideMenuManager.default`
/// does, in compare mode: each compared device runs in a copy of the file's library of its
/// own, as each device would be an app process of its own, so no device's file-level
/// variables are another's or the stage's; a comparison opened again starts from new copies.
final class SceneFileCompareModuleTests: ManagerSceneFileTestCase {
  @MainActor func testEachComparedDeviceKeepsItsOwnFileLevelState() async throws {
    let path = try writeScene()
    let live = try SceneFileBuilder.current(environment: environment).descriptor(for: path)
    let stage = SceneSession(descriptor: live)
    let copiesBefore = SceneFileBuilder.copies
    let comparison = Comparison(
      descriptor: live, sets: [[:], [:]], screenSize: Screen.defaultSize, clock: ManualClock())
    XCTAssertEqual(SceneFileBuilder.copies, copiesBefore + 2, "a copy of the library a device")

    // Each device's Open reaches its own root through its own manager, and each counts its
    // modals from 1.
    for (index, device) in comparison.sessions.enumerated() {
      device.play(.tap("open"), until: nil)
      XCTAssertTrue(device.isPresented, "device \(index + 1)'s Open opens its own modal")
      XCTAssertEqual(
        device.window.rootViewController?.presentedViewController?.title, "modal 1",
        "device \(index + 1) counts its own modals")
    }
    // The stage's file-level state is its own too.
    stage.play(.tap("open"), until: nil)
    XCTAssertTrue(stage.isPresented, "the stage's Open still opens the stage's modal")
    XCTAssertEqual(stage.window.rootViewController?.presentedViewController?.title, "modal 1")
    stage.play(.tap("close"), until: nil)

    // Compare mode left and entered again on the version with a device more: the first two
    // devices run in the copies they ran in, the third in a new one, whose count starts.
    let again = Comparison(
      descriptor: live, sets: [[:], [:], [:]], screenSize: Screen.defaultSize,
      clock: ManualClock())
    XCTAssertEqual(SceneFileBuilder.copies, copiesBefore + 3)
    again.sessions[2].play(.tap("open"), until: nil)
    XCTAssertEqual(
      again.sessions[2].window.rootViewController?.presentedViewController?.title, "modal 1")

    // What the devices did when they shared the stage's library: the manager is bound to the
    // root made last, so the first device's Open opens the second's modal, counted on from
    // the stage's.
    let shared = [SceneSession(descriptor: live), SceneSession(descriptor: live)]
    shared[0].play(.tap("open"), until: nil)
    XCTAssertFalse(shared[0].isPresented, "a device sharing the module loses its taps")
    XCTAssertEqual(shared[1].window.rootViewController?.presentedViewController?.title, "modal 2")
  }
}
