import CGtk
import Scenes
import TransitionKit

/// The hint over the scene while the dragged view is far from the finger (`FingerLag`): a
/// label floating at the top of the canvas that says why, shown from the frame the view
/// leaves the finger to the one it is back under it or the drag ends, never while it follows.
/// A `finger-lag` trace line says when it comes and goes.
@MainActor
final class FingerLagHint {
  /// The label, over the canvas; made on first use.
  private(set) var label: WidgetPointer?
  private(set) var lag = FingerLag()
  private(set) var text: String?

  /// Follows one frame or input of `canvas`'s scene: shows or hides the hint, with a
  /// `finger-lag` trace line when it came or went.
  func follow(_ canvas: Canvas) {
    let lab = canvas.lab
    let dragged = Self.dragged(canvas)
    // The dragged device's values: in compare mode each device has its own timing.
    let store = dragged?.session.parameters ?? lab.parameters
    let timing =
      store.specs.contains { $0.id == ParameterID.timing } ? store.choice(ParameterID.timing) : nil
    // In compare mode the hint names the device, and sits at the bottom, clear of the labels.
    let device = canvas.stage.sessions.count > 1 ? canvas.drag.map { $0.pressedDevice + 1 } : nil
    let reason = FingerLag.reason(timing: timing, device: device)
    let modal = dragged?.modal
    let finger = reason == nil ? nil : modal.flatMap { _ in canvas.drag?.lastLocation }
    let changed = lag.follow(
      finger: finger,
      toScreen: { modal?.convertToRootOnScreen($0) ?? $0 },
      fromScreen: { modal?.convertFromRootOnScreen($0) ?? $0 })
    guard changed else { return }
    text = lag.isFar ? reason : nil
    show(text, over: canvas, atBottom: canvas.stage.sessions.count > 1)
    var fields: [(String, JSONValue)] = [
      ("shown", .bool(lag.isFar)), ("distance", .number((lag.distance * 10).rounded() / 10)),
      ("timing", timing.map { .string($0) } ?? .null),
    ]
    if let device { fields.append(("device", .number(Double(device)))) }
    lab.emit("finger-lag", fields)
  }

  /// The device a drag moves now and its presented view: a drag is held on a live scene (not
  /// a scrubbed moment, not the blind test, whose hint would tell the sets apart), an
  /// interactive transition runs on the pressed device, and the view travels (one its
  /// transition shrinks in place never follows the finger). The finger is in the pressed
  /// device's scene points.
  private static func dragged(_ canvas: Canvas) -> (session: SceneSession, modal: View)? {
    guard let drag = canvas.drag, canvas.lab.blindTestDevices == nil,
      canvas.decor != nil || canvas.sceneDrawing == nil
    else { return nil }
    let sessions = canvas.stage.sessions
    guard sessions.indices.contains(drag.pressedDevice) else { return nil }
    let session = sessions[drag.pressedDevice]
    guard let context = session.window.activeTransition, context.isInteractive,
      !context.isComplete,
      let modal = session.window.rootViewController?.presentedViewController?.view,
      modal.transform.isIdentity
    else { return nil }
    return (session, modal)
  }

  private func show(_ text: String?, over canvas: Canvas, atBottom: Bool) {
    if label == nil, text != nil {
      let made = ParameterPanel.label("", classes: ["osd", "finger-lag-hint"])
      gtk_label_set_wrap(tl_label(made.raw), 1)
      gtk_label_set_max_width_chars(tl_label(made.raw), 44)
      gtk_label_set_justify(tl_label(made.raw), GTK_JUSTIFY_CENTER)
      gtk_widget_set_halign(made, GTK_ALIGN_CENTER)
      gtk_widget_set_valign(made, GTK_ALIGN_START)
      gtk_widget_set_margin_top(made, 12)
      gtk_widget_set_margin_start(made, 12)
      gtk_widget_set_margin_end(made, 12)
      // The pointer goes through it to the scene under it.
      gtk_widget_set_can_target(made, 0)
      canvas.addOverlay(made)
      label = made
    }
    guard let label else { return }
    gtk_widget_set_valign(label, atBottom ? GTK_ALIGN_END : GTK_ALIGN_START)
    gtk_widget_set_margin_top(label, atBottom ? 0 : 12)
    gtk_widget_set_margin_bottom(label, atBottom ? 12 : 0)
    if let text {
      gtk_label_set_text(tl_label(label.raw), text)
      Accessible.describe(label, description: text)
    }
    label.isVisible = text != nil
  }
}
