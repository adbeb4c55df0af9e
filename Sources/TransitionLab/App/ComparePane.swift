import CGtk
import Scenes
import TransitionKit

/// Compare mode: a toolbar (which device the panel edits, add or remove a device, copy one
/// device's values to another, Done to leave) over the window's canvas, which shows the
/// comparison's devices side by side, each under a label that says in full what differs
/// (`Canvas.show(_:decor:)`). The comparison of each scene is kept in the settings, so it
/// comes back after a restart.
@MainActor
final class ComparePane {
  /// The toolbar, shown above the canvas in compare mode.
  let widget: WidgetPointer
  /// The window's one canvas, which shows the comparison while the pane is shown.
  let canvas: Canvas
  let lab: Lab
  /// The devices compared; replaced on a scene switch.
  private(set) var comparison: Comparison
  /// Whether the canvas shows this pane's comparison now.
  private(set) var isShown = false
  /// Called when the device the panel edits changed (or the comparison was rebuilt).
  var onSelectionChange: (() -> Void)?

  private var deviceChooser: WidgetPointer!
  private var copyChooser: WidgetPointer!
  private var addButton: WidgetPointer!
  private var removeButton: WidgetPointer!
  /// True while the choosers are set from the state, so they do not act.
  /// The device chooser's change handler, blocked while the chooser is drawn.
  private var deviceHandler: UInt = 0
  private var copyButton: WidgetPointer!
  private var doneButton: WidgetPointer!

  init(lab: Lab, canvas: Canvas) {
    self.lab = lab
    self.canvas = canvas
    comparison = Self.makeComparison(lab)
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
    widget.expandsHorizontally = true
    gtk_box_append(tl_box(widget.raw), makeToolbar())
    wire()
  }

  /// Puts the comparison on the canvas, with its labels and the edited device outlined;
  /// a click or a tap on another device selects it (a drag does not), Left and Right choose
  /// one.
  func show() {
    isShown = true
    canvas.onSelect = { [weak self] index in self?.select(index) }
    canvas.onKey = { [weak self] key in self?.key(key) ?? false }
    canvas.show(
      comparison,
      decor: StageDecor(
        labels: { [weak self] in self?.comparison.labels ?? [] },
        selected: { [weak self] in self?.comparison.selected },
        accessibleLabel: "Compared devices",
        accessibleDescription: { [weak self] in self?.accessibleDescription ?? "" }))
    followState()
  }

  /// Gives the canvas back to the scene, with what is in flight run to its end.
  func hide() {
    settle()
    isShown = false
    canvas.onSelect = nil
    canvas.onKey = nil
  }

  /// The comparison for the lab's scene: the saved devices, or two with the scene's values.
  static func makeComparison(_ lab: Lab) -> Comparison {
    let descriptor = lab.session.descriptor
    let current = Dictionary(
      uniqueKeysWithValues: lab.parameters.allValues.filter { $0.1 != $0.0.seedDefault }.map {
        ($0.0.id, $0.1)
      })
    let sets = lab.settings.comparison.scenes[descriptor.id] ?? [current, current]
    let clock = ManualClock(now: lab.clock.now, timeScale: lab.timeScale)
    let comparison = Comparison(
      descriptor: descriptor, sets: sets, screenSize: lab.deviceSize,
      device: (Lab.device(of: lab.state), lab.state.orientation), clock: clock)
    comparison.restoreDevices(lab.settings.comparison.devices)
    return comparison
  }

  /// Builds the comparison again for the lab's scene (after a scene switch).
  func rebuild() {
    if isShown { canvas.cancelDrag() }
    comparison.settle()
    comparison = Self.makeComparison(lab)
    wire()
    if isShown { show() }
    onSelectionChange?()
  }

  /// Runs what is in flight to its end (before the pane is hidden).
  func settle() {
    if isShown {
      canvas.cancelDrag()
      canvas.stopTicks()
    }
    comparison.settle()
  }

  private func wire() {
    comparison.traceSink = { [weak lab] line in lab?.session.traceSink?(line) }
    comparison.onSetsChange = { [weak self] in self?.setsChanged() }
    comparison.heldPreset = { [weak lab] store in lab?.heldPreset(by: store) }
    setsChanged()
  }

