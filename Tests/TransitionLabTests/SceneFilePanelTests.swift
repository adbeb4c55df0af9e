import Scenes
import XCTest

@testable import TransitionLab

/// What the Motion section shows for a scene file: "default" wording, no empty platform
/// presets heading, and no spring fields when the scene has no spring.
final class SceneFilePanelTests: XCTestCase {
  private let ownScene = SceneDescriptor(
    id: "my-modal", title: "My modal", summary: "", source: "",
    parameters: [
      .duration(0.4, summary: "How long the modal takes."),
      ParameterSpec(
        id: "colour", title: "Colour", kind: .choice(["green", "red"]),
        seedDefault: .choice("red"), summary: "The modal's colour."),
    ],
    controls: DragDownScene.descriptor.controls,
    make: { DragDownScene.descriptor.instantiate(parameters: $0) })

  @MainActor func testAScenesFileWithoutASpringShowsNoSpringFieldsAndNoPlatformPresets() async {
    let store = ownScene.makeParameters()
    XCTAssertFalse(SpringFormsSection.hasSpring(store), "fields hidden")
    XCTAssertTrue(PresetsSection.platformPresets(for: store).isEmpty, "heading hidden")
    XCTAssertEqual(DefaultsWording(ownScene), .sceneFile)
    XCTAssertEqual(DefaultsWording(ownScene).resetTitle, "Reset to the Defaults")
    XCTAssertEqual(DefaultsWording(ownScene).mark, "default")
  }

  @MainActor func testABuiltInSceneKeepsItsSpringFieldsAndPresets() async {
    let store = DragDownScene.descriptor.makeParameters()
    XCTAssertTrue(SpringFormsSection.hasSpring(store))
    XCTAssertFalse(PresetsSection.platformPresets(for: store).isEmpty)
    XCTAssertEqual(DefaultsWording(DragDownScene.descriptor).mark, "tutorial")
  }
}
