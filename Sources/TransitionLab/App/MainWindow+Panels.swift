import CGtk
import Scenes

/// The side panel of the scenes shown last. Building a scene's rows takes tens of
/// milliseconds, then laying out their text as many again in the frame that first shows
/// them, so the panels of the last `keptPanels` scenes shown are kept, hidden, in the
/// panel's box: going back and forth between two scenes builds nothing. The panel of a
/// scene put away before those goes, with its widgets: every scene's panel kept held more
/// than half of the heap in use after a minute of switching (1.8 MB a scene), and the
/// memory it held goes back to the system when the canvas comes to rest
/// (`MainWindow+FreedMemory.swift`). A visit to a scene whose panel went builds it again, not
/// in one go, which would hold up a frame at most such switches: the switch shows the panel's
/// summary, and its rows come `panelRowsPerTurn` an idle turn (`buildPanelRowsWhenIdle`), each
/// drawn from the scene's values when built; a switch meanwhile leaves the panel put away with
/// the rows it has, to go on if it is shown again. A compared device's values are shown by
/// the scene's panel, drawn from them (`ParameterPanel.rebind(to:)`), not by a panel of
/// their own.
extension MainWindow {
  /// Shows `store`'s parameters in the side panel (a compared device's, or the scene's).
  func showPanel(for store: ParameterStore) {
    guard panel.store !== store else { return }
    let summary = lab.session.descriptor.summary
    let wording = DefaultsWording(lab.session.descriptor)
    panels[panel.store.sceneID] = panels[panel.store.sceneID] ?? panel
    noteShown(panel.store.sceneID)
    let next: ParameterPanel
    if let kept = panels[store.sceneID], kept.canShow(store, summary: summary, wording: wording) {
      kept.rebind(to: store)
      kept.followSections()
      next = kept
    } else {
      // A scene file's new version with other parameters: its old panel goes.
      if let old = panels[store.sceneID] { panelHolder.remove(old.widget) }
      next = makePanel(for: store, summary: summary, wording: wording)
    }
    // The first panel's rows wait for the window's first frame (`attachPanel`); a panel
    // built again shows its summary now and its rows on the idle turns that follow.
    if isPanelAttached { next.buildSomeRows(0) }
    if next !== panel { panel.widget.isVisible = false }
    next.widget.isVisible = true
    // The release map is the scene's values': not a compared device's.
    releaseMap?.widget.isVisible = store === lab.parameters
    panel = next
    panel.connect(to: lab)
    probe.forgetControls()
    dropPanelsPutAway()
    buildPanelRowsWhenIdle()
  }

  /// How many rows an idle turn builds: a row (about 3 ms in a release build, with its first
  /// layout in the next frame), so no frame waits for a panel's worth of rows.
  static let panelRowsPerTurn = 1

  /// Builds the shown panel's rows left, `panelRowsPerTurn` an idle turn, below drawing and
  /// input. The turns build whichever panel is shown then: a panel put away meanwhile keeps
  /// the rows it has and goes on from there if it is shown again.
  func buildPanelRowsWhenIdle() {
    guard isPanelAttached, !panel.hasRows, panelRowsSource == nil else { return }
    panelRowsSource = MainLoop.addIdle { [weak self] in
      guard let self else { return false }
      let more = self.buildPanelRowsTurn()
      if !more { self.panelRowsSource = nil }
      return more
    }
  }

  /// One idle turn's rows of the shown panel, written to the trace (`panel-rows`); whether
  /// rows are left.
  private func buildPanelRowsTurn() -> Bool {
    let shown = panel
    guard !shown.hasRows else { return false }
    let built = shown.buildSomeRows(Self.panelRowsPerTurn)
    lab.emit(
      "panel-rows",
      [
        ("scene", .string(shown.store.sceneID)),
        ("built", .number(Double(built))),
        ("rows", .number(Double(shown.builtRowCount))),
        ("of", .number(Double(shown.rowTotal))),
      ])
    guard shown.hasRows else { return true }
    // The scroll the scene's panel was left at, which its first rows may have been too
    // short to take.
    restorePanelScroll(lab.state.currentPanelScroll)
    return false
  }

  /// How many scenes' panels are kept: the one shown and the one shown before it.
  static let keptPanels = 2

  /// Notes that the panel of scene `id` is shown, after the others shown before it.
  private func noteShown(_ id: String) {
    guard panelVisits.last != id else { return }
    panelVisits.removeAll { $0 == id }
    panelVisits.append(id)
    if panelVisits.count > Self.keptPanels {
      panelVisits.removeFirst(panelVisits.count - Self.keptPanels)
    }
  }

  /// Lets go of the panels of scenes put away before the last `keptPanels` shown.
  ///
  /// The panels let go are hidden already; they leave the window on the next idle turn, after
  /// the switch's frame is drawn, since taking a panel's rows down took a third of that frame.
  private func dropPanelsPutAway() {
    noteShown(panel.store.sceneID)
    let gone = panels.filter { !panelVisits.contains($0.key) }
    guard !gone.isEmpty else { return }
    for id in gone.keys { panels[id] = nil }
    // Held until then, so that a window closed first leaves nothing to point at nothing.
    let holder = panelHolder
    let widgets = gone.values.map(\.widget)
    g_object_ref(holder)
    for widget in widgets { g_object_ref(widget) }
    _ = MainLoop.addIdle {
      for widget in widgets {
        if gtk_widget_get_parent(widget) == holder { holder.remove(widget) }
        g_object_unref(widget)
      }
      g_object_unref(holder)
      return false
    }
  }

  /// A scene's panel, kept with the others, hidden until shown.
  private func makePanel(
    for store: ParameterStore, summary: String, wording: DefaultsWording
  ) -> ParameterPanel {
    let made = ParameterPanel(
      store: store, summary: summary, sections: sections, wording: wording, rowsLater: true)
    made.onNotice = { [weak self] notice in self?.toast(notice) }
    made.widget.isVisible = false
    panelHolder.append(made.widget)
    panels[store.sceneID] = made
    return made
  }
}