  private func setsChanged() {
    let id = comparison.descriptor.id
    let sets = comparison.sets
    let devices = comparison.deviceSettings(
      besides: DeviceSetting(id: lab.state.screenDevice, orientation: lab.state.orientation))
    lab.updateComparison {
      $0.scenes[id] = sets
      $0.devices = devices
    }
    followState()
    if isShown { canvas.update() }
  }

  private func select(_ index: Int) {
    comparison.selected = index
    followState()
    if isShown { canvas.update() }
    onSelectionChange?()
  }

  private func key(_ key: Int32) -> Bool {
    let count = comparison.sessions.count
    switch key {
    case GDK_KEY_Left: select((comparison.selected + count - 1) % count)
    case GDK_KEY_Right: select((comparison.selected + 1) % count)
    default: return false
    }
    return true
  }

  // MARK: Toolbar

  private func makeToolbar() -> WidgetPointer {
    deviceChooser = withCStringArray(Self.deviceNames(4)) { gtk_drop_down_new_from_strings($0) }
    Accessible.describe(
      deviceChooser, label: "Device the panel edits",
      description: "The device whose parameters the side panel shows and changes.")
    deviceHandler = Signal.connect(
      deviceChooser, "notify::selected",
      pointer: { [weak self] _ in
        guard let self else { return }
        self.select(Int(gtk_drop_down_get_selected(tl_drop_down(self.deviceChooser.raw))))
      })
    addButton = Widgets.button(
      "Add device", tooltip: "Add a device with the edited device's values (up to 4)"
    ) { [weak self] in
      self?.comparison.addDevice()
      self?.onSelectionChange?()
    }
    removeButton = Widgets.button(
      "Remove device", tooltip: "Remove the edited device (2 stay at least)"
    ) { [weak self] in
      self?.comparison.removeSelectedDevice()
      self?.onSelectionChange?()
    }
    copyChooser = withCStringArray(Self.deviceNames(4)) { gtk_drop_down_new_from_strings($0) }
    Accessible.describe(
      copyChooser, label: "Device to copy to",
      description: "The device that Copy gives the edited device's values.")
    let copy = Widgets.button(
      "Copy", tooltip: "Give the chosen device the edited device's values"
    ) { [weak self] in
      guard let self else { return }
      let target = Int(gtk_drop_down_get_selected(tl_drop_down(self.copyChooser.raw)))
      self.comparison.copySet(from: self.comparison.selected, to: target)
    }
    copyButton = copy
    // Done leaves compare mode through the app's own toggle (as Ctrl+K and the menu do).
    let done = Widgets.button(
      "Done", action: "app.compare", tooltip: "Leave compare mode (Ctrl+K)")
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

  /// Sets the toolbar from the comparison.
  func followState() {
    let count = comparison.sessions.count
    // The device chooser's handler is blocked while it is drawn: drawing selects nothing.
    Signal.blocking(deviceChooser!, deviceHandler) {
      for chooser in [deviceChooser!, copyChooser!] {
        let names = Self.deviceNames(count)
        let model = withCStringArray(names) { gtk_string_list_new($0) }!
        gtk_drop_down_set_model(tl_drop_down(chooser.raw), model)
        g_object_unref(UnsafeMutableRawPointer(model))
      }
      gtk_drop_down_set_selected(tl_drop_down(deviceChooser.raw), UInt32(comparison.selected))
    }
    let target = (comparison.selected + 1) % count
    gtk_drop_down_set_selected(tl_drop_down(copyChooser.raw), UInt32(target))
    addButton.isSensitive = count < Comparison.deviceRange.upperBound
    removeButton.isSensitive = count > Comparison.deviceRange.lowerBound
    // A screen reader hears what each device is and which one the panel edits.
    if isShown { Accessible.describe(canvas.area, description: accessibleDescription) }
  }

  /// What each device is and which one the panel edits, for a screen reader.
  private var accessibleDescription: String {
    "\(comparison.sessions.count) devices: "
      + comparison.labels.map { $0.replacingOccurrences(of: "\n", with: ": ") }
      .joined(separator: "; ")
      + ". The panel edits device \(comparison.selected + 1). A drag on any device plays on "
      + "all of them; Left and Right choose the device the panel edits."
  }
}
