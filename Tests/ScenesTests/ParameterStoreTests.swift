import Scenes
import TransitionKit
import XCTest

final class ParameterStoreTests: XCTestCase {
  @MainActor func testDefaultsAreTheSeedsNumbers() async {
    let dragDown = DragDownScene.descriptor.makeParameters()
    XCTAssertEqual(dragDown.duration, 0.6)
    XCTAssertEqual(dragDown.threshold, 0.3)
    XCTAssertEqual(dragDown.timingChoice, .seedCurve)
    let edgePan = EdgePanScene.descriptor.makeParameters()
    XCTAssertEqual(edgePan.duration, 0.6)
    XCTAssertEqual(edgePan.threshold, 0.5)
    XCTAssertEqual(edgePan.dampingRatio, 0.8)
    XCTAssertEqual(edgePan.number("distance"), 200)
    XCTAssertEqual(edgePan.number("start-scale"), 0.6)
    XCTAssertEqual(edgePan.number("start-offset"), -200)
    XCTAssertEqual(edgePan.number("initial-velocity"), 1)
    let card = CardScene.descriptor.makeParameters()
    XCTAssertEqual(card.duration, 0.4)
    XCTAssertEqual(card.threshold, 0.2)
    XCTAssertEqual(card.number("dimming"), 0.6)
    XCTAssertEqual(card.presentationStyle, .currentContext)
    for scene in SceneCatalog.all {
      let ids = scene.parameters.map(\.id)
      for required in [
        "duration", "threshold", "damping", "completion-speed", "presentation-style",
      ] {
        // A navigation controller pushes; it presents nothing.
        if scene.id == NavigationScene.id, required == "presentation-style" { continue }
        XCTAssertTrue(ids.contains(required), "\(scene.id) lacks \(required)")
      }
      XCTAssertEqual(Set(ids).count, ids.count, "\(scene.id) repeats a parameter")
    }
  }

  @MainActor func testValuesAreCheckedWithOneLineMessages() async {
    let store = CardScene.descriptor.makeParameters()
    XCTAssertThrowsError(try store.set("threshold", parsing: "1.5")) { error in
      XCTAssertEqual("\(error)", "threshold must be in [0, 1] fraction, got 1.5")
    }
    XCTAssertThrowsError(try store.set("threshold", parsing: "nan")) { error in
      XCTAssertEqual("\(error)", "threshold must be a finite number")
    }
    XCTAssertThrowsError(try store.set("threshold", parsing: "-inf"))
    XCTAssertThrowsError(try store.set("duration", parsing: "fast")) { error in
      XCTAssertEqual("\(error)", "duration must be a number in [0.05, 5] s, got 'fast'")
    }
    XCTAssertThrowsError(try store.set("speed", parsing: "1")) { error in
      XCTAssertTrue(
        "\(error)".hasPrefix("unknown parameter 'speed' for scene card; known: duration"))
    }
    XCTAssertThrowsError(try store.apply(assignment: "=3"))
    XCTAssertThrowsError(try store.apply(assignment: "threshold"))
    XCTAssertThrowsError(try store.set("presentation-style", parsing: "sheet")) { error in
      XCTAssertTrue("\(error)".contains("one of fullScreen, overFullScreen"))
    }
    XCTAssertThrowsError(try store.apply(assignments: ["threshold=0.3", "threshold=0.5"])) {
      XCTAssertEqual(
        "\($0)", "threshold is given twice ('0.3' and '0.5'); set each parameter once")
    }
    try! store.apply(assignments: ["threshold=0.2", "duration=0.4"])
    XCTAssertEqual(store.threshold, 0.2, "a refused value changes nothing")
  }

  @MainActor func testObserversHearChangesAndResetRestoresTheSeed() async {
    let store = DragDownScene.descriptor.makeParameters()
    var heard: [String] = []
    store.observe { spec, value in heard.append("\(spec.id)=\(value)") }
    try! store.apply(assignment: "threshold=0.45")
    try! store.set("threshold", .number(0.45))  // no change, no call
    try! store.apply(assignment: "coach-marks=off")
    try! store.apply(assignment: "timing=spring")
    XCTAssertEqual(heard, ["threshold=0.45", "coach-marks=off", "timing=spring"])
    XCTAssertFalse(store.isAtSeedDefaults)
    store.resetToSeedDefaults()
    XCTAssertTrue(store.isAtSeedDefaults)
    XCTAssertEqual(store.threshold, 0.3)
    XCTAssertEqual(heard.count, 6)
  }

  @MainActor func testBindAppliesNowAndOnEveryChangeWhileTheOwnerLives() async {
    final class Owner { var applied: [Double] = [] }
    let store = DragDownScene.descriptor.makeParameters()
    var owner: Owner? = Owner()
    weak let watched = owner
    store.bind("completion-speed", to: owner!) { $0.applied.append($1) }
    try! store.set("completion-speed", parsing: "2.5")
    try! store.set("duration", parsing: "1")
    XCTAssertEqual(owner?.applied, [1, 2.5])
    owner = nil
    XCTAssertNil(watched, "the store does not keep the owner alive")
    try! store.set("completion-speed", parsing: "3")  // and does not call it afterwards
  }

  /// The panel's first group is the seed's three numbers, in every scene; the shared
  /// parameters go to their sections and a scene's own ones to `scene`.
  func testEveryScenesMainGroupIsDurationThresholdAndDamping() {
    for scene in SceneCatalog.all {
      let main = scene.parameters.filter { $0.group == .main }.map(\.id)
      XCTAssertEqual(Set(main), ["duration", "threshold", "damping"], scene.id)
      let group = Dictionary(uniqueKeysWithValues: scene.parameters.map { ($0.id, $0.group) })
      XCTAssertEqual(group["completion-speed"], .timing, scene.id)
      if scene.id != NavigationScene.id {
        XCTAssertEqual(group["presentation-style"], .presentation, scene.id)
      }
      if let timing = group["timing"] { XCTAssertEqual(timing, .timing, scene.id) }
    }
    XCTAssertEqual(
      CardScene.descriptor.parameters.first { $0.id == "dimming" }?.group, .scene)
  }

  /// A parameter built without a group lands where its id belongs: the release rule's in
  /// `release`, the tutorials' duration, threshold and damping in `main` (a scene file's
  /// own declaration of them sits first, as the built-in scenes' do), others in `scene`; a
  /// group given wins.
  func testAParameterWithoutAGroupGetsTheOneItsIdImplies() {
    func spec(_ id: String, _ group: ParameterGroup? = nil) -> ParameterSpec {
      ParameterSpec(
        id: id, title: id, kind: .toggle, seedDefault: .toggle(false), summary: "", group: group)
    }
    XCTAssertEqual(spec("velocity-threshold").group, .release)
    XCTAssertEqual(spec("release-preset").group, .release)
    XCTAssertEqual(spec("card-height").group, .scene)
    XCTAssertEqual(spec("duration").group, .main)
    XCTAssertEqual(spec("threshold").group, .main)
    XCTAssertEqual(spec("damping").group, .main)
    XCTAssertEqual(spec("velocity-threshold", .timing).group, .timing)
    XCTAssertEqual(ParameterGroup.allCases.first, .main, "the main group comes first")
    XCTAssertFalse(ParameterGroup.main.isFoldable)
    XCTAssertTrue(ParameterGroup.allCases.dropFirst().allSatisfy(\.isFoldable))
  }
}
