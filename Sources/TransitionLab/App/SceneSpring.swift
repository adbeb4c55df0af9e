import MotionExport
import Scenes
import TransitionKit

/// The scene's spring in every dialect, and the edit of one dialect's field turned into the
/// scene's own parameters. A scene runs UIKit's animator form — `damping` (ζ) in an animator
/// of `duration` seconds, with `initial-velocity` where the scene has it — so a typed value
/// first makes the spring of the form it belongs to (the form's other fields as shown), then
/// sets the damping to that spring's ratio and the duration to the one in which the animator
/// form's spring of that ratio has that spring's stiffness (mass 1).
enum SceneSpring {
  /// An editable field of the spring forms.
  enum Field: String, CaseIterable {
    /// SwiftUI's `Spring(duration:bounce:)`: the perceptual duration, seconds.
    case perceptualDuration = "spring-duration"
    /// SwiftUI's bounce, in (−1, 1).
    case bounce = "spring-bounce"
    /// SwiftUI's `Spring(response:dampingRatio:)`: the response, seconds.
    case response = "spring-response"
    /// Core Animation's and libadwaita's stiffness (mass 1).
    case stiffness = "spring-stiffness"
    /// Core Animation's damping coefficient (mass 1).
    case damping = "spring-damping"

    var title: String {
      switch self {
      case .perceptualDuration: "SwiftUI duration"
      case .bounce: "SwiftUI bounce"
      case .response: "SwiftUI response"
      case .stiffness: "Stiffness"
      case .damping: "Physical damping"
      }
    }

    var unit: String {
      switch self {
      case .perceptualDuration, .response: "s"
      case .bounce: ""
      case .stiffness: "N/m"
      case .damping: "N·s/m"
      }
    }
  }

  /// The forms of the spring `parameters` describe; nil when the values make no spring.
  @MainActor static func forms(of parameters: ParameterStore) -> SpringForms? {
    try? SpringForms(
      dampingRatio: parameters.dampingRatio, settlingDuration: parameters.duration,
      initialVelocity: velocity(of: parameters))
  }

  /// A field's value in `forms`.
  static func value(_ field: Field, of forms: SpringForms) -> Double {
    switch field {
    case .perceptualDuration: forms.perceptualDuration
    case .bounce: forms.bounce
    case .response: forms.response
    case .stiffness: forms.stiffness
    case .damping: forms.damping
    }
  }

  /// The spring after `field` is set to `value`, the rest of its form kept from `current`.
  static func edited(_ field: Field, to value: Double, from current: SpringForms)
    throws(SpringFormError) -> SpringForms
  {
    let v = current.initialVelocity
    switch field {
    case .perceptualDuration:
      return try SpringForms(duration: value, bounce: current.bounce, initialVelocity: v)
    case .bounce:
      return try SpringForms(
        duration: current.perceptualDuration, bounce: value, initialVelocity: v)
    case .response:
      return try SpringForms(
        dampingRatio: current.dampingRatio, response: value, initialVelocity: v)
    case .stiffness:
      return try SpringForms(
        mass: 1, stiffness: value, damping: current.damping, initialVelocity: v)
    case .damping:
      return try SpringForms(
        mass: 1, stiffness: current.stiffness, damping: value, initialVelocity: v)
    }
  }

  /// The scene's `damping` and `duration` for `forms`: its ratio, and the animator duration
  /// whose spring of that ratio has its natural frequency (found by bisection: a longer
  /// duration means a softer spring). Nil when either falls outside the parameters' ranges.
  @MainActor static func parameters(for forms: SpringForms, in store: ParameterStore) -> (
    damping: Double, duration: Double
  )? {
    guard let dampingSpec = store.specs.first(where: { $0.id == ParameterID.damping }),
      let durationSpec = store.specs.first(where: { $0.id == ParameterID.duration }),
      case .number(let ratioRange, _) = dampingSpec.kind,
      case .number(let durationRange, _) = durationSpec.kind
    else { return nil }
    let ratio = forms.dampingRatio
    guard ratioRange.contains(ratio) else { return nil }
    let target = forms.naturalFrequency
    let v = forms.initialVelocity
    func omega(_ duration: Double) -> Double {
      DampedSpring.settling(dampingRatio: ratio, initialVelocity: v, within: duration)
        .naturalFrequency
    }
    var low = durationRange.lowerBound
    var high = durationRange.upperBound
    guard omega(low) >= target, omega(high) <= target else { return nil }
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if omega(middle) > target { low = middle } else { high = middle }
    }
    return (ratio, (low + high) / 2)
  }

  /// The scene's relative initial velocity (edge-pan's), 0 when it has none.
  @MainActor static func velocity(of parameters: ParameterStore) -> Double {
    parameters[ExportParameterID.initialVelocity] == nil
      ? 0 : parameters.number(ExportParameterID.initialVelocity)
  }
}
