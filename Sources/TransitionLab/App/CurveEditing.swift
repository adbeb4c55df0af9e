import Foundation
import MotionExport
import Scenes
import TransitionKit

/// A named timing from a platform, applied to the scene's own parameters as one undoable
/// step: a curve the scene can run (its `timing` choice) or a spring (the timing `spring`,
/// with the damping and duration of the scene's animator form that has the platform's ratio
/// and stiffness; see `SceneSpring`). Every number comes from the source named in `source`
/// (also in `docs/fidelity.md`).
struct PlatformPreset: Equatable, Sendable {
  enum Motion: Equatable, Sendable {
    /// One of the scene's timing choices (`ease-in-out`, `linear`).
    case curve(SceneTimingChoice)
    /// A cubic Bézier (the `cubic-bezier` timing with these control points).
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A spring in SwiftUI's `Spring(duration:bounce:)` form.
    case swiftUISpring(duration: Double, bounce: Double)
    /// A spring in the physical form: damping ratio and stiffness, mass 1 (after scaling
    /// a platform's mass into the stiffness).
    case physicalSpring(dampingRatio: Double, stiffness: Double)
  }

  let id: String
  /// What the menu says: `SwiftUI .bouncy`.
  let title: String
  let motion: Motion
  /// Where the numbers come from.
  let source: String

