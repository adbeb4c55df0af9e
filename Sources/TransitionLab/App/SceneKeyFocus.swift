import CGtk
import Scenes
import TransitionKit

/// The canvas from the keyboard and for screen readers. The canvas takes the focus (Tab, or
/// a click); Tab, Shift+Tab and the arrow keys move a focus ring between the scene's buttons
/// drawn on it, Enter or Space presses the one in the ring (as a tap, through the session).
/// Tab past the last button leaves the canvas, so the keyboard is never trapped. The ring is
/// drawn while the focus is visible (after keyboard use), around the button as it is on
/// screen. The accessible name says the scene, the modal's state and the focused button, and
/// follows every change of them. On a stage of several devices the keys go to the pane that
/// shows it (choose a device, pick a side) and no ring is drawn.
@MainActor
final class SceneKeyFocus: DeviceOverlay {
  /// How far the ring sits outside the button, and its width, in canvas pixels.
  static let focusRingGap = 3.0
  static let focusRingWidth = 3.0

  private let area: WidgetPointer
  private let lab: Lab
  /// Whether the stage shown is the lab's scene alone (its buttons take the keys).
  var isSceneAlone = true
  /// Offered each key first while a stage of several devices is shown; true when it took it.
  var onStageKey: ((Int32) -> Bool)?
  /// Called after a key pressed a scene button (the canvas then runs its frames).
  var onPress: (() -> Void)?
  /// The focused scene button.
  private var buttonFocus = SceneButtonFocus()
  /// The focus last reported in the trace, and the accessible name last set.
  private var reportedFocus: String?
  private var accessibleLabel = ""
  /// Whether the ring was shown since the canvas took the focus.
  private var ringShown = false

  init(area: WidgetPointer, lab: Lab) {
    self.area = area
    self.lab = lab
    let keys = gtk_event_controller_key_new()!
    Signal.connect(
      keys, "key-pressed",
      key: { [weak self] keyval, state in
        self?.keyPressed(Int32(bitPattern: keyval), state: state) ?? false
      })
    gtk_widget_add_controller(area, keys)
    let focus = gtk_event_controller_focus_new()!
    Signal.connect(focus, "enter") { [weak self] () -> Void in
      guard let self else { return }
      // Focus that came by keyboard is shown at once; focus from a click or at start waits
      // for the first key.
      let window = gtk_widget_get_root(self.area).map { tl_window($0.raw) }
      self.ringShown = window.map { gtk_window_get_focus_visible($0) != 0 } ?? false
      self.follow()
    }
    Signal.connect(focus, "leave") { [weak self] () -> Void in
      self?.ringShown = false
      self?.follow()
    }
    gtk_widget_add_controller(area, focus)
    Accessible.describe(area, description: Lab.canvasDescription)
    follow()
  }

  /// Another stage is shown: the accessible name is set again on the next follow.
  func stageChanged(sceneAlone: Bool) {
    isSceneAlone = sceneAlone
    accessibleLabel = ""
  }

  /// A pointer pressed the stage: the ring hides until the next key.
  func hideRing() {
    guard ringShown else { return }
    ringShown = false
    follow()
  }

