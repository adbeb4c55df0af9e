import CairoRenderer
import Foundation
import XCTest

/// `replay`, `render` and `filmstrip` play a scene file the same way: every session a command
/// makes has the file's top-level variables fresh, and all three count time from the same 0
/// when the scene's `presented` start animates.
final class SceneFileAgreementTests: SceneFolderTestCase {
  override class var folderPrefix: String { "agreement" }

  private var gesture: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("data/gestures/long-drag.json").path
  }

  /// The template scene, with the modal green the first time one is made in the module and red
  /// after (a counter at file level), presented under `.custom` by an animator that fades it
  /// in over half a second even unanimated.
  private func writeScene() throws -> String {
    let made = try TransitionLabProcess.run(
      ["new-scene", "keeps-state", "--dir", directory.path], environment: environment)
    XCTAssertEqual(made.status, 0, made.standardError)
    let path = try XCTUnwrap(made.outputLines.first)
    var text = try String(contentsOfFile: path, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "modal.modalPresentationStyle = .fullScreen",
      with: "modal.modalPresentationStyle = .custom")
    text = text.replacingOccurrences(
      of: "view.backgroundColor = .systemGreen",
      with: "modalsMade += 1\n    view.backgroundColor = modalsMade == 1 ? .systemGreen : .systemRed")
    text = text.replacingOccurrences(
      of: "extension RootViewController: UIViewControllerTransitioningDelegate {\n",
      with: """
        extension RootViewController: UIViewControllerTransitioningDelegate {
          func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
          ) -> UIViewControllerAnimatedTransitioning? {
            FadeInAnimator()
          }

        """)
    text += """

      @MainActor var modalsMade = 0

      class FadeInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
          -> TimeInterval
        { 0.5 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
          let toView = transitionContext.view(forKey: .to)!
          transitionContext.containerView.addSubview(toView)
          toView.alpha = 0
          UIView.animate(withDuration: 0.5, animations: { toView.alpha = 1 }) { _ in
            transitionContext.completeTransition(true)
          }
        }
      }

      """
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  func testReplayRenderAndFilmstripAgreeOnTimeZeroAndOnFileLevelState() throws {
    let scene = try writeScene()
    let trace = directory.appendingPathComponent("trace.jsonl").path
    let replay = try TransitionLabProcess.run(
      ["replay", "--scene-file", scene, "--gesture", gesture, "--trace", trace],
      environment: environment)
    XCTAssertEqual(replay.status, 0, replay.standardError)
    let summary = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(replay.standardOutput.utf8)) as? [String: Any])
    let transition = try XCTUnwrap((summary["transitions"] as? [[String: Any]])?.first)
    let start = try XCTUnwrap(transition["start"] as? Double)
    XCTAssertLessThan(start, 0.1, "counted from the script's start, not the fade-in's")
    let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
    XCTAssertTrue(lines.contains { $0.contains("\"t\":\(start)") && $0.contains("\"begin\"") })

    // At the moment the dismissal begins, the modal is on screen, green, in both pictures.
    let rendered = directory.appendingPathComponent("render.png").path
    let render = try TransitionLabProcess.run(
      [
        "render", "--scene-file", scene, "--gesture", gesture, "--at", String(start),
        "--output", rendered,
      ], environment: environment)
    XCTAssertEqual(render.status, 0, render.standardError)
    let strip = directory.appendingPathComponent("strip.png").path
    let film = try TransitionLabProcess.run(
      [
        "filmstrip", "--scene-file", scene, "--gesture", gesture, "--frames", "2",
        "--output", strip,
      ], environment: environment)
    XCTAssertEqual(film.status, 0, film.standardError)
    let picture = try RenderedImage(contentsOfPNG: rendered)
    let green = picture.pixel(x: 195, y: 600)
    XCTAssertGreaterThan(green.green, 150, "\(green)")
    XCTAssertLessThan(green.red, 100, "\(green)")
    let frames = try RenderedImage(contentsOfPNG: strip)
    var matched = 0
    for y in stride(from: 300, to: frames.height - 200, by: 50) {
      for x in stride(from: 20, to: frames.width / 2 - 20, by: 40) {
        let pixel = frames.pixel(x: x, y: y)
        XCTAssertFalse(pixel.red > 200 && pixel.green < 100, "a red modal at \(x), \(y)")
        if pixel == green { matched += 1 }
      }
    }
    XCTAssertGreaterThan(matched, 10, "the first frame shows the green modal render shows")
  }
}
