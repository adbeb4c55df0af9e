import CGtk
import Foundation
import Scenes

/// The panel's words: units as a screen reader says them, the seed's value, typed numbers and
/// the notice for one out of range, and labels.
extension ParameterPanel {
  /// A unit as a screen reader should say it: `s` → `seconds`, `×` → `times`.
  nonisolated static func spokenUnit(_ unit: String) -> String {
    switch unit {
    case "s": "seconds"
    case "pt": "points"
    case "×": "times"
    case "1/s": "per second"
    default: unit
    }
  }

  /// `Seed value: 0.3 fraction; allowed: [0, 1] fraction`.
  nonisolated static func seedSentence(for spec: ParameterSpec) -> String {
    let unit = spec.unit.isEmpty ? "" : " \(spec.unit)"
    return "Seed value: \(spec.seedDefault)\(unit); allowed: \(spec.allowedDescription)."
  }

  /// The number typed into a value field, or nil when the text is empty or no finite number:
  /// spaces around it are ignored and a decimal comma counts as a point (`0,7` is 0.7).
  nonisolated static func typedNumber(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, trimmed.filter({ $0 == "," }).count <= 1,
      let number = Double(trimmed.replacingOccurrences(of: ",", with: ".")), number.isFinite
    else { return nil }
    return number
  }

  /// What to tell a person whose typed value is outside the range (GTK then sets the nearest
  /// end): `Threshold is at most 1 fraction; set to 1`. Nil inside the range.
  nonisolated static func rangeNotice(
    _ typed: Double, spec: ParameterSpec, range: ClosedRange<Double>
  ) -> String? {
    let unit = spec.unit.isEmpty ? "" : " \(spec.unit)"
    if typed > range.upperBound {
      let end = formatNumber(range.upperBound)
      return "\(spec.title) is at most \(end)\(unit); set to \(end)"
    }
    if typed < range.lowerBound {
      let end = formatNumber(range.lowerBound)
      return "\(spec.title) is at least \(end)\(unit); set to \(end)"
    }
    return nil
  }

  /// Decimal places of a step: 0.05 → 2, 0.1 → 1, 10 → 0.
  nonisolated static func decimals(of step: Double) -> Int {
    let text = formatNumber(step)
    guard let dot = text.firstIndex(of: ".") else { return 0 }
    return text.distance(from: dot, to: text.endIndex) - 1
  }

  /// A left-aligned label with CSS classes.
  static func label(_ text: String, classes: [String] = []) -> WidgetPointer {
    let label = gtk_label_new(text)!
    gtk_label_set_xalign(tl_label(label.raw), 0)
    for name in classes { gtk_widget_add_css_class(label, name) }
    return label
  }
}
