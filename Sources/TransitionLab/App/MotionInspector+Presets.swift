import CGtk
import Foundation
import Scenes

/// The Motion section's presets: one button per platform preset that the scene can run, and
/// the person's own for this scene, each with its name (Enter renames), Apply, Export… and
/// Delete, and a line of what it holds (`PresetSummary`); a name field with Save, and Import…. Every change is a `LabCommand`; the list is
/// drawn from the state's library.
@MainActor
final class PresetsSection {
  let widget: WidgetPointer
  private let lab: Lab
  private let parentWindow: WidgetPointer
  private let platformBox: WidgetPointer
  /// "Platform presets", hidden when none applies to the scene.
  private let platformHeading: WidgetPointer
  private let userBox: WidgetPointer
  private let nameEntry: WidgetPointer
  /// The presets drawn, to redraw only on a change.
  private var shown: (scene: String, presets: [UserPreset], platform: [String])?
  /// The controls by name for the trace: `preset-<id>` for a platform's, `user-preset-<n>`
  /// and its `-apply`, `-export` and `-delete`, `preset-name`, `preset-save`,
  /// `preset-import`.
  private(set) var namedControls: [(name: String, widget: WidgetPointer)] = []
  private var fixedControls: [(name: String, widget: WidgetPointer)] = []
  private var chooser: OpaquePointer?

  init(lab: Lab, parentWindow: WidgetPointer) {
    self.lab = lab
    self.parentWindow = parentWindow
    widget = Widgets.column(spacing: 6)
    widget.addCSSClass("presets")
    platformBox = Widgets.column()
    userBox = Widgets.column(spacing: 4)
    nameEntry = gtk_entry_new()
    nameEntry.expandsHorizontally = true
    nameEntry.withMemoryRebound(to: GtkEntry.self, capacity: 1) {
      gtk_entry_set_placeholder_text($0, "Name for the current values")
    }
    Accessible.describe(
      nameEntry, label: "Preset name", description: "The name to save the current values under.")
    platformHeading = ParameterPanel.label("Platform presets", classes: ["parameter-title"])
    widget.append(platformHeading)
    widget.append(platformBox)
    widget.append(ParameterPanel.label("Your presets", classes: ["parameter-title"]))
    widget.append(userBox)
    let save = Widgets.button("Save", tooltip: "Save the current values under this name") {
      [weak self] in self?.save()
    }
    Signal.connect(nameEntry, "activate") { [weak self] () -> Void in self?.save() }
    let importButton = Widgets.button(
      "Import…", tooltip: "Add a preset from a file someone shared"
    ) { [weak self] in self?.chooseImport() }
    widget.append(FlowRow.make([[nameEntry, save], [importButton]]))
    fixedControls = [
      ("preset-name", nameEntry), ("preset-save", save), ("preset-import", importButton),
    ]
    follow(lab.state)
  }

