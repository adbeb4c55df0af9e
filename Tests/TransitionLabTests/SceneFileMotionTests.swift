import Foundation
import MotionExport
import Scenes
import XCTest

@testable import TransitionLab

/// A scene file's motion in the window (the plot, its marker, the preview) is the one
/// `transition-lab export` prints: the zoom a file declares is in both, and a file that
/// presents a sheet is asked for its sheet only by the export, never behind the person's
/// back; the window's Export… prints what the command line prints, sheet included.
final class SceneFileMotionTests: SceneFolderTestCase {
  override class var folderPrefix: String { "file-motion" }

  /// The template's scene, which declares a zoom whose spring follows the file's `duration`.
  private static let zoomScene =
    SceneTemplate.text(id: "declares-zoom", title: "Declares a zoom")
      + """

      extension ModalScene {
        var zoomMotion: ZoomMotion? {
          ZoomMotion(
            transition: "zoom", minimumScale: 0.6, dismissThreshold: 120, scaleThreshold: 0.8,
            dimming: 0.4, response: root.parameters.number("duration"), dampingRatio: 0.85,
            trackingResponse: 0.15, interruptible: true, crossDissolveDuration: 0.3)
        }
      }

      """

  /// The template's scene with its modal a page sheet at a medium and a large detent.
  private static let sheetScene = SceneTemplate.text(
    id: "presents-sheet", title: "Presents a sheet"
  ).replacingOccurrences(
    of: "modal.modalPresentationStyle = .fullScreen",
    with: """
      modal.modalPresentationStyle = .pageSheet
          modal.sheetPresentationController?.detents = [.medium(), .large()]
          modal.sheetPresentationController?.prefersGrabberVisible = true
      """)

  /// Builds `text` into a scene of this process, as the window loads a scene file.
  @MainActor private func load(_ text: String, named name: String) throws -> (
    SceneDescriptor, String
  ) {
    let path = directory.appendingPathComponent("\(name).swift").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let builder = try SceneFileBuilder.current(environment: environment)
    return (try builder.descriptor(for: path), path)
  }

  private func commandLine(_ path: String, _ format: ExportFormat) throws -> String {
    let run = try TransitionLabProcess.run(
      ["export", "--scene-file", path, "--format", format.rawValue, "--set", "duration=0.85"],
      environment: environment)
    XCTAssertEqual(run.status, 0, run.standardError)
    return run.standardOutput
  }

  @MainActor func testTheWindowsMotionOfAFileThatDeclaresAZoomIsTheCommandLines() async throws {
    let (descriptor, path) = try load(Self.zoomScene, named: "declares-zoom")
    let lab = Lab(descriptor: descriptor)
    lab.send(.setParameter("duration", .number(0.85)))
    let motion = lab.motion(of: lab.parameters)
    XCTAssertEqual(motion.zoom?.response, 0.85, "the zoom the file declares, with its values")
    for format in ExportFormat.allCases {
      XCTAssertEqual(
        MotionExporter.code(for: motion, format: format), try commandLine(path, format),
        format.rawValue)
    }
    XCTAssertFalse(lab.session.isPresented, "the stage was not touched")
  }

  @MainActor func testTheWindowsMotionOfAFileThatPresentsASheetIsTheCommandLinesButItsSheet()
    async throws
  {
    XCTAssertTrue(Self.sheetScene.contains(".pageSheet"), "the template's modal became a sheet")
    let (descriptor, path) = try load(Self.sheetScene, named: "presents-sheet")
    let lab = Lab(descriptor: descriptor)
    lab.send(.setParameter("duration", .number(0.85)))
    let motion = lab.motion(of: lab.parameters)
    XCTAssertNil(motion.sheet, "the sheet is not asked for without presenting")
    XCTAssertFalse(lab.session.isPresented, "the stage was not touched")
    let exported = SceneExport.spec(of: lab.session.descriptor, values: lab.parameters)
    XCTAssertEqual(exported.sheet?.detents.count, 2, "the export asks, and has its detents")
    var withoutSheet = exported
    withoutSheet.sheet = nil
    XCTAssertEqual(motion, withoutSheet, "the rest is the export's")
    for format in ExportFormat.allCases {
      let window = SceneExport.code(
        of: lab.session.descriptor, values: lab.editedParameters, format: format)
      XCTAssertEqual(window, try commandLine(path, format), "Export…, \(format.rawValue)")
    }
  }
}
