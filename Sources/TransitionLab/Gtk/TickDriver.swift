import CGtk

/// One tick callback on a widget's frame clock for everything in the window that animates
/// (the canvas, the timeline, the preview strip), fanned out to its subscribers
/// (`TickFanOut`). The callback is installed while one subscriber is left and removed with the
/// last, so an idle window has no frame callback at all.
@MainActor
final class TickDriver {
  /// The widget whose frame clock ticks (any widget of the window: they share one clock).
  private let widget: WidgetPointer
  private let fanOut = TickFanOut()
  private var callback: UInt32?

  init(widget: WidgetPointer) {
    self.widget = widget
  }

  /// Calls `handler` with each frame's time (microseconds) from the next frame on, until it
  /// returns false or the subscription is cancelled.
  func subscribe(_ handler: @escaping @MainActor (Int) -> Bool) -> TickFanOut.Subscription {
    let subscription = fanOut.subscribe(handler)
    if callback == nil {
      callback = MainLoop.addTickCallback(widget) { [weak self] frameTime in
        self?.tick(frameTime: frameTime) ?? false
      }
    }
    return subscription
  }

  /// Stops calling a subscriber; the frame callback goes with the last one.
  func cancel(_ subscription: TickFanOut.Subscription) {
    fanOut.cancel(subscription)
    guard fanOut.isEmpty, let id = callback else { return }
    gtk_widget_remove_tick_callback(widget, id)
    callback = nil
  }

  /// Whether `subscription` is still called on each frame.
  func isSubscribed(_ subscription: TickFanOut.Subscription?) -> Bool {
    subscription.map(fanOut.contains) ?? false
  }

  /// Whether the frame callback is installed (some subscriber runs).
  var isTicking: Bool { callback != nil }

  private func tick(frameTime: Int) -> Bool {
    fanOut.tick(frameTime: frameTime)
    guard fanOut.isEmpty else { return true }
    callback = nil
    return false
  }
}
