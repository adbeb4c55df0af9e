import CGtk
import Foundation
import Scenes
import TransitionKit

/// The scene's spring in the other platforms' dialects, each field editable: SwiftUI's
/// duration and bounce, its response, Core Animation's stiffness and damping (mass 1); under
/// them what the spring does (settling time, overshoot, peak time). Typing into a field makes
/// the spring of that form and sets the scene's damping and duration to it (see
/// `SceneSpring`); a value no spring in the parameters' ranges can have is refused with a
/// bell, and the fields show the scene's spring again.
@MainActor
final class SpringFormsSection {
  let widget: WidgetPointer
  /// Each field's spin button, named `spring-bounce-value` and so on.
  private(set) var namedControls: [(name: String, widget: WidgetPointer)] = []
  private var store: ParameterStore
  /// The forms' fields.
  private let grid: WidgetPointer
  private var adjustments: [SceneSpring.Field: UnsafeMutablePointer<GtkAdjustment>] = [:]
  private var spins: [SceneSpring.Field: WidgetPointer] = [:]
  private let derived: WidgetPointer
  private let note: WidgetPointer
  /// True while the fields are set from the scene, so they do not write back.
  /// Each field's change handler, blocked while the field is drawn from the scene.
  private var handlers: [SceneSpring.Field: UInt] = [:]

  init(store: ParameterStore) {
    self.store = store
    widget = Widgets.column(spacing: 6)
    widget.append(
      ParameterPanel.label("Spring forms (other platforms' terms)", classes: ["parameter-title"]))
    derived = ParameterPanel.label("", classes: ["dim-label", "spring-derived"])
    derived.wrapsText = true
    gtk_label_set_max_width_chars(tl_label(derived.raw), 40)
    note = ParameterPanel.label("", classes: ["dim-label", "spring-note"])
    note.wrapsText = true
    gtk_label_set_max_width_chars(tl_label(note.raw), 40)
    grid = gtk_grid_new()!
    gtk_grid_set_row_spacing(tl_grid(grid.raw), 4)
    gtk_grid_set_column_spacing(tl_grid(grid.raw), 8)
    let rows: [(String, SceneSpring.Field, Double, Double, Double, UInt32)] = [
      ("SwiftUI, Spring(duration:bounce:)", .perceptualDuration, 0.01, 20, 0.01, 3),
      ("SwiftUI, Spring(duration:bounce:)", .bounce, -0.95, 0.95, 0.01, 3),
      ("SwiftUI, Spring(response:dampingRatio:)", .response, 0.01, 20, 0.01, 3),
      ("Core Animation, libadwaita, Compose (mass 1)", .stiffness, 0.01, 1_000_000, 1, 1),
      ("Core Animation, libadwaita, Compose (mass 1)", .damping, 0.01, 10_000, 0.1, 2),
    ]
    var row: Int32 = 0
    var lastDialect = ""
    for (dialect, field, low, high, step, digits) in rows {
      if dialect != lastDialect {
        lastDialect = dialect
        let heading = ParameterPanel.label(dialect, classes: ["dim-label", "dialect"])
        gtk_grid_attach(tl_grid(grid.raw), heading, 0, row, 3, 1)
        row += 1
      }
      let title = ParameterPanel.label(field.title, classes: ["parameter-title"])
      let adjustment = gtk_adjustment_new(low, low, high, step, step * 10, 0)!
      let spin = gtk_spin_button_new(adjustment, step, digits)!
      gtk_spin_button_set_numeric(tl_spin_button(spin.raw), 1)
      gtk_editable_set_width_chars(tl_editable(spin.raw), 7)
      title.expandsHorizontally = true
      let unit = field.unit.isEmpty ? "" : ", \(ParameterPanel.spokenUnit(field.unit))"
      Accessible.describe(
        spin, label: "Spring \(field.title) (\(dialect))\(unit)",
        description:
          "The scene's spring as \(dialect) spells it; a value typed here sets the scene's "
          + "damping and duration.")
      adjustments[field] = adjustment
      spins[field] = spin
      namedControls.append(("\(field.rawValue)-value", spin))
      handlers[field] = Signal.connect(adjustment, "value-changed") { [weak self] in
        self?.edited(field)
      }
      gtk_grid_attach(tl_grid(grid.raw), title, 0, row, 1, 1)
      gtk_grid_attach(tl_grid(grid.raw), spin, 1, row, 1, 1)
      gtk_grid_attach(
        tl_grid(grid.raw), ParameterPanel.label(field.unit, classes: ["dim-label", "unit"]), 2,
        row, 1, 1)
      row += 1
    }
    widget.append(grid)
    widget.append(derived)
    widget.append(note)
    follow()
  }

