import Foundation

/// What one drag did, read from the trace.
struct DragOutcome {
  /// The recognizer's states in order (`began`, `changed`, …, `ended`).
  let states: [String]
  /// Whether the transition completed (true) or was cancelled (false); nil if none ran.
  let completed: Bool?
  /// Index of the first trace line after the drag's outcome.
  let nextLine: Int

  /// Whether the states went began, then at least one changed, then ended.
  var wentThroughBeganChangedEnded: Bool {
    states.first == "began" && states.last == "ended" && states.contains("changed")
      && states.dropFirst().dropLast().allSatisfy { $0 == "changed" }
  }
}

extension LabWindow {
  /// Runs `input` and waits for the interactive dismissal it starts to complete or cancel;
  /// collects the states of `recognizer` on the way.
  func interactiveDismissal(recognizer: String, _ input: () throws -> Void) throws -> DragOutcome {
    let start = lines().count
    try input()
    let end = try waitForLine("the dismissal to complete or cancel", from: start) {
      $0["kind"] as? String == "transition" && $0["phase"] as? String == "complete"
        && $0["transition"] as? String == "dismiss"
    }
    let states = lines()[start..<end.index].filter {
      $0["kind"] as? String == "gesture" && $0["recognizer"] as? String == recognizer
    }.compactMap { $0["state"] as? String }
    return DragOutcome(
      states: states, completed: end.line["completed"] as? Bool, nextLine: end.index + 1)
  }

  /// Runs `input` and returns the states `recognizer` went through until the window had
  /// handled all of it (see `barrier`), for a gesture that should not start a transition.
  func gestureStates(recognizer: String, _ input: () throws -> Void) throws -> [String] {
    let start = lines().count
    try input()
    let end = try barrier(from: start)
    return lines()[start..<end].filter {
      $0["kind"] as? String == "gesture" && $0["recognizer"] as? String == recognizer
    }.compactMap { $0["state"] as? String }
  }

  /// Waits until the window has handled every input sent to it before, and returns the index
  /// of the line that shows it: what that input wrote stands before it. GTK handles input in
  /// order; Ctrl+Shift+M twice turns reduce motion on and back off, and each toggle writes a
  /// `reduce-motion` line as it is handled. For the quiet moments between steps (a
  /// transition begun meanwhile would play with reduce motion on for a moment).
  @discardableResult
  func barrier(from start: Int) throws -> Int {
    try key("ctrl+shift+m", "ctrl+shift+m")
    let first = try waitForLine("reduce motion toggled, as input after the rest", from: start) {
      $0["kind"] as? String == "reduce-motion"
    }
    return try waitForLine("reduce motion toggled back", from: first.index + 1) {
      $0["kind"] as? String == "reduce-motion"
    }.index
  }

  /// Waits until a run of frames after `from` has ended (its `idle` line: nothing needs
  /// frames any more, the canvas is still); returns the line's index.
  @discardableResult
  func waitForStill(from start: Int) throws -> Int {
    try waitForLine("the canvas still", from: start) { $0["kind"] as? String == "idle" }.index
  }

  /// Waits for a transition of any kind (present, dismiss, push, pop) to complete after
  /// `from`; returns the line's index.
  @discardableResult
  func waitForTransitionEnd(from start: Int, _ what: String = "a transition to complete")
    throws -> Int
  {
    try waitForLine(what, from: start) {
      $0["kind"] as? String == "transition" && $0["phase"] as? String == "complete"
    }.index
  }

  /// Waits for a presentation to complete after `from`.
  func waitForPresentation(from start: Int) throws {
    try waitForLine("the presentation to complete", from: start) {
      $0["kind"] as? String == "transition" && $0["phase"] as? String == "complete"
        && $0["transition"] as? String == "present" && $0["completed"] as? Bool == true
    }
  }

