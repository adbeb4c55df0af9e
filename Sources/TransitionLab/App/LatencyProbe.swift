import CGtk

/// `latency` trace lines: for each pointer event the canvas handles, its own time and the time
/// of the first frame that drew it (the frame's presentation time where GDK knows it, else its
/// frame time), both in seconds on the frame clock's timebase; and `handled_time`, when the
/// canvas handled the event, on the same timebase. Only a trace reads them, so without one
/// nothing is noted. A paint only notes what it drew; the lines go out after the paint.
@MainActor
final class LatencyProbe {
  /// Milliseconds after a paint at which frames whose timings are still incomplete are
  /// looked at again (when no later frame comes to do it).
  static let recheckMilliseconds: UInt32 = 100

  /// The widget whose frame clock paints the events.
  private let area: WidgetPointer
  private let lab: Lab
  /// Whether frames still come (the canvas's ticks run): incomplete timings are then left
  /// for a later frame to complete.
  private let framesRun: @MainActor () -> Bool
  /// Pointer events and the frames that drew them.
  private var ledger = LatencyLedger()
  private var recheck: UInt32?
  /// Records of frames painted since the last after-paint, written then (never from `draw`).
  private var painted: [LatencyLedger.Record] = []

  init(area: WidgetPointer, lab: Lab, framesRun: @escaping @MainActor () -> Bool) {
    self.area = area
    self.lab = lab
    self.framesRun = framesRun
  }

  /// Notes a handled event by its 32-bit millisecond time (0: none, not noted).
  func noteEventHandled(eventMilliseconds: UInt32) {
    guard eventMilliseconds != 0, lab.isTracing else { return }
    let now = g_get_monotonic_time()
    ledger.eventHandled(
      at: EventClock.seconds(eventMilliseconds: eventMilliseconds, nowMicroseconds: now),
      handledAt: Double(now) / 1_000_000)
  }

  /// Called while the frame paints the canvas: the events noted since the last paint are
  /// drawn by this frame. Nothing is written here; `writePainted` writes it after the paint.
  func notePainted() {
    guard lab.isTracing, let clock = gtk_widget_get_frame_clock(area) else { return }
    painted += ledger.framePainted(
      counter: gdk_frame_clock_get_frame_counter(clock),
      frameTime: Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000)
  }

  /// After a frame is painted (the trace's after-paint): writes what the paint drew, and the
  /// records of earlier frames whose timings are now complete.
  func writePainted() {
    let records = painted
    painted = []
    emit(records)
    resolve()
  }

  /// Writes the records of painted frames whose timings are now complete; looks again later
  /// while some are not.
  private func resolve() {
    guard !ledger.painted.isEmpty else { return }
    guard let clock = gtk_widget_get_frame_clock(area) else {
      emit(ledger.flush())
      return
    }
    emit(
      ledger.resolve { counter in
        guard let timings = gdk_frame_clock_get_timings(clock, counter) else { return .gone }
        guard gdk_frame_timings_get_complete(timings) != 0 else { return .pending }
        let presentation = gdk_frame_timings_get_presentation_time(timings)
        return .complete(presentation > 0 ? Double(presentation) / 1_000_000 : nil)
      })
    guard !ledger.painted.isEmpty, recheck == nil else { return }
    recheck = MainLoop.addTimeout(milliseconds: Self.recheckMilliseconds) { [weak self] in
      guard let self else { return false }
      self.recheck = nil
      self.resolve()
      // Frames have stopped: what is still incomplete goes out with its frame time.
      if self.recheck != nil, !self.framesRun() {
        self.emit(self.ledger.flush())
      }
      return false
    }
  }

  private func emit(_ records: [LatencyLedger.Record]) {
    for record in records {
      lab.emit(
        "latency",
        [
          ("event_time", .number(record.eventTime)), ("frame_time", .number(record.frameTime)),
          ("handled_time", .number(record.handledTime)),
        ])
    }
  }
}
