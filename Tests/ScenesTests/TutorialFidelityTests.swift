import Foundation
import XCTest

/// The built-in scenes read like their tutorials: each scene's pan handler and dismissal
/// animator is compared with the tutorial's code (quoted under `Tutorials/`) after the
/// spelling of both is normalised, and the lab's machinery, which the runtime installs around
/// a scene (`SceneSession+Runtime.swift`), stays out of the scenes' controllers and animators.
///
/// Normalising (`normalised(tutorial:)`, `normalised(scene:)`):
/// - comments go, and `break` statements (the tutorials end cases with a redundant one);
/// - a tutorial literal the scene reads from its parameters instead (`parameters.threshold`,
///   `parameters.number(…)`, with a `// the tutorial's 0.3` comment) and every number on
///   either side read as a number;
/// - the tutorials' spelling becomes today's Swift and TransitionKit's names (`renames`);
/// - whitespace goes.
final class TutorialFidelityTests: XCTestCase {
  /// The tutorial's spelling → the scene's, in order: older Swift, then UIKit's names.
  static let renames: [(pattern: String, replacement: String)] = [
    // Swift 2 → Swift 3 and later.
    (#"case \.Began"#, "case .began"), (#"case \.Changed"#, "case .changed"),
    (#"case \.Cancelled"#, "case .cancelled"), (#"case \.Ended"#, "case .ended"),
    (#"translationInView\((\w+)\)"#, "translation(in: $1)"),
    (#"dismissViewControllerAnimated\(true,"#, "dismiss(animated: true,"),
    (
      #"viewControllerForKey\(UITransitionContextFromViewControllerKey\)"#,
      "viewController(forKey: .from)"
    ),
    (
      #"viewControllerForKey\(UITransitionContextToViewControllerKey\)"#,
      "viewController(forKey: .to)"
    ),
    // Swift 2's optional containerView() became a property that is always there.
    (
      #",\s*let containerView = transitionContext\.containerView\(\)\s*else\s*\{\s*return\s*\}"#,
      "else { return } let containerView = transitionContext.containerView"
    ),
    (#"UIScreen\.mainScreen\(\)"#, "Screen.main"),
    (
      #"UIView\.animateWithDuration\(\s*transitionDuration\((\w+)\)"#,
      "View.animate(withDuration: transitionDuration(using: $1)"
    ),
    (#"transitionWasCancelled\(\)"#, "transitionWasCancelled"),
    (#"UITransitionContextViewControllerKey\."#, "."),
    // CGFloat and Float conversions: TransitionKit measures in Double.
    (#":\s*CGFloat"#, ""), (#"fmaxf\(Float\((\w+)\)"#, "max($1"), (#"fminf\("#, "min("),
    (#"CGFloat\((\w+)\)"#, "$1"),
    // UIPercentDrivenInteractiveTransition's Swift 2 names.
    (#"updateInteractiveTransition\("#, "update("),
    (#"finishInteractiveTransition\(\)"#, "finish()"),
    (#"cancelInteractiveTransition\(\)"#, "cancel()"),
    // Auto Layout's edge-to-edge constraints: a frame and an autoresizing mask.
    (
      #"let views = \["dimmingOverlay": dimmingOverlayView\][\s\S]*?"V:\|\[dimmingOverlay\]\|"[^)]*\)\)"#,
      "dimmingOverlayView.frame = containerView.bounds "
        + "dimmingOverlayView.autoresizingMask = .flexibleSize"
    ),
    // UIKit's type names → TransitionKit's.
    (#"\bUIScreen\b"#, "Screen"), (#"\bUIView\b"#, "View"), (#"\bUIColor\b"#, "Color"),
    (#"\bCGPoint\b"#, "Point"), (#"\bCGRect\b"#, "Rect"), (#"\bCGVector\b"#, "Vector"),
    (#"\bCGAffineTransform\b"#, "AffineTransform"),
    (#"\bUISpringTimingParameters\b"#, "SpringTimingParameters"),
    (#"\bUIViewPropertyAnimator\b"#, "PropertyAnimator"),
  ]

  /// Words of the lab's machinery that a scene's controllers and animators must not hold.
  static let machinery = [
    "SceneRelease", "caughtAt", "beginsOnPress", "interruptibleAnimator", "completionTiming",
    "timingCurve", "Not in the tutorial",
  ]

  /// Each scene function and the tutorial excerpt it reproduces.
  static let pairs: [(file: String, function: String, tutorial: String)] = [
    ("DragDown/ModalViewController.swift", "func handleGesture(", "drag-down-handler"),
    ("DragDown/DismissAnimator.swift", "func animateTransition(", "drag-down-animator"),
    ("EdgePan/CustomModalHideAnimator.swift", "func handleEdgePan(", "edge-pan-handler"),
    ("EdgePan/CustomModalHideAnimator.swift", "func animateTransition(", "edge-pan-animator"),
    ("Card/CardModalViewController.swift", "func handleGesture(", "card-handler"),
    (
      "Card/CardModalAnimators.swift",
      "final class CardModalDismissAnimator", "card-dismiss-animator"
    ),
  ]

  static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let scenesDirectory = testsDirectory.deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/Scenes")

  func testEachHandlerAndAnimatorReadsAsItsTutorial() throws {
    for pair in Self.pairs {
      let source = try String(
        contentsOf: Self.scenesDirectory.appendingPathComponent(pair.file), encoding: .utf8)
      var anchor = pair.function
      if anchor.hasPrefix("final class") {
        // The animator's own animateTransition, after its class.
        let classStart = try XCTUnwrap(source.range(of: anchor), pair.file)
        anchor = "func animateTransition("
        let rest = String(source[classStart.upperBound...])
        let body = try XCTUnwrap(Self.body(of: anchor, in: rest), pair.file)
        try compare(body, with: pair.tutorial, place: "\(pair.file) \(pair.function)")
        continue
      }
      let body = try XCTUnwrap(Self.body(of: anchor, in: source), "\(pair.file) \(anchor)")
      try compare(body, with: pair.tutorial, place: "\(pair.file) \(anchor)")
    }
  }

  func testNoLabMachineryInTheScenesControllersAndAnimators() throws {
    let files = try FileManager.default.contentsOfDirectory(
      at: Self.scenesDirectory.appendingPathComponent("DragDown"), includingPropertiesForKeys: nil
    )
    .map { ("DragDown", $0) }
    var all = files
    for folder in ["EdgePan", "Card", "Sheet"] {
      all += try FileManager.default.contentsOfDirectory(
        at: Self.scenesDirectory.appendingPathComponent(folder), includingPropertiesForKeys: nil
      ).map { (folder, $0) }
    }
    // The descriptors (`…Scene.swift`) declare parameters and geometry; the rest is the
    // tutorial's code.
    let checked = all.filter {
      $0.1.pathExtension == "swift" && !$0.1.lastPathComponent.hasSuffix("Scene.swift")
        && !$0.1.lastPathComponent.contains("SceneInstance")
    }
    XCTAssertGreaterThanOrEqual(checked.count, 12)
    for (folder, url) in checked {
      let text = try String(contentsOf: url, encoding: .utf8)
      for word in Self.machinery {
        XCTAssertFalse(
          text.localizedCaseInsensitiveContains(word),
          "\(folder)/\(url.lastPathComponent) holds \(word)")
      }
    }
  }

  /// The normalising itself: a tutorial line and the scene's spelling of it agree, and a
  /// changed line does not.
  func testNormalisingKeepsWhatDiffers() {
    XCTAssertEqual(
      Self.normalised(tutorial: "case .Ended:\n  interactor.finishInteractiveTransition()"),
      Self.normalised(scene: "case .ended:\n  interactor.finish()  // done"))
    XCTAssertEqual(
      Self.normalised(tutorial: "let percentThreshold:CGFloat = 0.3"),
      Self.normalised(scene: "let percentThreshold = parameters.threshold  // the tutorial's 0.3"))
    XCTAssertNotEqual(
      Self.normalised(tutorial: "interactor.shouldFinish = progress > percentThreshold"),
      Self.normalised(scene: "interactor.shouldFinish = progress >= percentThreshold"))
    XCTAssertNotEqual(
      Self.normalised(tutorial: "case .Ended:\n  interactor.finishInteractiveTransition()"),
      Self.normalised(
        scene: "case .ended:\n  let release = SceneRelease.decide()\n  interactor.finish()"))
  }

  private func compare(_ body: String, with tutorial: String, place: String) throws {
    let url = Self.testsDirectory.appendingPathComponent("Tutorials/\(tutorial).txt")
    let excerpt = try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("#") }.joined(separator: "\n")
    let expected = Self.normalised(tutorial: excerpt)
    let actual = Self.normalised(scene: body)
    XCTAssertEqual(
      actual, expected,
      "\(place) no longer reads as \(tutorial).txt; first difference at character "
        + "\(zip(actual, expected).prefix { $0 == $1 }.count)")
  }

  /// The text between the braces of the declaration that starts with `anchor`.
  static func body(of anchor: String, in source: String) -> String? {
    guard let start = source.range(of: anchor),
      let open = source[start.upperBound...].firstIndex(of: "{")
    else { return nil }
    var depth = 0
    var index = open
    while index < source.endIndex {
      switch source[index] {
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { return String(source[source.index(after: open)..<index]) }
      default: break
      }
      index = source.index(after: index)
    }
    return nil
  }

  static func normalised(tutorial text: String) -> String {
    var text = text
    for rename in renames {
      text = text.replacingOccurrences(
        of: rename.pattern, with: rename.replacement, options: .regularExpression)
    }
    return common(text)
  }

  static func normalised(scene text: String) -> String {
    let read = text.replacingOccurrences(
      of: #"(self\.)?parameters\.\w+(\([^()]*\))?"#, with: "0", options: .regularExpression)
    return common(read)
  }

  private static func common(_ text: String) -> String {
    var text = text.replacingOccurrences(
      of: #"//[^\n]*"#, with: "", options: .regularExpression)
    text = text.replacingOccurrences(of: #"\bbreak\b"#, with: "", options: .regularExpression)
    text = text.replacingOccurrences(
      of: #"-?\b\d+(\.\d+)?\b"#, with: "#", options: .regularExpression)
    return text.replacingOccurrences(of: #"\s+"#, with: "", options: .regularExpression)
  }
}
