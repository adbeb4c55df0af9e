import CGtk
import Foundation
import Scenes

/// The side panel's parameter list, generated from a scene's parameter specs and grouped as
/// GNOME apps group settings, in libadwaita's preferences groups: the seed's duration,
/// threshold and damping first, then one foldable section per other group the scene has (see
/// `ParameterPanel+Sections.swift`). Each number is a preferences row holding its slider (with
/// the seed's value marked) and an exact-value spin button with the unit; a choice is a combo
/// row and a toggle an action row with a switch, each with the seed's value as its subtitle.
/// Every row has its summary as tooltip, and every control an accessible name and
/// description. A change goes straight into the store, so it applies at once; the widgets
/// follow the store (a reset).
@MainActor
final class ParameterPanel {
  /// The panel's top widget (a vertical box).
  let widget: WidgetPointer
  /// The values shown: the scene's, or a compared device's of the same scene
  /// (`rebind(to:)`).
  private(set) var store: ParameterStore
  /// The scene's summary at the top.
  let summary: String
  /// Which sections are open, shared by every scene's panel.
  let sections: PanelSections
  /// Each parameter's widget that takes the keyboard focus first, by parameter id.
  private(set) var focusTargets: [String: WidgetPointer] = [:]
  /// Every control, named `section-<group>` (a section's heading, which folds it) or
  /// `<parameter>-value`, `-slider`, `-choice` or `-switch`, in order.
  var namedControls: [(name: String, widget: WidgetPointer)] = []
  /// The foldable sections in order: group, header button, the box of its rows (hidden when
  /// folded), and its controls' names.
  var sectionList:
    [(group: ParameterGroup, header: WidgetPointer, rows: WidgetPointer, controls: [String])] = []
  /// The sections' widgets, kept for as long as the panel.
  var expanderSections: [ExpanderSection] = []
  private var adjustments: [String: UnsafeMutablePointer<GtkAdjustment>] = [:]
  /// Tells the person something the panel did with what they typed (a value set to the
  /// nearest end of its range, text that is no number); the window shows it in a toast.
  var onNotice: ((String) -> Void)?
  /// Each parameter's row, by parameter id.
  private var rows: [String: WidgetPointer] = [:]
  private var comboRows: [String: WidgetPointer] = [:]
  private var switches: [String: WidgetPointer] = [:]
  /// Each control's change handler, by parameter id, blocked while it is drawn from the store.
  private var handlers: [String: UInt] = [:]

  /// How the panel names the scene's defaults.
  let wording: DefaultsWording

  /// Makes the panel for `store`; with `rowsLater` its rows are built only by `buildRows()`
  /// or `buildSomeRows(_:)` (the window's first panel, whose rows come after the window's
  /// first frame; a panel built again, whose rows come on idle turns).
  init(
    store: ParameterStore, summary: String, sections: PanelSections,
    wording: DefaultsWording = .tutorial, rowsLater: Bool = false
  ) {
    self.store = store
    self.summary = summary
    self.wording = wording
    self.sections = sections
    widget = Widgets.column(spacing: 14)
    widget.addCSSClass("parameters")
    follow(store)
    if !rowsLater { buildRows() }
  }

  /// Whether every row is built (`buildRows()`, or `buildSomeRows(_:)` until none is left).
  private(set) var hasRows = false
  /// Whether the summary is shown and the rows' order taken (`buildSomeRows(_:)`).
  private(set) var hasStartedRows = false
  /// The rows still to build, in order: each step builds one row (and the group or the
  /// section it opens, before its first row).
  private var rowSteps: [() -> Void] = []
  /// The rows built, and how many there are in all once the build has started.
  var builtRowCount: Int { rows.count }
  private(set) var rowTotal = 0
  /// The last child the build put into the panel's box (nil: none yet), kept between steps:
  /// the rows go after it, before what was appended to the box meanwhile (the release map).
  private var buildAnchor: WidgetPointer?
  /// While a step runs, `buildAnchor`, moved on by each child the step appends.
  private var lastBuiltChild: WidgetPointer??