  /// The presets offered, curves first.
  static let all: [PlatformPreset] = [
    PlatformPreset(
      id: "uikit-ease-in-out", title: "UIKit .curveEaseInOut", motion: .curve(.seedCurve),
      source:
        "UIView.AnimationOptions.curveEaseInOut, Core Animation's kCAMediaTimingFunctionEaseInEaseOut "
        + "(0.42, 0, 0.58, 1)"),
    PlatformPreset(
      id: "uikit-ease-in", title: "UIKit .curveEaseIn",
      motion: .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1),
      source: "UIView.AnimationOptions.curveEaseIn, kCAMediaTimingFunctionEaseIn (0.42, 0, 1, 1)"),
    PlatformPreset(
      id: "uikit-ease-out", title: "UIKit .curveEaseOut",
      motion: .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1),
      source: "UIView.AnimationOptions.curveEaseOut, kCAMediaTimingFunctionEaseOut (0, 0, 0.58, 1)"),
    PlatformPreset(
      id: "uikit-linear", title: "UIKit .curveLinear", motion: .curve(.linear),
      source: "UIView.AnimationOptions.curveLinear, kCAMediaTimingFunctionLinear (0, 0, 1, 1)"),
    // Material 3's emphasized easing as one cubic (its tokens' fallback for the path
    // curve), and its emphasized-decelerate for entering elements.
    PlatformPreset(
      id: "material-emphasized", title: "Material emphasized",
      motion: .bezier(x1: 0.2, y1: 0, x2: 0, y2: 1),
      source:
        "Material 3 motion tokens, md.sys.motion.easing.emphasized: cubic-bezier(0.2, 0, 0, 1) "
        + "(androidx.compose.material3.tokens.MotionTokens.EasingEmphasizedCubicBezier)"),
    PlatformPreset(
      id: "material-emphasized-decelerate", title: "Material decelerate",
      motion: .bezier(x1: 0.05, y1: 0.7, x2: 0.1, y2: 1),
      source:
        "Material 3 motion tokens, md.sys.motion.easing.emphasized.decelerate: "
        + "cubic-bezier(0.05, 0.7, 0.1, 1)"),
    // SwiftUI's named springs (iOS 17): Spring.smooth, .snappy and .bouncy default to a
    // duration of 0.5 s with bounce 0, 0.15 and 0.3.
    PlatformPreset(
      id: "swiftui-smooth", title: "SwiftUI .smooth",
      motion: .swiftUISpring(duration: 0.5, bounce: 0),
      source:
        "SwiftUI Spring.smooth: duration 0.5, bounce 0 (developer.apple.com/documentation/swiftui/spring/smooth)"
    ),
    PlatformPreset(
      id: "swiftui-snappy", title: "SwiftUI .snappy",
      motion: .swiftUISpring(duration: 0.5, bounce: 0.15),
      source:
        "SwiftUI Spring.snappy: duration 0.5, bounce 0.15 (developer.apple.com/documentation/swiftui/spring/snappy)"
    ),
    PlatformPreset(
      id: "swiftui-bouncy", title: "SwiftUI .bouncy",
      motion: .swiftUISpring(duration: 0.5, bounce: 0.3),
      source:
        "SwiftUI Spring.bouncy: duration 0.5, bounce 0.3 (developer.apple.com/documentation/swiftui/spring/bouncy)"
    ),
    // libadwaita's default spring: AdwCarousel's scroll-params default to
    // adw_spring_params_new (1, 0.5, 500) (ratio 1, mass 0.5, stiffness 500, which is
    // stiffness 1000 at mass 1), the same spring AdwNavigationView settles a swipe with,
    // adw_spring_params_new (1, 1, 1000).
    PlatformPreset(
      id: "adw-spring", title: "libadwaita default spring",
      motion: .physicalSpring(dampingRatio: 1, stiffness: 1000),
      source:
        "libadwaita AdwCarousel:scroll-params default adw_spring_params_new (1, 0.5, 500); "
        + "adw-navigation-view.c adw_spring_params_new (1, 1, 1000)"),
    // libadwaita's timed animations default to ease-out-cubic, 1 − (1 − t)³: the cubic
    // Bézier (1/3, 1, 2/3, 1), here to the hundredth.
    PlatformPreset(
      id: "adw-ease-out-cubic", title: "libadwaita ease-out-cubic",
      motion: .bezier(x1: 0.33, y1: 1, x2: 0.67, y2: 1),
      source:
        "libadwaita AdwTimedAnimation:easing default ADW_EASE_OUT_CUBIC (adw-easing.c, "
        + "1 − (1 − t)³), which is cubic-bezier(1/3, 1, 2/3, 1) exactly"),
    // Compose's spring(): dampingRatio = Spring.DampingRatioNoBouncy (1),
    // stiffness = Spring.StiffnessMedium (1500), mass 1.
    PlatformPreset(
      id: "compose-spring", title: "Compose spring()",
      motion: .physicalSpring(dampingRatio: 1, stiffness: 1500),
      source:
        "androidx.compose.animation.core.spring: DampingRatioNoBouncy 1, StiffnessMedium 1500"),
  ]

  /// The command that applies the preset to `store` (one undoable step); a spring the
  /// store's ranges cannot hold comes as close as they allow.
  @MainActor func command(for store: ParameterStore) -> LabCommand {
    .setParameters(assignments(for: store), kind: .preset, title: title)
  }

  @MainActor func assignments(for store: ParameterStore) -> [ParameterAssignment] {
    var result: [ParameterAssignment] = []
    let hasTiming = store[ParameterID.timing] != nil
    switch motion {
    case .curve(let choice):
      if hasTiming {
        result.append(ParameterAssignment(ParameterID.timing, .choice(choice.rawValue)))
      }
    case .bezier(let x1, let y1, let x2, let y2):
      guard hasTiming, store[ParameterID.bezierX1] != nil else { break }
      result.append(
        ParameterAssignment(ParameterID.timing, .choice(SceneTimingChoice.bezier.rawValue)))
      result += zip(
        [ParameterID.bezierX1, ParameterID.bezierY1, ParameterID.bezierX2, ParameterID.bezierY2],
        [x1, y1, x2, y2]
      ).map { ParameterAssignment($0, .number($1)) }
    case .swiftUISpring, .physicalSpring:
      if hasTiming {
        result.append(
          ParameterAssignment(ParameterID.timing, .choice(SceneTimingChoice.spring.rawValue)))
      }
      if let forms = springForms, let target = SceneSpring.parameters(for: forms, in: store) {
        result.append(ParameterAssignment(ParameterID.damping, .number(target.damping)))
        result.append(ParameterAssignment(ParameterID.duration, .number(target.duration)))
      }
    }
    return result
  }

  /// The preset's spring in every form; nil for a curve.
  var springForms: SpringForms? {
    switch motion {
    case .curve, .bezier: return nil
    case .swiftUISpring(let duration, let bounce):
      return try? SpringForms(duration: duration, bounce: bounce)
    case .physicalSpring(let ratio, let stiffness):
      return try? SpringForms(
        mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot())
    }
  }

  /// Whether the preset can run in a scene with these parameters (a curve needs the
  /// `timing` choice, a spring the damping and duration).
  @MainActor func applies(to store: ParameterStore) -> Bool {
    switch motion {
    case .curve: store[ParameterID.timing] != nil
    case .bezier: store[ParameterID.bezierX1] != nil
    default: store[ParameterID.damping] != nil && store[ParameterID.duration] != nil
    }
  }
}

/// A handle of the plot: a spring's peak and settle point, a Bézier's two control points.
enum CurveHandle: String, Sendable {
  case peak
  case settle
  case control1
  case control2

  /// What the undo menu calls a drag of it.
  var title: String {
    switch self {
    case .peak: "Drag the peak"
    case .settle: "Drag the settle point"
    case .control1: "Drag the first handle"
    case .control2: "Drag the second handle"
    }
  }
}

