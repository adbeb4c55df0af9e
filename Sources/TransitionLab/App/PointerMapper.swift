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
