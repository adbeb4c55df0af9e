import CGtk

private typealias SourceHandler = @MainActor () -> Bool
private typealias TickHandler = @MainActor (Int) -> Bool
private typealias DrawHandler = @MainActor (OpaquePointer, Int, Int) -> Void
private typealias SnapshotHandler = @MainActor (OpaquePointer, Int, Int) -> Void

private let sourceTrampoline: @convention(c) (gpointer?) -> gboolean = { data in
  let box = ClosureBox<SourceHandler>.from(data)
  return MainActor.assumeIsolated { box.handler() } ? tl_true : tl_false
}

private let tickTrampoline:
  @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = {
    _, frameClock, data in
    let box = ClosureBox<TickHandler>.from(data)
    let microseconds = Int(gdk_frame_clock_get_frame_time(frameClock))
    return MainActor.assumeIsolated { box.handler(microseconds) } ? tl_true : tl_false
  }

private let drawTrampoline:
  @convention(c) (UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32, gpointer?)
    -> Void = {
      _, context, width, height, data in
      guard let context else { return }
      nonisolated(unsafe) let cr = context
      let box = ClosureBox<DrawHandler>.from(data)
      MainActor.assumeIsolated { box.handler(cr, Int(width), Int(height)) }
    }

private let snapshotTrampoline:
  @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, Int32, Int32, gpointer?)
    -> Void = {
      _, snapshot, width, height, data in
      guard let snapshot else { return }
      nonisolated(unsafe) let node = snapshot
      let box = ClosureBox<SnapshotHandler>.from(data)
      MainActor.assumeIsolated { box.handler(node, Int(width), Int(height)) }
    }

/// Releases the box of a source or frame callback that can wake the window, and counts it
/// gone (`MainLoop.pending`).
private let releasePendingBox: @convention(c) (gpointer?) -> Void = { data in
  releaseBox(data)
  MainActor.assumeIsolated { MainLoop.pendingEnded() }
}

/// GLib main-loop sources and GTK frame callbacks with Swift closures.
@MainActor
enum MainLoop {
  /// How many of the timeouts, idle sources and tick callbacks added here are still
  /// installed: each one wakes the main loop again, so a window at rest has none.
  private(set) static var pending = 0
  /// Called when the last of them is removed (the trace's `quiet` line looks then).
  static var onNonePending: (@MainActor () -> Void)?

  fileprivate static func pendingEnded() {
    pending -= 1
    if pending == 0 { onNonePending?() }
  }

  /// Runs `handler` every `milliseconds` until it returns false; returns the source id.
  @discardableResult
  static func addTimeout(milliseconds: UInt32, _ handler: @escaping @MainActor () -> Bool)
    -> UInt32
  {
    pending += 1
    return g_timeout_add_full(
      G_PRIORITY_DEFAULT, milliseconds, sourceTrampoline,
      ClosureBox(handler as SourceHandler).retainedPointer, releasePendingBox)
  }

  /// Runs `handler` whenever the main loop has nothing more urgent to do — below redrawing
  /// and input — until it returns false; returns the source id.
  @discardableResult
  static func addIdle(_ handler: @escaping @MainActor () -> Bool) -> UInt32 {
    pending += 1
    return g_idle_add_full(
      G_PRIORITY_DEFAULT_IDLE, sourceTrampoline,
      ClosureBox(handler as SourceHandler).retainedPointer, releasePendingBox)
  }

  /// Runs `handler` when the process receives `signal` (SIGTERM, SIGINT), from the main loop;
  /// it stays installed while the handler returns true.
  @discardableResult
  static func addUnixSignal(_ signal: Int32, _ handler: @escaping @MainActor () -> Bool) -> UInt32 {
    g_unix_signal_add_full(
      G_PRIORITY_DEFAULT, signal, sourceTrampoline,
      ClosureBox(handler as SourceHandler).retainedPointer, releaseBox)
  }

  /// Removes a source added by `addTimeout` or `addUnixSignal`.
  static func removeSource(_ id: UInt32) {
    g_source_remove(id)
  }

  /// Calls `handler` with the frame clock's frame time (microseconds) on every frame of
  /// `widget` until it returns false; returns the callback's id.
  static func addTickCallback(
    _ widget: some GObjectPointer, _ handler: @escaping @MainActor (Int) -> Bool
  ) -> UInt32 {
    pending += 1
    return gtk_widget_add_tick_callback(
      widget.widget, tickTrampoline, ClosureBox(handler as TickHandler).retainedPointer,
      releasePendingBox)
  }

  /// Sets a drawing area's draw function: called with the cairo context and the size.
  static func setDrawFunction(
    _ area: some GObjectPointer, _ handler: @escaping @MainActor (OpaquePointer, Int, Int) -> Void
  ) {
    gtk_drawing_area_set_draw_func(
      tl_drawing_area(area.raw), drawTrampoline,
      ClosureBox(handler as DrawHandler).retainedPointer, releaseBox)
  }

  /// Sets a snapshot area's function (`tl_snapshot_area_new_with_role`): called with the
  /// widget's `GtkSnapshot` and its size, to append the area's render nodes.
  static func setSnapshotFunction(
    _ area: some GObjectPointer, _ handler: @escaping @MainActor (OpaquePointer, Int, Int) -> Void
  ) {
    tl_snapshot_area_set_func(
      area.widget, snapshotTrampoline, ClosureBox(handler as SnapshotHandler).retainedPointer,
      releaseBox)
  }
}
