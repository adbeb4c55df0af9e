import ArgumentParser
import Foundation
import Scenes
import TransitionKit

/// `transition-lab bench [--scene ID|all] [--size WxH] [--frames N] [--json]`: frame-time
/// figures for the renderer and the engine, a stress case, the card against bare cairo, and
/// memory across many transitions.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure frame times of the renderer and the engine, and memory.",
    discussion: """
      For each scene, its modal is presented and dismissed with the scene's own gestures (and \
      dragged down, where the dismissal is a tap), on a manual clock at 60 frames per second, \
      until --frames frames are measured: the renderer's time per frame (drawing the window \
      into an image of the screen's size, p50/p95/p99 in ms), the engine's (pointer events, \
      clock tick, animation evaluation, transition bookkeeping; p50/p95 in µs) and the peak \
      resident memory. Then: 10,000 views animating at once, each on an animation of its own \
      and all in one (engine time per tick); the card \
      scene at 1920x1080 halfway through its presentation against bare cairo doing the same \
      drawing (one full-screen blit, one full-screen translucent fill, one rounded rectangle, \
      one square), with the ratio of their p95; the same card frame turned in 3-D under a \
      perspective and under a full-screen blur, each with its ratio to the plain frame; the \
      resident memory before and after 1,000 replayed transitions; and Auto Layout: 200 views \
      placed by 800 constraints solved from scratch, and one constant changed and re-solved \
      incrementally (budget: p95 under 1 ms); and the zoom scene's photo grid scrolled 40 \
      points a frame, its layout and cell reuse per frame, beside the same layout at 1,000 \
      photos. Figures from a debug build mean little; build \
      with 'swift build -c release'.

      Example: transition-lab bench --json
      """
  )

  @Option(help: ArgumentHelp("One scene, or all of them.", valueName: "id|all"))
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
    parsing: .unconditional,
    help: ArgumentHelp(
      "The scenes' screen in points, WIDTHxHEIGHT, each side in (0, 8192]; not with --device. "
        + "(default: 390x844)", valueName: "WxH"))
  var size: String?

  @OptionGroup var device: DeviceOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Frames measured per scene (and for the card comparison), in [10, 100000].",
      valueName: "n"))
  var frames: String = "600"

  @Flag(help: "Print one JSON object instead of a table.")
  var json = false

  @Flag(help: "Run only the 10,000-view stress case (for profiling the engine's tick).")
  var stressOnly = false

  @Flag(
    help: ArgumentHelp(
      "Run only the full-screen perspective flip and blur against the plain card frame (for "
        + "profiling the renderer's layer effects)."))
  var effectsOnly = false

  @Flag(help: "Run only the Auto Layout case (200 views, 800 constraints).")
  var layoutOnly = false

  @Flag(
    help: ArgumentHelp(
      "Run only the zoom scene's photo grid scrolled frame by frame (layout and cell reuse "
        + "per frame), with the same layout at 1,000 photos."))
  var gridOnly = false

  @Flag(
    help: ArgumentHelp(
      "Run only the motion-spec case: per scene, a new set of values' motion asked of a "
        + "presented session (as export asks it) and its declared part (what the window builds "
        + "on the frame of a value change)."))
  var motionSpecOnly = false

  static let frameRange = 10...100_000
  /// Ticks measured in the stress case.
  static let stressTicks = 120

  func run() throws {
    let screen = try device.screen(size: size).size
    let count = try NumericInput.integer(frames, name: "--frames", in: Self.frameRange)
    let descriptors: [SceneDescriptor]
    if let sceneFile {
      descriptors = [try SceneChoice.load(sceneFile, swiftVersion: swiftVersion)]
    } else if scene == "all" {
      descriptors = SceneCatalog.all
    } else if let descriptor = SceneCatalog.scene(id: scene) {
      descriptors = [descriptor]
    } else {
      throw UsageError(SceneCatalog.unknownSceneMessage(scene) + ", all")
    }
    if isDebugBuild {
      FileHandle.standardError.write(
        Data(
          ("note: this is a debug build; its figures mean little. Build with "
            + "'swift build -c release' and run .build/release/transition-lab bench.\n").utf8))
    }
    if motionSpecOnly {
      MainActor.assumeIsolated {
        let rows = MotionSpecBench.run(descriptors)
        print(
          json
            ? MotionSpecBench.json(rows).encoded
            : MotionSpecBench.lines(rows).joined(separator: "\n"))
      }
      return
    }
    if layoutOnly {
      MainActor.assumeIsolated {
        let result = AutoLayoutBench.run()
        print(
          json
            ? AutoLayoutBench.json(result).encoded
            : AutoLayoutBench.lines(result).joined(separator: "\n"))
      }
      return
    }
    if gridOnly {
      try MainActor.assumeIsolated {
        let result = try ZoomGridBench.run(frames: count)
        print(
          json
            ? ZoomGridBench.json(result).encoded
            : ZoomGridBench.lines(result).joined(separator: "\n"))
      }
      return
    }
    if stressOnly {
      MainActor.assumeIsolated {
        let stress = StressBench.run(separate: true, ticks: Self.stressTicks)
        let shared = StressBench.run(separate: false, ticks: Self.stressTicks)
        print(BenchReport.stressLines(stress, shared).joined(separator: "\n"))
      }
      return
    }
    if effectsOnly {
      try MainActor.assumeIsolated {
        let effects = try LayerEffectBench.run(frames: count)
        print(BenchReport.layerEffectLines(effects).joined(separator: "\n"))
      }
      return
    }
    let report = try MainActor.assumeIsolated { () throws -> BenchReport in
      var scenes: [SceneBench.Result] = []
      for descriptor in descriptors {
        do {
          scenes.append(try SceneBench(descriptor: descriptor, size: screen).run(frames: count))
        } catch {
          throw UsageError("--size: \(String(describing: error))")
        }
      }
      // One scene (--scene ID or --scene-file) benches that scene only; all of them add the
      // stress case, the card against bare cairo and the memory figures.
      let everything = sceneFile == nil && scene == "all"
      let stress = everything ? StressBench.run(separate: true, ticks: Self.stressTicks) : nil
      let sharedStress =
        everything ? StressBench.run(separate: false, ticks: Self.stressTicks) : nil
      let card = everything ? try CardBaselineBench.run(frames: count) : nil
      let effects = everything ? try LayerEffectBench.run(frames: count) : nil
      let memory = everything ? try MemoryBench.run() : nil
      var report = BenchReport(
        build: isDebugBuild ? "debug" : "release", size: screen, framesPerScene: count,
        scenes: scenes, stress: stress, sharedStress: sharedStress, card: card, memory: memory)
      report.layerEffects = effects
      report.autoLayout = everything ? AutoLayoutBench.run() : nil
      report.zoomGrid = everything ? try ZoomGridBench.run(frames: count) : nil
      return report
    }
    print(json ? report.json.encoded : report.table)
  }
}
