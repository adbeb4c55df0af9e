import CGtk

/// Giving the system back the memory the window freed. glibc's allocator keeps the pages of
/// freed blocks in the middle of its heaps (the rows of a panel rebuilt, a compared device's
/// drawing, a closed blind test), so the window's resident memory followed its busiest
/// moment and crept up over a long session of switching modes. While the canvas is still and
/// more than `freedMemoryTrimBytes` lie free, those pages go back (`malloc_trim`): a few
/// milliseconds, never during a transition or a drag.
extension MainWindow {
  /// How often the free memory is looked at, in milliseconds.
  static let freedMemoryCheckMilliseconds: UInt32 = 5000
  /// The free heap memory worth giving back, in bytes.
  static let freedMemoryTrimBytes = 4 << 20

  func returnFreedMemoryWhenStill() {
    _ = MainLoop.addTimeout(milliseconds: Self.freedMemoryCheckMilliseconds) { [weak self] in
      guard let self else { return false }
      if !self.canvas.needsFrames, Int(tl_malloc_free_bytes()) > Self.freedMemoryTrimBytes {
        _ = tl_malloc_trim()
      }
      return true
    }
  }
}
