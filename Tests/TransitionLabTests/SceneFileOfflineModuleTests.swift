import Foundation
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// A scene file that keeps its state at file level, as SideMenu's `SideMenuManager.default`
/// does: sessions played away from the window's stage (the inspector's replay of the last
/// take, an export, a release map) run in an offline copy of the file's library, so the live
/// session's file-level variables are never touched, and one copy serves them all.
final class SceneFileOfflineModuleTests: XCTestCase {
  private var directory: URL!
  private var environment: [String: String]!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-offline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = directory.appendingPathComponent("cache").path
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  private func writeScene() throws -> String {
    try ManagerSceneFile.write(in: directory, environment: environment)
  }

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
}
