import CGtk
import CairoRenderer
import MotionExport
import Scenes
import TransitionKit

/// Scrubbing the last transition: the timeline's frame is replayed from the recorded take in
/// an offscreen session (`TakePlayer`), which the canvas draws instead of the live scene
/// until Live is pressed or the live scene gets input. Going back replays from the start;
/// the onion skin draws faint ghosts of earlier frames over the scrubbed one, recorded (as
/// cairo recording surfaces) while the player passes them, so drawing advances nothing.
extension MotionInspector {
  /// Frames between ghosts, and how many ghosts.
  static let ghostSpacing = 4
  static let ghostCount = 4

  func connectTimeline() {
    timeline.onFrame = { [weak self] frame in self?.scrub(toFrame: frame) }
    timeline.onLive = { [weak self] in
      self?.leaveScrub()
      self?.canvas.update()
    }
    timeline.onOnionSkin = { [weak self] on in
      guard let self else { return }
      self.onionSkin = on
      if self.isScrubbing { self.scrub(toFrame: self.timeline.frame) }
    }
  }

  /// Gives the timeline the take of the transition that just ended.
  /// Whether the last take is new and the scene is at rest with no drag held, so it can be
  /// loaded into the timeline.
  var canLoadLastTake: Bool {
    guard !isScrubbing, let take = recorder.lastTake else { return false }
    return take != loadedTake && !lab.session.needsFrames && canvas.drag == nil
  }

  /// Loads the last take once the frame that shows the scene at rest is drawn. Loading
  /// replays the take twice in sessions of its own (its outline, its drag): a whole frame's
  /// work or more, which made the frame that ended a transition, or the press that came
  /// next, late. It runs when the main loop is idle after that frame, if the take is still
  /// the last and the scene still at rest.
  func scheduleLoad() {
    guard !takeLoadPending else { return }
    takeLoadPending = true
    MainLoop.addTimeout(milliseconds: Self.loadDelayMilliseconds) { [weak self] in
      MainLoop.addIdle {
        guard let self else { return false }
        self.takeLoadPending = false
        if self.canLoadLastTake, let take = self.recorder.lastTake { self.load(take) }
        return false
      }
      return false
    }
  }

  /// How long after the scene comes to rest the take is loaded: a frame, so that frame is
  /// drawn first.
  static let loadDelayMilliseconds: UInt32 = 20

  func load(_ take: TransitionTake) {
    loadedTake = take
    loadDrag(of: take)
    guard let outline = TakePlayer.outline(of: take) else { return }
    self.outline = outline
    let frame = { (seconds: Double) in Int((seconds * 60).rounded()) }
    let marks =
      outline.releases.map { (frame($0), "release") }
      + outline.transitionEnds.map { (frame($0), "end") }
    timeline.load(frames: outline.lastFrame, marks: marks)
    lab.emit(
      "timeline",
      [
        ("scene", .string(take.sceneID)), ("frames", .number(Double(outline.lastFrame))),
        ("events", .number(Double(take.script.events.count))),
        ("presented_at_start", .bool(take.startedPresented)),
        ("releases", .array(outline.releases.map { .number(Double(frame($0))) })),
        ("ends", .array(outline.transitionEnds.map { .number(Double(frame($0))) })),
      ])
  }

