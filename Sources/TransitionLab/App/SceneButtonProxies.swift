import CGtk
import Scenes
import TransitionKit

/// The scene's buttons drawn on the canvas (Open Modal, Close, Show Sheet…) as accessible
/// objects: a real, invisible GtkButton over each one that is on screen, named by its title,
/// with a press action, kept at the drawn button's place as it moves.
///
/// GTK 4.8 has no virtual accessible children, so the proxies are widgets in an overlay over
/// the canvas. They take neither the pointer nor the keyboard focus (the canvas keeps both:
/// drags and its own focus ring); a screen reader's press activates one, which taps the
/// control through the scene as a click would.
@MainActor
final class SceneButtonProxies {
  /// The overlay layer: put it over the canvas.
  let layer: WidgetPointer
  private let lab: Lab
  private var buttons: [String: WidgetPointer] = [:]
  /// Where each proxy was put last, in canvas pixels, so nothing moves when nothing changed.
  private var placed: [String: Rect] = [:]
  /// Called after a proxy was pressed (the canvas then runs its frames).
  var onPress: (() -> Void)?

  init(lab: Lab) {
    self.lab = lab
    layer = tl_fixed_new_with_role(GTK_ACCESSIBLE_ROLE_GROUP)
    Accessible.describe(
      layer, label: "Scene buttons", description: "The buttons drawn on the scene's screen.")
    gtk_widget_set_can_target(layer, 0)
    layer.addCSSClass("scene-button-proxies")
  }

  /// Puts a proxy over each of the scene's buttons on screen now, at `layout`'s scale, and
  /// hides those whose button is not on screen.
  func follow(_ layout: CanvasLayout) {
    var frames: [String: Rect] = [:]
    for control in lab.session.descriptor.controls {
      guard let frame = lab.session.frame(ofControl: control.id) else { continue }
      let origin = layout.canvasPoint(fromScene: frame.origin)
      frames[control.id] = Rect(
        x: origin.x.rounded(), y: origin.y.rounded(),
        width: Swift.max((frame.size.width * layout.scale).rounded(), 1),
        height: Swift.max((frame.size.height * layout.scale).rounded(), 1))
    }
    for control in lab.session.descriptor.controls {
      let button = buttons[control.id] ?? make(control)
      guard let frame = frames[control.id] else {
        if placed.removeValue(forKey: control.id) != nil { gtk_widget_set_visible(button, 0) }
        continue
      }
      guard placed[control.id] != frame else { continue }
      placed[control.id] = frame
      gtk_widget_set_size_request(button, Int32(frame.size.width), Int32(frame.size.height))
      gtk_fixed_move(tl_fixed(layer.raw), button, frame.origin.x, frame.origin.y)
      button.isVisible = true
    }
  }

  /// After a scene switch: the old scene's proxies go.
  func reset() {
    for button in buttons.values { gtk_fixed_remove(tl_fixed(layer.raw), button) }
    buttons = [:]
    placed = [:]
  }

  private func make(_ control: ControlSpec) -> WidgetPointer {
    let button = gtk_button_new_with_label(control.title)!
    button.addCSSClass("scene-button-proxy")
    gtk_widget_set_can_target(button, 0)
    gtk_widget_set_focusable(button, 0)
    button.isVisible = false
    Accessible.describe(
      button, label: control.title,
      description: "A button of the scene on the canvas; pressing it taps it in the scene.")
    Signal.connect(button, "clicked") { [weak self] in
      guard let self else { return }
      self.lab.press(control: control.id)
      self.onPress?()
    }
    gtk_fixed_put(tl_fixed(layer.raw), button, 0, 0)
    buttons[control.id] = button
    return button
  }
}
