import Foundation
import TestSupport
import TransitionKit
import XCTest

/// Random event sequences through a window that hosts a root controller and a modal wired the
/// way the tutorials wire them. Whatever arrives in whatever order, every transition must
/// complete exactly once, none may be left in flight, and the view tree must end up either
/// presented or dismissed with no view left over.
///
/// Deterministic: a seeded generator drives everything and time is the test's manual clock.
/// Set `TRANSITION_FUZZ_SEED` to run one seed alone, or `TRANSITION_FUZZ_COUNT` to run more.
final class TransitionFuzzTests: EngineTestCase {
  static let sequenceCount = 500
  static let seedBase: UInt64 = 0x5EED_0000

  @MainActor func testRandomEventSequencesNeverLeaveATransitionStuckOrAViewOrphaned() async {
    let seeds: [UInt64]
    if let text = ProcessInfo.processInfo.environment["TRANSITION_FUZZ_SEED"],
      let seed = UInt64(text)
    {
      seeds = [seed]
    } else {
      let count = ProcessInfo.processInfo.environment["TRANSITION_FUZZ_COUNT"].flatMap(Int.init)
      seeds = (0..<UInt64(max(count ?? Self.sequenceCount, 1))).map { Self.seedBase + $0 }
    }
    var transitions = 0
    var interactive = 0
    var cancelled = 0
    var failed = false
    for seed in seeds {
      let engine = AnimationEngine(clock: ManualClock())
      let run = engine.withCurrent { FuzzRun(seed: seed, engine: engine) }
      engine.withCurrent { run.play() }
      let failures = run.check()
      for failure in failures {
        XCTFail("seed \(seed): \(failure)\nactions:\n\(run.actions.joined(separator: "\n"))")
      }
      if !failures.isEmpty {
        failed = true
        break
      }
      transitions += run.window.transitionLog.count
      interactive += run.window.transitionLog.filter(\.interactive).count
      cancelled += run.window.transitionLog.filter { $0.completed == false }.count
    }
    // The sequences reach the interesting paths.
    print(
      "fuzz: \(seeds.count) sequences, \(transitions) transitions, \(interactive) interactive, \(cancelled) cancelled"
    )
    if seeds.count > 1, !failed {
      XCTAssertGreaterThan(transitions, seeds.count)
      XCTAssertGreaterThan(interactive, seeds.count / 10)
      XCTAssertGreaterThan(cancelled, seeds.count / 20)
    }
  }

  @MainActor func testTheGeneratorIsDeterministic() async {
    var a = SplitMix64(seed: 42)
    var b = SplitMix64(seed: 42)
    let first = (0..<8).map { _ in a.next() }
    XCTAssertEqual(first, (0..<8).map { _ in b.next() })
    var c = SplitMix64(seed: 43)
    XCTAssertNotEqual(first, (0..<8).map { _ in c.next() })
    // The same seed plays the same sequence.
    let one = FuzzRun(seed: 7, engine: engine)
    one.play()
    let otherEngine = AnimationEngine(clock: ManualClock())
    let other = otherEngine.withCurrent { FuzzRun(seed: 7, engine: otherEngine) }
    otherEngine.withCurrent { other.play() }
    XCTAssertEqual(one.actions, other.actions)
    XCTAssertEqual(one.window.transitionLog, other.window.transitionLog)
  }
}

/// SplitMix64: a small, fast, deterministic generator.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
