import Foundation
import TransitionKit

/// Random fuzz cases for any scene, built only from a seed: the same seed gives the same case
/// (with the same Swift standard library, whose `random(in:using:)` turns the generator's
/// numbers into values).
///
/// A script is a few gestures one after another with uneven pauses between them: taps on the
/// scene's controls, taps anywhere, drags and flicks of random lengths and speeds (mostly down
/// and from the left edge, the scenes' dismissing directions), a press a few frames after a
/// tap on a control (so it lands while that transition runs), releases beyond the screen's
/// edges, cancels, a second press while pressed, and stray moves and releases. Some cases
/// also change a few parameters to random values in their ranges.
///
/// Times are whole milliseconds and points whole tenths, so the JSON that `FuzzCase.json`
/// writes reads back as exactly the same numbers.
public struct GestureScriptGenerator: Sendable {
  /// The scene's screen, in points.
  public var screen: Size
  /// The most gestures in one script.
  public var maxGestures: Int
  /// The device the cases run on (its screen is `screen`), nil for a screen of a size alone.
  public private(set) var device: DeviceModel?
  public private(set) var orientation = ScreenOrientation.portrait

  @MainActor public init(screen: Size = Screen.defaultSize, maxGestures: Int = 8) {
    self.screen = screen
    self.maxGestures = Swift.max(1, maxGestures)
  }

  /// Cases on `device` held as `orientation`: gestures over its screen, played on it.
  @MainActor public init(
    device: DeviceModel, orientation: ScreenOrientation = .portrait, maxGestures: Int = 8
  ) {
    self.init(screen: device.size(in: orientation), maxGestures: maxGestures)
    self.device = device
    self.orientation = orientation
  }

  /// One frame at 60 Hz, in milliseconds (rounded up, so a wait of n frames spans n ticks).
  static let frameMilliseconds = 17
  /// How far from the left edge an edge swipe starts, in points.
  static let edgeStartPoints = 15.0
  /// The chance that a case changes parameters at all, and that it changes each one.
  static let parameterCaseChance = 0.5
  static let parameterChance = 0.3

  /// The case for `seed` on `scene`.
  public func makeCase(seed: UInt64, scene: SceneDescriptor) -> FuzzCase {
    var random = FuzzRandom(seed: seed)
    let start: FuzzCase.Start = random.chance(0.5) ? .presented : .root
    let assignments = randomAssignments(scene.parameters, using: &random)
    var builder = ScriptBuilder(screen: screen)
    let gestures = random.int(1...maxGestures)
    for _ in 0..<gestures {
      builder.wait(randomGap(using: &random))
      addGesture(to: &builder, controls: scene.controls.map(\.id), using: &random)
    }
    return FuzzCase(
      sceneID: scene.id, start: start, assignments: assignments,
      script: GestureScript(events: builder.events), seed: seed, device: device?.id,
      orientation: orientation)
  }

  // MARK: Gestures

  private func addGesture(
    to builder: inout ScriptBuilder, controls: [String], using random: inout FuzzRandom
  ) {
    builder.device = random.chance(0.3) ? .touch : .mouse
    switch random.int(0...99) {
    case 0..<18:
      tapAControl(with: &builder, controls: controls, using: &random)
    case 18..<34:
      // A press while the transition that the tap starts is running.
      tapAControl(with: &builder, controls: controls, using: &random)
      builder.wait(random.int(1...30) * Self.frameMilliseconds)
      addDrag(to: &builder, using: &random)
    case 34..<62:
      addDrag(to: &builder, using: &random)
    case 62..<74:
      addFlick(to: &builder, using: &random)
    case 74..<84:
      addEdgeSwipe(to: &builder, using: &random)
    case 84..<90:
      builder.tap(at: randomPoint(using: &random))
    default:
      addStrayEvents(to: &builder, using: &random)
    }
  }

  /// A tap on one of the scene's controls, or anywhere when it has none.
  private func tapAControl(
    with builder: inout ScriptBuilder, controls: [String], using random: inout FuzzRandom
  ) {
    if controls.isEmpty {
      builder.tap(at: randomPoint(using: &random))
    } else {
      builder.tap(target: random.pick(controls))
    }
  }

