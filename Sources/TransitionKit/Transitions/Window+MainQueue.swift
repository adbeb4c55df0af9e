import Foundation

/// The main dispatch queue, run once a frame after the animations' completions.
///
/// On iOS the main run loop drains the main queue between events and frames, so work a scene
/// puts there (`DispatchQueue.main.async { … }`, `DispatchGroup.notify(queue: .main)`, as
/// Touchwonders' Transition completes its transitions) runs right after the completion that
/// queued it. Here nothing drains it unless asked: the lab's own entry point asks, so the
/// window, `replay`, `render` and `filmstrip` run it in each frame, after the engine's tick
/// and before the transition in flight is checked. Tests leave it off: an `async` test runs
/// inside a main-actor job, which must not run others from within it.
extension Window {
  /// Whether `tick()` runs the main dispatch queue's ready work each frame (off by default).
  public static var runsMainQueue = false

  /// Runs what is ready on the main dispatch queue, when allowed.
  static func runMainQueueIfAllowed() {
    guard runsMainQueue, Thread.isMainThread else { return }
    _ = RunLoop.main.run(mode: .default, before: Date.distantPast)
  }
}