  /// Redraws the lists when the scene, its parameters' kind or the library changed.
  func follow(_ state: LabState) {
    let store = lab.editedParameters
    let platform = Self.platformPresets(for: store).map(\.id)
    let presets = state.presets.presets(for: state.sceneID)
    if let shown, shown.scene == state.sceneID, shown.presets == presets,
      shown.platform == platform
    {
      return
    }
    shown = (state.sceneID, presets, platform)
    var controls: [(String, WidgetPointer)] = []
    clear(platformBox)
    platformHeading.isVisible = !platform.isEmpty
    platformBox.isVisible = !platform.isEmpty
    var buttons: [[WidgetPointer]] = []
    for preset in PlatformPreset.all where platform.contains(preset.id) {
      let button = Widgets.button(preset.title, tooltip: preset.source) { [weak self] in
        guard let self else { return }
        self.lab.send(preset.command(for: self.lab.editedParameters))
      }
      button.addCSSClass("flat")
      buttons.append([button])
      controls.append(("preset-\(preset.id)", button))
    }
    // Up to two to a line, as compact as a palette, one when the panel is narrow.
    let flow = gtk_flow_box_new()!
    let box = OpaquePointer(flow)
    gtk_flow_box_set_selection_mode(box, GTK_SELECTION_NONE)
    gtk_flow_box_set_homogeneous(box, 1)
    gtk_flow_box_set_min_children_per_line(box, 1)
    gtk_flow_box_set_max_children_per_line(box, 2)
    gtk_flow_box_set_row_spacing(box, 2)
    gtk_flow_box_set_column_spacing(box, 2)
    for button in buttons.flatMap({ $0 }) {
      gtk_flow_box_append(box, button)
      if let child = gtk_widget_get_parent(button) { gtk_widget_set_focusable(child, 0) }
    }
    platformBox.append(flow)
    clear(userBox)
    if presets.isEmpty {
      userBox.append(
        ParameterPanel.label(
          "None yet: name the current values below and Save.", classes: ["dim-label"]))
    }
    for (index, preset) in presets.enumerated() {
      let name = gtk_entry_new()!
      name.editableText = preset.name
      name.expandsHorizontally = true
      name.tooltip = "The preset's name: edit it and press Enter to rename"
      Accessible.describe(
        name, label: "Name of preset \(index + 1)", description: "Press Enter to rename.")
      Signal.connect(name, "activate") { [weak self] () -> Void in
        let text = name.editableText
        self?.lab.send(.renamePreset(preset.name, to: text))
        self?.shown = nil
        if let state = self?.lab.state { self?.follow(state) }
      }
      let apply = Widgets.button("Apply", tooltip: "Set the scene's values to this preset's") {
        [weak self] in self?.lab.send(.applyUserPreset(preset.name))
      }
      let export = Widgets.button("Export…", tooltip: "Write this preset to a file to share") {
        [weak self] in self?.chooseExport(preset.name)
      }
      let delete = Widgets.button("Delete", tooltip: "Delete this preset") { [weak self] in
        self?.lab.send(.deletePreset(preset.name))
      }
      delete.addCSSClass("destructive-action")
      let summary = Self.summaryLabel(
        PresetSummary.line(
          preset, specs: store.specs, wording: DefaultsWording(lab.session.descriptor)))
      userBox.append(FlowRow.make([[name], [apply, export, delete]]))
      userBox.append(summary)
      let key = "user-preset-\(index + 1)"
      controls += [
        (key, name), ("\(key)-summary", summary), ("\(key)-apply", apply),
        ("\(key)-export", export), ("\(key)-delete", delete),
      ]
    }
    namedControls = controls + fixedControls
  }

  /// What a preset holds, one dim line under its row (cut with … when long; the tooltip and
  /// a screen reader have it whole).
  private static func summaryLabel(_ text: String) -> WidgetPointer {
    let label = ParameterPanel.label(text, classes: ["dim-label", "caption", "preset-summary"])
    gtk_label_set_ellipsize(tl_label(label.raw), PANGO_ELLIPSIZE_END)
    gtk_widget_set_margin_start(label, 6)
    gtk_widget_set_margin_bottom(label, 4)
    label.tooltip = text
    Accessible.describe(label, description: "What the preset holds: \(text)")
    return label
  }

  private func clear(_ box: WidgetPointer) {
    while let child = gtk_widget_get_first_child(box) { box.remove(child) }
  }

  private func save() {
    let text = nameEntry.editableText
    lab.send(.savePreset(text))
    if lab.state.presets.preset(
      named: text.trimmingCharacters(in: .whitespacesAndNewlines), scene: lab.state.sceneID)
      != nil
    {
      nameEntry.editableText = ""
    }
  }

  private func chooseExport(_ name: String) {
    choose(title: "Export the Preset", save: true, suggested: "\(name).json") { [weak self] path in
      self?.lab.send(.exportPreset(name, path: path))
    }
  }

  private func chooseImport() {
    choose(title: "Import a Preset", save: false, suggested: nil) { [weak self] path in
      self?.lab.send(.importPreset(path: path))
    }
  }

  private func choose(
    title: String, save: Bool, suggested: String?, then: @escaping @MainActor (String) -> Void
  ) {
    guard chooser == nil else { return }
    let dialog = gtk_file_chooser_native_new(
      title, tl_window(parentWindow.raw),
      save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
      save ? "_Export" : "_Import", "_Cancel")!
    chooser = dialog
    if let suggested { gtk_file_chooser_set_current_name(dialog, suggested) }
    Signal.onFileChosen(
      dialog, finished: { [weak self] in self?.chooser = nil },
      chosen: { _, path in then(path) })
    gtk_native_dialog_show(tl_native_dialog(dialog.raw))
  }
}
