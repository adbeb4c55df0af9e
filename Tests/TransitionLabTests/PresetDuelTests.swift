import Scenes
import XCTest

@testable import TransitionLab

/// The blind test between two presets, without GTK: the sides, the best-of rule, the result
/// card's words and the CSV.
final class PresetDuelTests: XCTestCase {
  private let snappy = PresetDuel.Contender(
    name: "Snappy", values: [ParameterAssignment("duration", .number(0.25))])
  private let slow = PresetDuel.Contender(
    name: "Slow, calm", values: [ParameterAssignment("duration", .number(1.2))])

  /// A side drawer that returns `sides` in turn (true: the first preset on the left).
  private func drawer(_ sides: [Bool]) -> () -> Bool {
    var index = 0
    return {
      defer { index += 1 }
      return sides[index % sides.count]
    }
  }

  func testEachTrialShowsBothPresetsOnTheSidesDrawnAndCountsThePresetNotTheSide() {
    var duel = PresetDuel(snappy, slow, maximumTrials: 5, flip: drawer([true, false, true]))
    XCTAssertEqual(duel.pair?.left, snappy)
    XCTAssertEqual(duel.pair?.right, slow)
    duel.choose(.left)  // Snappy
    XCTAssertEqual(duel.pair?.left, slow, "the second trial has the sides swapped")
    duel.choose(.right)  // Snappy again, on the right this time
    XCTAssertEqual(duel.picks, [2, 0])
    XCTAssertEqual(duel.trials.map(\.chosenContender), [0, 0])
    XCTAssertFalse(duel.isFinished)
    duel.choose(.left)  // Snappy a third time: 3 of at most 5 is decided
    XCTAssertTrue(duel.isFinished, "the other preset can no longer catch up")
    XCTAssertNil(duel.pair)
    XCTAssertEqual(duel.preferred, 0)
    XCTAssertEqual(duel.trials.count, 3)
  }

  func testTheChanceIsTheTwoSidedBinomialTail() {
    var duel = PresetDuel(snappy, slow, maximumTrials: 9, flip: { true })
    for _ in 0..<4 { duel.choose(.left) }
    // 4 of 4: 2 × (1/16).
    XCTAssertEqual(duel.chance, 0.125, accuracy: 1e-12)
    duel.choose(.right)
    // 4 of 5: 2 × (5 + 1)/32.
    XCTAssertEqual(duel.chance, 0.375, accuracy: 1e-12)
    duel.choose(.right)
    // 4 of 6: 2 × (15 + 6 + 1)/64, anything but rare.
    XCTAssertEqual(duel.chance, 0.6875, accuracy: 1e-12)
  }

  func testTheResultNamesThePreferredPresetAndATieNamesNone() {
    var duel = PresetDuel(snappy, slow, maximumTrials: 3, flip: { false })
    duel.choose(.left)  // Slow
    duel.choose(.left)  // Slow: 2 of 3 decides
    let result = PresetDuelResult(duel)
    XCTAssertEqual(result.preferred, slow)
    XCTAssertEqual(result.title, "Preferred preset")
    XCTAssertEqual(result.valueText, "Slow, calm")
    XCTAssertEqual(
      result.spreadText, "picked 2 of 2 times · coin flips split this unevenly 50% of the time")
    XCTAssertEqual(result.trialsText, "after 2 trials")

    var tied = PresetDuel(snappy, slow, maximumTrials: 7, flip: { true })
    tied.choose(.left)
    tied.choose(.right)
    tied.stop()
    let tie = PresetDuelResult(tied)
    XCTAssertNil(tie.preferred, "a tie has nothing to apply")
    XCTAssertEqual(tie.title, "No preference")
    XCTAssertEqual(tie.spreadText, "Snappy and Slow, calm: 1 pick each")
    XCTAssertEqual(tie.trialsText, "stopped after 2 trials")
    XCTAssertTrue(tied.isFinished)
  }

  func testTheCSVHasARowPerTrialWithThePresetNamesQuoted() throws {
    var duel = PresetDuel(snappy, slow, maximumTrials: 3, flip: drawer([true, false]))
    duel.choose(.right)  // Slow
    duel.choose(.right)  // Snappy
    duel.choose(.left)  // Snappy on the left in the third: decided
    let text = PresetDuelLog.csv(run: "R", scene: "drag-down", duel: duel)
    let rows = text.split(separator: "\n").map(String.init)
    XCTAssertEqual(rows.count, 4)
    XCTAssertEqual(rows[0], PresetDuelLog.header.joined(separator: ","))
    XCTAssertEqual(
      rows[1],
      #"R,drag-down,Snappy,"Slow, calm",1,Snappy,"Slow, calm",right,"Slow, calm",2,1,Snappy,no"#)
    XCTAssertEqual(
      rows[2], #"R,drag-down,Snappy,"Slow, calm",2,"Slow, calm",Snappy,right,Snappy,2,1,Snappy,no"#)

    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("preset-duel-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try PresetDuelLog.save(run: "R", scene: "drag-down", duel: duel, directory: folder)
    XCTAssertEqual(path, folder + "/preference-drag-down-presets-R.csv")
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), text)
  }
}
