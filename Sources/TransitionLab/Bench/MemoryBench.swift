import CairoRenderer
import Foundation
import Scenes
import TransitionKit

/// Whether memory grows as transitions come and go: the scenes take turns presenting and
/// dismissing, each pair replayed in a fresh session (as `replay` runs it) and drawn by one
/// long-lived renderer, and the resident set size is read before and after.
@MainActor
enum MemoryBench {
  struct Result {
    let transitions: Int
    /// Resident set sizes in KiB, after a warm-up and after the measured transitions.
    let before: Int
    let after: Int

    var growth: Int { after - before }
  }

  /// Scene time between the presentation's tap and the dismissal's gesture, in seconds: the
  /// presentation and any coach mark are over by then.
  static let pause = 2.0
  /// Every this many frames one is drawn.
  static let drawEvery = 4

  static func run(transitions count: Int = 1_000, warmUp: Int = 60) throws -> Result {
    let size = Screen.defaultSize
    let renderer = Renderer(appearance: .light, scale: 1)
    let canvas = try OffscreenCanvas(size: size, scale: 1)
    _ = replay(transitions: warmUp, size: size, renderer: renderer, canvas: canvas)
    let before = ProcessMemory.residentKiB()
    let played = replay(transitions: count, size: size, renderer: renderer, canvas: canvas)
    let after = ProcessMemory.residentKiB()
    return Result(transitions: played, before: before, after: after)
  }

  /// Replays present–dismiss pairs until `count` transitions have completed; returns how many.
  private static func replay(
    transitions count: Int, size: Size, renderer: Renderer, canvas: OffscreenCanvas
  ) -> Int {
    var played = 0
    var turn = 0
    while played < count {
      let descriptor = SceneCatalog.all[turn % SceneCatalog.all.count]
      turn += 1
      let session = SceneSession(descriptor: descriptor, screenSize: size)
      let present = session.scene.script(for: .present, screen: size)
      let dismiss = session.scene.script(for: .dismiss, screen: size).shifted(by: pause)
      let script = GestureScript(events: present.events + dismiss.events)
      var frame = 0
      session.replay(script) { _ in
        frame += 1
        if frame % drawEvery == 0 { canvas.draw(session.window, with: renderer) }
      }
      played += session.transitions.filter { $0.end != nil }.count
    }
    return played
  }
}
