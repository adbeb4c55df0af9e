import Scenes
import XCTest

@testable import TransitionLab

/// The side panel puts the values that act under the current choices first, so a newcomer
/// meets the sliders that change something before the dimmed ones.
final class PanelOrderTests: XCTestCase {
  @MainActor func testInEveryGroupOfEverySceneTheActingValuesComeFirst() async {
    for descriptor in SceneCatalog.all {
      let store = descriptor.makeParameters()
      for group in ParameterGroup.allCases {
        let specs = store.specs.filter { $0.group == group }
        let ordered = ParameterPanel.actingFirst(specs, in: store)
        XCTAssertEqual(Set(ordered.map(\.id)), Set(specs.map(\.id)), "\(descriptor.id) \(group)")
        let acts = ordered.map { $0.inertReason(in: store) == nil }
        XCTAssertEqual(acts, acts.sorted { $0 && !$1 }, "\(descriptor.id) \(group): \(acts)")
      }
    }
  }

  @MainActor func testTheZoomsDampingComesBeforeItsInertDurationAndThreshold() async {
    let store = ZoomScene.descriptor.makeParameters()
    let main = ParameterPanel.actingFirst(store.specs.filter { $0.group == .main }, in: store)
    XCTAssertEqual(main.map(\.id), ["damping", "duration", "threshold"])
  }

  @MainActor func testAValueThatActsAgainTakesItsOwnPlace() async {
    let store = DragDownScene.descriptor.makeParameters()
    var main = ParameterPanel.actingFirst(store.specs.filter { $0.group == .main }, in: store)
    XCTAssertEqual(main.last?.id, "damping", "inert under the tutorial's curve")
    try? store.apply(assignment: "timing=spring")
    main = ParameterPanel.actingFirst(store.specs.filter { $0.group == .main }, in: store)
    XCTAssertEqual(main.map(\.id), ["duration", "threshold", "damping"], "its own place again")
  }
}
