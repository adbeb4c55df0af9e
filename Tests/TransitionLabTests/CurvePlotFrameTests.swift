import CairoRenderer
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// The plot's marker moves on every frame of a transition; the plot's layout is worked out
/// again only when the size or the editor (its curve, the handle held) change.
final class CurvePlotFrameTests: XCTestCase {
  @MainActor func testAMovingMarkerLaysThePlotOutOnce() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    var editor = PlotEditor(parameters: lab.parameters, motion: lab.motion(of: lab.parameters))
    var revision = 0
    var kept = KeptPlotLayout()
    var layouts: [CurvePlotLayout] = []
    func frame(width: Int = 360) {
      layouts.append(
        kept.layout(width: width, height: 170, editor: revision) {
          try! XCTUnwrap(editor.layout(width: Double(width), height: 170))
        })
    }
    for _ in 0..<30 { frame() }
    XCTAssertEqual(kept.made, 1, "the layout was worked out again for a frame")
    XCTAssertEqual(layouts.last?.width, 360)
    frame(width: 300)
    XCTAssertEqual(kept.made, 2, "a new size is laid out anew")
    XCTAssertEqual(layouts.last?.width, 300)
    editor.activeHandle = editor.handleList.first?.kind
    revision += 1
    frame(width: 300)
    XCTAssertEqual(kept.made, 3, "a change of the editor is laid out anew")
  }
}