  /// Builds the summary and every row left, drawn from the store's values now, at the top
  /// of the panel's box; once.
  func buildRows() {
    while !hasRows { buildSomeRows(.max) }
  }

  /// Builds a part of the panel: the first call shows the summary and takes the rows' order
  /// (no row); each call after it builds up to `count` more rows, drawn from the store's
  /// values when built. Returns how many rows it built; `hasRows` says when all are.
  @discardableResult
  func buildSomeRows(_ count: Int) -> Int {
    guard !hasRows else { return 0 }
    lastBuiltChild = .some(buildAnchor)
    defer {
      buildAnchor = lastBuiltChild ?? nil
      lastBuiltChild = nil
    }
    guard hasStartedRows else {
      startRows()
      return 0
    }
    let built = Swift.min(count, rowSteps.count)
    for step in rowSteps.prefix(built) { step() }
    rowSteps.removeFirst(built)
    if rowSteps.isEmpty { hasRows = true }
    if built > 0 { showEffects() }
    return built
  }

  /// Shows the summary and lines up the rows' steps.
  private func startRows() {
    hasStartedRows = true
    let about = Self.label(summary, classes: ["dim-label", "scene-summary"])
    about.wrapsText = true
    gtk_label_set_max_width_chars(tl_label(about.raw), 36)
    append(about)
    // The values that act under the other values come first: in the main group, and the
    // main group itself after the sections when none of its values acts now (the
    // navigation's duration, damping and threshold, which its pop rule overrules).
    let main = Self.actingFirst(store.specs.filter { $0.group == .main }, in: store)
    let mainActs = main.contains { $0.inertReason(in: store) == nil }
    if !main.isEmpty, mainActs { rowSteps += mainSteps(main) }
    for group in ParameterGroup.allCases where group.isFoldable {
      let specs = Self.actingFirst(store.specs.filter { $0.group == group }, in: store)
      if !specs.isEmpty { rowSteps += sectionSteps(group, specs) }
    }
    if !main.isEmpty, !mainActs { rowSteps += mainSteps(main) }
    rowTotal = rowSteps.count
  }

  /// One step a row of the main group, the group put into the panel before its first row.
  private func mainSteps(_ specs: [ParameterSpec]) -> [() -> Void] {
    var group: WidgetPointer?
    return specs.map { spec in
      { [unowned self] in
        if group == nil {
          group = Self.preferencesGroup([])
          self.append(group!)
        }
        Self.add(self.row(for: spec), to: group!)
      }
    }
  }

  /// The stores the panel follows (each once, for as long as both live).
  private var followed: [WeakParameters] = []

  /// Draws the panel from `store`'s changes while it shows `store`.
  private func follow(_ store: ParameterStore) {
    followed.removeAll { $0.store == nil }
    guard !followed.contains(where: { $0.store === store }) else { return }
    followed.append(WeakParameters(store: store))
    store.observe(owner: self) { [weak store] panel, spec, value in
      guard panel.store === store else { return }
      panel.follow(spec, value)
      panel.showEffects()
    }
  }

  /// Shows another set of values of the same scene (a compared device's, or the scene's
  /// again): the controls are drawn from it and edit it from now on, without building them
  /// again. The caller connects the panel's edits again (`connect(to:)`).
  func rebind(to store: ParameterStore) {
    guard store !== self.store else { return }
    self.store = store
    follow(store)
    for (spec, value) in store.allValues { follow(spec, value) }
    showEffects()
  }

  /// Whether the panel can show `store` by `rebind(to:)`: the same parameters, summary and
  /// wording.
  func canShow(_ store: ParameterStore, summary: String, wording: DefaultsWording) -> Bool {
    store.specs == self.store.specs && summary == self.summary && wording == self.wording
  }

  /// Opens and folds the sections as the shared state says (a section folded in another
  /// scene's panel meanwhile).
  func followSections() {
    for (index, entry) in sectionList.enumerated() where index < expanderSections.count {
      expanderSections[index].setOpen(sections.isOpen(entry.group))
    }
  }

