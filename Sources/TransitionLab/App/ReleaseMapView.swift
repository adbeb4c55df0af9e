import CGtk
import CairoRenderer
import Scenes
import TransitionKit

/// The side panel's release map: whether a release dismisses, over release progress ×
/// release velocity, for the scene's parameters as they are now, with the last release as a
/// dot. Made by `ReleaseMap` (replayed drags, as `release-map` makes it) on a coarser grid.
///
/// It is remade a moment after a value changes, and never while a drag is held or the stage
/// animates (the scene, or compare mode's and the blind test's devices) — the replays run on
/// the main thread, and the canvas must not lose a frame — but once the stage is still, a few
/// frames of one replayed drag per idle turn.
@MainActor
final class ReleaseMapView {
  /// The map's values along each axis (441 replayed drags).
  static let steps = 21
  /// How long after the last change the map is remade, in milliseconds.
  static let delay: UInt32 = 150
  /// Frames of a replayed drag played per idle turn; a turn that begins a drag (its session
  /// made, the modal put up) plays none. A drag runs 20 to 90 frames, and in a debug build a
  /// frame of the zoom scene's took about half a millisecond: two whole drags a turn held the
  /// main loop for 40 to 70 ms.
  static let framesPerTurn = 8
  /// The drawing's height, in logical pixels (its width is the panel's).
  static let height: Int32 = 250

  /// A box with the heading and the drawing.
  let widget: WidgetPointer
  private let area: WidgetPointer
  private let lab: Lab
  private let canvas: Canvas
  private let session: SceneSession
  private var map: ReleaseMap?
  private var pending: UInt32?
  /// The map being made, a few drags at a time, and what it is made for (`key`).
  private var builder: ReleaseMapBuilder?
  private var builderKey = ""
  /// The idle turns of the map being made: how many, the most frames one played, and how
  /// many ran while the canvas's frames ran (none should: the map waits for a still stage).
  private var turns = (count: 0, mostFrames: 0, amongFrames: 0)
  private var drawnReleases = -1

  /// The map of `lab`'s scene, made while `canvas` is still.
  init(lab: Lab, canvas: Canvas) {
    self.lab = lab
    self.canvas = canvas
    session = lab.session
    widget = Widgets.column(spacing: 4)
    widget.addCSSClass("release-map")
    let heading = ParameterPanel.label("Release map", classes: ["parameter-title"])
    gtk_widget_set_tooltip_text(
      heading,
      "Where a release dismisses (green) or snaps back (red), over the progress and the "
        + "velocity at release, for the values above; the dot is the last release. Under the "
        + "threshold release rule a scene's own rule decides and is drawn: the navigation "
        + "scene's pop rule (green pops, red cancels).")
    widget.append(heading)
    area = gtk_drawing_area_new()
    gtk_widget_set_size_request(area, -1, Self.height)
    widget.append(area)
    MainLoop.setDrawFunction(area) { [weak self] cr, width, height in
      self?.draw(cr, size: Size(width: Double(width), height: Double(height)))
    }
    session.parameters.observe(owner: self) { view, spec, _ in
      if spec.affectsRelease { view.schedule() }
    }
  }

  /// Makes the map for the first time, from a moment from now: once the panel it is in is in
  /// the window, after the window's first frame.
  func start() {
    guard map == nil, pending == nil, builder == nil else { return }
    schedule()
  }

  /// Whether a drag is held, the stage animates (the scene, or compare mode's and the blind
  /// test's devices, which run frames of their own while the lab's session is still) or the
  /// canvas's frames still run.
  private func isBusy() -> Bool {
    canvas.isTicking || canvas.needsFrames || lab.session.needsFrames
  }

  /// Stops building: the drag being played is brought to its end and dropped with the builder
  /// (`ReleaseMapBuilder.putAway`), and nothing more is scheduled.
  func putAway() {
    if let pending { MainLoop.removeSource(pending) }
    pending = nil
    builder?.putAway()
    builder = nil
  }

  /// Redraws when a release happened since the last draw (called after each tick and event).
  func follow() {
    if session.releases.count != drawnReleases { gtk_widget_queue_draw(area) }
  }