  /// A press, moves at uneven intervals, and an ending: mostly downward, any length.
  private func addDrag(to builder: inout ScriptBuilder, using random: inout FuzzRandom) {
    let from = randomPoint(using: &random)
    let length = Double(random.int(0...900))
    let angle = random.chance(0.7) ? Double.random(in: -0.4...0.4, using: &random) : 0
    let direction = random.chance(0.8) ? Vector(dx: 0, dy: 1) : randomDirection(using: &random)
    let path = Vector(
      dx: direction.dx * cos(angle) - direction.dy * sin(angle),
      dy: direction.dx * sin(angle) + direction.dy * cos(angle))
    let to = Point(x: from.x + path.dx * length, y: from.y + path.dy * length)
    let steps = random.int(1...30)
    builder.press(at: from)
    for step in 1...steps {
      builder.wait(randomStepInterval(using: &random))
      let f = Double(step) / Double(steps)
      builder.move(to: Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
    }
    addEnding(to: &builder, at: to, using: &random)
  }

  /// A short, fast drag: a few moves within 16–100 ms.
  private func addFlick(to builder: inout ScriptBuilder, using random: inout FuzzRandom) {
    let from = randomPoint(using: &random)
    let direction = random.chance(0.6) ? Vector(dx: 0, dy: 1) : randomDirection(using: &random)
    let length = Double(random.int(30...700))
    let steps = random.int(2...5)
    let total = random.int(16...100)
    builder.press(at: from)
    for step in 1...steps {
      builder.wait(total / steps)
      let f = Double(step) / Double(steps)
      builder.move(
        to: Point(x: from.x + direction.dx * length * f, y: from.y + direction.dy * length * f))
    }
    let to = Point(x: from.x + direction.dx * length, y: from.y + direction.dy * length)
    addEnding(to: &builder, at: to, using: &random)
  }

  /// A swipe from the left edge to the right, with some vertical wander.
  private func addEdgeSwipe(to builder: inout ScriptBuilder, using random: inout FuzzRandom) {
    let from = Point(
      x: Double.random(in: 0...Self.edgeStartPoints, using: &random),
      y: Double.random(in: 0...screen.height, using: &random))
    let to = Point(
      x: from.x + Double(random.int(0...Int(screen.width * 1.2))),
      y: from.y + Double(random.int(-80...80)))
    let steps = random.int(2...24)
    builder.press(at: from)
    for step in 1...steps {
      builder.wait(randomStepInterval(using: &random))
      let f = Double(step) / Double(steps)
      builder.move(to: Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
    }
    addEnding(to: &builder, at: to, using: &random)
  }

  /// How a pointer sequence ends: a release where it is, a release beyond the screen, a
  /// cancel, a second press (which restarts the sequence), or nothing (still pressed).
  private func addEnding(
    to builder: inout ScriptBuilder, at point: Point, using random: inout FuzzRandom
  ) {
    builder.wait(randomStepInterval(using: &random))
    switch random.int(0...99) {
    case 0..<65: builder.release(at: point)
    case 65..<80: builder.release(at: outsidePoint(using: &random))
    case 80..<90: builder.cancel(at: point)
    case 90..<96:
      builder.press(at: randomPoint(using: &random))
      builder.wait(randomStepInterval(using: &random))
      builder.release(at: randomPoint(using: &random))
    default: break
    }
  }

  /// Moves, releases and cancels with no press before them, and presses anywhere, some
  /// beyond the screen.
  private func addStrayEvents(to builder: inout ScriptBuilder, using random: inout FuzzRandom) {
    for _ in 0..<random.int(1...6) {
      let point = random.chance(0.3) ? outsidePoint(using: &random) : randomPoint(using: &random)
      let type = random.pick([GestureScript.EventType.down, .move, .move, .up, .cancel])
      builder.add(type, at: point)
      builder.wait(randomStepInterval(using: &random))
    }
  }

  // MARK: Numbers

  /// Milliseconds between gestures: often none, often a few frames, sometimes seconds.
  private func randomGap(using random: inout FuzzRandom) -> Int {
    switch random.int(0...99) {
    case 0..<20: 0
    case 20..<45: random.int(1...50)
    case 45..<85: random.int(50...800)
    default: random.int(800...2500)
    }
  }

  /// Milliseconds between two events of one gesture: usually a frame or two, sometimes at
  /// once, sometimes a hold.
  private func randomStepInterval(using random: inout FuzzRandom) -> Int {
    switch random.int(0...99) {
    case 0..<8: 0
    case 8..<90: random.int(4...40)
    default: random.int(100...400)
    }
  }

  private func randomPoint(using random: inout FuzzRandom) -> Point {
    Point(
      x: Double.random(in: 0...screen.width, using: &random),
      y: Double.random(in: 0...screen.height, using: &random))
  }

  /// A point beyond one of the screen's edges (negative, or past the width or height).
  private func outsidePoint(using random: inout FuzzRandom) -> Point {
    let beyond = Double(random.int(1...400))
    var point = randomPoint(using: &random)
    switch random.int(0...3) {
    case 0: point.x = -beyond
    case 1: point.x = screen.width + beyond
    case 2: point.y = -beyond
    default: point.y = screen.height + beyond
    }
    return point
  }

  private func randomDirection(using random: inout FuzzRandom) -> Vector {
    let angle = Double.random(in: 0..<(2 * Double.pi), using: &random)
    return Vector(dx: cos(angle), dy: sin(angle))
  }

  /// Random values for a few parameters, as `name=value`: numbers in their range (its ends
  /// one time in five), rounded to thousandths; options; on or off.
  private func randomAssignments(_ specs: [ParameterSpec], using random: inout FuzzRandom)
    -> [String]
  {
    guard random.chance(Self.parameterCaseChance) else { return [] }
    var assignments: [String] = []
    for spec in specs where random.chance(Self.parameterChance) {
      let value: String
      switch spec.kind {
      case .number(let range, _):
        var number =
          random.chance(0.2)
          ? random.pick([range.lowerBound, range.upperBound])
          : Double.random(in: range, using: &random)
        number = Swift.min(
          Swift.max((number * 1000).rounded() / 1000, range.lowerBound), range.upperBound)
        value = formatNumber(number)
      case .choice(let options): value = random.pick(options)
      case .toggle: value = random.chance(0.5) ? "on" : "off"
      }
      assignments.append("\(spec.id)=\(value)")
    }
    return assignments
  }
}
