/// What the header's state (`Lab.refresh()`) and the inspector's follow read from the stage
/// after a frame, cheap to read on every frame: the window follows the stage once this
/// changes, not on every frame of a drag or an animation.
struct StageFollowKey: Equatable {
  /// Whether the stage is away from its first screen (a modal up, a page pushed).
  var isPresented = false
  /// Whether a drag is there to replay.
  var canReplay = false
  /// Whether the scene is a navigation stack.
  var navigates = false
  /// Which blind-test devices have played a transition.
  var played: [Bool] = []
  /// Whether frames run or a drag is held: the timeline loads the last take once neither.
  var isBusy = false
}

/// When the stage's followers run: on every input or command (`changed()`), and on a frame
/// only when the stage's `StageFollowKey` differs from the one they last followed.
struct StageFollowWatch {
  private var followed: StageFollowKey?
  private var isStale = true
  /// How many times the followers ran (for tests and the trace).
  private(set) var follows = 0

  /// Input or a command: the next check follows whatever the key.
  mutating func changed() {
    isStale = true
  }

  /// Whether to follow now, with the stage's key after a frame or an input; counts the
  /// follow it allows.
  mutating func shouldFollow(_ key: StageFollowKey) -> Bool {
    guard isStale || key != followed else { return false }
    isStale = false
    followed = key
    follows += 1
    return true
  }
}

extension Lab {
  /// The stage's `StageFollowKey` now, `busy` while frames run or a drag is held.
  func stageFollowKey(busy: Bool) -> StageFollowKey {
    var key = StageFollowKey()
    (key.isPresented, key.canReplay) = stageStatus
    key.navigates = session.navigates
    key.played = blindTestDevices?.playedDevices ?? []
    key.isBusy = busy
    return key
  }
}
