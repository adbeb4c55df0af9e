import CGtk
import Scenes

extension MainWindow {
  /// Checks where the controls are after every frame the window paints, when layout is done
  /// (a scroll or a resize moves them only at the next frame's layout).
  func reportControlsAfterEachPaint() {
    guard let clock = gtk_widget_get_frame_clock(window) else { return }
    Signal.connect(clock, "after-paint") { [weak self] () -> Void in
      self?.canvas.reportLayout()
      self?.reportControls()
      self?.reportPaneControls()
    }
  }

  /// Writes a `controls` trace line when the side panel's controls moved (a new scene, a
  /// resize, a scroll, warnings shown or cleared): the panel's and each fully visible
  /// control's rectangle on the window's surface in pixels, `[x, y, width, height]`, so
  /// scripts can click and type into them as a person would, and the warnings' box while it
  /// is shown; then each foldable section, whether it is open and the names of its controls
  /// (reported only while it is open).
  func reportControls() {
    guard let visible = SurfaceGeometry.pixelRect(of: panelScroller) else { return }
    var rects: [(String, [Double])] = [("panel", visible)]
    for (name, widget) in panel.namedControls + [("reset", resetButton!)] + inspector.panelControls
    {
      guard let rect = SurfaceGeometry.pixelRect(of: widget),
        rect[1] >= visible[1], rect[1] + rect[3] <= visible[1] + visible[3]
      else { continue }
      rects.append((name, rect.map { ($0 * 10).rounded() / 10 }))
    }
    for (name, widget) in inspector.timelineControls {
      guard let rect = SurfaceGeometry.pixelRect(of: widget) else { continue }
      rects.append((name, rect.map { ($0 * 10).rounded() / 10 }))
    }
    if let rect = SurfaceGeometry.pixelRect(of: warnings.widget) {
      rects.append(("warnings", rect.map { ($0 * 10).rounded() / 10 }))
    }
    let sections = panel.sectionList.map { entry in
      (
        entry.group.rawValue,
        JSONValue.object([
          ("open", .bool(gtk_widget_get_visible(entry.rows) != 0)),
          ("controls", .array(entry.controls.map { .string($0) })),
        ])
      )
    }
    let inert = panel.store.specs.filter { !$0.isEffective(in: panel.store) }.map(\.id)
    let signature =
      rects.map { "\($0.0)=\($0.1)" }.joined(separator: ";") + "|"
      + JSONValue.object(sections).encoded + "|" + inert.joined(separator: ",")

    guard signature != reportedControls else { return }
    reportedControls = signature
    lab.emit(
      "controls",
      [
        ("scene", .string(lab.session.descriptor.id)),
        ("controls", .object(rects.map { ($0.0, .array($0.1.map { .number($0) })) })),
        ("sections", .object(sections)),
        ("inert", .array(inert.map { .string($0) })),
      ])
  }
}
