import CGtk
import Scenes

/// What the canvas area shows: the scene, compare mode, or the blind test.
enum WindowMode: String, Sendable {
  case single
  case compare
  case blindTest = "blind-test"
}

/// The panes of compare mode and the blind test, made when first shown, and the box they
/// sit in beside the canvas.
@MainActor
struct ModePanes {
  var content: WidgetPointer?
  /// What the modes stand in for there: the canvas with the timeline under it.
  var stage: WidgetPointer?
  var compare: ComparePane?
  var blindTest: BlindTestPane?
  var mode = WindowMode.single
}

extension MainWindow {
  /// The comparison on screen and its canvas, in compare mode or the blind test.
  var activeComparison: (comparison: Comparison, canvas: CompareCanvas)? {
    switch modes.mode {
    case .single: return nil
    case .compare: return modes.compare.map { ($0.comparison, $0.canvas) }
    case .blindTest: return modes.blindTest.map { ($0.comparison, $0.canvas) }
    }
  }

  /// Shows the scene, compare mode or the blind test in place of the canvas; what runs in
  /// the one left is brought to its end first.
  func setMode(_ mode: WindowMode) {
    guard mode != modes.mode, let content = modes.content else { return }
    switch modes.mode {
    case .single:
      canvas.cancelDrag()
      canvas.stopTicks()
      gtk_widget_set_visible(modes.stage ?? canvas.area, 0)
    case .compare:
      modes.compare?.settle()
      modes.compare.map { gtk_widget_set_visible($0.widget, 0) }
    case .blindTest:
      modes.blindTest?.settle()
      modes.blindTest.map { gtk_widget_set_visible($0.widget, 0) }
    }
    modes.mode = mode
    switch mode {
    case .single:
      gtk_widget_set_visible(modes.stage ?? canvas.area, 1)
      canvas.forgetReportedLayout()
      showPanel(for: lab.parameters)
      canvas.update()
      gtk_widget_grab_focus(canvas.area)
    case .compare:
      let pane = modes.compare ?? makeComparePane(in: content)
      if pane.comparison.descriptor.id != lab.session.descriptor.id { pane.rebuild() }
      pane.canvas.renderer.appearance = canvas.renderer.appearance
      gtk_widget_set_visible(pane.widget, 1)
      pane.canvas.forgetReportedLayout()
      showPanel(for: pane.comparison.stores[pane.comparison.selected])
      lab.send(.selectDevice(pane.comparison.selected))
      pane.canvas.update()
      gtk_widget_grab_focus(pane.canvas.area)
    case .blindTest:
      let pane = modes.blindTest ?? makeBlindTestPane(in: content)
      pane.rebuild()
      pane.canvas.renderer.appearance = canvas.renderer.appearance
      gtk_widget_set_visible(pane.widget, 1)
      pane.canvas.forgetReportedLayout()
      showPanel(for: lab.parameters)
      pane.canvas.update()
      gtk_widget_grab_focus(pane.canvas.area)
    }
    lab.updateComparison { $0.isOpen = mode == .compare }
    inspector.editedStoreChanged()
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
    activeComparison?.comparison.clock.timeScale = scale
  }

  /// Redraws whichever canvas is shown (after a change of appearance or font).
  func redrawCanvases(purging: Bool) {
    for other in [modes.compare?.canvas, modes.blindTest?.canvas].compactMap({ $0 }) {
      other.renderer.appearance = canvas.renderer.appearance
      if purging { other.renderer.purgeCaches() }
      other.update()
    }
  }

  /// Shows `store`'s parameters in the side panel (a compared device's, or the scene's).
  func showPanel(for store: ParameterStore) {
    guard panel.store !== store else { return }
    gtk_box_remove(tl_box(panelHolder.raw), panel.widget)
    panel = ParameterPanel(
      store: store, summary: lab.session.descriptor.summary, sections: sections)
    panel.onNotice = { [weak self] notice in self?.toast(notice) }
    gtk_box_append(tl_box(panelHolder.raw), panel.widget)
    reportedControls = ""
  }

  private func makeComparePane(in content: WidgetPointer) -> ComparePane {
    let pane = ComparePane(lab: lab)
    pane.onSelectionChange = { [weak self, weak pane] in
      guard let self, let pane, self.modes.mode == .compare else { return }
      self.lab.send(.selectDevice(pane.comparison.selected))
      self.showPanel(for: pane.comparison.stores[pane.comparison.selected])
      self.inspector.editedStoreChanged()
    }
    pane.canvas.onStateChange = { [weak self] in self?.lab.refresh() }
    gtk_box_insert_child_after(tl_box(content.raw), pane.widget, modes.stage ?? canvas.area)
    modes.compare = pane
    return pane
  }

  private func makeBlindTestPane(in content: WidgetPointer) -> BlindTestPane {
    let pane = BlindTestPane(lab: lab)
    pane.canvas.onStateChange = { [weak self] in self?.lab.refresh() }
    gtk_box_insert_child_after(tl_box(content.raw), pane.widget, modes.stage ?? canvas.area)
    modes.blindTest = pane
    return pane
  }
}