  /// Scrolls the side panel with the mouse wheel until a control is in view, opening its
  /// section first with a click on the section's header when it is folded.
  func scrollPanel(toShow name: String) throws {
    // The first controls line comes after the first frame's layout, a little after the
    // first layout line; wait for it rather than read a trace without one.
    try waitForLine("the first controls line") { $0["kind"] as? String == "controls" }
    if let (section, _) = try sections().first(where: {
      !$0.value.open && $0.value.controls.contains(name)
    }) {
      try setSection(section, open: true)
    }
    for _ in 0..<60 {
      if (try? controlRect(name)) != nil { return }
      let panel = try control("panel", across: 0.02)
      let before = lines().count
      try EndToEnd.run(
        "xdotool", ["mousemove", "--window", windowID, "\(panel.x)", "\(panel.y)", "click", "5"])
      _ = try? waitForLine("the panel to scroll", from: before, timeout: 2) {
        $0["kind"] as? String == "controls"
      }
    }
    throw EndToEndError("the control '\(name)' did not come into view")
  }

  /// Sets a side-panel number by typing into its spin button, as a person would: click it,
  /// select all, type, Enter. Returns the `parameter` line's value.
  @discardableResult
  func type(_ value: String, into parameter: String) throws -> Double {
    let start = lines().count
    try scrollPanel(toShow: "\(parameter)-value")
    try click(try control("\(parameter)-value", across: 0.2))
    try key("ctrl+a")
    try type(value)
    try key("Return")
    let line = try waitForLine("the parameter line for \(parameter)", from: start) {
      $0["kind"] as? String == "parameter" && $0["name"] as? String == parameter
    }
    return line.line["value"] as? Double ?? .nan
  }

  /// Folds or opens a side-panel section with a click on its header, as a person would, and
  /// waits for the controls line that shows it so.
  func setSection(_ section: String, open: Bool) throws {
    guard try sections()[section]?.open != open else { return }
    try scrollPanel(toShow: "section-\(section)")
    let start = lines().count
    let header = try controlRect("section-\(section)")
    try click((Int(header[0] + 30), Int(header[1] + header[3] / 2)))
    try waitForLine("the section '\(section)' \(open ? "open" : "folded")", from: start) {
      guard $0["kind"] as? String == "controls",
        let sections = $0["sections"] as? [String: [String: Any]]
      else { return false }
      return sections[section]?["open"] as? Bool == open
    }
  }
}

extension LabWindow {
  /// Presses Ctrl+Shift+R (reset to the defaults) and returns the threshold the reset's
  /// `parameter` line gives, or nil when the line carries no number.
  func resetAndReadThreshold() throws -> Double? {
    let start = lines().count
    try key("ctrl+shift+r")
    let reset = try waitForLine("the reset's parameter line", from: start) {
      $0["kind"] as? String == "parameter" && $0["name"] as? String == "threshold"
    }
    return reset.line["value"] as? Double
  }
}

extension LabWindow {
  /// Presses at `grab`, moves through `points` `stepDelay` apart, holds still for `hold`
  /// seconds, releases, and waits for the canvas to come to rest: the `idle` line after the
  /// release, with the number of frames drawn since the press.
  func heldDrag(
    from grab: ScenePoint, through points: [ScenePoint], stepDelay: Double = 0.03,
    hold: Double = 0
  ) throws -> (idle: [String: Any], frames: Int) {
    let start = lines().count
    try press(at: grab)
    try move(through: points, stepDelay: stepDelay)
    if hold > 0 { try EndToEnd.run("xdotool", ["sleep", "\(hold)"]) }
    try release()
    let up = try waitForLine("the release", from: start) {
      $0["kind"] as? String == "pointer" && $0["event"] as? String == "up"
    }.index
    let idle = try waitForLine("the frames to stop after the release", from: up) {
      $0["kind"] as? String == "idle"
    }.line
    let frames = lines().dropFirst(start).filter { $0["kind"] as? String == "frame" }.count
    return (idle, frames)
  }
}
