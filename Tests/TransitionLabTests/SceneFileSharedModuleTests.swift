import Foundation
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// A scene file that keeps nothing at module level (the `new-scene` template) runs every
/// session in its live library: a replay's, the motion inspector's and compare mode's devices'
/// copies map no library more, and each still plays the scene. One that keeps state gets its
/// copies (`SceneFileCompareCopyPoolTests`, `SceneFileOfflineModuleTests`).
final class SceneFileSharedModuleTests: SceneFolderTestCase {
  override class var folderPrefix: String { "shared-module" }

  @MainActor func testAStatelessSceneFilesSessionsMapNoCopies() async throws {
    let made = try TransitionLabProcess.run(
      ["new-scene", "keeps-nothing", "--dir", directory.path], environment: environment)
    XCTAssertEqual(made.status, 0, made.standardError)
    let path = try XCTUnwrap(made.outputLines.first)
    let builder = try SceneFileBuilder.current(environment: environment)
    let live = try builder.descriptor(for: path)
    XCTAssertNotNil(live.moduleCopy, "still a scene file's scene")
    let copiesBefore = SceneFileBuilder.copies

    var asked = [live.withOwnModuleState(), live.offlineModuleState()]
    asked += (0..<4).map { live.withDeviceModuleState($0) }
    let comparison = Comparison(
      descriptor: live, sets: Array(repeating: [:], count: 4), screenSize: Screen.defaultSize,
      clock: ManualClock())
    XCTAssertEqual(SceneFileBuilder.copies, copiesBefore, "no library mapped again")

    for descriptor in asked {
      XCTAssertEqual(descriptor.id, live.id)
      XCTAssertNotNil(descriptor.offlineCopy, "each answer is a scene file's scene too")
      let session = SceneSession(descriptor: descriptor)
      session.play(.tap("open"), until: nil)
      XCTAssertTrue(session.isPresented, "the modal opens in a session of \(descriptor.id)")
    }
    for (index, device) in comparison.sessions.enumerated() {
      device.play(.tap("open"), until: nil)
      XCTAssertTrue(device.isPresented, "device \(index + 1) opens its modal")
    }

    // A file-level variable added: the next version gets copies again.
    try (String(contentsOfFile: path, encoding: .utf8) + "\nvar opened = 0\n")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let keeping = try builder.descriptor(for: path)
    _ = keeping.withDeviceModuleState(0)
    _ = keeping.offlineModuleState()
    XCTAssertEqual(SceneFileBuilder.copies, copiesBefore + 2, "a copy each for a stateful file")
  }
}