  /// Dims each parameter that changes nothing under the other values now (damping under a
  /// curve, the projection's deceleration under another rule), with the reason first in its
  /// tooltip. The controls stay usable, so a value can be set before it matters.
  func showEffects() {
    for spec in store.specs {
      guard let row = rows[spec.id] else { continue }
      let reason = spec.inertReason(in: store)
      row.setCSSClass("inert", reason != nil)
      if let reason {
        row.tooltip = "No effect now. \(reason)\n\n" + tooltip(for: spec)
      } else {
        row.tooltip = tooltip(for: spec)
      }
    }
  }

  /// The widget a parameter's row focuses first (a slider, a drop-down or a switch).
  var firstFocusTarget: WidgetPointer? {
    store.specs.first.flatMap { focusTargets[$0.id] }
  }

  func append(_ child: WidgetPointer, to box: WidgetPointer? = nil) {
    if box == nil, let after = lastBuiltChild {
      gtk_box_insert_child_after(tl_box(widget.raw), child, after)
      lastBuiltChild = .some(child)
      return
    }
    gtk_box_append(tl_box((box ?? widget).raw), child)
  }

  /// Rows in a libadwaita preferences group (its boxed list). The rows neither take the focus
  /// nor activate unless they are a control themselves (a combo row, a switch's row).
  static func preferencesGroup(_ rows: [WidgetPointer]) -> WidgetPointer {
    let group = adw_preferences_group_new()!
    for row in rows { add(row, to: group) }
    return group
  }

  /// Adds a row at the end of a preferences group.
  static func add(_ row: WidgetPointer, to group: WidgetPointer) {
    adw_preferences_group_add(tl_adw_preferences_group(group.raw), row)
  }

  func row(for spec: ParameterSpec) -> WidgetPointer {
    let row: WidgetPointer
    switch spec.kind {
    case .number(let range, let step):
      row = numberRow(spec, range: range, step: step)
    case .choice(let options):
      row = choiceRow(spec, options: options)
    case .toggle:
      row = toggleRow(spec)
    }
    rows[spec.id] = row
    row.addCSSClass("parameter")
    row.tooltip = tooltip(for: spec)
    return row
  }

  /// A preferences row with the title, the exact value and its unit on one line and the
  /// slider under them, in the row.
  private func numberRow(_ spec: ParameterSpec, range: ClosedRange<Double>, step: Double)
    -> WidgetPointer
  {
    let row = adw_preferences_row_new()!
    adw_preferences_row_set_title(tl_adw_preferences_row(row.raw), spec.title)
    gtk_list_box_row_set_activatable(tl_list_box_row(row.raw), 0)
    gtk_widget_set_focusable(row, 0)
    let content = Widgets.column(spacing: 2)
    content.addCSSClass("parameter-content")
    let header = Widgets.row(spacing: 6)
    let title = Self.label(spec.title, classes: ["parameter-title"])
    title.expandsHorizontally = true
    header.append(title)
    let (spin, scale) = numberControls(spec, range: range, step: step)
    header.append(spin)
    header.append(Self.label(spec.unit, classes: ["dim-label", "unit"]))
    content.append(header)
    content.append(scale)
    gtk_list_box_row_set_child(tl_list_box_row(row.raw), content)
    focusTargets[spec.id] = scale
    namedControls += [("\(spec.id)-value", spin), ("\(spec.id)-slider", scale)]
    Accessible.describe(scale, label: spec.title, description: description(for: spec))
    // Named here rather than by the title label (a mnemonic widget), which GTK would add
    // to this name: "Duration, exact value, seconds".
    let unit = Self.spokenUnit(spec.unit)
    Accessible.describe(
      spin, label: "\(spec.title), exact value" + (unit.isEmpty ? "" : ", \(unit)"),
      description: description(for: spec))
    return row
  }

