import CGtk
import Scenes
import TransitionKit

/// The scene's buttons drawn on the canvas (Open Modal, Close, Show Sheet…) as accessible
/// objects: a real, invisible GtkButton over each one that is on screen, named by its title,
/// with a press action, put at the drawn button's place whenever the stage comes to rest
/// (not on each frame of a transition: a screen reader presses a button that stays put).
///
/// GTK 4.8 has no virtual accessible children, so the proxies are widgets in an overlay over
/// the canvas. They take neither the pointer nor the keyboard focus (the canvas keeps both:
/// drags and its own focus ring); a screen reader's press activates one, which taps the
/// control through the scene as a click would.
@MainActor
final class SceneButtonProxies {
  /// The overlay layer: put it over the canvas.
  let layer: WidgetPointer
  /// One proxy per device and control, keyed `device:control`.
  private var buttons: [String: WidgetPointer] = [:]
  /// Where each proxy was put last, in canvas pixels, so nothing moves when nothing changed.
  private var placed: [String: Rect] = [:]
  /// The stage the proxies press on: the lab's scene, or a comparison of several devices.
  private weak var stage: (any Stage)?
  /// Called after a proxy was pressed (the canvas then runs its frames).
  var onPress: (() -> Void)?

  init() {
    layer = tl_fixed_new_with_role(GTK_ACCESSIBLE_ROLE_GROUP)
    Accessible.describe(
      layer, label: "Scene buttons", description: "The buttons drawn on the scene's screen.")
    gtk_widget_set_can_target(layer, 0)
    layer.addCSSClass("scene-button-proxies")
  }

  /// Puts a proxy over each of the stage's buttons on screen now, on every device at its
  /// place, and hides those whose button is not on screen. On a stage of several devices a
  /// proxy's name says which device it is on; pressing it presses that control on every
  /// device that shows it, as a press there with the pointer does.
  func follow(_ stage: any Stage, on devices: [PlacedDevice]) {
    if self.stage !== stage {
      reset()
      self.stage = stage
    }
    let several = stage.sessions.count > 1
    var shown: Set<String> = []
    for (index, session) in stage.sessions.enumerated() where devices.indices.contains(index) {
      let device = devices[index]
      let frames = session.frames(ofControls: session.descriptor.controls.map(\.id))
      for control in session.descriptor.controls {
        let key = "\(index):\(control.id)"
        guard let frame = frames[control.id] else { continue }
        let origin = device.layout.canvasPoint(fromScene: frame.origin)
        let rect = Rect(
          x: (origin.x + device.offset.x).rounded(), y: (origin.y + device.offset.y).rounded(),
          width: Swift.max((frame.size.width * device.layout.scale).rounded(), 1),
          height: Swift.max((frame.size.height * device.layout.scale).rounded(), 1))
        shown.insert(key)
        let button = buttons[key] ?? make(control, key: key, device: several ? index : nil)
        guard placed[key] != rect else { continue }
        placed[key] = rect
        gtk_widget_set_size_request(button, Int32(rect.size.width), Int32(rect.size.height))
        gtk_fixed_move(tl_fixed(layer.raw), button, rect.origin.x, rect.origin.y)
        button.isVisible = true
      }
    }
    for (key, button) in buttons
    where !shown.contains(key) && placed.removeValue(forKey: key) != nil {
      button.isVisible = false
    }
  }

  /// After a scene switch or a change of stage: the old proxies go.
  func reset() {
    for button in buttons.values { gtk_fixed_remove(tl_fixed(layer.raw), button) }
    buttons = [:]
    placed = [:]
  }

  private func make(_ control: ControlSpec, key: String, device: Int?) -> WidgetPointer {
    let button = gtk_button_new_with_label(control.title)!
    button.addCSSClass("scene-button-proxy")
    gtk_widget_set_can_target(button, 0)
    gtk_widget_set_focusable(button, 0)
    button.isVisible = false
    let name = device.map { "\(control.title), device \($0 + 1)" } ?? control.title
    Accessible.describe(
      button, label: name,
      description: device == nil
        ? "A button of the scene on the canvas; pressing it taps it in the scene."
        : "A button of the scene on one of the compared devices; pressing it taps it on every device that shows it."
    )
    Signal.connect(button, "clicked") { [weak self] in
      guard let self, let stage = self.stage else { return }
      stage.press(control: control.id)
      self.onPress?()
    }
    gtk_fixed_put(tl_fixed(layer.raw), button, 0, 0)
    buttons[key] = button
    return button
  }
}