  /// Shows another scene's spring.
  func show(_ store: ParameterStore) {
    self.store = store
    follow()
  }

  /// Sets the fields from the scene's damping and duration; their handlers are blocked
  /// meanwhile, so drawing them writes nothing back.
  func follow() {
    let hasSpring = Self.hasSpring(store)
    widget.isSensitive = hasSpring
    // Without a spring the fields would show their ranges' ends as if they were values.
    grid.isVisible = hasSpring
    // Under a curve the forms still convert, but run nothing: dimmed, and the note says why.
    let runs = store[ParameterID.timing] == nil || store.timingChoice == .spring
    gtk_widget_set_opacity(grid, runs ? 1 : 0.55)
    gtk_widget_set_tooltip_text(
      grid,
      runs ? nil : "No effect now: the scene animates with a curve; choose spring under Timing.")
    guard hasSpring, let forms = SceneSpring.forms(of: store) else {
      derived.labelText = "This scene has no spring."
      return
    }
    for (field, adjustment) in adjustments {
      Signal.blocking(adjustment, handlers[field] ?? 0) {
        gtk_adjustment_set_value(adjustment, SceneSpring.value(field, of: forms))
      }
    }
    let overshoot =
      forms.overshoot > 0
      ? "overshoots \(formatNumber((forms.overshoot * 1000).rounded() / 10)) %"
        + (forms.peakTime.map { " at \(formatNumber(($0 * 1000).rounded() / 1000)) s" } ?? "")
      : "no overshoot"
    gtk_label_set_text(
      tl_label(derived.raw),
      "Damping ratio \(formatNumber((forms.dampingRatio * 1000).rounded() / 1000)); settles "
        + "within 0.1 % at \(formatNumber((forms.settlingTime * 1000).rounded() / 1000)) s; "
        + overshoot + ".")
    let curve = store[ParameterID.timing] != nil && store.timingChoice != .spring
    gtk_label_set_text(
      tl_label(note.raw),
      curve
        ? "The scene animates with its curve now; choose Spring under Timing to run this spring."
        : "")
    note.isVisible = curve
  }

  private func edited(_ field: SceneSpring.Field) {
    guard let adjustment = adjustments[field],
      let current = SceneSpring.forms(of: store)
    else { return }
    let value = gtk_adjustment_get_value(adjustment)
    guard abs(value - SceneSpring.value(field, of: current)) > 1e-9 * max(1, abs(value)) else {
      return
    }
    guard let forms = try? SceneSpring.edited(field, to: value, from: current),
      let target = SceneSpring.parameters(for: forms, in: store)
    else {
      if let spin = spins[field] { gtk_widget_error_bell(spin) }
      follow()
      return
    }
    let before = (store.number(ParameterID.damping), store.number(ParameterID.duration))
    let assignments = [
      ParameterAssignment(ParameterID.damping, .number(target.damping)),
      ParameterAssignment(ParameterID.duration, .number(target.duration)),
    ]
    if let onEdit {
      onEdit(store, field.title, assignments)
    } else {
      for assignment in assignments { try? store.set(assignment.id, assignment.value) }
    }
    follow()
    // The scene's own values carry the spring: say which ones moved, so it is no surprise.
    var changed: [String] = []
    if abs(store.number(ParameterID.damping) - before.0) > 1e-9 {
      changed.append("Damping to \(formatNumber((target.damping * 100).rounded() / 100))")
    }
    if abs(store.number(ParameterID.duration) - before.1) > 1e-9 {
      changed.append("Duration to \(formatNumber((target.duration * 100).rounded() / 100)) s")
    }
    if !changed.isEmpty {
      onNotice?("\(field.title) set the scene's " + changed.joined(separator: " and "))
    }
  }

  /// Carries out a field's edit as a command (so it can be undone): the store edited, the
  /// field's title and the scene's values to set. Nil: straight into the store.
  var onEdit: ((ParameterStore, String, [ParameterAssignment]) -> Void)?

  /// Tells the person which of the scene's values an edit here changed (a toast).
  var onNotice: ((String) -> Void)?
}
