import Foundation
import Scenes
import TransitionKit
import XCTest

/// The release rules, presets and estimators wired into the three scenes, on scripted drags:
/// a short fast flick, a long slow drag and a long drag flicked back.
final class ReleaseSceneTests: XCTestCase {
  static let screenHeight = 844.0  // the default screen, 390 × 844
  /// Edge-pan's modal view is scaled 0.6 by its hide animation; its progress is 200 of its
  /// points, 120 screen points.
  static let edgeScale = 0.6
  static let edgeDistance = 200.0

  /// The scene, its pan, and how the scene's handler measures it.
  struct Case {
    var scene: SceneDescriptor
    var pan: ScriptedPan
    /// The handler's points per screen point, and the handler's points for progress 1.
    var units: Double
    var distance: Double
    /// Edge-pan's tutorial compares `progress < threshold` to cancel (at the threshold it
    /// finishes); the others `progress > threshold` to finish.
    var finishesAtThreshold: Bool
  }

  @MainActor static func cases(_ stretches: [ScriptedPan.Stretch]) -> [Case] {
    [
      Case(
        scene: DragDownScene.descriptor, pan: .down(stretches), units: 1,
        distance: screenHeight, finishesAtThreshold: false),
      Case(
        scene: CardScene.descriptor, pan: .down(stretches), units: 1, distance: screenHeight,
        finishesAtThreshold: false),
      Case(
        scene: EdgePanScene.descriptor, pan: .right(stretches), units: 1 / edgeScale,
        distance: edgeDistance, finishesAtThreshold: true),
    ]
  }

  static let drags: [(String, [ScriptedPan.Stretch])] = [
    ("short fast flick", ScriptedPan.shortFlick), ("long slow drag", ScriptedPan.longSlow),
    ("long drag flicked back", ScriptedPan.flickBack),
  ]

