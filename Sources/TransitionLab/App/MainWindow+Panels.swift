import CGtk
import Scenes

/// The side panel of each scene, built once: building a scene's rows takes tens of
/// milliseconds, then laying out their text as many again in the frame that first shows
/// them. Each scene's panel is built ahead while the window is idle and kept, hidden, in the
/// panel's box; a visit shows it again, so a scene switch no longer builds anything, and
/// only a scene's first visit lays its panel out. A compared device's values are shown by
/// the scene's panel, drawn from them (`ParameterPanel.rebind(to:)`), not by a panel of their
/// own.
extension MainWindow {
  /// Shows `store`'s parameters in the side panel (a compared device's, or the scene's).
  func showPanel(for store: ParameterStore) {
    guard panel.store !== store else { return }
    let summary = lab.session.descriptor.summary
    let wording = DefaultsWording(lab.session.descriptor)
    panels[panel.store.sceneID] = panels[panel.store.sceneID] ?? panel
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
    // The first panel's rows wait for the window's first frame (`attachPanel`).
    if isPanelAttached { next.buildRows() }
    if next !== panel { panel.widget.isVisible = false }
    next.widget.isVisible = true
    // The release map is the scene's values': not a compared device's.
    releaseMap?.widget.isVisible = store === lab.parameters
    panel = next
    panel.connect(to: lab)
    probe.forgetControls()
  }

  /// A scene's panel, kept with the others, hidden until shown.
  private func makePanel(
    for store: ParameterStore, summary: String, wording: DefaultsWording
  ) -> ParameterPanel {
    let made = ParameterPanel(
      store: store, summary: summary, sections: sections, wording: wording)
    made.onNotice = { [weak self] notice in self?.toast(notice) }
    made.widget.isVisible = false
    panelHolder.append(made.widget)
    panels[store.sceneID] = made
    return made
  }

  /// How often the panels not built yet are looked at, in milliseconds.
  static let panelBuildIntervalMilliseconds: UInt32 = 250

  /// Builds the panels of the catalogue's scenes not visited yet, one at a time while the
  /// canvas is still, after the window's first frame: so even a scene's first visit shows a
  /// panel built and styled before.
  func buildPanelsAhead() {
    panels[panel.store.sceneID] = panels[panel.store.sceneID] ?? panel
    _ = MainLoop.addTimeout(milliseconds: Self.panelBuildIntervalMilliseconds) { [weak self] in
      guard let self else { return false }
      guard let next = SceneCatalog.all.first(where: { self.panels[$0.id] == nil }) else {
        return false
      }
      if self.canvas.needsFrames { return true }
      _ = self.makePanel(
        for: self.lab.parameters(for: next), summary: next.summary,
        wording: DefaultsWording(next))
      return true
    }
  }
}
