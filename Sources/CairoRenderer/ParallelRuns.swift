import Dispatch
import Foundation

/// Resampling split across the machine's processors: a projection's rows are independent of
/// one another, each written by one call into pixels no other call touches, so they can be
/// done at the same time. A full-screen flip resamples about two million pixels a frame; on
/// two processors each does half.
enum ParallelRuns {
  /// The most threads a resampling is split across.
  static let maximumThreads = 4
  /// The fewest pixels worth handing to another thread.
  static let minimumPixelsPerThread = 131_072

  /// A C pointer handed to the threads, which use it on parts of its pixels that do not
  /// overlap.
  struct Shared: @unchecked Sendable {
    let pointer: OpaquePointer
  }

  /// Calls `body` on runs of `0..<count` that together cover it once, each a whole number of
  /// `unit`s long (the last excepted), at the same time on up to one thread per active
  /// processor, and returns when every run is done. `pixelsPerUnit` decides how many threads
  /// are worth starting.
  nonisolated static func run(
    _ count: Int, unit: Int = 1, pixelsPerUnit: Int, _ body: @Sendable (Range<Int>) -> Void
  ) {
    guard count > 0 else { return }
    let units = (count + unit - 1) / unit
    let worth = Swift.max(1, units * unit * Swift.max(pixelsPerUnit, 1) / minimumPixelsPerThread)
    let threads = Swift.min(
      ProcessInfo.processInfo.activeProcessorCount, maximumThreads, units, worth)
    guard threads > 1 else {
      body(0..<count)
      return
    }
    DispatchQueue.concurrentPerform(iterations: threads) { index in
      let first = units * index / threads * unit
      let last = Swift.min(units * (index + 1) / threads * unit, count)
      if first < last { body(first..<last) }
    }
  }
}
