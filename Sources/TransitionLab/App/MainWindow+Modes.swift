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
  var mode = WindowMode.single
}

extension MainWindow {
  /// The comparison the canvas shows, in compare mode or the blind test.
  var activeComparison: Comparison? {
    switch modes.mode {
    case .single: return nil
    case .compare: return modes.compare?.comparison
    case .blindTest: return modes.blindTest?.comparison
    }
  }

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
      if pane.comparison.descriptor.id != lab.session.descriptor.id { pane.rebuild() }
      pane.widget.isVisible = true
      pane.show()
      showPanel(for: pane.comparison.stores[pane.comparison.selected])
      lab.send(.selectDevice(pane.comparison.selected))
    case .blindTest:
      let pane = modes.blindTest ?? makeBlindTestPane(top: top, bottom: bottom)
      pane.rebuild()
      pane.widget.isVisible = true
      pane.choiceRow.isVisible = true
      pane.show()
      showPanel(for: lab.parameters)
    }
    canvas.area.grabFocus()
    lab.updateComparison { $0.isOpen = mode == .compare }
    inspector.editedStoreChanged()
    showEditedDevice()
    lab.emit("mode", [("mode", .string(mode.rawValue))])
    comparisonFollowsTimeScale(lab.timeScale)
    lab.refresh()
  }

  /// After a scene switch: compare mode and the blind test take the new scene.
  func modesFollowScene() {
    switch modes.mode {
    case .single: return
    case .compare:
      modes.compare?.rebuild()
    case .blindTest:
      modes.blindTest?.rebuild()
      showPanel(for: lab.parameters)
    }
  }

  /// The slow-motion factor on the comparison's clock too.
  func comparisonFollowsTimeScale(_ scale: Double) {
    activeComparison?.clock.timeScale = scale
  }

  /// After every frame and input on the canvas: the blind test enables its picks once both
  /// devices have played.
  func paneFollowsStage() {
    if modes.mode == .blindTest { modes.blindTest?.followPlayed() }
  }

  private func makeComparePane(in top: WidgetPointer) -> ComparePane {
    let pane = ComparePane(lab: lab, canvas: canvas)
    pane.onSelectionChange = { [weak self, weak pane] in
      guard let self, let pane, self.modes.mode == .compare else { return }
      self.lab.send(.selectDevice(pane.comparison.selected))
      self.showPanel(for: pane.comparison.stores[pane.comparison.selected])
      self.inspector.editedStoreChanged()
      self.showEditedDevice()
    }
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