  /// Remakes the map from a moment from now, a few frames of a drag at a time between frames
  /// (and none while the stage is busy), so building it never holds the window's main loop
  /// for more than a few milliseconds.
  private func schedule() {
    if let pending { MainLoop.removeSource(pending) }
    builder?.putAway()
    builder = nil
    pending = MainLoop.addTimeout(milliseconds: Self.delay) { [weak self] in
      guard let self else { return false }
      if self.isBusy() { return true }
      if let made = Self.made[self.session.descriptor.id], made.key == self.key {
        self.map = made.map
        self.pending = nil
        self.area.queueDraw()
        self.lab.emit(
          "release-map",
          [("scene", .string(self.session.descriptor.id)), ("kept", .bool(true))])
        return false
      }
      self.builder = self.makeBuilder()
      self.builderKey = self.key
      self.turns = (0, 0, 0)
      self.pending = MainLoop.addIdle { [weak self] in self?.buildSlice() ?? false }
      return false
    }
  }

  /// Runs the next few frames of the map's drags; returns whether more are to come. While the
  /// stage is busy it steps aside and looks again a little later, rather than spin.
  private func buildSlice() -> Bool {
    if isBusy() {
      pending = MainLoop.addTimeout(milliseconds: Self.delay) { [weak self] in
        guard let self else { return false }
        if self.isBusy() { return true }
        self.pending = MainLoop.addIdle { [weak self] in self?.buildSlice() ?? false }
        return false
      }
      return false
    }
    guard let builder else {
      pending = nil
      return false
    }
    let framesBefore = builder.framesPlayed
    turns.count += 1
    if canvas.isTicking { turns.amongFrames += 1 }
    let done = builder.step(frames: Self.framesPerTurn)
    turns.mostFrames = Swift.max(turns.mostFrames, builder.framesPlayed - framesBefore)
    guard done else { return true }
    map = builder.map
    lab.emit(
      "release-map",
      [
        ("scene", .string(session.descriptor.id)), ("kept", .bool(false)),
        ("drags", .number(Double(builder.dragsDone))), ("turns", .number(Double(turns.count))),
        ("frames", .number(Double(builder.framesPlayed))),
        ("most_frames_a_turn", .number(Double(turns.mostFrames))),
        ("turns_among_frames", .number(Double(turns.amongFrames))),
      ])
    // A built-in scene's code does not change while the app runs: its map for these values
    // is kept for the next visit. A scene file's may, with each save.
    if SceneCatalog.scene(id: session.descriptor.id) != nil, let map {
      Self.made[session.descriptor.id] = (builderKey, map)
    }
    self.builder = nil
    pending = nil
    area.queueDraw()
    return false
  }

  /// The last map made for each built-in scene, with the values and screen it was made for:
  /// a scene visited again with the same values shows it at once instead of replaying the
  /// drags again (one entry a scene).
  private static var made: [String: (key: String, map: ReleaseMap)] = [:]

  /// The values as they are; the preset is left out, as its values are already there (and
  /// choosing it again would put back a threshold changed since).
  private var assignments: [String] {
    session.parameters.allValues.compactMap { spec, value in
      spec.id == ReleaseParameterID.preset ? nil : "\(spec.id)=\(value)"
    }
  }

  /// What the map depends on: the values and the screen's size.
  private var key: String {
    assignments.joined(separator: " ") + " \(session.window.screen.bounds.size)"
  }

  private func makeBuilder() -> ReleaseMapBuilder? {
    try? ReleaseMapBuilder(
      scene: session.descriptor.offlineModuleState(), assignments: assignments, steps: Self.steps,
      screenSize: session.window.screen.bounds.size)
  }

  private func draw(_ cr: OpaquePointer, size: Size) {
    drawnReleases = session.releases.count
    guard let map else { return }
    let last = session.releases.last
    // The command's picture (a sheet's detents each in their colour), with the last
    // release marked.
    var plot = ReleaseMapCommand.plot(map)
    plot.dot = last.map { (progress: $0.progress, velocity: $0.velocity) }
    plot.draw(in: cr, size: size)
  }
}

extension MainWindow {
  /// Puts a release map for the current scene at the end of the parameter panel, in place of
  /// the one before (a map follows one session, so each visit to a scene makes its own).
  func attachReleaseMap() {
    // The panel is kept for the scene's next visit: the map of this visit goes from it.
    if let old = releaseMap?.widget, let host = gtk_widget_get_parent(old) {
      gtk_box_remove(tl_box(host), old)
    }
    releaseMap?.putAway()
    releaseMap = nil
    guard lab.parameters[ReleaseParameterID.rule] != nil else { return }
    let view = ReleaseMapView(lab: lab, canvas: canvas)
    panel.widget.append(view.widget)
    releaseMap = view
    // The first panel's map waits for the panel to go into the window (`attachPanel`).
    if isPanelAttached { view.start() }
  }
}
