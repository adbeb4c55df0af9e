import Foundation
import Scenes
import XCTest

@testable import TransitionLab

/// Kept release values come back as they were chosen: the preset first, then the values
/// changed after it.
final class ReleaseSettingsRestoreTests: XCTestCase {
  @MainActor func testAThresholdChangedAfterAPresetIsKept() async throws {
    // Recorded as the panel records them: Vaul chosen (its values with it), then threshold.
    let descriptor = DragDownScene.descriptor
    let store = descriptor.makeParameters()
    var settings = LabSettings()
    store.observe { spec, value in settings.record(value, for: spec, scene: descriptor.id) }
    try store.set("release-preset", parsing: "vaul")
    try store.set("threshold", parsing: "0.4")
    // The kept values are a dictionary, whose order changes from run to run: without the
    // preset first, about one run in three puts Vaul's 0.25 back over the 0.4.
    let restored = descriptor.makeParameters()
    settings.apply(to: restored)
    XCTAssertEqual(restored.choice("release-preset"), "vaul")
    XCTAssertEqual(restored.threshold, 0.4, "not Vaul's 0.25")
    XCTAssertEqual(restored.number("velocity-threshold"), 400)
    XCTAssertEqual(restored.choice("velocity-estimator"), "average")
  }
}
