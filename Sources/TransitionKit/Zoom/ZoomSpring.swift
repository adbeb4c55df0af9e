import Foundation

/// Values that follow a moving target through a spring, stepped frame by frame so that the
/// target can change on any frame (a finger, a source view that scrolls) without a jump: the
/// values keep their velocity.
///
/// The spring is given as SwiftUI and UIKit's zoom specs give it: `response` (the period of
/// the undamped spring, in seconds) and `dampingRatio`; stiffness (2π / response)², damping
/// 4π·ζ / response, unit mass.
struct ZoomSpring: Sendable, Equatable {
  var values: [Double]
  var velocities: [Double]

  init(_ values: [Double]) {
    self.values = values
    velocities = Array(repeating: 0, count: values.count)
  }

  /// Steps a second at the least; more for a spring too stiff or too damped for them.
  static let minimumStepsPerSecond = 480.0
  /// The most steps one call takes (a long `dt` on the stiffest spring).
  static let maximumStepsPerCall = 100_000

  /// Advances by `dt` seconds toward `target`, in steps of at most 1/480 s, and short enough
  /// against the spring's period and damping to stay stable.
  mutating func step(toward target: [Double], dt: Double, response: Double, dampingRatio: Double) {
    guard dt > 0, target.count == values.count else { return }
    let r = Swift.max(response, 0.001)
    let stiffness = pow(2 * Double.pi / r, 2)
    let damping = 4 * Double.pi * Swift.max(dampingRatio, 0) / r
    // Semi-implicit Euler holds only while a step is short against both the spring's
    // period and its damping: a stiff, heavily damped spring (a short response at a high
    // completion speed) grew without end at 480 steps a second.
    let stepsPerSecond = Swift.max(
      Self.minimumStepsPerSecond, 2 * Swift.max(damping, 2 * Double.pi / r))
    let steps = Swift.min(
      Self.maximumStepsPerCall, Swift.max(1, Int((dt * stepsPerSecond).rounded(.up))))
    let h = dt / Double(steps)
    for _ in 0..<steps { advance(toward: target, h: h, stiffness: stiffness, damping: damping) }
  }

  /// One semi-implicit Euler step of `h` seconds.
  mutating func advance(toward target: [Double], h: Double, stiffness: Double, damping: Double) {
    for i in values.indices {
      let force = -stiffness * (values[i] - target[i]) - damping * velocities[i]
      velocities[i] += force * h
      values[i] += velocities[i] * h
    }
  }

  /// Whether every value is within `tolerance` of the target and nearly still.
  func isSettled(at target: [Double], tolerance: Double = 0.5) -> Bool {
    for i in values.indices {
      if abs(values[i] - target[i]) > tolerance || abs(velocities[i]) > tolerance * 10 {
        return false
      }
    }
    return true
  }
}

/// Where a zoom is on one frame: the morphing frame, where its content is, its corner radius
/// and the turn a pinch gave it.
public struct ZoomMorph: Sendable, Equatable {
  /// The clip the zoomed view shows through, in the container's coordinates, before its
  /// rotation.
  public var frame: Rect
  /// Where the zoomed view's whole bounds are (scaled uniformly), in the container's
  /// coordinates, before the rotation.
  public var content: Rect
  public var cornerRadius: Double
  /// The turn of the clip and all it holds about the frame's centre, in radians, clockwise
  /// on screen (a pinch's fingers turning, iOS 26); 0 otherwise.
  public var rotation: Double

  public init(frame: Rect, content: Rect, cornerRadius: Double, rotation: Double = 0) {
    self.frame = frame
    self.content = content
    self.cornerRadius = cornerRadius
    self.rotation = rotation
  }

  /// The spring carries the rotation in hundredths of a radian, so that its settling
  /// tolerance of half a unit is about a quarter of a degree, as it is half a point for the
  /// rectangles.
  static let rotationUnitsPerRadian = 100.0

  var vector: [Double] {
    [
      frame.minX, frame.minY, frame.width, frame.height, content.minX, content.minY,
      content.width, content.height, cornerRadius, rotation * Self.rotationUnitsPerRadian,
    ]
  }

  init(_ v: [Double]) {
    frame = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    content = Rect(x: v[4], y: v[5], width: v[6], height: v[7])
    cornerRadius = v[8]
    rotation = v.count > 9 ? v[9] / Self.rotationUnitsPerRadian : 0
  }

  /// The values a spring over morphs starts from: all zero.
  static let zeroVector = ZoomMorph(frame: .zero, content: .zero, cornerRadius: 0).vector

  /// Both rectangles under x ↦ a + R(rotation)·scale·(x − anchor), a = anchor + translation:
  /// the map that keeps the point pressed at `anchor` under a finger moved by `translation`
  /// (and, for a pinch, turns what it holds about the fingers' midpoint as the fingers turn).
  /// The rectangles stay upright and move together so that turning them about the frame's
  /// centre puts every point where the map sends it.
  func tracked(
    anchor: Point, translation: Vector, scale: Double, cornerRadius: Double,
    rotation: Double = 0
  ) -> ZoomMorph {
    func map(_ r: Rect) -> Rect {
      Rect(
        x: anchor.x + translation.dx + scale * (r.minX - anchor.x),
        y: anchor.y + translation.dy + scale * (r.minY - anchor.y),
        width: r.width * scale, height: r.height * scale)
    }
    var frame = map(frame)
    var content = map(content)
    if rotation != 0 {
      // The frame's centre turned about the fingers' point; both rectangles go with it.
      let pivot = Point(x: anchor.x + translation.dx, y: anchor.y + translation.dy)
      let (cosine, sine) = (cos(rotation), sin(rotation))
      let (dx, dy) = (frame.midX - pivot.x, frame.midY - pivot.y)
      let moved = Point(
        x: pivot.x + cosine * dx - sine * dy, y: pivot.y + sine * dx + cosine * dy)
      let (shiftX, shiftY) = (moved.x - frame.midX, moved.y - frame.midY)
      frame = frame.offsetBy(dx: shiftX, dy: shiftY)
      content = content.offsetBy(dx: shiftX, dy: shiftY)
    }
    return ZoomMorph(
      frame: frame, content: content, cornerRadius: cornerRadius, rotation: rotation)
  }
}

/// One frame of a zoom, for traces and overlays, in the window's coordinates.
public struct ZoomFrame: Sendable, Equatable {
  /// The morphing frame.
  public var frame: Rect
  /// The source view's frame now (the fallback square when there is none).
  public var source: Rect
  public var cornerRadius: Double
  /// Where the source maps in the zoomed view: the alignment rectangle (or the whole view) at
  /// full zoom.
  public var alignment: Rect
  /// Whether the zoom goes in (presents or pushes) or out.
  public var isZoomingIn: Bool
  /// Whether a finger drives it now.
  public var isTracking: Bool
  /// Whether it has a source view in a window; false when the provider gave none, or one out
  /// of every window (a cell scrolled off), and the zoom falls back on the centred square.
  public var hasSource = true
  /// The turn of the card about the centre of `frame`, in radians, clockwise on screen (a
  /// pinch's fingers turning it, iOS 26); `frame` is the card before the turn.
  public var rotation = 0.0
  public init(
    frame: Rect, source: Rect, cornerRadius: Double, alignment: Rect, isZoomingIn: Bool,
    isTracking: Bool
  ) {
    self.frame = frame
    self.source = source
    self.cornerRadius = cornerRadius
    self.alignment = alignment
    self.isZoomingIn = isZoomingIn
    self.isTracking = isTracking
  }
}
