import Foundation
import Scenes
import TestSupport
import TransitionKit
import XCTest

/// `transition-lab export`, run as a subprocess: the CSS sampled against `curve spring`, every
/// format for every scene, the Swift outputs parsed, and bad input.
final class ExportCommandTests: XCTestCase {
  private func export(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line)
    throws -> String
  {
    let result = try TransitionLabProcess.run(["export"] + arguments)
    XCTAssertEqual(result.status, 0, "stderr: \(result.standardError)", file: file, line: line)
    XCTAssertEqual(result.standardError, "", file: file, line: line)
    return result.standardOutput
  }

  /// The stops of the `linear()` on the `--transition-lab-easing` line, as (input, output).
  private func stops(_ css: String) throws -> [(Double, Double)] {
    let line = try XCTUnwrap(
      css.split(separator: "\n").first { $0.contains("--transition-lab-easing: linear(") })
    let inner = try XCTUnwrap(
      line.split(separator: "(", maxSplits: 1).last?.split(separator: ")").first)
    let items = inner.split(separator: ",").map { $0.split(separator: " ") }
    return try items.enumerated().map { index, parts in
      let output = try XCTUnwrap(Double(parts[0]))
      if parts.count == 1 { return (index == 0 ? 0 : 1, output) }
      return (try XCTUnwrap(Double(parts[1].dropLast())) / 100, output)
    }
  }

  private func interpolate(_ stops: [(Double, Double)], _ x: Double) -> Double {
    for index in 1..<stops.count where x <= stops[index].0 {
      let (x0, y0) = stops[index - 1]
      let (x1, y1) = stops[index]
      return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    }
    return stops[stops.count - 1].1
  }

  /// The CSS of a spring scene follows `curve spring` for the same spring (the animator's
  /// ratio, duration and velocity) within 0.5 % of the distance at 1201 times.
  func testCSSFollowsCurveSpringWithinHalfAPercent() throws {
    let cases:
      [(scene: String, sets: [String], ratio: String, duration: String, velocity: String)] = [
        ("edge-pan", [], "0.8", "0.6", "1"),
        ("edge-pan", ["damping=0.3", "initial-velocity=-2", "duration=1.2"], "0.3", "1.2", "-2"),
        ("card", ["timing=spring", "damping=0.5"], "0.5", "0.4", "0"),
      ]
    for item in cases {
      let css = try export(
        ["--scene", item.scene, "--format", "css"] + item.sets.flatMap { ["--set", $0] })
      XCTAssertTrue(css.contains("--transition-lab-duration: \(item.duration)s;"), css)
      let polyline = try stops(css)
      let curve = try TransitionLabProcess.run([
        "curve", "spring", "--damping-ratio", item.ratio, "--duration", item.duration,
        "--velocity", item.velocity, "--samples", "1200",
      ])
      XCTAssertEqual(curve.status, 0, curve.standardError)
      let duration = try XCTUnwrap(Double(item.duration))
      for row in curve.numericRows() {
        let x = row[0] / duration
        XCTAssertLessThanOrEqual(
          abs(interpolate(polyline, x) - row[1]), 0.005, "\(item.scene) \(item.sets) at t \(row[0])"
        )
      }
    }
  }

  /// A Bézier timing is exact in CSS: the seed's ease-in-out.
  func testCSSOfACurveIsTheCubicBezier() throws {
    let css = try export(["--scene", "drag-down", "--format", "css"])
    XCTAssertTrue(css.contains("--transition-lab-easing: cubic-bezier(0.42, 0, 0.58, 1);"), css)
    XCTAssertTrue(css.contains("--transition-lab-duration: 0.6s;"))
  }

