import Foundation

/// Work run on a thread of its own, whose result the main loop collects by asking
/// (`result`), so the main loop never waits for it: Share…'s encoding.
final class BackgroundJob<Value: Sendable>: @unchecked Sendable {
  /// The stack the thread gets, in bytes (the encoders' tables are on the heap).
  static var stackBytes: Int { 8 << 20 }

  private let lock = NSLock()
  private var outcome: Result<Value, UsageError>?
  private var onMainThread: Bool?

  /// Starts `work` on a new thread.
  init(_ work: @escaping @Sendable () throws(UsageError) -> Value) {
    let thread = Thread { [self] in
      let main = Thread.isMainThread
      let result: Result<Value, UsageError>
      do throws(UsageError) {
        result = .success(try work())
      } catch {
        result = .failure(error)
      }
      lock.withLock {
        outcome = result
        onMainThread = main
      }
    }
    thread.stackSize = Self.stackBytes
    thread.start()
  }

  /// The work's result, or nil while it runs.
  var result: Result<Value, UsageError>? { lock.withLock { outcome } }

  /// Whether the work ran on the main thread (never, by construction; nil while it runs).
  var ranOnMainThread: Bool? { lock.withLock { onMainThread } }

  /// Waits for the result (the command line and tests, which have nothing else to do).
  func wait() -> Result<Value, UsageError> {
    while true {
      if let result { return result }
      usleep(1000)
    }
  }
}
