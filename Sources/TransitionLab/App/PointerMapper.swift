import CGtk
import TransitionKit

/// How a drag gesture's events become scene pointer events, shared by every drawing area that
/// feeds scenes: which kind of pointer it is (a touch stays a touch, a pen a pen) and each
/// event's own time in scene seconds.
///
/// The mapping itself is pure (`device(source:)`, `timestamp(…)`); the two readers
/// (`device(of:)`, `eventTime(of:)`) only fetch its inputs from the gesture's current event.
enum PointerMapper {
  /// The scene's pointer kind for a GDK input source: a touchscreen is a touch, a pen or
  /// stylus a pen, anything else (mouse, touchpad, trackpoint, keyboard) a mouse.
  static func device(source: GdkInputSource) -> PointerEvent.Device {
    switch source {
    case GDK_SOURCE_TOUCHSCREEN: return .touch
    case GDK_SOURCE_PEN: return .pen
    default: return .mouse
    }
  }

  /// The kind of pointer behind `gesture`'s current event (a mouse when GDK does not say).
  static func device(of gesture: OpaquePointer) -> PointerEvent.Device {
    guard
      let device = gtk_event_controller_get_current_event_device(tl_event_controller(gesture.raw))
    else { return .mouse }
    return Self.device(source: gdk_device_get_source(device))
  }

  /// `gesture`'s current event time, in milliseconds of the event clock (0 when unknown).
  static func eventTime(of gesture: OpaquePointer) -> UInt32 {
    gtk_event_controller_get_current_event_time(tl_event_controller(gesture.raw))
  }

  /// An event's time in scene seconds: the press's scene time plus the event clock's time
  /// since the press, scaled like the scene clock (slow motion), never before the last event
  /// sent. An event without a time (0) keeps the last timestamp.
  ///
  /// - Parameters:
  ///   - eventTime: the event's time, milliseconds on the event clock (it wraps at 2³²).
  ///   - pressEventTime: the press's time on the same clock.
  ///   - pressSceneTime: scene seconds at the press.
  ///   - lastTimestamp: scene seconds of the last event sent in this sequence.
  ///   - timeScale: scene seconds per real second (below 1 in slow motion).
  static func timestamp(
    eventTime: UInt32, pressEventTime: UInt32, pressSceneTime: Double, lastTimestamp: Double,
    timeScale: Double
  ) -> Double {
    guard eventTime != 0 else { return lastTimestamp }
    let elapsed = Double(Int32(bitPattern: eventTime &- pressEventTime)) / 1000
    return Swift.max(lastTimestamp, pressSceneTime + elapsed * timeScale)
  }
}

extension PointerMapper {
  /// The scene's event kind for a GDK touch event: a touch begins a press, an update moves,
  /// an end releases and a cancel (GTK or the compositor took the touch away) cancels; nil
  /// for any event that is no touch.
  static func touchKind(of type: GdkEventType) -> PointerEvent.Kind? {
    switch type {
    case GDK_TOUCH_BEGIN: return .down
    case GDK_TOUCH_UPDATE: return .move
    case GDK_TOUCH_END: return .up
    case GDK_TOUCH_CANCEL: return .cancel
    default: return nil
    }
  }
}

extension PointerMapper {
  /// Whether GDK keeps, for an event of this type, the positions it folded into it (its
  /// history). GDK 4.8 folds only motion events together
  /// (`_gdk_event_queue_handle_motion_compression` in gdk/gdkevents.c stops at the first
  /// queued event that is not `GDK_MOTION_NOTIFY`), and `gdk_event_get_history` accepts
  /// nothing but motion and scroll events (its guard,
  /// `g_return_val_if_fail (GDK_IS_EVENT_TYPE (event, GDK_MOTION_NOTIFY) ||
  /// GDK_IS_EVENT_TYPE (event, GDK_SCROLL), NULL)`, is in Debian's libgtk-4 4.8.3). A touch
  /// update therefore has no history: each one reaches the canvas as an event of its own.
  static func keepsHistory(_ type: GdkEventType) -> Bool {
    type == GDK_MOTION_NOTIFY || type == GDK_SCROLL
  }

  /// The positions GDK folded into an event, oldest first, as canvas points with their event
  /// times: the history is in surface coordinates, the event's own point in both, so each
  /// folded point keeps its offset from the event's.
  static func foldedMoves(
    _ history: [(surfacePoint: Point, eventTime: UInt32)], eventSurfacePoint: Point,
    eventCanvasPoint: Point
  ) -> [(point: Point, eventTime: UInt32)] {
    history.map { folded in
      (
        Point(
          x: eventCanvasPoint.x + folded.surfacePoint.x - eventSurfacePoint.x,
          y: eventCanvasPoint.y + folded.surfacePoint.y - eventSurfacePoint.y),
        folded.eventTime
      )
    }
  }
}