/// One step of a handle's drag: the values it sets.
struct HandleMove: Equatable, Sendable {
  let handle: CurveHandle
  let assignments: [ParameterAssignment]

  /// The command for this step; every step after the first extends the drag's one undoable
  /// step.
  func command(start: Bool) -> LabCommand {
    .setParameters(
      assignments, kind: .handle, title: handle.title, mergeKey: "handle-\(handle.rawValue)",
      coalescing: !start)
  }
}

/// A cubic Bézier edited by its two control points, as CSS writes it: x (time) within 0…1,
/// y (progress) within −1…2. Dragging a curve the scene names (ease-in-out, linear) makes it
/// the `cubic-bezier` timing, starting from that curve's points.
struct BezierHandles: Equatable, Sendable {
  var x1: Double
  var y1: Double
  var x2: Double
  var y2: Double
  /// Whether the timing is `cubic-bezier` already.
  var isCustom: Bool

  /// A control point moved to (x, y): snapped to hundredths unless `free`, clamped to the
  /// parameters' ranges.
  func dragging(_ handle: CurveHandle, toX x: Double, y: Double, free: Bool = false)
    -> HandleMove?
  {
    guard handle == .control1 || handle == .control2, x.isFinite, y.isFinite else { return nil }
    let snap = { (v: Double) in free ? v : (v * 100).rounded() / 100 }
    let nx = Swift.min(Swift.max(snap(x), 0), 1)
    let ny = Swift.min(Swift.max(snap(y), -1), 2)
    var points = (x1, y1, x2, y2)
    if handle == .control1 { points = (nx, ny, x2, y2) } else { points = (x1, y1, nx, ny) }
    var assignments: [ParameterAssignment] = []
    if !isCustom {
      assignments.append(
        ParameterAssignment(ParameterID.timing, .choice(SceneTimingChoice.bezier.rawValue)))
    }
    assignments += [
      ParameterAssignment(ParameterID.bezierX1, .number(points.0)),
      ParameterAssignment(ParameterID.bezierY1, .number(points.1)),
      ParameterAssignment(ParameterID.bezierX2, .number(points.2)),
      ParameterAssignment(ParameterID.bezierY2, .number(points.3)),
    ]
    return HandleMove(handle: handle, assignments: assignments)
  }
}

/// A spring's curve edited by its two handles, as the scene runs it (UIKit's animator form:
/// ratio ζ over the animator's duration): the peak moved up or down sets the overshoot, so
/// the damping ratio; the settle point moved left or right sets the duration.
struct SpringHandles: Equatable, Sendable {
  var dampingRatio: Double
  var duration: Double

  typealias Handle = CurveHandle
  typealias Move = HandleMove

  /// The overshoot (a fraction of the distance) of an underdamped spring of ratio ζ:
  /// e^(−πζ/√(1−ζ²)); 0 from ζ = 1 on.
  static func overshoot(dampingRatio ratio: Double) -> Double {
    guard ratio < 1 else { return 0 }
    return exp(-Double.pi * ratio / (1 - ratio * ratio).squareRoot())
  }

  /// The ratio whose overshoot is `overshoot`: −ln(o)/√(π² + ln²o); 1 for none.
  static func dampingRatio(overshoot: Double) -> Double {
    guard overshoot > 0.0005 else { return 1 }
    let l = log(Swift.min(overshoot, 0.99))
    return -l / (Double.pi * Double.pi + l * l).squareRoot()
  }

  /// The peak moved to `overshoot`: the damping ratio to the nearest hundredth (free with
  /// `free`), within the parameter's range 0.05…2.
  func draggingPeak(toOvershoot overshoot: Double, free: Bool = false) -> Move? {
    guard overshoot.isFinite else { return nil }
    var ratio = Self.dampingRatio(overshoot: Swift.max(overshoot, 0))
    if !free { ratio = (ratio * 100).rounded() / 100 }
    ratio = Swift.min(Swift.max(ratio, 0.05), 2)
    return Move(
      handle: .peak, assignments: [ParameterAssignment(ParameterID.damping, .number(ratio))])
  }

  /// The settle point moved to `seconds`: the duration to the nearest hundredth (free with
  /// `free`), within 0.05…5 s.
  func draggingSettle(to seconds: Double, free: Bool = false) -> Move? {
    guard seconds.isFinite else { return nil }
    var duration = free ? seconds : (seconds * 100).rounded() / 100
    duration = Swift.min(Swift.max(duration, 0.05), 5)
    return Move(
      handle: .settle, assignments: [ParameterAssignment(ParameterID.duration, .number(duration))])
  }
}