  /// A combo row: the title, the tutorial's value as subtitle, the choice at the end.
  private func choiceRow(_ spec: ParameterSpec, options: [String]) -> WidgetPointer {
    let row = adw_combo_row_new()!
    let combo = tl_adw_combo_row(row.raw)
    adw_preferences_row_set_title(tl_adw_preferences_row(row.raw), spec.title)
    if let caption = Self.seedCaption(for: spec, wording: wording) {
      adw_action_row_set_subtitle(tl_adw_action_row(row.raw), caption)
    }
    let model = withCStringArray(options) { gtk_string_list_new($0) }!
    adw_combo_row_set_model(combo, tl_list_model(model.raw))
    g_object_unref(UnsafeMutableRawPointer(model))
    adw_combo_row_set_selected(combo, selectedIndex(spec, options))
    handlers[spec.id] = Signal.connect(
      row, "notify::selected",
      pointer: { [weak self] _ in
        let index = Int(adw_combo_row_get_selected(combo))
        guard index < options.count else { return }
        self?.set(spec, .choice(options[index]))
      })
    comboRows[spec.id] = row
    Self.hideTooltipWhileListOpens(row)
    focusTargets[spec.id] = row
    namedControls.append(("\(spec.id)-choice", row))
    // The row names itself by its title (a labelled-by relation); a label here would say
    // the title twice.
    Accessible.describe(row, description: description(for: spec))
    return row
  }

  /// An action row with the switch at its end; a click anywhere on the row flips it.
  private func toggleRow(_ spec: ParameterSpec) -> WidgetPointer {
    let row = adw_action_row_new()!
    let action = tl_adw_action_row(row.raw)
    adw_preferences_row_set_title(tl_adw_preferences_row(row.raw), spec.title)
    if let caption = Self.seedCaption(for: spec, wording: wording) {
      adw_action_row_set_subtitle(action, caption)
    }
    let toggle = gtk_switch_new()!
    gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
    gtk_switch_set_active(tl_switch(toggle.raw), store.isOn(spec.id) ? 1 : 0)
    handlers[spec.id] = Signal.connect(
      toggle, "notify::active",
      pointer: { [weak self] _ in
        self?.set(spec, .toggle(gtk_switch_get_active(tl_switch(toggle.raw)) != 0))
      })
    adw_action_row_add_suffix(action, toggle)
    adw_action_row_set_activatable_widget(action, toggle)
    switches[spec.id] = toggle
    focusTargets[spec.id] = toggle
    namedControls.append(("\(spec.id)-switch", toggle))
    // The row names its activatable widget by the row's title.
    Accessible.describe(toggle, description: description(for: spec))
    return row
  }

  /// The subtitle of a choice's or a switch's row that gives the tutorial's value
  /// (`tutorial: on`); nil for a number, whose slider marks the seed's value on its scale
  /// instead.
  nonisolated static func seedCaption(
    for spec: ParameterSpec, wording: DefaultsWording = .tutorial
  ) -> String? {
    if case .number = spec.kind { return nil }
    return "\(wording.mark): \(spec.seedDefault)"
  }

