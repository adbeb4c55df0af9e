import ArgumentParser
import CairoRenderer
import Foundation
import Scenes
import TransitionKit

/// `transition-lab release-map --scene ID …`: whether a release dismisses, over release
/// progress × release velocity, found by replaying a synthetic drag through the scene at each
/// point of a grid.
struct ReleaseMapCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "release-map",
    abstract: "Map where a release dismisses, over release progress and velocity.",
    discussion: """
      Each point replays a drag through the scene (recognizer, estimator, rule and \
      completion): the finger presses, begins the pan with an 11-point move, approaches over \
      0.3 s, then flicks at the point's velocity for 0.1 s (or the estimator's window, if \
      longer) and lifts at the point's progress. Velocities are the scene's handler's points \
      per second along the dismissal axis, positive toward dismissal. --csv prints \
      progress,velocity,completed; --output draws the map as a PNG, with the threshold \
      (dashed) and the rule's edges.

      For a scene whose view rests at several places (the sheet: its detents and \
      dismissed), the drag presses the sheet below its grabber at the detent it starts at, \
      progress is the sheet's top edge at release from the large detent (0) to the bottom \
      of the screen (1), velocities are points per second downward, and each point is the \
      place the sheet comes to rest at: --csv adds a fourth column, outcome (the detent or \
      dismissed), and the picture colours each place, with a legend and a dashed line at \
      each detent.

      Examples: transition-lab release-map --scene drag-down --set release-preset=uikit-fluid \
      --output fluid.png
      transition-lab release-map --scene sheet --output sheet-detents.png
      """
  )

  @OptionGroup var sceneOptions: SceneOptions

  @Option(
    name: .customLong("velocity-range"), parsing: .unconditional,
    help: ArgumentHelp(
      "The velocities mapped, in pt/s, MIN < MAX within ±20000.", valueName: "min:max"))
  var velocityRange: String = "-2000:2000"

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Values along each axis, in [2, \(ReleaseMap.maximumSteps)].", valueName: "n"))
  var steps: String = "\(ReleaseMap.defaultSteps)"

  @Flag(help: "Print the map as CSV on standard output.")
  var csv = false

  @Option(help: ArgumentHelp("Draw the map into this PNG file.", valueName: "file"))
  var output: String?

  /// The largest speed `--velocity-range` accepts, in points per second.
  static let velocityLimit = 20000.0

  func run() throws {
    let range = try Self.parseRange(velocityRange)
    let count = try NumericInput.integer(steps, name: "--steps", in: 2...ReleaseMap.maximumSteps)
    guard csv != (output != nil) else {
      throw UsageError("give exactly one of --csv and --output FILE.png")
    }
    if let output { try OutputPath.check(output) }
    let descriptor = try sceneOptions.descriptor()
    try MainActor.assumeIsolated {
      let map: ReleaseMap
      do {
        map = try ReleaseMap.make(
          scene: descriptor, assignments: sceneOptions.assignments, velocityRange: range,
          steps: count)
      } catch {
        throw UsageError(String(describing: error))
      }
      guard let output else {
        print(map.csv, terminator: "")
        return
      }
      let plot = Self.plot(map)
      let image: RenderedImage
      do {
        image = try plot.image()
      } catch {
        throw UsageError(String(describing: error))
      }
      try OutputPath.write(image, to: output)
    }
  }

  /// The picture of `map`: a dismissal's outcomes with its threshold and the rule's edges,
  /// or, for a scene with rest places (the sheet), each place in its colour and marked.
  @MainActor static func plot(_ map: ReleaseMap) -> ReleaseMapPlot {
    let edges = map.ruleEdges.map { ReleaseMapPlot.Edge(from: $0.from, to: $0.to) }
    let compared = map.comparedEdges.map { ReleaseMapPlot.Edge(from: $0.from, to: $0.to) }
    guard !map.restProgresses.isEmpty else {
      return ReleaseMapPlot(
        progresses: map.progresses, velocities: map.velocities, completed: map.completed,
        threshold: map.threshold, edges: edges, comparedEdges: compared, title: map.caption,
        outcomeNames: map.outcomeWords ?? ReleaseMap.dismissalOutcomes)
    }
    return ReleaseMapPlot(
      progresses: map.progresses, velocities: map.velocities,
      outcomes: ReleaseMapPlot.places(map.outcomes, dismissal: map.dismissalOutcome),
      cells: map.reached,
      threshold: nil, markers: map.restProgresses, edges: edges, title: map.caption,
      positionTitle: map.positionTitle)
  }

  /// Reads `MIN:MAX`.
  static func parseRange(_ text: String) throws -> ClosedRange<Double> {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw UsageError("--velocity-range must be MIN:MAX in pt/s, got '\(text)'")
    }
    let limits = AllowedRange.closed(-velocityLimit, velocityLimit)
    let low = try NumericInput.number(String(parts[0]), name: "--velocity-range MIN", in: limits)
    let high = try NumericInput.number(String(parts[1]), name: "--velocity-range MAX", in: limits)
    guard low < high else {
      throw UsageError("--velocity-range: MIN must be below MAX, got '\(text)'")
    }
    return low...high
  }
}
