import ArgumentParser
import MotionExport
import Scenes

/// `transition-lab export --scene ID --format F [--set NAME=VALUE]…`: the scene's motion, with
/// its current parameters, as code for another platform.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Print a scene's motion as code for UIKit, SwiftUI, libadwaita, Compose or CSS.",
    discussion: """
      Prints, for the scene's parameters (the seed's, changed by --set), the animator and its \
      timing, and the interactive part: the threshold, the completion speed, and the release \
      rule and velocity where the scene has those parameters. Formats: uikit \
      (UIViewPropertyAnimator, UISpringTimingParameters, a pan handler), swiftui \
      (Spring(duration:bounce:) or .timingCurve, a DragGesture), libadwaita (C: \
      AdwSpringAnimation with adw_spring_params_new, or AdwTimedAnimation; GTK drag and swipe \
      gestures), compose (Kotlin: spring(dampingRatio, stiffness) or tween, a draggable), css \
      (a transition; a spring becomes linear() stops within 0.5 % of its curve). What a \
      target cannot express is said in a comment in the output, with the error it introduces. \
      A scene that presents a sheet with detents (sheet) is written as that target's sheet: \
      uikit sets UISheetPresentationController's detents, selected and largest undimmed \
      detent and grabber; swiftui uses .presentationDetents and .presentationDragIndicator; \
      compose a ModalBottomSheet on rememberModalBottomSheetState and an \
      AnchoredDraggableState with an anchor per detent; libadwaita AdwBottomSheet behind a \
      1.6 version check (1.2 has none) and a sheet of your own settling on an \
      AdwSpringAnimation; css a custom property per detent's top edge. The navigation scene \
      is written as that target's navigation stack with its duration, parallax, dimming and \
      pop rule: uikit a navigation delegate, its animator and a percent-driven interaction \
      controller on an edge pan (the swipe back kept); swiftui a NavigationStack (with what it \
      cannot express); compose a NavHost's enter, exit and pop transitions under predictive \
      back; libadwaita AdwNavigationView behind a 1.4 version check (1.2 has none) and an \
      AdwLeaflet for 1.2.

      Examples: transition-lab export --scene edge-pan --format css --set damping=0.5
      transition-lab export --scene sheet --format swiftui --set detents=medium+large+custom
      transition-lab export --scene navigation --format uikit --set pop-rule=libadwaita
      """
  )

  @OptionGroup var sceneOptions: SceneOptions

  @Option(
    help: ArgumentHelp(
      "uikit, swiftui, libadwaita, compose or css.", valueName: "format"))
  var format: String

  func run() throws {
    guard let target = ExportFormat(rawValue: format) else {
      throw UsageError(
        "--format must be one of "
          + ExportFormat.allCases.map(\.rawValue).joined(separator: ", ") + ", got '\(format)'")
    }
    let code = try MainActor.assumeIsolated {
      let descriptor = try sceneOptions.descriptor()
      let parameters = try sceneOptions.parameters(for: descriptor)
      return SceneExport.code(of: descriptor, values: parameters, format: target)
    }
    print(code, terminator: "")
  }
}
