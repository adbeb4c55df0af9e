import CGtk
import Scenes
import TransitionKit

/// Compare mode: a toolbar (which device the panel edits, add or remove a device, copy one
/// device's values to another, Done to leave) over the window's canvas, which shows the
/// lab's compared devices side by side, each under a label that says in full what differs
/// (`Canvas.show(_:decor:)`). The pane keeps nothing of its own: it draws from the lab's
/// state (`Workspace.compare`) and its controls send commands.
@MainActor
final class ComparePane {
  /// The toolbar, shown above the canvas in compare mode.
  let widget: WidgetPointer
  /// The window's one canvas, which shows the comparison while the pane is shown.
  let canvas: Canvas
  let lab: Lab
  /// The comparison the canvas was last given (the lab replaces it on a scene switch).
  private weak var shown: Comparison?

  private var deviceChooser: WidgetPointer!
  private var copyChooser: WidgetPointer!
  private var addButton: WidgetPointer!
  private var removeButton: WidgetPointer!
  /// The device chooser's change handler, blocked while the chooser is drawn.
  private var deviceHandler: UInt = 0
  private var copyButton: WidgetPointer!
  private var doneButton: WidgetPointer!

  init(lab: Lab, canvas: Canvas) {
    self.lab = lab
    self.canvas = canvas
    widget = Widgets.column(spacing: 6)
    widget.expandsHorizontally = true
    widget.append(makeToolbar())
  }

  /// Puts the lab's compared devices on the canvas, with their labels and the edited device
  /// outlined; a click or a tap on another device selects it (a drag does not), Left and
  /// Right choose one.
  func show() {
    guard let comparison = lab.comparison else { return }
    shown = comparison
    canvas.onSelect = { [weak lab] index in lab?.send(.selectDevice(index)) }
    canvas.onKey = { [weak self] key in self?.key(key) ?? false }
    canvas.show(
      comparison,
      decor: StageDecor(.compare, lab: lab))
    render()
  }

  /// Whether the canvas shows `comparison` (the lab replaces it on a scene switch).
  func shows(_ comparison: Comparison?) -> Bool {
    comparison != nil && comparison === shown
  }

  /// Gives the canvas back to the scene.
  func hide() {
    if shown != nil {
      canvas.cancelDrag()
      canvas.stopTicks()
    }
    shown = nil
    canvas.onSelect = nil
    canvas.onKey = nil
  }

  private func key(_ key: Int32) -> Bool {
    let count = lab.comparison?.sessions.count ?? 0
    guard count > 0 else { return false }
    let edited = lab.state.editedDevice
    switch key {
    case GDK_KEY_Left: lab.send(.selectDevice((edited + count - 1) % count))
    case GDK_KEY_Right: lab.send(.selectDevice((edited + 1) % count))
    default: return false
    }
    return true
  }

  // MARK: Toolbar

  private func makeToolbar() -> WidgetPointer {
    deviceChooser = Widgets.dropDown(Self.deviceNames(4))
    Accessible.describe(
      deviceChooser, label: "Device the panel edits",
      description: "The device whose parameters the side panel shows and changes.")
    deviceHandler = Signal.connect(
      deviceChooser, "notify::selected",
      pointer: { [weak self] _ in
        guard let self else { return }
        let index = self.deviceChooser.selectedIndex
        self.lab.send(.selectDevice(index))
      })
    addButton = Widgets.button(
      "Add device", tooltip: "Add a device with the edited device's values (up to 4)"
    ) { [weak lab] in lab?.send(.addDevice) }
    removeButton = Widgets.button(
      "Remove device", tooltip: "Remove the edited device (2 stay at least)"
    ) { [weak lab] in lab?.send(.removeDevice) }
    copyChooser = Widgets.dropDown(Self.deviceNames(4))
    Accessible.describe(
      copyChooser, label: "Device to copy to",
      description: "The device that Copy gives the edited device's values.")
    let copy = Widgets.button(
      "Copy", tooltip: "Give the chosen device the edited device's values"
    ) { [weak self] in
      guard let self else { return }
      let target = self.copyChooser.selectedIndex
      self.lab.send(.copyDevice(from: self.lab.state.editedDevice, to: target))
    }
    copyButton = copy
    // Done leaves compare mode through the app's own toggle (as Ctrl+K and the menu do).
    let done = Widgets.button("Done", action: .compare, title: "Leave compare mode")
    doneButton = done
    let bar = FlowRow.make([
      [ParameterPanel.label("Panel edits"), deviceChooser], [addButton, removeButton],
      [ParameterPanel.label("Copy its values to"), copyChooser, copy], [done],
    ])
    bar.setMargins(6, [.start, .end, .top])
    return bar
  }

  /// The toolbar's controls by the names the `compare-controls` trace line gives them.
  var traceControls: [(String, WidgetPointer)] {
    [
      ("device", deviceChooser), ("add", addButton), ("remove", removeButton),
      ("copy-target", copyChooser), ("copy", copyButton), ("done", doneButton),
    ]
  }

  private static func deviceNames(_ count: Int) -> [String] {
    (1...count).map { "Device \($0)" }
  }

  /// Draws the toolbar from the lab's state (and the canvas again when the lab replaced its
  /// devices, after a scene switch).
  func render() {
    guard let compare = lab.state.workspace.compare else { return }
    if let comparison = lab.comparison, comparison !== shown {
      show()
      return
    }
    let count = compare.devices.count
    // The device chooser's handler is blocked while it is drawn: drawing selects nothing.
    Signal.blocking(deviceChooser!, deviceHandler) {
      for chooser in [deviceChooser!, copyChooser!]
      where gtk_drop_down_get_model(tl_drop_down(chooser.raw)).map({
        g_list_model_get_n_items($0)
      }) != UInt32(count) {
        let names = Self.deviceNames(count)
        let model = withCStringArray(names) { gtk_string_list_new($0) }!
        gtk_drop_down_set_model(tl_drop_down(chooser.raw), model)
        g_object_unref(UnsafeMutableRawPointer(model))
      }
      deviceChooser.selectedIndex = compare.edited
    }
    let target = (compare.edited + 1) % count
    copyChooser.selectedIndex = target
    addButton.isSensitive = count < Comparison.deviceRange.upperBound
    removeButton.isSensitive = count > Comparison.deviceRange.lowerBound
    // A screen reader hears what each device is and which one the panel edits.
    if shown != nil {
      Accessible.describe(
        canvas.area, description: StageDecor(.compare, lab: lab).accessibleDescription)
    }
    canvas.update()
  }
}