  /// Shows frame `target` of the loaded take on the canvas.
  func scrub(toFrame target: Int) {
    guard let take = loadedTake else { return }
    if !isScrubbing {
      isScrubbing = true
      canvas.sceneDrawing = { [weak self] cr in self?.drawScrubbed(cr) }
    }
    // The ghosts' frames: every fourth frame back. Each frame the player passes within the
    // ghosts' reach is kept, so playing forward finds them recorded; a ghost the player has
    // passed without keeping it (the switch just turned on, a jump back) means replaying from
    // the start.
    let reach = Self.ghostCount * Self.ghostSpacing
    let wanted =
      onionSkin
      ? stride(from: Self.ghostCount, through: 1, by: -1).map { target - $0 * Self.ghostSpacing }
        .filter { $0 > 0 } : []
    let passed = player.map { player in
      wanted.contains { $0 <= player.frame && ghosts[$0] == nil }
    }
    if player == nil || target < player!.frame || passed == true {
      player?.putAway()
      player = TakePlayer(take: take)
      playerTracker = TransitionProgressTracker()
      player?.session.traceSink = { [weak self] line in self?.playerTracker.observe(line) }
      clearGhosts()
    }
    guard let player else { return }
    for (frame, ghost) in ghosts where !onionSkin || frame < target - reach || frame >= target {
      cairo_surface_destroy(ghost)
      ghosts[frame] = nil
    }
    if onionSkin {
      scrubRenderer.scale = canvas.renderer.scale
      scrubRenderer.appearance = canvas.renderer.appearance
      let first = max(player.frame + 1, target - reach, 1)
      for frame in stride(from: first, to: target, by: 1) {
        player.advance(toFrame: frame)
        ghosts[frame] = record(player.session.window)
      }
    }
    ghostFrames = wanted.filter { ghosts[$0] != nil }
    player.advance(toFrame: target)
    showScrubbedMarker(player)
    dragPlot.setCursor(player.time(ofFrame: target))
    plot.show(
      player.session.parameters,
      spec: lab.motions.spec(of: player.session.descriptor, values: player.session.parameters),
      seed: lab.motion(of: seedParameters))
    canvas.redraw()
    let modal = player.session.window.rootViewController?.presentedViewController
    lab.emit(
      "scrub",
      [
        ("frame", .number(Double(target))), ("time", .number(player.time(ofFrame: target))),
        ("presented", .bool(player.session.isPresented)),
        ("in_flight", .bool(player.session.window.activeTransition != nil)),
        ("modal_top", modal.map { .number($0.view.presentation.frame.minY) } ?? .null),
        ("ghosts", .number(Double(ghostFrames.count))),
        ("marker", plot.marker.map { .string($0.phase.rawValue) } ?? .null),
      ])
  }

  /// Shows the live scene again.
  func leaveScrub() {
    guard isScrubbing else { return }
    isScrubbing = false
    timeline.stop()
    canvas.sceneDrawing = nil
    player?.putAway()
    player = nil
    clearGhosts()
    // The scrubbed take's pictures (snapshots at the device's scale, shadow masks, text
    // layouts) go with it: nothing draws with this renderer until the next scrub.
    scrubRenderer.purgeCaches()
    plot.show(
      lab.parameters, spec: lab.motion(of: lab.parameters), seed: lab.motion(of: seedParameters))
    timeline.setFrame(timeline.lastFrame)
    dragPlot.setCursor(nil)
    lab.emit(
      "scrub", [("live", .bool(true)), ("held_pictures", .number(Double(heldPictureCount)))])
  }

  /// What the scrubbing renderer keeps: snapshot pictures, shadow masks and text layouts.
  var heldPictureCount: Int {
    let held = scrubRenderer.statistics
    return held.cachedSnapshots + held.cachedShadows + held.cachedTextLayouts
  }

  /// Live input (a press on the canvas, a scripted tap) ends scrubbing.
  func liveInput() {
    if isScrubbing { leaveScrub() }
  }

  private func showScrubbedMarker(_ player: TakePlayer) {
    let spec = lab.motions.spec(of: player.session.descriptor, values: player.session.parameters)
    let position = playerTracker.position(
      at: player.session.now, duration: spec.duration, completionSpeed: spec.completionSpeed)
    plot.setMarker(
      position.map {
        PlotMarker(time: $0.time, phase: $0.isInteractive ? .interactive : .completing)
      })
  }

  /// The window's drawing now, kept as a cairo recording surface.
  private func record(_ window: Window) -> OpaquePointer {
    let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
    let cr = cairo_create(surface)!
    scrubRenderer.drawContents(of: window, in: cr)
    cairo_destroy(cr)
    return surface
  }

  private func clearGhosts() {
    for ghost in ghosts.values { cairo_surface_destroy(ghost) }
    ghosts.removeAll()
    ghostFrames.removeAll()
  }

  /// Draws the scrubbed frame, then the ghosts over it, oldest faintest: where a ghost
  /// matches the frame it changes nothing, where something moved it shows faintly.
  private func drawScrubbed(_ cr: OpaquePointer) {
    guard let player else { return }
    scrubRenderer.scale = canvas.renderer.scale
    scrubRenderer.appearance = canvas.renderer.appearance
    scrubRenderer.drawContents(of: player.session.window, in: cr)
    for (index, frame) in ghostFrames.enumerated() {
      guard let ghost = ghosts[frame] else { continue }
      cairo_set_source_surface(cr, ghost, 0, 0)
      cairo_paint_with_alpha(cr, 0.12 + 0.06 * Double(index))
    }
    drawScrubbedFinger(cr, at: player.time)
  }
}
