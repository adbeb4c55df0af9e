/// Work run once after a delay on the window's frame clock: what iOS code asks of the main
/// queue with `DispatchQueue.main.asyncAfter(deadline:execute:)`, "Submits a work item to a
/// dispatch queue for asynchronous execution after a specified time" (dispatch/dispatchqueue/
/// asyncafter(deadline:qos:flags:execute:)). On the frame clock, slow motion slows it and
/// tests step it; a deadline already passed runs the work on the next frame, as the main
/// queue runs it on its next turn.
extension FrameTimer {
  /// The timers `after(_:execute:)` started, kept until they fire, as the queue keeps its
  /// work items (nothing else holds them).
  private static var pendingWork: [ObjectIdentifier: FrameTimer] = [:]

  /// Runs `work` once, `seconds` from now in scene time (on the next frame for 0 or less).
  @discardableResult
  public static func after(_ seconds: Double, execute work: @escaping @MainActor () -> Void)
    -> FrameTimer
  {
    let delay = seconds.isFinite ? Swift.max(seconds, 0) : 0
    let timer = FrameTimer(timeInterval: delay, repeats: false) { timer in
      pendingWork[ObjectIdentifier(timer)] = nil
      work()
    }
    pendingWork[ObjectIdentifier(timer)] = timer
    timer.schedule()
    return timer
  }
}
