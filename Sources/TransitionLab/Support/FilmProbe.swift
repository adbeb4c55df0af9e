import Scenes
import TransitionKit

/// What `filmstrip` and `compare` film in a script's replay, found by playing it once.
///
/// The first transition, from its start to its completion, when it takes time. Otherwise (no
/// transition, or one that completes at once, as a sheet's presentation does: the sheet then
/// slides up on its own settle spring, outside any transition) the motion on screen: from the
/// last still frame before anything moves to the last frame that moves, found by comparing
/// what every visible view on screen shows (where its corners are on screen, its opacity,
/// colour and corners) from one 60 Hz frame to the next; a view off the screen, hidden or
/// transparent shows nothing, and so does one that draws nothing of its own (no background
/// colour, text, button, snapshot or shadow: a container). A replay in which nothing moves has nothing to film.
@MainActor
struct FilmProbe {
  /// The session, played until the script is over and nothing moves.
  let session: SceneSession
  /// What to film; nil when the script starts no transition and moves nothing.
  let span: TransitionSpan?

  /// Plays `moment`'s script to its end, watching every frame.
  init(_ moment: SceneMoment) throws {
    let session = try moment.makeSession()
    // Times from the script's start, as `render --at` and `replay` count them.
    let origin = session.scriptOrigin
    var frames: [(time: Double, look: [ViewLook])] = [(0, Self.look(of: session))]
    session.replay(moment.script) { time in
      frames.append((time - origin, Self.look(of: session)))
    }
    self.session = session
    if let record = session.transitions.first, (record.end ?? session.now) > record.start {
      span = TransitionSpan(
        begin: record.start - origin, end: (record.end ?? session.now) - origin,
        interactive: record.interactive)
      return
    }
    let moving = frames.indices.dropFirst().filter { frames[$0].look != frames[$0 - 1].look }
    guard let first = moving.first, let last = moving.last else {
      span = nil
      return
    }
    span = TransitionSpan(
      begin: frames[first - 1].time, end: frames[last].time, interactive: false, isMotion: true)
  }

  /// What a view shows, as far as the film can tell two frames apart: a move of less than
  /// half a point, or a change of opacity of less than half a step of 255, is none (a settle
  /// creeps toward its end long after a picture stops changing).
  struct ViewLook: Equatable {
    /// Its bounds' corners on screen, in whole points.
    let corners: [Point]
    /// Its opacity, in steps of 1/255.
    let alpha: Double
    let color: Color?
    let cornerRadius: Double
  }

  /// What every visible view on the screen shows now, depth first.
  static func look(of session: SceneSession) -> [ViewLook] {
    let screen = session.window.bounds
    var looks: [ViewLook] = []
    _ = session.window.first { view in
      guard view.isVisibleOnScreen, draws(view) else { return false }
      let bounds = view.presentation.bounds
      let corners = [
        Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
        Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
      ].map(view.convertToRootOnScreen).map { Point(x: $0.x.rounded(), y: $0.y.rounded()) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      guard let left = xs.min(), let right = xs.max(), let top = ys.min(), let bottom = ys.max(),
        left < screen.maxX, right > screen.minX, top < screen.maxY, bottom > screen.minY
      else { return false }
      looks.append(
        ViewLook(
          corners: corners, alpha: (view.presentation.alpha * 255).rounded(),
          color: view.presentation.backgroundColor,
          cornerRadius: view.presentation.cornerRadius))
      return false
    }
    return looks
  }

  /// Whether a view draws something of its own.
  static func draws(_ view: View) -> Bool {
    (view.presentation.backgroundColor?.alpha ?? 0) > 0 || view is Label || view is Button
      || view is SnapshotView || view.presentation.shadowOpacity > 0
  }

  /// The one-line refusal when nothing is filmed in `scene` from `start`.
  /// `startPutNothingOnScreen`: a `presented` start whose scene's
  /// `presentWithoutAnimation()` left the root screen as it was, which the line says.
  static func nothingToFilm(
    scene: String, start: StartState, verb: String, startPutNothingOnScreen: Bool = false
  ) -> UsageError {
    let cause =
      startPutNothingOnScreen
      ? " (the scene's presentWithoutAnimation() put nothing on screen, so the presented start "
        + "is the root screen)" : ""
    return UsageError(
      "the script starts no transition and moves nothing on screen in scene \(scene) from the "
        + "\(start.rawValue) screen\(cause); nothing to \(verb)")
  }

  /// How the scene stands in `session`, for a frame's label: the scene's own reported state
  /// (a sheet's detent), else whether a modal is on screen.
  static func state(of session: SceneSession) -> String {
    let fields = (session.scene as? any SceneReporting)?.summaryFields() ?? []
    let texts = fields.compactMap { field -> String? in
      if case .string(let text) = field.1 { return text }
      return nil
    }
    if !texts.isEmpty { return texts.joined(separator: " · ") }
    return session.isPresented ? "presented" : "not presented"
  }
}
