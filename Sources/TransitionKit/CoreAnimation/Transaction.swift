/// A completion block waiting for the animations added while it was the transaction's.
@MainActor
final class TransactionCompletion {
  let block: () -> Void
  /// How deep the transaction was nested (0 outermost), for firing inner ones first.
  let depth: Int
  let order: Int
  var pending = 0
  var committed = false
  var fired = false

  init(block: @escaping () -> Void, depth: Int, order: Int) {
    self.block = block
    self.depth = depth
    self.order = order
  }
}

/// One open transaction: the settings made in it and its completion.
@MainActor
final class TransactionFrame {
  var duration: Double?
  var timingFunction: MediaTimingFunction?
  var disableActions: Bool?
  var completion: TransactionCompletion?
  var values: [String: Any] = [:]
}

/// Groups layer changes and says how their implicit animations run (Core Animation's
/// `CATransaction`).
///
/// `begin()` and `commit()` nest; a setting made in a transaction holds for it and the ones
/// inside it. Changes made outside any go into an implicit transaction that commits at the
/// next frame. A completion block runs once every animation added after it was set, in its
/// transaction and those nested in it, has finished or been removed — at once on commit when
/// there are none — inner transactions' before outer ones' when they finish together, after
/// the animations' delegates.
@MainActor
public enum Transaction {
  /// The default duration of implicit animations, in seconds.
  public static let defaultAnimationDuration = 0.25

  static var stack: [TransactionFrame] = []
  static var implicitFrame: TransactionFrame?
  /// How many times the implicit transaction has been flushed (frames of any engine): a
  /// layer made during flush n animates implicitly from flush n + 1 on.
  static var flushCount = 0
  private static var completionOrder = 0
  /// Completions whose animations are done, waiting to run at the end of the frame.
  static var readyCompletions: [TransactionCompletion] = []

  /// Opens a transaction.
  public static func begin() {
    stack.append(TransactionFrame())
  }

  /// Closes the innermost transaction; its completion runs now if it waits for nothing.
  public static func commit() {
    guard let frame = stack.popLast() else {
      AnimationEngine.current.warn(
        "transaction.unbalanced", "Transaction.commit() was called without a begin()")
      return
    }
    close(frame)
    runReadyCompletions()
  }

  /// Commits the implicit transaction now (`CATransaction.flush()`).
  public static func flush() {
    Layer.displayDueLayers()
    if let frame = implicitFrame {
      implicitFrame = nil
      close(frame)
    }
    runReadyCompletions()
  }

  /// The end of a run-loop turn, at each frame: the implicit transaction commits, and explicit
  /// ones left open are committed with a warning.
  static func endFrame() {
    flushCount += 1
    if !stack.isEmpty {
      AnimationEngine.current.warn(
        "transaction.unbalanced",
        "\(stack.count) Transaction.begin() without commit() at the end of a frame; committed now"
      )
      while let frame = stack.popLast() { close(frame) }
    }
    flush()
  }

  private static func close(_ frame: TransactionFrame) {
    guard let completion = frame.completion else { return }
    completion.committed = true
    if completion.pending == 0 { ready(completion) }
  }

  /// The open transactions, innermost last (the implicit one first, made on demand).
  private static var frames: [TransactionFrame] {
    if stack.isEmpty {
      let frame = implicitFrame ?? TransactionFrame()
      implicitFrame = frame
      return [frame]
    }
    return (implicitFrame.map { [$0] } ?? []) + stack
  }

  private static var current: TransactionFrame { frames[frames.count - 1] }

  /// The duration of implicit animations here (0.25 s unless set).
  public static func animationDuration() -> Double {
    frames.reversed().lazy.compactMap(\.duration).first ?? defaultAnimationDuration
  }

  public static func setAnimationDuration(_ duration: Double) {
    current.duration = duration.isFinite && duration >= 0 ? duration : defaultAnimationDuration
  }

  /// The timing of animations added here that have none; `nil` unless set.
  public static func animationTimingFunction() -> MediaTimingFunction? {
    frames.reversed().lazy.compactMap(\.timingFunction).first
  }

  public static func setAnimationTimingFunction(_ function: MediaTimingFunction?) {
    current.timingFunction = function
  }

  /// Whether changes made here run no actions (no implicit animations).
  public static func disableActions() -> Bool {
    frames.reversed().lazy.compactMap(\.disableActions).first ?? false
  }

  public static func setDisableActions(_ flag: Bool) { current.disableActions = flag }

  /// The completion block of the innermost transaction.
  public static func completionBlock() -> (() -> Void)? { current.completion?.block }

  /// Sets the block run once the animations added from now on in this transaction have
  /// finished. A block it replaces that waits for nothing runs at once.
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    let frame = current
    if let old = frame.completion, old.pending == 0, !old.fired {
      old.committed = true
      ready(old)
    }
    frame.completion = block.map {
      completionOrder += 1
      return TransactionCompletion(block: $0, depth: stack.count, order: completionOrder)
    }
  }

  /// A setting by key (`value(forKey:)`): "animationDuration", "animationTimingFunction",
  /// "disableActions", "completionBlock", or one of the code's own.
  public static func value(forKey key: String) -> Any? {
    switch key {
    case "animationDuration": animationDuration()
    case "animationTimingFunction": animationTimingFunction()
    case "disableActions": disableActions()
    case "completionBlock": completionBlock()
    default: frames.reversed().lazy.compactMap { $0.values[key] }.first
    }
  }

  public static func setValue(_ value: Any?, forKey key: String) {
    switch key {
    case "animationDuration": setAnimationDuration((value as? Double) ?? defaultAnimationDuration)
    case "animationTimingFunction": setAnimationTimingFunction(value as? MediaTimingFunction)
    case "disableActions": setDisableActions((value as? Bool) ?? false)
    case "completionBlock": setCompletionBlock(value as? () -> Void)
    default: current.values[key] = value
    }
  }

  /// The completions an animation added now waits for: every open transaction's.
  static func completionsForNewAnimation() -> [TransactionCompletion] {
    let list = frames.compactMap(\.completion)
    for completion in list { completion.pending += 1 }
    return list
  }

  /// An animation a completion waited for has finished or was removed.
  static func animationEnded(for completions: [TransactionCompletion]) {
    for completion in completions {
      completion.pending -= 1
      if completion.pending == 0, completion.committed { ready(completion) }
    }
  }

  private static func ready(_ completion: TransactionCompletion) {
    guard !completion.fired else { return }
    completion.fired = true
    readyCompletions.append(completion)
  }

  /// Runs the completions that are ready, inner transactions' first, then in the order they
  /// were set.
  static func runReadyCompletions() {
    while !readyCompletions.isEmpty {
      let batch = readyCompletions.sorted { ($1.depth, $0.order) < ($0.depth, $1.order) }
      readyCompletions.removeAll()
      for completion in batch {
        AnimationEngine.current.layerAnimations.noteTransactionCompletion(depth: completion.depth)
        completion.block()
      }
    }
  }
}