  /// Plays the pan on the scene, presented, and returns the interactive dismissal and the
  /// summary's `release` object.
  @MainActor func play(_ scenario: Case, set assignments: [String]) throws -> (
    completed: Bool?, release: [String: Any]?
  ) {
    let harness = SceneHarness(scenario.scene, set: assignments)
    harness.play(scenario.pan.script)
    let summary = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(harness.session.summary().encoded.utf8))
        as? [String: Any])
    let transitions = try XCTUnwrap(summary["transitions"] as? [[String: Any]])
    let dismissal = transitions.last { $0["interactive"] as? Bool == true }
    return (dismissal?["completed"] as? Bool, dismissal?["release"] as? [String: Any])
  }

  /// What the release really was: progress (clamped as the scenes clamp) and velocity in the
  /// handler's units, computed from the script's events.
  func truth(_ scenario: Case, _ settings: ReleaseSettings) -> (progress: Double, velocity: Double)
  {
    let screenVelocity: Double
    switch settings.estimator {
    case .average: screenVelocity = scenario.pan.averageVelocity
    case .recent: screenVelocity = scenario.pan.recentVelocity(window: settings.velocityWindow)
    case .uikit: screenVelocity = scenario.pan.uikitVelocity
    case .leastSquares: screenVelocity = scenario.pan.leastSquaresVelocity
    }
    let progress = min(max(scenario.pan.translation * scenario.units / scenario.distance, 0), 1)
    return (progress, screenVelocity * scenario.units)
  }

  /// The outcome by the published rules: position against the threshold; the projection
  /// `p + (v / 1000) · r / (1 − r) / distance`; the gate `|v| ≥ threshold` decides by sign.
  func expected(_ scenario: Case, _ settings: ReleaseSettings, threshold: Double) -> Bool {
    let (p, v) = truth(scenario, settings)
    func past(_ x: Double) -> Bool { scenario.finishesAtThreshold ? x >= threshold : x > threshold }
    switch settings.rule {
    case .threshold:
      return past(p)
    case .projection:
      let r = settings.decelerationRate
      return past(p + (v / 1000) * r / (1 - r) / scenario.distance)
    case .velocityGate:
      return abs(v) >= settings.velocityThreshold && v != 0 ? v > 0 : past(p)
    case .materialHide:
      let r = settings.decelerationRate
      let projected = p + (v / 1000) * r / (1 - r) / scenario.distance
      return v >= 0 && past(projected) && (v > settings.velocityThreshold || past(p))
    }
  }

  @MainActor func testEveryInteractiveSceneHasTheReleaseParametersAtTheSeedValues() async throws {
    // The sheet has no tutorial: its own default is the projection rule (see SheetSceneTests).
    XCTAssertEqual(
      SceneCatalog.scene(id: "sheet")?.makeParameters().choice("release-rule"), "projection")
    for scene in SceneCatalog.all where scene.id != "sheet" {
      let store = scene.makeParameters()
      XCTAssertEqual(store.choice("release-preset"), "seed", scene.id)
      XCTAssertEqual(store.choice("release-rule"), "threshold", scene.id)
      XCTAssertEqual(store.number("deceleration-rate"), 0.998, scene.id)
      XCTAssertEqual(store.number("velocity-threshold"), 300, scene.id)
      XCTAssertEqual(store.choice("velocity-estimator"), "uikit", scene.id)
      XCTAssertEqual(store.number("velocity-window"), 0.15, scene.id)
      XCTAssertFalse(store.isOn("completion-velocity"), scene.id)
      XCTAssertTrue(store.isAtSeedDefaults, scene.id)
    }
  }

  @MainActor func testAPresetSetsTheOthersAndAHandEditShowsCustom() async throws {
    let store = DragDownScene.descriptor.makeParameters()
    try store.set("release-preset", parsing: "vaul")
    XCTAssertEqual(store.choice("release-rule"), "velocity-gate")
    XCTAssertEqual(store.number("velocity-threshold"), 400)  // 0.4 px/ms
    XCTAssertEqual(store.choice("velocity-estimator"), "average")
    XCTAssertEqual(store.threshold, 0.25)  // CLOSE_THRESHOLD
    try store.set("velocity-threshold", parsing: "600")
    XCTAssertEqual(store.choice("release-preset"), "custom")
    XCTAssertEqual(store.number("velocity-threshold"), 600)
    XCTAssertEqual(store.choice("release-rule"), "velocity-gate", "the others stay")
    try store.set("threshold", parsing: "0.4")
    try store.set("release-preset", parsing: "uikit-fluid")
    XCTAssertEqual(store.choice("release-rule"), "projection")
    XCTAssertTrue(store.isOn("completion-velocity"))
    XCTAssertEqual(store.threshold, 0.5)
    try store.set("threshold", parsing: "0.45")
    XCTAssertEqual(store.choice("release-preset"), "uikit-fluid", "threshold is the scene's own")
    try store.set("release-preset", parsing: "seed")
    XCTAssertTrue(store.isAtSeedDefaults, "seed puts the tutorial's values back")
  }

  @MainActor func testComposesDistanceThresholdIsDividedByTheScenesDistance() async throws {
    let edge = EdgePanScene.descriptor.makeParameters()
    try edge.set("release-preset", parsing: "compose")
    XCTAssertEqual(edge.threshold, 56 / 200, accuracy: 1e-12)
    let drag = DragDownScene.descriptor.makeParameters()
    try drag.set("release-preset", parsing: "compose")
    XCTAssertEqual(drag.threshold, 56 / Self.screenHeight, accuracy: 1e-12)
  }

  @MainActor func testTheClassicDragsUnderTheSeedAndTheFluidRule() async throws {
    let drag = Self.cases(ScriptedPan.shortFlick)[0]
    XCTAssertEqual(try play(drag, set: []).completed, false, "a short flick snaps back (seed)")
    XCTAssertEqual(
      try play(drag, set: ["release-preset=uikit-fluid"]).completed, true,
      "the projection carries a short fast flick home")
    let back = Self.cases(ScriptedPan.flickBack)[0]
    XCTAssertEqual(try play(back, set: []).completed, true, "past the threshold: seed finishes")
    for preset in ["uikit-fluid", "panmodal", "libadwaita"] {
      XCTAssertEqual(
        try play(back, set: ["release-preset=\(preset)"]).completed, false,
        "\(preset) hears the flick back")
    }
  }

  @MainActor func testEveryRuleOnEveryDragOnEveryScene() async throws {
    for (name, stretches) in Self.drags {
      for scenario in Self.cases(stretches) {
        for rule in ReleaseRule.Kind.allCases {
          let store = scenario.scene.makeParameters()
          try store.set("release-rule", parsing: rule.rawValue)
          let (completed, _) = try play(scenario, set: ["release-rule=\(rule.rawValue)"])
          XCTAssertEqual(
            completed, expected(scenario, store.releaseSettings, threshold: store.threshold),
            "\(scenario.scene.id), \(name), \(rule)")
        }
      }
    }
  }

  @MainActor func testEveryPresetOnEveryDragOnEveryScene() async throws {
    for (name, stretches) in Self.drags {
      for scenario in Self.cases(stretches) {
        for preset in ReleasePreset.allCases {
          let store = scenario.scene.makeParameters()
          try store.set("release-preset", parsing: preset.rawValue)
          let threshold =
            preset.settings.positionalThreshold?.fraction(ofDistance: scenario.distance)
            ?? store.threshold
          let (completed, _) = try play(scenario, set: ["release-preset=\(preset.rawValue)"])
          XCTAssertEqual(
            completed, expected(scenario, preset.settings, threshold: threshold),
            "\(scenario.scene.id), \(name), \(preset)")
        }
      }
    }
  }

  @MainActor func testTheSummaryReportsTheDragsTrueProgressAndVelocity() async throws {
    for (name, stretches) in Self.drags {
      for scenario in Self.cases(stretches) {
        for rule in ["threshold", "projection"] {
          let (_, release) = try play(scenario, set: ["release-rule=\(rule)"])
          let fields = try XCTUnwrap(release, "\(scenario.scene.id) \(name)")
          let settings = scenario.scene.makeParameters().releaseSettings
          let (p, v) = truth(scenario, settings)
          let label = "\(scenario.scene.id), \(name), \(rule)"
          XCTAssertEqual(fields["rule"] as? String, rule, label)
          XCTAssertEqual(try XCTUnwrap(fields["progress"] as? Double), p, accuracy: 1e-5, label)
          XCTAssertEqual(
            try XCTUnwrap(fields["velocity"] as? Double), v, accuracy: 1e-4 * max(1, abs(v)),
            label)
          if rule == "projection" {
            let projected = p + (v / 1000) * 0.998 / 0.002 / scenario.distance
            XCTAssertEqual(
              try XCTUnwrap(fields["projected"] as? Double), projected, accuracy: 1e-4, label)
          } else {
            XCTAssertTrue(fields["projected"] is NSNull, label)
          }
        }
      }
    }
  }

  @MainActor func testANonInteractiveDismissalHasNoRelease() async throws {
    let harness = SceneHarness(DragDownScene.descriptor)
    harness.play(.tap("close"))
    let summary = harness.session.summary().encoded
    XCTAssertTrue(summary.contains("\"interactive\":false"), summary)
    XCTAssertFalse(summary.contains("release"), summary)
  }

  @MainActor func testTheTraceHasAReleaseLine() async throws {
    let harness = SceneHarness(DragDownScene.descriptor)
    var lines: [String] = []
    harness.session.traceSink = { lines.append($0.encoded) }
    harness.play(ScriptedPan.down(ScriptedPan.longSlow).script)
    let release = lines.filter { $0.contains("\"kind\":\"release\"") }
    XCTAssertEqual(release.count, 1, lines.joined(separator: "\n"))
    XCTAssertTrue(release.first?.contains("\"rule\":\"threshold\"") ?? false)
    XCTAssertTrue(release.first?.contains("\"projected\":null") ?? false)
  }
}
