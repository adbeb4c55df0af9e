import Foundation

/// What the result card says after a blind test between two presets: the preset picked more
/// often (or that neither was), how many picks it had, and how often coin flips would split
/// the picks as unevenly.
struct PresetDuelResult: Equatable {
  /// The contender picked more often, nil on a tie.
  let preferred: PresetDuel.Contender?
  /// `Preferred preset`, or `No preference` on a tie.
  let title: String
  /// The preferred preset's name, or `Snappy and Slow tied`.
  let valueText: String
  /// `picked 4 of 5 times · coin flips split this unevenly 38% of the time`, or
  /// `2 picks each`.
  let spreadText: String
  /// `after 5 trials`, `after 1 trial`, `stopped after 2 trials`.
  let trialsText: String

  init(_ duel: PresetDuel) {
    let picks = duel.picks
    let count = duel.trials.count
    if let index = duel.preferred {
      preferred = duel.contenders[index]
      title = "Preferred preset"
      valueText = duel.contenders[index].name
      let percent = Int((duel.chance * 100).rounded())
      spreadText =
        "picked \(picks[index]) of \(count) times · coin flips split this unevenly "
        + "\(percent)% of the time"
    } else {
      preferred = nil
      title = "No preference"
      valueText = count == 0 ? "No pick was made" : "A tie"
      spreadText =
        "\(duel.contenders[0].name) and \(duel.contenders[1].name): "
        + (picks[0] == 1 ? "1 pick each" : "\(picks[0]) picks each")
    }
    let trials = count == 1 ? "1 trial" : "\(count) trials"
    trialsText = (duel.isStopped ? "stopped after " : "after ") + trials
  }
}

/// A preset blind test as CSV beside the parameter tests' files (`PreferenceLog.directory`),
/// one file per test, a row per trial carrying the test's presets and result.
enum PresetDuelLog {
  /// The columns, in order.
  static let header = [
    "run", "scene", "first", "second", "trial", "left", "right", "chosen", "chosen_preset",
    "first_picks", "second_picks", "preferred", "stopped",
  ]

  /// The file's name: `preference-<scene>-presets-<run>.csv`.
  static func fileName(scene: String, run: String) -> String {
    "preference-\(scene)-presets-\(run).csv"
  }

  /// The CSV text: the header, then a row per trial; names with commas or quotes are quoted.
  static func csv(run: String, scene: String, duel: PresetDuel) -> String {
    let names = duel.contenders.map(\.name)
    let picks = duel.picks
    let preferred = duel.preferred.map { names[$0] } ?? ""
    var lines = [header.joined(separator: ",")]
    for trial in duel.trials {
      let fields = [
        run, scene, names[0], names[1], String(trial.number), names[trial.left],
        names[trial.right], trial.chosen.rawValue, names[trial.chosenContender],
        String(picks[0]), String(picks[1]), preferred, duel.isStopped ? "yes" : "no",
      ]
      lines.append(fields.map(field).joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes the CSV into `directory` (created when missing) and returns the file's path.
  ///
  /// - Throws: `SettingsError` with one line saying what failed.
  static func save(run: String, scene: String, duel: PresetDuel, directory: String)
    throws(SettingsError) -> String
  {
    let path = directory + "/" + fileName(scene: scene, run: run)
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      try csv(run: run, scene: scene, duel: duel)
        .write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      throw SettingsError("cannot write \(path): \(error.localizedDescription)")
    }
    return path
  }

  /// A CSV field, quoted (with its quotes doubled) when it holds a comma, a quote or a line
  /// break.
  private static func field(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
