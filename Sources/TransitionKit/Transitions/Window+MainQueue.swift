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
///
/// The queue is drained with libdispatch's own entry for a run loop (the one Foundation's
/// run loop calls when the queue has work), not by running Foundation's run loop once: that
/// set up and tore down a pass of the run loop on every frame, a twentieth of a held drag's
/// processor time in the window, to find the queue empty nearly every time. The drain runs
/// what is queued now; what that work queues runs in the next frame, as it did.
extension Window {
  /// Whether `tick()` runs the main dispatch queue's ready work each frame (off by default).
  public static var runsMainQueue = false

  /// Runs what is ready on the main dispatch queue, when allowed.
  static func runMainQueueIfAllowed() {
    guard runsMainQueue, Thread.isMainThread else { return }
    drainMainDispatchQueue(nil)
  }
}

/// libdispatch's drain of the main queue, which run loops call on the main thread (exported
/// by libdispatch on every platform the toolchain supports; it returns at once when the queue
/// is already being drained).
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func drainMainDispatchQueue(_ message: UnsafeMutableRawPointer?)
