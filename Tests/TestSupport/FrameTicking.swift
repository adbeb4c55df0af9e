import Scenes
import TransitionKit

/// Something that runs on a manual clock and moves on when it is ticked: a window or a scene
/// session. Tests step it in frames; nothing here reads the wall clock.
@MainActor
public protocol FrameTicking: AnyObject {
  /// The engine whose manual clock the frames move.
  var engine: AnimationEngine { get }
  /// Whether anything animates, is in flight or is scheduled.
  var needsFrames: Bool { get }
  /// Evaluates everything at the clock's present time.
  func tick()
}

extension Window: FrameTicking {}
extension SceneSession: FrameTicking {}

extension FrameTicking {
  /// The engine's clock, which a test's window or session always runs on.
  public var manualClock: ManualClock { engine.clock as! ManualClock }

  /// Moves the clock on by `seconds` and ticks once.
  public func step(_ seconds: Double) {
    manualClock.advance(by: seconds)
    tick()
  }

  /// Moves the clock on by `seconds` in frames of `1/fps` seconds (the nearest whole number
  /// of frames), ticking each frame.
  public func advanceFrames(_ seconds: Double, fps: Double = 60) {
    let frames = Int((seconds * fps).rounded())
    guard frames > 0 else { return }
    for _ in 0..<frames { step(1 / fps) }
  }

  /// Runs frames of `1/fps` seconds until `condition` holds (checked before each frame), at
  /// most `limit` seconds of scene time; returns whether it held.
  @discardableResult
  public func runFrames(until condition: () -> Bool, limit: Double = 30, fps: Double = 60)
    -> Bool
  {
    var frames = 0
    let most = Int((limit * fps).rounded())
    while !condition() {
      guard frames < most else { return false }
      step(1 / fps)
      frames += 1
    }
    return true
  }

  /// Runs frames until nothing animates, is in flight or is scheduled, at most `limit`
  /// seconds of scene time; returns whether it came to rest.
  @discardableResult
  public func settleFrames(limit: Double = 60, fps: Double = 60) -> Bool {
    runFrames(until: { !needsFrames }, limit: limit, fps: fps)
  }
}
