import Foundation
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// A scene file that keeps its state at file level, as SideMenu's `SideMenuManager.default`
/// does: sessions played away from the window's stage (the inspector's replay of the last
/// take, an export, a release map) run in an offline copy of the file's library, so the live
/// session's file-level variables are never touched, and one copy serves them all.
final class SceneFileOfflineModuleTests: ManagerSceneFileTestCase {
  @MainActor func testAnInspectorReplayLeavesTheLiveSessionsFileLevelStateAlone() async throws {
    let path = try writeScene()
    let live = try SceneFileBuilder.current(environment: environment).descriptor(for: path)
    let session = SceneSession(descriptor: live)
    let recorder = TransitionRecorder(session: session)
    session.play(.tap("open"), until: nil)
    XCTAssertTrue(session.isPresented)
    XCTAssertEqual(session.window.rootViewController?.presentedViewController?.title, "modal 1")
    session.play(.tap("close"), until: nil)
    XCTAssertFalse(session.isPresented)

    // The inspector plays the last take (the close, from the presented start) again, twice,
    // and an export asks a session of the scene: each makes a root and a modal.
    let take = try XCTUnwrap(recorder.lastTake)
    let copiesBefore = SceneFileBuilder.copies
    for _ in 0..<2 {
      let player = try XCTUnwrap(TakePlayer(take: take))
      player.advance(toFrame: 90)
      XCTAssertFalse(player.session.isPresented, "the replay closes its own modal")
    }
    _ = SceneExport.spec(of: live, values: session.parameters)
    XCTAssertEqual(SceneFileBuilder.copies, copiesBefore + 1, "one offline copy serves them all")

    // The live tap still reaches the live root, and the live count went on from 1.
    session.play(.tap("open"), until: nil)
    XCTAssertTrue(session.isPresented, "the live Open still opens the live modal")
    XCTAssertEqual(session.window.rootViewController?.presentedViewController?.title, "modal 2")
    XCTAssertEqual(SceneLibrary.scene(id: live.id)?.offlineCopy != nil, true)
    session.play(.tap("close"), until: nil)

    // What the replay did before it had a copy of its own: a session of the live library
    // rebinds the manager to its root, and the live Open then opens nothing on the stage.
    let sharing = SceneSession(descriptor: live)
    sharing.presentWithoutAnimation()
    session.play(.tap("open"), until: nil)
    XCTAssertFalse(session.isPresented, "a session sharing the live module takes the tap's root")
  }

  /// Every loaded version of a scene file has at most one copy of its library besides the
  /// live one: the inspector's motion (plot, marker, preview) and the sessions away from the
  /// stage share it, and an older version asked again after a save finds its own. A loaded
  /// library stays mapped for good, so each extra copy grew the window with every save.
  @MainActor func testEachVersionIsCopiedOnceWhateverAsksForIt() async throws {
    let path = try writeScene()
    let builder = try SceneFileBuilder.current(environment: environment)
    let first = try builder.descriptor(for: path)
    try (String(contentsOfFile: path, encoding: .utf8) + "\n// saved again\n")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let second = try builder.descriptor(for: path)
    let copiesBefore = SceneFileBuilder.copies

    // The inspector's motion of the new version, then an export of it.
    let lab = Lab(descriptor: second)
    _ = lab.motion(of: lab.parameters)
    XCTAssertEqual(lab.motions.madeCount, 1)
    _ = SceneExport.spec(of: second, values: lab.parameters)
    XCTAssertEqual(SceneFileBuilder.copies, copiesBefore + 1, "the motion and the export share")

    // A take of the first version replayed after the save, and the two taking turns.
    for _ in 0..<3 {
      _ = first.offlineModuleState()
      _ = second.offlineModuleState()
    }
    XCTAssertEqual(SceneFileBuilder.copies, copiesBefore + 2, "one copy for each version")
  }
}