  private func keyPressed(_ keyval: Int32, state: UInt32) -> Bool {
    let modifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
    guard state & modifiers == 0 else { return false }
    // A stage of several devices: its pane's keys (choose a device, pick a side); the
    // scene's buttons are reached on the scene alone.
    guard isSceneAlone else { return onStageKey?(keyval) ?? false }
    let visible = lab.visibleControls.map(\.id)
    buttonFocus.settle(among: visible)
    // The first move key after the canvas took the focus unseen (at start, or by a click)
    // only shows the ring where it is.
    if !ringShown, buttonFocus.current != nil,
      [GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab, GDK_KEY_Left, GDK_KEY_Right, GDK_KEY_Up, GDK_KEY_Down]
        .contains(keyval)
    {
      showRing()
      return true
    }
    switch keyval {
    case GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab:
      let forward = keyval == GDK_KEY_Tab && state & GDK_SHIFT_MASK.rawValue == 0
      guard buttonFocus.move(forward: forward, among: visible, wrap: false) else { return false }
    case GDK_KEY_Right, GDK_KEY_Down, GDK_KEY_Left, GDK_KEY_Up:
      let forward = keyval == GDK_KEY_Right || keyval == GDK_KEY_Down
      guard buttonFocus.move(forward: forward, among: visible, wrap: true) else { return false }
    case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space:
      guard let id = buttonFocus.current else { return false }
      lab.emit("key-press", [("control", .string(id))])
      lab.press(control: id)
      onPress?()
      return true
    default:
      return false
    }
    showRing()
    return true
  }

  /// Shows the ring after keyboard use. The canvas keeps this itself: GTK hides the
  /// window's focus again when a key leaves the focus where it was, which every key the
  /// canvas takes does.
  private func showRing() {
    ringShown = true
    follow()
  }

  /// Whether the canvas shows keyboard focus: its outline and the button's ring.
  private var showsKeyboardFocus: Bool { ringShown && gtk_widget_has_focus(area) != 0 }

  /// After a change of the stage's structure or a focus move: keeps the ring on a button
  /// that is on screen, reports a new focus in the trace, redraws the ring and renames the
  /// canvas.
  func follow() {
    guard isSceneAlone else { return }
    buttonFocus.settle(among: lab.visibleControls.map(\.id))
    if buttonFocus.current != reportedFocus {
      reportedFocus = buttonFocus.current
      lab.emit("scene-focus", [("control", buttonFocus.current.map { .string($0) } ?? .null)])
    }
    area.setCSSClass("keyboard-focus", showsKeyboardFocus)
    area.queueDraw()
    let label = lab.canvasLabel(focused: buttonFocus.current)
    guard label != accessibleLabel else { return }
    accessibleLabel = label
    Accessible.label(area, label)
  }

  func drawsOnCanvas(_ device: PaintedDevice) -> Bool { focusedView(on: device) != nil }

  /// The button the ring goes around on `device`, while the canvas shows keyboard focus.
  private func focusedView(on device: PaintedDevice) -> View? {
    guard device.count == 1, showsKeyboardFocus, let id = buttonFocus.current else { return nil }
    return device.session.window.first(where: { $0.name == id && $0.isVisibleOnScreen })
  }

  /// Draws the ring around the focused button, in canvas coordinates (outside the screen's
  /// clip), while the canvas shows keyboard focus.
  func drawOnCanvas(_ cr: OpaquePointer, _ device: PaintedDevice) {
    guard let view = focusedView(on: device) else { return }
    let layout = device.placed.layout
    let offset = device.placed.offset
    let bounds = view.presentation.bounds
    let corners = [
      Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
      Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
    ].map { corner in
      let point = layout.canvasPoint(fromScene: view.convertToRootOnScreen(corner))
      return Point(x: point.x + offset.x, y: point.y + offset.y)
    }
    let gap = Self.focusRingGap + Self.focusRingWidth / 2
    let minX = corners.map(\.x).min()! - gap
    let minY = corners.map(\.y).min()! - gap
    let rect = Rect(
      x: minX, y: minY, width: corners.map(\.x).max()! + gap - minX,
      height: corners.map(\.y).max()! + gap - minY)
    let radius = view.layer.cornerRadius * layout.scale + gap
    // A light halo under a dark-blue ring: visible on white, black and the scene's blue.
    CairoShapes.roundedRectangle(cr, rect, radius: radius)
    cairo_set_line_width(cr, Self.focusRingWidth + 3)
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_stroke_preserve(cr)
    cairo_set_line_width(cr, Self.focusRingWidth)
    cairo_set_source_rgb(cr, 0.07, 0.30, 0.62)
    cairo_stroke(cr)
  }
}
