import TransitionKit

/// "How to close a modal by dragging it down": a full-screen green modal over a root screen.
/// "Open Modal" presents it with the default animation, "Close" dismisses it with the custom
/// animator, and a vertical pan drags it down interactively. A white coach-mark circle slides
/// down and fades each time the modal appears.
public enum DragDownScene {
  public static let id = "drag-down"

  public static let descriptor = SceneDescriptor(
    id: id, title: "Drag down to dismiss",
    summary:
      "A full-screen green modal over a root screen. Open Modal presents it with the default "
      + "slide; Close dismisses it with the custom animator; dragging it down dismisses it "
      + "interactively once the drag passes the threshold, and snaps it back otherwise. A white "
      + "coach-mark circle slides down and fades each time the modal appears.",
    source: "Thorn Tech, iOS Tutorial: How to close a modal by dragging it down",
    parameters: [
      .duration(
        0.6, summary: "Length of the dismissal animation (the animator's transitionDuration)."),
      .threshold(
        0.3, summary: "Share of the screen height the drag must pass for the release to dismiss."),
      .timing,
      .damping(
        0.8,
        summary: "Damping ratio of the spring, when timing is spring (1 settles without overshoot)."
      ),
      .completionSpeed,
      .interruptible,
      .presentationStyle(
        .fullScreen,
        summary:
          "How the modal shares the screen with the root. The tutorial's storyboard segue used "
          + "fullScreen, the default then: UIKit takes the root out while the modal is up and "
          + "puts it back after the dismissal. Under the styles that keep the root "
          + "(overFullScreen, custom, automatic) the tutorial's animator, which inserts the root "
          + "into the container, loses it: the screen goes black."),
      ParameterSpec(
        id: ParameterID.coachMarks, title: "Coach marks", kind: .toggle, seedDefault: .toggle(true),
        summary: "Show the white circle that hints at the drag each time the modal appears.",
        affectsRelease: false),
    ] + ParameterSpec.releaseParameters,
    controls: [
      ControlSpec(id: "open", title: "Open Modal"), ControlSpec(id: "close", title: "Close"),
    ],
    make: { parameters in DragDownSceneInstance(parameters: parameters) })
}

@MainActor
final class DragDownSceneInstance: SceneInstance {
  let root: RootViewController

  init(parameters: ParameterStore) {
    root = RootViewController(parameters: parameters)
  }

  var rootViewController: ViewController { root }

  func presentWithoutAnimation() {
    root.openModal(animated: false)
  }

  func script(for action: SceneAction, screen: Size) -> GestureScript {
    switch action {
    case .present: .tap("open")
    case .dismiss: .tap("close")
    }
  }

  /// The pan's progress is the drag down over the modal's height, which is the screen's.
  func releaseGeometry(screen: Size) -> ReleaseDrag.Geometry? {
    ReleaseDrag.Geometry(
      press: Point(x: screen.width / 2, y: screen.height * 0.3), axis: Vector(dx: 0, dy: 1),
      screenPointsPerProgress: screen.height, unitsPerScreenPoint: 1)
  }
}
