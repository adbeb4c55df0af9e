import TransitionKit

/// Runs a `TransitionTake` again in a session of its own, offscreen, on a manual clock: the
/// scene built with the take's parameter values, on its screen, from its start state; then
/// the events at their times and a frame every 1/`fps` second, exactly as
/// `SceneSession.replay(_:fps:until:)` runs a script, so that frame n shows what
/// `replay(until: n / fps)` shows. It only moves forward; to go back, make a new player.
@MainActor
public final class TakePlayer {
  /// What the recorded run did, found by running the take to its end once.
  public struct Outline: Sendable, Equatable {
    /// The frame after which nothing moves any more (the last frame), at most
    /// `SceneSession.replayLimit` seconds.
    public var lastFrame: Int
    /// Seconds from the start of the take to each `interactive` finish or cancel (the
    /// release), in order.
    public var releases: [Double]
    /// Seconds from the start of the take to each transition's begin and end.
    public var transitionBegins: [Double]
    public var transitionEnds: [Double]
  }

  public let take: TransitionTake
  /// The offscreen session, at the time of `frame`.
  public let session: SceneSession
  /// Frames per second of scene time.
  public let fps: Double
  /// The last frame ticked; -1 before the first.
  public private(set) var frame = -1

  private let clock = ManualClock()
  /// The scene time of the take's start: after the start state is set up (a presentation
  /// without animation may run frames of its own first).
  public private(set) var origin = 0.0
  private var eventIndex = 0
  private var changeIndex = 0

  /// A player at the take's start, before its first frame; nil when the take's scene is neither
  /// built in nor loaded from a scene file. A scene file's take plays in the file's offline
  /// copy (`SceneLibrary.offlineScene(id:)`), so the window's live session is never touched.
  public init?(take: TransitionTake, fps: Double = 60) {
    guard let descriptor = SceneLibrary.offlineScene(id: take.sceneID), fps > 0 else { return nil }
    self.take = take
    self.fps = fps
    let store = descriptor.makeParameters()
    for spec in store.specs {
      if let value = take.parameters[spec.id] { try? store.set(spec.id, value) }
    }
    session = SceneSession(
      descriptor: descriptor, parameters: store, screen: take.makeScreen(), clock: clock)
    if take.startedPresented { session.presentWithoutAnimation() }
    if let state = take.startState { session.restore(startState: state) }
    origin = clock.now
  }

  /// Seconds from the start of the take at frame `index`.
  public func time(ofFrame index: Int) -> Double { Double(index) / fps }

  /// Seconds from the start of the take now.
  public var time: Double { clock.now - origin }

  /// Whether the take has events or parameter changes still to deliver.
  public var hasPendingInput: Bool {
    eventIndex < take.script.events.count || changeIndex < take.parameterChanges.count
  }

  /// Runs forward to frame `target` (nothing when it is not ahead): each event and parameter
  /// change at its own time, a tick at each frame's time in between.
  public func advance(toFrame target: Int) {
    let events = take.script.events
    let changes = take.parameterChanges
    let limit = time(ofFrame: target)
    while true {
      let nextFrame = time(ofFrame: frame + 1)
      let nextEvent = eventIndex < events.count ? events[eventIndex].t : .infinity
      let nextChange = changeIndex < changes.count ? changes[changeIndex].t : .infinity
      if nextChange <= nextFrame, nextChange <= limit, nextChange <= nextEvent {
        clock.advance(by: origin + nextChange - clock.now)
        try? session.parameters.set(changes[changeIndex].id, changes[changeIndex].value)
        changeIndex += 1
        continue
      }
      if nextEvent <= nextFrame, nextEvent <= limit {
        clock.advance(by: origin + nextEvent - clock.now)
        session.deliver(events[eventIndex])
        eventIndex += 1
        continue
      }
      guard frame + 1 <= target else { break }
      clock.advance(by: origin + nextFrame - clock.now)
      session.tick()
      frame += 1
    }
  }

  /// Brings what the player left in flight to its end (`SceneSession.settle`, at the rate the
  /// window puts a session away), before it is dropped. A transition left midway (driven by
  /// a drag, or finishing after its release) keeps its presented controller, with its views
  /// and animators, alive after the session and window are gone, until it completes; a
  /// cancelled pointer alone does not free it. A scrub that went back, or left, dropped its
  /// player wherever it stood, and each such player's controller stayed for good.
  public func putAway() {
    session.settle(fps: SceneSession.putAwayFramesPerSecond)
  }

  /// Runs a fresh player of `take` to its end: until every event was delivered and nothing
  /// animates or is in flight, at most `SceneSession.replayLimit` seconds.
  public static func outline(of take: TransitionTake, fps: Double = 60) -> Outline? {
    guard let player = TakePlayer(take: take, fps: fps) else { return nil }
    var outline = Outline(lastFrame: 0, releases: [], transitionBegins: [], transitionEnds: [])
    let origin = player.origin
    player.session.traceSink = { line in
      guard case .object(let fields) = line,
        case .number(let time)? = fields.first(where: { $0.0 == "t" })?.1,
        case .string(let kind)? = fields.first(where: { $0.0 == "kind" })?.1
      else { return }
      let value = { (name: String) in fields.first(where: { $0.0 == name })?.1 }
      let t = time - origin
      if kind == "interactive",
        value("call") == .string("finish") || value("call") == .string("cancel")
      {
        outline.releases.append(t)
      } else if kind == "transition", value("phase") == .string("begin") {
        outline.transitionBegins.append(t)
      } else if kind == "transition", value("phase") == .string("complete") {
        outline.transitionEnds.append(t)
      }
    }
    let lastAllowed = Int((SceneSession.replayLimit * fps).rounded(.down))
    repeat {
      player.advance(toFrame: player.frame + 1)
    } while (player.hasPendingInput || player.session.needsFrames) && player.frame < lastAllowed
    outline.lastFrame = player.frame
    return outline
  }
}
