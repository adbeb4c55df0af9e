import TransitionKit

/// What one fuzz case did: how many transitions ran and which invariants broke.
public struct FuzzOutcome: Sendable {
  public let transitions: Int
  public let failures: [FuzzFailure]

  public var passed: Bool { failures.isEmpty }
}

/// Plays fuzz cases headless, each in a fresh session on a manual clock, the way
/// `transition-lab replay` does, then settles and checks the invariants.
@MainActor
public enum FuzzRunner {
  /// How long a case is settled for at most, in scene seconds: longer than the slowest
  /// motion the scenes' parameters allow. A 5-s duration at a completion speed of 0.1 takes
  /// 50 s; the zoom's spring at a 2-s response, a damping ratio of 0.05 and a completion
  /// speed of 0.1 (a 20-s period) rings down to half a point from a whole screen in about
  /// 9 minutes.
  public static let slowestMotionSeconds = 1200.0

  /// Plays `fuzzCase`: the scene with its parameters, started as it says, its script replayed
  /// at 60 frames per second until everything has settled, then `SceneSession.settle()` (which
  /// cancels a pointer still down), then `FuzzInvariants.check`, then that nothing it was done
  /// with is still alive (a transition context, a controller dismissed or popped, its views);
  /// then lets the session go and checks that it took everything it made with it
  /// (`SessionLeftovers`).
  ///
  /// - Parameter trace: receives the session's trace lines, when given.
  public static func run(_ fuzzCase: FuzzCase, trace: ((JSONValue) -> Void)? = nil) -> FuzzOutcome {
    guard let descriptor = SceneLibrary.scene(id: fuzzCase.sceneID) else {
      return FuzzOutcome(
        transitions: 0,
        failures: [.init("bad-case", SceneCatalog.unknownSceneMessage(fuzzCase.sceneID))])
    }
    let leftovers = SessionLeftovers()
    let outcome = play(fuzzCase, descriptor, trace: trace, watchedBy: leftovers)
    let alive = leftovers.alive
    guard outcome.failures.first?.code != "bad-case", !alive.isEmpty else { return outcome }
    return FuzzOutcome(
      transitions: outcome.transitions,
      failures: outcome.failures + [
        .init("leak", "still alive after the session was let go: " + alive.joined(separator: ", "))
      ])
  }

  /// The case played and checked in a session of its own, which is gone once this returns.
  private static func play(
    _ fuzzCase: FuzzCase, _ descriptor: SceneDescriptor, trace: ((JSONValue) -> Void)?,
    watchedBy leftovers: SessionLeftovers
  ) -> FuzzOutcome {
    let parameters = descriptor.makeParameters()
    do {
      try parameters.apply(assignments: fuzzCase.assignments)
    } catch {
      return FuzzOutcome(transitions: 0, failures: [.init("bad-case", error.description)])
    }
    let session = SceneSession(
      descriptor: descriptor, parameters: parameters, screen: fuzzCase.makeScreen())
    leftovers.watch(session)
    if fuzzCase.start == .presented { session.presentWithoutAnimation() }
    let counter = TransitionCounter()
    let forward = trace == nil ? nil : session.window.traceHandler
    session.traceSink = trace
    session.window.traceHandler = { time, event in
      if case .transition(let phase, _, _, _) = event {
        if phase == "begin" { counter.begins += 1 }
        if phase == "complete" { counter.completes += 1 }
      }
      forward?(time, event)
    }
    session.replay(fuzzCase.script)
    session.settle(limit: slowestMotionSeconds)
    leftovers.watchNow(session)
    var failures = FuzzInvariants.check(
      session, begins: counter.begins, completes: counter.completes)
    // A few more frames: whatever ends at a frame lets go of it by the next.
    for _ in 0..<3 { session.tick() }
    let kept = leftovers.keptAfterUse(in: session)
    if !kept.isEmpty {
      failures.append(
        .init("leak.kept", "still alive after their transitions: " + kept.joined(separator: ", ")))
    }
    return FuzzOutcome(transitions: session.transitions.count, failures: failures)
  }
}

/// The `begin` and `complete` transition trace events seen.
@MainActor
private final class TransitionCounter {
  var begins = 0
  var completes = 0
}
