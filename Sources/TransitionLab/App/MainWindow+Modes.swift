import CGtk
import Scenes

/// What the canvas area shows: the scene, compare mode, or the blind test.
enum WindowMode: String, Sendable {
  case single
  case compare
  case blindTest = "blind-test"
}

/// The panes of compare mode and the blind test, made when first shown, and the rows of the
/// stage they go in: above the canvas (a toolbar, the blind test's setup) and below it (the
/// blind test's picks). The canvas itself is the same in every mode.
@MainActor
struct ModePanes {
  /// Above the canvas, and below it (over the timeline, which only the scene alone shows).
  var top: WidgetPointer?
  var bottom: WidgetPointer?
  var compare: ComparePane?
  var blindTest: BlindTestPane?
  /// The mode whose panes are shown now (the state's, once drawn).
  var mode = WindowMode.single
}

extension MainWindow {
  /// Shows the scene, compare mode or the blind test on the canvas; what runs in the one left
  /// is brought to its end first.
  func setMode(_ mode: WindowMode) {
    guard mode != modes.mode, let top = modes.top, let bottom = modes.bottom else { return }
    switch modes.mode {
    case .single:
      canvas.cancelDrag()
      canvas.stopTicks()
    case .compare:
      modes.compare?.hide()
      modes.compare.map { gtk_widget_set_visible($0.widget, 0) }
    case .blindTest:
      modes.blindTest?.hide()
      modes.blindTest.map { pane in
        pane.widget.isVisible = false
        pane.choiceRow.isVisible = false
      }
    }
    modes.mode = mode
    inspector.timeline.widget.isVisible = mode == .single
    switch mode {
    case .single:
      canvas.show(lab, decor: nil)
      showPanel(for: lab.parameters)
    case .compare:
      let pane = modes.compare ?? makeComparePane(in: top)
      pane.widget.isVisible = true
      pane.show()
      showPanel(for: lab.editedParameters)
    case .blindTest:
      let pane = modes.blindTest ?? makeBlindTestPane(top: top, bottom: bottom)
      pane.widget.isVisible = true
      pane.choiceRow.isVisible = true
      pane.show()
      showPanel(for: lab.parameters)
    }
    canvas.area.grabFocus()
    inspector.editedStoreChanged()
    showEditedDevice()
    lab.emit("mode", [("mode", .string(mode.rawValue))])
    comparisonFollowsTimeScale(lab.timeScale)
    lab.refresh()
  }

  /// After a scene switch: the blind test takes the new scene (compare mode's devices are the
  /// lab's, drawn from the state).
  func modesFollowScene() {
    switch modes.mode {
    case .single, .compare: return
    case .blindTest:
      modes.blindTest?.refill()
      showPanel(for: lab.parameters)
    }
  }

  /// The slow-motion factor on the comparison's clock too.
  func comparisonFollowsTimeScale(_ scale: Double) {
    lab.stageDevices?.clock.timeScale = scale
  }

  /// Draws compare mode from the state: its toolbar and the canvas's devices when the
  /// devices, the edited one or the comparison itself changed (not on a change of the stage
  /// alone, a transition begun or ended; opening compare mode has drawn them), and the panel
  /// on the edited device when that changed (another device chosen, one added or removed, the
  /// devices rebuilt).
  func renderWorkspace(_ state: LabState, old: LabState?) {
    guard state.workspace.mode == .compare, modes.mode == .compare, let pane = modes.compare
    else { return }
    let justOpened = old?.workspace.mode != .compare
    if !justOpened, old?.workspace != state.workspace || !pane.shows(lab.comparison) {
      pane.render()
    }
    let edited = lab.editedParameters
    if edited !== panel.store {
      showPanel(for: edited)
      inspector.editedStoreChanged()
    }
    showEditedDevice()
  }

  private func makeComparePane(in top: WidgetPointer) -> ComparePane {
    let pane = ComparePane(lab: lab, canvas: canvas)
    top.append(pane.widget)
    modes.compare = pane
    return pane
  }

  private func makeBlindTestPane(top: WidgetPointer, bottom: WidgetPointer) -> BlindTestPane {
    let pane = BlindTestPane(lab: lab, canvas: canvas)
    top.append(pane.widget)
    bottom.append(pane.choiceRow)
    modes.blindTest = pane
    return pane
  }
}
