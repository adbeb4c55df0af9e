/// How a stage of several devices is shown: each device under its label, the edited one
/// outlined, and what a screen reader says of the canvas. It holds nothing of its own: it reads
/// the lab's state when the canvas draws, so what the canvas shows is what the state says. A
/// stage of one device has none and is fitted or fills the canvas.
@MainActor
struct StageDecor {
  /// Which stage it dresses.
  enum Kind: Equatable {
    /// Compare mode's devices: labelled by their device and differences, the edited one
    /// outlined.
    case compare
    /// The blind test's two devices: Left and Right, none outlined (nothing tells them apart).
    case blindTest
  }

  let kind: Kind
  private weak var lab: Lab?

  init(_ kind: Kind, lab: Lab) {
    self.kind = kind
    self.lab = lab
  }

  /// Each device's label, in full (it wraps; nothing is cut off).
  var labels: [String] {
    switch kind {
    case .compare: lab?.comparison?.labels ?? []
    case .blindTest: ["Left", "Right"]
    }
  }

  /// The device outlined as the one the panel edits, if any.
  var selected: Int? {
    kind == .compare ? lab?.state.editedDevice : nil
  }

  /// The canvas's accessible name while the stage is shown.
  var accessibleLabel: String {
    kind == .compare ? "Compared devices" : "Blind test devices"
  }

  /// What each device is and which one the panel edits, for a screen reader.
  var accessibleDescription: String {
    switch kind {
    case .blindTest:
      return "Two devices whose values are hidden; drag either and both move. Once both have "
        + "played, Left or Right picks the side that feels better; Escape stops the test."
    case .compare:
      guard let lab, let comparison = lab.comparison else { return "" }
      return "\(comparison.sessions.count) devices: "
        + comparison.labels.map { $0.replacingOccurrences(of: "\n", with: ": ") }
        .joined(separator: "; ")
        + ". The panel edits device \(lab.state.editedDevice + 1). A drag on any device plays "
        + "on all of them; Left and Right choose the device the panel edits."
    }
  }
}
