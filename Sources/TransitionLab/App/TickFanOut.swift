/// The subscribers of one frame clock's ticks, called in the order they subscribed: the
/// canvas while its stage needs frames, the timeline while it plays, the preview strip while
/// it replays. A subscriber returns false to leave; one that subscribes during a tick is first
/// called on the next one, and one cancelled during a tick is not called again.
@MainActor
final class TickFanOut {
  /// One subscriber's handle, to cancel it.
  struct Subscription: Hashable, Sendable {
    fileprivate let id: Int
  }

  private var subscribers: [(id: Int, handler: @MainActor (Int) -> Bool)] = []
  private var nextID = 0

  /// Whether no subscriber is left (the frame clock's callback can go).
  var isEmpty: Bool { subscribers.isEmpty }

  /// How many subscribers there are.
  var count: Int { subscribers.count }

  /// Adds `handler`, called with each frame's time (microseconds on the frame clock) until it
  /// returns false or is cancelled.
  func subscribe(_ handler: @escaping @MainActor (Int) -> Bool) -> Subscription {
    nextID += 1
    subscribers.append((nextID, handler))
    return Subscription(id: nextID)
  }

  /// Removes a subscriber; nothing when it has left already.
  func cancel(_ subscription: Subscription) {
    subscribers.removeAll { $0.id == subscription.id }
  }

  /// Whether `subscription` is still called.
  func contains(_ subscription: Subscription) -> Bool {
    subscribers.contains { $0.id == subscription.id }
  }

  /// One frame: every subscriber of the frame's start that is still subscribed, once.
  func tick(frameTime: Int) {
    for (id, handler) in subscribers {
      guard subscribers.contains(where: { $0.id == id }) else { continue }
      if !handler(frameTime) { subscribers.removeAll { $0.id == id } }
    }
  }
}
