import Foundation

/// A blind test's result as CSV in the user's data directory,
/// `$XDG_DATA_HOME/transition-lab/` (`~/.local/share/transition-lab/` when the variable is
/// unset or not absolute), one file per test, so a team can pool everyone's files into one
/// table: every row is one trial and carries the test's settings and result.
enum PreferenceLog {
  /// The columns, in order.
  static let header = [
    "run", "scene", "parameter", "low", "high", "trial", "left", "right", "chosen",
    "chosen_value", "preferred", "spread", "stopped",
  ]

  /// The folder the files go in, or nil without a home.
  static func directory(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String?
  {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/transition-lab"
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return home + "/.local/share/transition-lab"
    }
    return nil
  }

  /// The file's name: `preference-<scene>-<parameter>-<run>.csv`.
  static func fileName(scene: String, parameter: String, run: String) -> String {
    "preference-\(scene)-\(parameter)-\(run).csv"
  }

  /// The CSV text: the header, then a row per trial (none when no choice was made).
  static func csv(
    run: String, scene: String, parameter: String, staircase: PreferenceStaircase
  ) -> String {
    let estimate = staircase.estimate
    var lines = [header.joined(separator: ",")]
    for trial in staircase.trials {
      let fields = [
        run, scene, parameter, number(staircase.range.lowerBound),
        number(staircase.range.upperBound), String(trial.number), number(trial.left),
        number(trial.right), trial.chosen.rawValue, number(trial.chosenValue),
        number(estimate.value), number(estimate.spread), staircase.isStopped ? "yes" : "no",
      ]
      lines.append(fields.joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes the CSV into `directory` (created when missing) and returns the file's path.
  ///
  /// - Throws: `SettingsError` with one line saying what failed.
  static func save(
    run: String, scene: String, parameter: String, staircase: PreferenceStaircase,
    directory: String
  ) throws(SettingsError) -> String {
    let path = directory + "/" + fileName(scene: scene, parameter: parameter, run: run)
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      try csv(run: run, scene: scene, parameter: parameter, staircase: staircase)
        .write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      throw SettingsError("cannot write \(path): \(error.localizedDescription)")
    }
    return path
  }

  /// A run id from a moment: `20261123T213500Z` (UTC, to the second).
  static func runID(for date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    return formatter.string(from: date)
  }

  /// A value with up to 6 decimals, no trailing zeros.
  private static func number(_ value: Double) -> String {
    var text = String(format: "%.6f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}
