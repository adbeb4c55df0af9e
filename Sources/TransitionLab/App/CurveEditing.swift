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
      id: "uikit-linear", title: "UIKit .curveLinear", motion: .curve(.linear),
      source: "UIView.AnimationOptions.curveLinear, kCAMediaTimingFunctionLinear (0, 0, 1, 1)"),
    // SwiftUI's named springs (iOS 17): Spring.smooth, .snappy and .bouncy default to a
    // duration of 0.5 s with bounce 0, 0.15 and 0.3.
    PlatformPreset(
      id: "swiftui-smooth", title: "SwiftUI .smooth",
      motion: .swiftUISpring(duration: 0.5, bounce: 0),
      source: "SwiftUI Spring.smooth: duration 0.5, bounce 0 (developer.apple.com/documentation/swiftui/spring/smooth)"),
    PlatformPreset(
      id: "swiftui-snappy", title: "SwiftUI .snappy",
      motion: .swiftUISpring(duration: 0.5, bounce: 0.15),
      source: "SwiftUI Spring.snappy: duration 0.5, bounce 0.15 (developer.apple.com/documentation/swiftui/spring/snappy)"),
    PlatformPreset(
      id: "swiftui-bouncy", title: "SwiftUI .bouncy",
      motion: .swiftUISpring(duration: 0.5, bounce: 0.3),
      source: "SwiftUI Spring.bouncy: duration 0.5, bounce 0.3 (developer.apple.com/documentation/swiftui/spring/bouncy)"),
    // libadwaita's swipeable widgets (AdwCarousel, AdwLeaflet, AdwFlap) animate with
    // adw_spring_params_new (1, 0.5, 500): ratio 1, mass 0.5, stiffness 500, which is
    // stiffness 1000 at mass 1.
    PlatformPreset(
      id: "adw-swipe", title: "libadwaita swipe spring",
      motion: .physicalSpring(dampingRatio: 1, stiffness: 1000),
      source: "libadwaita adw-carousel.c / adw-leaflet.c: adw_spring_params_new (1, 0.5, 500)"),
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
      if hasTiming { result.append(ParameterAssignment(ParameterID.timing, .choice(choice.rawValue))) }
    case .swiftUISpring, .physicalSpring:
      if hasTiming {
        result.append(ParameterAssignment(ParameterID.timing, .choice(SceneTimingChoice.spring.rawValue)))
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
    case .curve: return nil
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
    default: store[ParameterID.damping] != nil && store[ParameterID.duration] != nil
    }
  }
}

/// A spring's curve edited by its two handles, as the scene runs it (UIKit's animator form:
/// ratio ζ over the animator's duration): the peak moved up or down sets the overshoot, so
/// the damping ratio; the settle point moved left or right sets the duration.
struct SpringHandles: Equatable, Sendable {
  var dampingRatio: Double
  var duration: Double

  /// The handles of a plot.
  enum Handle: String, Sendable {
    case peak
    case settle
  }

  /// One step of a handle's drag: the values it sets.
  struct Move: Equatable, Sendable {
    let handle: Handle
    let assignments: [ParameterAssignment]

    /// The command for this step; every step after the first extends the drag's one
    /// undoable step.
    func command(start: Bool) -> LabCommand {
      .setParameters(
        assignments, kind: .handle,
        title: handle == .peak ? "Drag the peak" : "Drag the settle point",
        mergeKey: "handle-\(handle.rawValue)", coalescing: !start)
    }
  }

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
    return Move(handle: .peak, assignments: [ParameterAssignment(ParameterID.damping, .number(ratio))])
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
