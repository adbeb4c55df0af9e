import Foundation
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// Compare mode opened again and again on one version of a scene file maps no more copies of
/// its library than it has devices: each device takes its copy of the version's pool (at most
/// four), loaded the first time only; a save makes a pool of its own. No two devices of a
/// comparison share a copy, whichever were removed and added.
final class SceneFileCompareCopyPoolTests: ManagerSceneFileTestCase {
  @MainActor private func compare(_ descriptor: SceneDescriptor, devices: Int) -> Comparison {
    Comparison(
      descriptor: descriptor, sets: Array(repeating: [:], count: devices),
      screenSize: Screen.defaultSize, clock: ManualClock())
  }

  /// Which modal device `index`'s Open opens ("modal N", N counted in its copy), closed again.
  @MainActor private func openAndClose(_ comparison: Comparison, _ index: Int) -> String? {
    let device = comparison.sessions[index]
    device.play(.tap("open"), until: nil)
    let title =
      device.isPresented
      ? device.window.rootViewController?.presentedViewController?.title : nil
    device.play(.tap("close"), until: nil)
    return title
  }

  @MainActor func testCompareModeOpenedAgainLoadsNoMoreCopies() async throws {
    let path = try writeScene()
    let builder = try SceneFileBuilder.current(environment: environment)
    let first = try builder.descriptor(for: path)
    let copiesBefore = SceneFileBuilder.copies

    // Opened 20 times with two to four devices (the blind test has two): four copies in all.
    for round in 0..<20 {
      let comparison = compare(first, devices: 2 + round % 3)
      XCTAssertEqual(comparison.sessions.count, 2 + round % 3)
    }
    XCTAssertEqual(SceneFileBuilder.copies, copiesBefore + 4, "one copy per device, kept")
    for _ in 0..<5 {
      for device in 0..<4 { _ = first.withDeviceModuleState(device) }
    }
    XCTAssertEqual(SceneFileBuilder.copies, copiesBefore + 4, "asked again, the same copies")

    // Each device still counts its own modals, apart from the others', and from the stage's
    // (the live library's, where nothing was opened).
    let comparison = compare(first, devices: 4)
    for index in 0..<4 {
      XCTAssertEqual(openAndClose(comparison, index), "modal 1", "device \(index + 1)")
    }
    // Its copy is the device's from one opening to the next on the version.
    let reopened = compare(first, devices: 2)
    XCTAssertEqual(openAndClose(reopened, 0), "modal 2", "the first device's copy again")
    XCTAssertEqual(openAndClose(reopened, 1), "modal 2", "the second device's copy again")
    let stage = SceneSession(descriptor: first)
    stage.play(.tap("open"), until: nil)
    XCTAssertEqual(stage.window.rootViewController?.presentedViewController?.title, "modal 1")

    // A device removed and another added: the new one takes the copy no device runs in.
    let turns = compare(first, devices: 3)
    turns.removeDevice(at: 0)
    turns.addDevice(values: [:], like: 0)
    XCTAssertEqual(turns.sessions.count, 3)
    XCTAssertEqual(openAndClose(turns, 1), "modal 2", "the third device, still in its copy")
    XCTAssertEqual(openAndClose(turns, 2), "modal 3", "the added device, in the first's copy")
    XCTAssertEqual(openAndClose(turns, 0), "modal 3", "the second device, in its copy")
    XCTAssertEqual(SceneFileBuilder.copies, copiesBefore + 4)

    // A save: the new version's devices get copies of their own, kept in their turn.
    try (String(contentsOfFile: path, encoding: .utf8) + "\n// saved again\n")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let second = try builder.descriptor(for: path)
    for _ in 0..<5 { _ = compare(second, devices: 2) }
    XCTAssertEqual(SceneFileBuilder.copies, copiesBefore + 6, "two copies of the new version")
    XCTAssertEqual(openAndClose(compare(second, devices: 2), 0), "modal 1")
  }
}
