import CGtk
import Foundation

/// Giving the system back the memory the window freed. glibc's allocator keeps the pages of
/// freed blocks in the middle of its heaps (the rows of a panel rebuilt, a compared device's
/// drawing, a closed blind test, a scene file's bridge and load), so the window's resident
/// memory followed its busiest moment and crept up over a long session of switching modes.
/// Whenever the canvas is still and more than `freedMemoryTrimBytes` lie free, those pages go
/// back (`malloc_trim`): never during a transition or a drag. With `--trace`, each time is a
/// `memory` line with what lay free and how long giving it back took.
extension MainWindow {
  /// How often the free memory is looked at, in milliseconds: often enough to find the
  /// moments between a person's actions when nothing moves.
  static let freedMemoryCheckMilliseconds: UInt32 = 1000
  /// The free heap memory worth giving back, in bytes.
  static let freedMemoryTrimBytes = 2 << 20

  func returnFreedMemoryWhenStill() {
    _ = MainLoop.addTimeout(milliseconds: Self.freedMemoryCheckMilliseconds) { [weak self] in
      guard let self else { return false }
      let free = Int(tl_malloc_free_bytes())
      guard !self.canvas.needsFrames, free > Self.freedMemoryTrimBytes else { return true }
      let start = DispatchTime.now().uptimeNanoseconds
      _ = tl_malloc_trim()
      if self.lab.isTracing {
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        self.lab.emit(
          "memory",
          [
            ("event", .string("trimmed")), ("free_kb", .number(Double(free / 1024))),
            ("ms", .number((elapsed * 100).rounded() / 100)),
          ])
      }
      return true
    }
  }
}
