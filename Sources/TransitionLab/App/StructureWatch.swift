/// When what follows the stage's structure moves: the accessible proxies over the scene's
/// buttons and the keyboard's focus ring. They follow once the stage comes to rest after
/// something that may have moved the buttons (input, a command, the frames of a transition,
/// another stage or layout), and never on a frame or a redraw that changed none of it: a
/// walk of the scene's views for its buttons is not paid per frame.
struct StructureWatch: Equatable {
  /// Whether something changed since the last follow.
  private var isStale = true
  /// The devices' places the last follow saw.
  private var laidOut: [PlacedDevice] = []
  /// How many times the proxies and the focus followed (for tests and the trace).
  private(set) var follows = 0

  /// Something may have moved the scene's buttons (input, a command, a frame).
  mutating func changed() {
    isStale = true
  }

  /// The devices were laid out: a new size or place moves the buttons on the canvas.
  mutating func laidOut(_ devices: [PlacedDevice]) {
    guard devices != laidOut else { return }
    laidOut = devices
    isStale = true
  }

  /// Whether to follow now: something changed and the stage is at rest (no transition, no
  /// script, no drag held). Counts the follow it allows.
  mutating func shouldFollow(busy: Bool) -> Bool {
    guard isStale, !busy else { return false }
    isStale = false
    follows += 1
    return true
  }
}