  /// A slider and a spin button sharing one adjustment; the slider marks the seed's value.
  private func numberControls(_ spec: ParameterSpec, range: ClosedRange<Double>, step: Double)
    -> (spin: WidgetPointer, scale: WidgetPointer)
  {
    let digits = Self.decimals(of: step)
    let adjustment = gtk_adjustment_new(
      store.number(spec.id), range.lowerBound, range.upperBound, step, step * 10, 0)!
    adjustments[spec.id] = adjustment
    let scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, adjustment)!
    gtk_scale_set_draw_value(tl_scale(scale.raw), 0)
    gtk_range_set_round_digits(tl_range(scale.raw), Int32(digits))
    scale.expandsHorizontally = true
    if let seed = spec.seedDefault.number {
      gtk_scale_add_mark(tl_scale(scale.raw), seed, GTK_POS_BOTTOM, wording.mark)
    }
    let spin = gtk_spin_button_new(adjustment, step, UInt32(digits))!
    gtk_spin_button_set_numeric(tl_spin_button(spin.raw), 1)
    gtk_editable_set_width_chars(tl_editable(spin.raw), 6)
    // GTK reads text that is no number as 0 and applies it; here such text is refused (a
    // bell, and the field shows the value again) and a decimal comma is read as a point.
    Signal.connect(
      spin, "input",
      spinInput: { [weak self] in
        let text = spin.editableText
        guard let typed = Self.typedNumber(text) else {
          gtk_widget_error_bell(spin)
          self?.onNotice?("\(spec.title) takes a number, such as \(formatNumber(range.lowerBound))")
          return gtk_adjustment_get_value(adjustment)
        }
        if let notice = Self.rangeNotice(typed, spec: spec, range: range) {
          self?.onNotice?(notice)
        }
        return typed
      })
    let factor = pow(10, Double(digits))
    handlers[spec.id] = Signal.connect(
      adjustment, "value-changed",
      { [weak self] in
        let value = (gtk_adjustment_get_value(adjustment) * factor).rounded() / factor
        self?.set(spec, .number(Swift.min(Swift.max(value, range.lowerBound), range.upperBound)))
      })
    return (spin, scale)
  }

  /// Carries out an edit: as a command (`LabCommand.setParameter`, so it can be undone)
  /// once the window has connected `onEdit`, else straight into the store.
  private func set(_ spec: ParameterSpec, _ value: ParameterValue) {
    guard let onEdit else {
      try? store.set(spec.id, value)
      return
    }
    // A slider's drag (or a run of wheel steps) is one step: changes of the same number
    // that follow each other within `Self.mergeWindow` extend the last step.
    let now = g_get_monotonic_time()
    var coalescing = false
    if case .number = spec.kind, let last = lastEdit, last.id == spec.id,
      now - last.time < Self.mergeWindow
    {
      coalescing = true
    }
    lastEdit = (spec.id, now)
    onEdit(spec.id, value, coalescing)
  }

  /// Sends the panel's edits to `lab` as commands, so they can be undone, when the panel
  /// shows the parameters the lab edits (else they go straight into the store).
  func connect(to lab: Lab) {
    let store = store
    onEdit = { [weak lab] id, value, coalescing in
      guard let lab, lab.editedParameters === store else {
        try? store.set(id, value)
        return
      }
      lab.send(.setParameter(id, value, coalescing: coalescing))
    }
  }

  /// Sends an edit as a command: the parameter, its new value, and whether it continues
  /// the last step.
  var onEdit: ((String, ParameterValue, Bool) -> Void)?
  /// The number last edited, and when (microseconds, monotonic).
  private var lastEdit: (id: String, time: Int)?
  /// How close changes of one number are to count as one drag, in microseconds.
  static let mergeWindow = 700_000

  /// Draws a widget from the store's value after a change from elsewhere (a reset, a spring
  /// form); its handler is blocked meanwhile, so drawing it writes nothing back (not even the
  /// value rounded to the widget's step).
  private func follow(_ spec: ParameterSpec, _ value: ParameterValue) {
    let handler = handlers[spec.id] ?? 0
    switch (spec.kind, value) {
    case (.number, .number(let number)):
      if let adjustment = adjustments[spec.id], gtk_adjustment_get_value(adjustment) != number {
        Signal.blocking(adjustment, handler) { gtk_adjustment_set_value(adjustment, number) }
      }
    case (.choice(let options), .choice):
      if let row = comboRows[spec.id] {
        Signal.blocking(row, handler) {
          adw_combo_row_set_selected(tl_adw_combo_row(row.raw), selectedIndex(spec, options))
        }
      }
    case (.toggle, .toggle(let on)):
      if let toggle = switches[spec.id] {
        Signal.blocking(toggle, handler) {
          gtk_switch_set_active(tl_switch(toggle.raw), on ? 1 : 0)
        }
      }
    default:
      break
    }
  }

  private func selectedIndex(_ spec: ParameterSpec, _ options: [String]) -> UInt32 {
    UInt32(options.firstIndex(of: store.choice(spec.id)) ?? 0)
  }

  private func tooltip(for spec: ParameterSpec) -> String {
    "\(spec.summary)\n\(Self.seedSentence(for: spec))"
  }

  /// What a screen reader says after a control's name: the summary, then the seed's value
  /// and the allowed values.
  private func description(for spec: ParameterSpec) -> String {
    "\(spec.summary) \(Self.seedSentence(for: spec))"
  }
}

/// A parameter store held weakly (the stores a panel follows).
@MainActor
private struct WeakParameters {
  weak var store: ParameterStore?
}
