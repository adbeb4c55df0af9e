import Scenes

/// A blind test started: of one parameter's value (a staircase over a range) or of two
/// presets (a duel), with every trial so far.
enum BlindTestRun: Equatable, Sendable {
  /// The parameter's id and its staircase.
  case parameter(String, PreferenceStaircase)
  case presets(PresetDuel)

  /// Whether trials are still shown.
  var isRunning: Bool {
    switch self {
    case .parameter(_, let staircase): !staircase.isFinished
    case .presets(let duel): !duel.isFinished
    }
  }

  /// The picks made so far.
  var trialCount: Int {
    switch self {
    case .parameter(_, let staircase): staircase.trials.count
    case .presets(let duel): duel.trials.count
    }
  }

  /// The most trials the test shows.
  var maximumTrials: Int {
    switch self {
    case .parameter(_, let staircase): staircase.maximumTrials
    case .presets(let duel): duel.maximumTrials
    }
  }

  mutating func choose(_ side: PreferenceStaircase.Side) {
    switch self {
    case .parameter(let id, var staircase):
      staircase.choose(side)
      self = .parameter(id, staircase)
    case .presets(var duel):
      duel.choose(side)
      self = .presets(duel)
    }
  }

  mutating func stop() {
    switch self {
    case .parameter(let id, var staircase):
      staircase.stop()
      self = .parameter(id, staircase)
    case .presets(var duel):
      duel.stop()
      self = .presets(duel)
    }
  }
}

/// Where a finished test's trials were written: the sentence the result card shows, and the
/// CSV file's path (nil when nothing was written).
struct BlindTestLog: Equatable, Sendable {
  var saved: String
  var path: String?
}

/// The blind test as a value: where it returns to when it closes, the test started last with
/// its trials, whether both devices have played in the trial shown, and what became of the
/// result. Its two devices are the lab's (`Lab+BlindTest.swift`), brought to this value after
/// every command; the pane draws from it.
struct BlindTestState: Equatable, Sendable {
  /// Compare mode's devices when the test was opened from there; nil: the scene alone.
  var returnTo: CompareState?
  /// The test running or run last; nil before the first Start.
  var run: BlindTestRun?
  /// Counts the tests started, so a new start is told from the trials of the last one.
  var runNumber = 0
  /// Whether both devices have played since the trial shown began (the picks enabled); the
  /// lab reads it from the devices.
  var picksEnabled = false
  /// Where the finished test's trials were written, once they were.
  var log: BlindTestLog?
  /// Whether the result was applied to the panel's values.
  var isApplied = false

  /// Whether a test runs.
  var isRunning: Bool { run?.isRunning == true }

  /// The test's state after `command`; `flip` draws which side each trial shows first.
  mutating func apply(_ command: BlindTestCommand, flip: () -> Bool) {
    switch command {
    case .start(let parameter, let range, let resolution, let trials):
      guard !isRunning, range.upperBound - range.lowerBound >= 2 * resolution else { return }
      begin(
        .parameter(
          parameter,
          PreferenceStaircase(
            range: range, resolution: resolution, maximumTrials: trials, flip: flip)))
    case .startPresets(let first, let second, let trials):
      guard !isRunning, first.name != second.name else { return }
      begin(.presets(PresetDuel(first, second, maximumTrials: trials, flip: flip)))
    case .pick(let side):
      guard isRunning, picksEnabled else { return }
      run?.choose(side)
      picksEnabled = false
    case .stop:
      guard isRunning else { return }
      run?.stop()
      picksEnabled = false
    case .applyResult:
      guard let run, !run.isRunning, !isApplied, hasPreference else { return }
      isApplied = true
    case .logged(let log):
      self.log = log
    }
  }

  private mutating func begin(_ run: BlindTestRun) {
    self.run = run
    runNumber += 1
    picksEnabled = false
    log = nil
    isApplied = false
  }

  /// Whether the finished test prefers something Apply can set (a duel can tie).
  var hasPreference: Bool {
    switch run {
    case .parameter?: true
    case .presets(let duel)?: duel.preferred != nil
    case nil: false
    }
  }
}

/// What the blind test's controls ask of it.
enum BlindTestCommand: Equatable, Sendable {
  /// Starts a test of one parameter's value over `range`, moved in steps of `resolution`,
  /// with at most `trials` picks (refused while one runs, or for a range under two steps).
  case start(parameter: String, range: ClosedRange<Double>, resolution: Double, trials: Int)
  /// Starts a test between two parameter sets (refused for the same one twice).
  case startPresets(PresetDuel.Contender, PresetDuel.Contender, trials: Int)
  /// Picks the side that feels better (ignored until both devices have played).
  case pick(PreferenceStaircase.Side)
  /// Ends the test early; the result uses the trials so far.
  case stop
  /// Sets the preferred value (or preset) on the scene's parameters, as one undoable step.
  case applyResult
  /// Where the finished test's trials were written (the lab's own, after it wrote them).
  case logged(BlindTestLog)
}
