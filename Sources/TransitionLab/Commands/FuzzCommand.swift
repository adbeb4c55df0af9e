import ArgumentParser
import Foundation
import Scenes

/// `transition-lab fuzz [--cases N] [--seed S] [--scene ID|all]`: random gesture scripts
/// replayed headless, each checked for stuck transitions and views left behind; one JSON
/// summary line.
struct FuzzCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fuzz",
    abstract: "Replay random gesture scripts headless and check that nothing is left stuck.",
    discussion: """
      Each case is a random gesture script (taps on the scene's controls, drags and flicks of \
      any speed and length, presses during transitions, releases beyond the screen, cancels, \
      uneven timing) with random parameter values, played on a manual clock as 'replay' plays \
      it, then settled. Then every transition must have completed exactly once, nothing may \
      animate, the window must not have rescued a transition, and no view may be left behind. \
      The same --seed gives the same cases. --device (and --orientation) runs every case on \
      that device's screen, its safe areas and its size, instead of the 390x844 screen. The first failing case is shrunk to the smallest \
      script that still fails and written to --output as a gesture script that 'replay' \
      reads, with the command line that plays it. The summary is one line: \
      {"cases","scenes","seed","transitions","failures","failures_by_invariant","failure",\
      "failure_script","seconds"} (with --all-failures, "failure_scripts" before "seconds": \
      every failing case, each shrunk; with --device, "device" and "orientation" before \
      "seconds"); the exit status is 1 when a case failed.

      Example: transition-lab fuzz --cases 1000 --scene card --seed 7
      """
  )

  /// The most cases one run takes.
  static let maximumCases = 100_000_000
  /// The largest seed, so that the summary's JSON number carries it exactly.
  static let maximumSeed: UInt64 = (1 << 53) - 1

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("How many scripts to play, in [1, 100000000].", valueName: "n"))
  var cases: String = "100000"

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The run's seed, a whole number in [0, 2^53 - 1].", valueName: "s"))
  var seed: String = "1"

  @Option(help: ArgumentHelp("The scene, or all of them in turn.", valueName: "id|all"))
  var scene: String = "all"

  @Option(
    help: ArgumentHelp(
      "A scene of your own, a Swift file or folder (see 'transition-lab new-scene'), instead "
        + "of --scene.", valueName: "file"))
  var sceneFile: String?

  @Option(
    help: ArgumentHelp(
      "The Swift language mode a scene file is compiled in: 5 (the default, as an iOS app's "
        + "code) or 6; a file can ask with a '// swift-tools-version: 6.0' first line.",
      valueName: "mode"))
  var swiftVersion: Int?

  @Option(
    help: ArgumentHelp(
      "Where to write the shrunk failing script (default: the temporary directory).",
      valueName: "directory"))
  var output: String?

  @OptionGroup var device: DeviceOptions

  @Flag(
    help: ArgumentHelp(
      "Shrink and write every failing case, not only the first; the summary's "
        + "failure_scripts lists them."))
  var allFailures = false

  func run() throws {
    let count = try Self.wholeNumber(cases, name: "--cases", in: 1...UInt64(Self.maximumCases))
    let runSeed = try Self.wholeNumber(seed, name: "--seed", in: 0...Self.maximumSeed)
    let scenes = try chosenScenes()
    let directory = try outputDirectory()
    let screen = try device.screen(size: nil)
    let onDevice = device.device != nil || device.orientation != nil
    let started = ContinuousClock.now
    let allFailures = allFailures
    let (report, failureScript, otherScripts) = MainActor.assumeIsolated {
      () -> (FuzzRun.Report, String?, [String]) in
      var run = FuzzRun(scenes: scenes, seed: runSeed)
      if onDevice, case .device(let model, let orientation) = screen {
        run.generator = GestureScriptGenerator(device: model, orientation: orientation)
      }
      let report = run.run(cases: Int(count))
      guard let failure = report.firstFailure else { return (report, nil, []) }
      let first = Self.write(failure.shrunk, seed: failure.original.seed, in: directory)
      guard allFailures else { return (report, first, []) }
      let others = report.failingCases.dropFirst().compactMap { failing in
        Self.write(
          run.shrink(failing.fuzzCase, failingWith: failing.code), seed: failing.fuzzCase.seed,
          in: directory)
      }
      return (report, first, others)
    }
    let elapsed = ContinuousClock.now - started
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    var fields: [(String, JSONValue)] = [
      ("cases", .number(Double(report.cases))),
      ("scenes", .array(scenes.map { .string($0.id) })),
      ("seed", .number(Double(runSeed))),
      ("transitions", .number(Double(report.transitions))),
      ("failures", .number(Double(report.failures))),
      (
        "failures_by_invariant",
        .object(
          report.failuresByInvariant.sorted { $0.key < $1.key }.map {
            ($0.key, .number(Double($0.value)))
          })
      ),
      ("failure", report.firstFailure.map { .string($0.failures[0].description) } ?? .null),
      ("failure_script", failureScript.map { .string($0) } ?? .null),
    ]
    if allFailures {
      fields.append(
        (
          "failure_scripts",
          .array(([failureScript].compactMap { $0 } + otherScripts).map { .string($0) })
        ))
    }
    if onDevice, case .device(let model, let orientation) = screen {
      fields += [("device", .string(model.id)), ("orientation", .string(orientation.rawValue))]
    }
    fields += [
      ("seconds", .number((seconds * 10).rounded() / 10))
    ]
    print(JSONValue.object(fields).encoded)
    if report.failures > 0 { throw ExitCode(1) }
  }

  /// Writes a shrunk case as `fuzz-failure-<seed>.json` in `directory`; its path, or nil
  /// when it could not be written.
  @MainActor
  private static func write(_ fuzzCase: FuzzCase, seed: UInt64, in directory: String) -> String? {
    let path = (directory as NSString).appendingPathComponent("fuzz-failure-\(seed).json")
    let written =
      (try? fuzzCase.json(path: path).write(toFile: path, atomically: true, encoding: .utf8))
      != nil
    return written ? path : nil
  }

  private func chosenScenes() throws -> [SceneDescriptor] {
    if let sceneFile { return [try SceneChoice.load(sceneFile, swiftVersion: swiftVersion)] }
    if scene == "all" { return SceneCatalog.all }
    guard let descriptor = SceneCatalog.scene(id: scene) else {
      throw UsageError("--scene: " + SceneCatalog.unknownSceneMessage(scene) + ", or all")
    }
    return [descriptor]
  }

  /// The directory for the failing script, checked before anything runs.
  private func outputDirectory() throws -> String {
    guard let output else { return NSTemporaryDirectory() }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory),
      isDirectory.boolValue, FileManager.default.isWritableFile(atPath: output)
    else {
      throw UsageError("--output: \(output) is not a writable directory")
    }
    return output
  }

  private static func wholeNumber(_ text: String, name: String, in range: ClosedRange<UInt64>)
    throws -> UInt64
  {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let value = UInt64(trimmed), range.contains(value) else {
      throw UsageError(
        "\(name) must be a whole number in [\(range.lowerBound), \(range.upperBound)], "
          + "got '\(trimmed)'")
    }
    return value
  }
}
