import Foundation
import XCTest

@testable import TransitionLab

/// A seeded generator (SplitMix64), so every run of a test draws the same numbers.
final class SeededRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A fair coin: the top bit of the next number.
  func coin() -> Bool { next() >> 63 == 1 }
}

final class PreferenceStaircaseTests: XCTestCase {
  /// Damping's step in the panel, and a range a person might test.
  static let resolution = 0.05
  static let range = 0.2...1.4

  /// Runs a staircase to its end with a chooser that answers each pair.
  func run(
    seed: UInt64, maximumTrials: Int = 30,
    chooser: (_ left: Double, _ right: Double) -> PreferenceStaircase.Side
  ) -> PreferenceStaircase {
    let random = SeededRandom(seed: seed)
    var staircase = PreferenceStaircase(
      range: Self.range, resolution: Self.resolution, maximumTrials: maximumTrials,
      flip: { random.coin() })
    while let pair = staircase.pair { staircase.choose(chooser(pair.left, pair.right)) }
    return staircase
  }

  /// Picks the value closer to `preferred`.
  func closer(to preferred: Double) -> (Double, Double) -> PreferenceStaircase.Side {
    { left, right in abs(left - preferred) <= abs(right - preferred) ? .left : .right }
  }

  func testConvergesOnAKnownPreference() {
    for index in 0...60 {
      let preferred = 0.2 + 1.2 * Double(index) / 60
      let staircase = run(seed: UInt64(index), chooser: closer(to: preferred))
      XCTAssertTrue(staircase.isFinished)
      XCTAssertFalse(staircase.isStopped)
      // It stops because the pair became finer than the parameter can be set, not because
      // it ran out of trials.
      XCTAssertLessThan(staircase.step, Self.resolution, "preference \(preferred)")
      XCTAssertLessThan(staircase.trials.count, 30)
      // Within one of the parameter's steps, plus half a step for rounding onto the grid.
      XCTAssertLessThanOrEqual(
        abs(staircase.estimate.value - preferred), 1.5 * Self.resolution + 1e-9,
        "preference \(preferred): estimate \(staircase.estimate)")
      let grid = staircase.estimate.value / Self.resolution
      XCTAssertEqual(grid, grid.rounded(), accuracy: 1e-9, "the estimate is a value one can set")
    }
  }

  func testPairsStayInTheRangeAndNarrow() {
    let staircase = run(seed: 7, chooser: closer(to: 1.4))
    for trial in staircase.trials {
      XCTAssertTrue(Self.range.contains(trial.left) && Self.range.contains(trial.right))
      XCTAssertNotEqual(trial.left, trial.right)
    }
    let widths = staircase.trials.map { abs($0.left - $0.right) }
    XCTAssertEqual(widths.first ?? 0, 0.6, accuracy: 1e-9, "the first pair is half the range apart")
    XCTAssertLessThan(widths.last ?? 1, widths.first ?? 0)
    XCTAssertEqual(staircase.estimate.value, 1.4, accuracy: Self.resolution)
  }

  func testOrderIsRandomAndDoesNotChangeTheResult() {
    let first = run(seed: 1, chooser: closer(to: 0.63))
    let second = run(seed: 99, chooser: closer(to: 0.63))
    let higherOnLeft = first.trials.filter { $0.left > $0.right }.count
    XCTAssertGreaterThan(higherOnLeft, 0, "the higher value is sometimes on the left")
    XCTAssertLessThan(higherOnLeft, first.trials.count, "and sometimes on the right")
    XCTAssertEqual(first.trials.map(\.chosenValue), second.trials.map(\.chosenValue))
    XCTAssertEqual(first.estimate, second.estimate)
  }

  func testNoisyChooserStillFindsThePreference() {
    // The chooser picks the closer value four times in five, the other one otherwise.
    let noise = SeededRandom(seed: 2024)
    var errors: [Double] = []
    for runIndex in 0..<300 {
      let preferred = 0.3 + Double(runIndex % 11) / 10
      let staircase = run(seed: UInt64(runIndex) + 1000) { left, right in
        let better = self.closer(to: preferred)(left, right)
        let unit = Double(noise.next() >> 11) / Double(1 << 53)
        return unit < 0.8 ? better : (better == .left ? .right : .left)
      }
      XCTAssertTrue(Self.range.contains(staircase.estimate.value))
      errors.append(abs(staircase.estimate.value - preferred))
    }
    errors.sort()
    let median = errors[errors.count / 2]
    let ninetieth = errors[errors.count * 9 / 10]
    XCTAssertLessThanOrEqual(median, 2 * Self.resolution + 1e-9, "median error \(median)")
    XCTAssertLessThanOrEqual(ninetieth, 0.2 + 1e-9, "nine in ten within a sixth of the range")
  }

  func testStopsAfterTheTrialLimit() {
    let staircase = run(seed: 3, maximumTrials: 3, chooser: closer(to: 0.77))
    XCTAssertEqual(staircase.trials.count, 3)
    XCTAssertTrue(staircase.isFinished)
    XCTAssertGreaterThanOrEqual(staircase.step, Self.resolution)
  }

  func testStopKeepsTheTrialsSoFar() {
    let random = SeededRandom(seed: 5)
    var staircase = PreferenceStaircase(
      range: Self.range, resolution: Self.resolution, flip: { random.coin() })
    staircase.choose(.left)
    staircase.stop()
    XCTAssertTrue(staircase.isFinished)
    XCTAssertNil(staircase.pair)
    XCTAssertEqual(staircase.trials.count, 1)
    staircase.choose(.right)
    XCTAssertEqual(staircase.trials.count, 1, "no choice after the stop")
    XCTAssertEqual(staircase.estimate.value, staircase.trials[0].chosenValue, accuracy: 1e-9)
  }

  func testCSVHasARowPerTrialWithTheResult() throws {
    let staircase = run(seed: 11, chooser: closer(to: 0.9))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("preference-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try PreferenceLog.save(
      run: "20260101T000000Z", scene: "edge-pan", parameter: "damping", staircase: staircase,
      directory: folder + "/nested")
    XCTAssertTrue(path.hasSuffix("/nested/preference-edge-pan-damping-20260101T000000Z.csv"))
    let lines = try String(contentsOfFile: path, encoding: .utf8)
      .split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
    XCTAssertEqual(lines.first?.map(String.init), PreferenceLog.header)
    XCTAssertEqual(lines.count, staircase.trials.count + 1)
    let column = { (name: String) in PreferenceLog.header.firstIndex(of: name)! }
    for (row, trial) in zip(lines.dropFirst(), staircase.trials) {
      XCTAssertEqual(row.count, PreferenceLog.header.count)
      XCTAssertEqual(Double(row[column("left")]) ?? .nan, trial.left, accuracy: 1e-6)
      XCTAssertEqual(Double(row[column("right")]) ?? .nan, trial.right, accuracy: 1e-6)
      XCTAssertEqual(String(row[column("chosen")]), trial.chosen.rawValue)
      XCTAssertEqual(Double(row[column("preferred")]) ?? .nan, 0.9, accuracy: 1.5 * 0.05)
    }
  }

  func testDataDirectoryFollowsXDG() {
    XCTAssertEqual(
      PreferenceLog.directory(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"]),
      "/data/transition-lab")
    XCTAssertEqual(
      PreferenceLog.directory(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"]),
      "/home/a/.local/share/transition-lab")
    XCTAssertNil(PreferenceLog.directory(environment: [:]))
  }
}