  /// What every export of a scene must hold in its body, besides the header: the detents of a
  /// scene that presents a sheet, in the format's idiom, and a comment on what the target
  /// cannot express; the animator and its release for any other scene.
  @MainActor private static func expectedBody(_ descriptor: SceneDescriptor, format: String)
    -> [String]
  {
    if descriptor.id == NavigationScene.id {
      // A navigation stack: each target's own, the swipe back kept in UIKit.
      return switch format {
      case "uikit":
        ["UINavigationControllerDelegate", "UIPercentDrivenInteractiveTransition", "edgePan"]
      case "swiftui": ["NavigationStack(path: $path)", "What NavigationStack cannot express"]
      case "libadwaita": ["adw_navigation_view_new ()", "cannot be compiled against 1.2"]
      case "compose": ["NavHost(", "popExitTransition", "Predictive back"]
      default: ["--transition-lab-easing: ", "transition: transform"]
      }
    }
    let session = SceneSession(descriptor: descriptor)
    session.presentWithoutAnimation()
    let sheet = session.window.rootViewController?.presentedViewController?
      .sheetPresentationController
    guard let sheet else {
      let threshold = formatNumber(session.parameters.threshold)
      return switch format {
      case "uikit":
        ["UIViewPropertyAnimator(duration:", "static let threshold: CGFloat = \(threshold)"]
      case "swiftui": ["DragGesture()", "static let threshold: CGFloat = \(threshold)"]
      case "libadwaita": ["transition_lab_should_finish (", "#define TRANSITION_LAB_THRESHOLD"]
      case "compose": ["fun Modifier.transitionLabDismissal(", "const val THRESHOLD = "]
      default: ["--transition-lab-easing: ", "transition: transform"]
      }
    }
    let ids = sheet.detents.map(\.identifier.rawValue)
    func named(_ id: String) -> String { id.prefix(1).uppercased() + id.dropFirst() }
    switch format {
    case "uikit":
      return ["sheet.detents = [", "sheet.prefersGrabberVisible = true", "none can be set"]
        + ids.map { ["medium", "large"].contains($0) ? ".\($0)()," : "Identifier(\"\($0)\")" }
    case "swiftui":
      return [
        ".presentationDetents([" + ids.map { ".\($0)" }.joined(separator: ", ") + "]",
        ".presentationDragIndicator(.visible)", "none can be set",
      ]
    case "libadwaita":
      return ["adw_bottom_sheet_new ()", "1.2 has no bottom sheet"] + ids.map { "/* \($0) */" }
    case "compose":
      return ["ModalBottomSheet(", "rememberModalBottomSheetState(", "Compose stops"]
        + ids.map { "TransitionLabDetent.\(named($0)) at" }
    default:
      return ["CSS has no drag"] + ids.map { "--transition-lab-sheet-\($0): " }
    }
  }

  /// Every format for every scene of the catalogue: the header names them, and the body holds
  /// what `expectedBody` asks for.
  @MainActor func testEveryFormatForEveryScene() throws {
    for descriptor in SceneCatalog.all {
      let scene = descriptor.id
      for format in ["uikit", "swiftui", "libadwaita", "compose", "css"] {
        let code = try export(["--scene", scene, "--format", format])
        XCTAssertTrue(code.contains("scene \(scene), format \(format)"), "\(scene) \(format)")
        for line in Self.expectedBody(descriptor, format: format) {
          XCTAssertTrue(code.contains(line), "\(scene) \(format): '\(line)' in\n\(code)")
        }
      }
    }
  }

  /// The Swift outputs parse (swiftc comes with the toolchain that builds the project).
  func testSwiftOutputsParse() throws {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    guard
      let swiftc = path.split(separator: ":").map({ "\($0)/swiftc" })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else {
      XCTFail("swiftc is not on PATH; the Swift exports were not parsed")
      return
    }
    for format in ["uikit", "swiftui"] {
      let code = try export(["--scene", "edge-pan", "--format", format, "--set", "damping=0.4"])
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("export-\(UUID().uuidString).swift")
      try code.write(to: file, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: file) }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: swiftc)
      process.arguments = ["-parse", file.path]
      try process.run()
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 0, "\(format) does not parse:\n\(code)")
    }
  }

  func testBadInputIsOneLineAndStatusTwo() throws {
    let cases: [([String], String)] = [
      (["--scene", "card", "--format", "kotlin"], "error: --format must be one of uikit"),
      (["--scene", "nope", "--format", "css"], "error: unknown scene 'nope'"),
      (["--scene", "card", "--format", "css", "--set", "damping=9"], "error: --set: damping"),
      (["--scene", "card", "--format", "css", "--set", "bogus=1"], "error: --set: unknown"),
      (["--scene", "card"], "error: missing"),
    ]
    for (arguments, prefix) in cases {
      let result = try TransitionLabProcess.run(["export"] + arguments)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertEqual(result.standardOutput, "")
      XCTAssertEqual(result.errorLines.count, 1, result.standardError)
      XCTAssertTrue(result.standardError.hasPrefix(prefix), result.standardError)
    }
  }
}
