import MotionExport
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// The window's Export… builds its code as `transition-lab export` does: for every scene and
/// every format, values edited through the lab's commands give the code the command line
/// prints for the same `--set`s, and asking never touches the scene on the stage.
final class WindowExportTests: XCTestCase {
  /// A value of `spec` other than its seed's, within its range and on its step.
  private static func edited(_ spec: ParameterSpec) -> ParameterValue? {
    switch (spec.kind, spec.seedDefault) {
    case (.number(let range, let step), .number(let seed)):
      for share in [1.0 / 3, 2.0 / 3] {
        let steps = ((range.upperBound - range.lowerBound) * share / step).rounded()
        let value = range.lowerBound + steps * step
        if abs(value - seed) > step / 2, range.contains(value) { return .number(value) }
      }
      return nil
    case (.choice(let options), .choice(let seed)):
      return options.last { $0 != seed }.map { .choice($0) }
    case (.toggle, .toggle(let on)):
      return .toggle(!on)
    default:
      return nil
    }
  }

  @MainActor func testEveryFormatOfEverySceneMatchesTheCommandLine() async throws {
    for descriptor in SceneCatalog.all {
      let lab = Lab(descriptor: descriptor)
      var sets: [String] = []
      // Every parameter but the release preset (which its values turn to custom) edited, as
      // the panel edits them.
      for spec in descriptor.parameters where spec.id != ReleaseParameterID.preset {
        guard let value = Self.edited(spec) else { continue }
        lab.send(.setParameter(spec.id, value))
        sets += ["--set", "\(spec.id)=\(value)"]
      }
      XCTAssertFalse(lab.parameters.isAtSeedDefaults, descriptor.id)
      for format in ExportFormat.allCases {
        let window = SceneExport.code(
          of: lab.session.descriptor, values: lab.editedParameters, format: format)
        let command = try TransitionLabProcess.run(
          ["export", "--scene", descriptor.id, "--format", format.rawValue] + sets)
        XCTAssertEqual(command.status, 0, "\(descriptor.id): \(command.standardError)")
        XCTAssertEqual(window, command.standardOutput, "\(descriptor.id), \(format.rawValue)")
      }
      XCTAssertFalse(lab.session.isPresented, "\(descriptor.id): the stage was not touched")
    }
  }

  /// The window's sheet export is a sheet with its detents, and the zoom's has its zoom:
  /// what reading the parameters alone left out.
  @MainActor func testTheSheetKeepsItsDetentsAndTheZoomItsZoom() async {
    let sheet = Lab(descriptor: SheetScene.descriptor)
    let sheetSpec = SceneExport.spec(of: sheet.session.descriptor, values: sheet.parameters)
    XCTAssertNotNil(sheetSpec.sheet)
    XCTAssertNil(MotionSpec(parameters: sheet.parameters).sheet, "the parameters alone lose it")
    let zoom = Lab(descriptor: ZoomScene.descriptor)
    XCTAssertNotNil(SceneExport.spec(of: zoom.session.descriptor, values: zoom.parameters).zoom)
  }

  /// The copy the export asks is the store's values, a release preset's edits included.
  @MainActor func testTheCopyHoldsEveryValue() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    let store = lab.parameters
    lab.send(.setParameter(ReleaseParameterID.preset, .choice("libadwaita")))
    lab.send(.setParameter(ParameterID.threshold, .number(0.65)))
    let copy = SceneExport.copy(store, DragDownScene.descriptor)
    XCTAssertFalse(copy === store)
    for (spec, value) in store.allValues {
      XCTAssertEqual(copy[spec.id], value, spec.id)
    }
  }
}
