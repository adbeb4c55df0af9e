// The main queue's delayed work on the window's frame clock.

import Dispatch

extension DispatchQueue {
  /// `DispatchQueue.main.asyncAfter(deadline:execute:)` with main-actor work, as view and
  /// controller code writes it: the work runs on the window's frame clock
  /// (`FrameTimer.after(_:execute:)`), the deadline's distance from now being the delay, so
  /// it keeps time with animations, slow motion and tests instead of the wall clock. Work
  /// that is not main-actor work goes to Dispatch's own method.
  @MainActor public func asyncAfter(
    deadline: DispatchTime, execute work: @escaping @MainActor () -> Void
  ) {
    let now = DispatchTime.now()
    let seconds =
      deadline > now ? Double(deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1e9 : 0
    FrameTimer.after(seconds, execute: work)
  }
}
