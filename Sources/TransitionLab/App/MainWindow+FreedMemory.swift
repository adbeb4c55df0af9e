import CGtk
import Foundation
import Scenes

/// Giving the system back the memory the window freed. glibc's allocator keeps the pages of
/// freed blocks in the middle of its heaps (the rows of a panel let go, a compared device's
/// drawing, a closed blind test, a scene file's bridge and load), so the window's resident
/// memory followed its busiest moment and crept up over a long session of switching modes.
/// Those pages go back (`malloc_trim`) on the idle turn after the canvas comes to rest (the
/// end of a transition, a drag or a scene switch) and, failing that, a second after the
/// person's last action (a command, input, the canvas at rest), once the canvas is still, when
/// more than `freedMemoryTrimBytes` lie free: never during a transition or a drag. The check
/// then ends until the next action, so a window left alone is not woken every second.
/// With `--trace`, each time is a `memory` line with what lay free, how long giving it back
/// took and the resident memory before and after.
extension MainWindow {
  /// How long after an action the free memory is looked at, in milliseconds: long enough for
  /// the work it queued to be done, and looked at again each time while the canvas moves.
  static let freedMemoryCheckMilliseconds: UInt32 = 1000
  /// The free heap memory worth giving back, in bytes.
  static let freedMemoryTrimBytes = 2 << 20

  /// Looks at the free memory a second from now, or when the canvas is next still after
  /// that; once looked at, the check ends until this is called again.
  func returnFreedMemoryWhenStill() {
    guard freedMemoryCheck == nil else { return }
    freedMemoryCheck = MainLoop.addTimeout(milliseconds: Self.freedMemoryCheckMilliseconds) {
      [weak self] in
      guard let self else { return false }
      if self.canvas.needsFrames { return true }
      self.freedMemoryCheck = nil
      self.giveBackFreedMemory()
      return false
    }
  }

  /// Called when the canvas comes to rest: the freed memory goes back on the next idle turn,
  /// once the frame and the work queued after it are done.
  func canvasCameToRest() {
    returnFreedMemoryWhenStill()
    guard !freedMemoryTurnQueued else { return }
    freedMemoryTurnQueued = true
    _ = MainLoop.addIdle { [weak self] in
      guard let self else { return false }
      self.freedMemoryTurnQueued = false
      self.giveBackFreedMemory()
      return false
    }
  }

  /// Gives the free heap pages back when the canvas is still and enough lies free.
  private func giveBackFreedMemory() {
    let free = Int(tl_heap().free)
    guard !canvas.needsFrames, free > Self.freedMemoryTrimBytes else { return }
    let tracing = lab.isTracing
    let before = tracing ? tl_resident_kb() : 0
    let start = DispatchTime.now().uptimeNanoseconds
    _ = tl_malloc_trim()
    guard tracing else { return }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    lab.emit(
      "memory",
      [
        ("event", .string("trimmed")), ("free_kb", .number(Double(free / 1024))),
        ("ms", .number((elapsed * 100).rounded() / 100)),
        ("rss_before_kb", .number(Double(before))),
        ("rss_after_kb", .number(Double(tl_resident_kb()))),
      ])
  }

  /// What the `idle` line says of the window beside the canvas's memory figures
  /// (`Canvas+MemoryFigures.swift`): the scenes' panels kept.
  func memoryFields() -> [(String, JSONValue)] {
    // The first scene's panel joins the others at the first switch.
    let kept = panels.count + (panels[panel.store.sceneID] == nil ? 1 : 0)
    return [("panels", .number(Double(kept)))]
  }
}
