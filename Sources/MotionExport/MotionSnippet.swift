import Foundation
import TransitionKit

/// The one line a developer pastes for a motion, per platform, with its numbers rounded as a
/// person writes them: ratios, bounces and seconds to the hundredth, stiffness and damping
/// to three significant digits, no trailing zeros.
public struct MotionSnippet: Sendable, Equatable {
  /// Who writes it: `SwiftUI`, `UIKit`, `libadwaita`, `Compose`, `CSS`.
  public let platform: String
  public let line: String

  public init(platform: String, line: String) {
    self.platform = platform
    self.line = line
  }

  /// The snippets of `spec`'s timing: a spring's in every platform's own form, a curve's as
  /// each platform writes a cubic Bézier.
  public static func all(for spec: MotionSpec) -> [MotionSnippet] {
    switch spec.timing {
    case .bezier(let b, _):
      return bezier(b, duration: spec.duration)
    case .spring:
      guard let forms = spec.springForms else { return [] }
      return spring(forms, duration: spec.duration)
    }
  }

  /// A spring's lines (mass 1).
  public static func spring(_ forms: SpringForms, duration: Double) -> [MotionSnippet] {
    let ratio = hundredths(forms.dampingRatio)
    let stiffness = significant(forms.stiffness)
    let velocity = forms.initialVelocity
    let uikitVelocity =
      abs(velocity) < 0.005 ? "" : ", initialVelocity: CGVector(dx: \(hundredths(velocity)), dy: 0)"
    return [
      MotionSnippet(
        platform: "SwiftUI",
        line:
          ".spring(duration: \(hundredths(forms.perceptualDuration)), bounce: \(hundredths(forms.bounce)))"
      ),
      MotionSnippet(
        platform: "UIKit",
        line: "UISpringTimingParameters(dampingRatio: \(ratio)\(uikitVelocity))"
          + " // in UIViewPropertyAnimator(duration: \(hundredths(duration)), …)"),
      MotionSnippet(
        platform: "libadwaita", line: "adw_spring_params_new (\(ratio), 1, \(stiffness))"),
      MotionSnippet(
        platform: "Compose",
        line: "spring(dampingRatio = \(ratio)f, stiffness = \(stiffness)f)"),
    ]
  }

  /// A cubic Bézier's lines over `duration` seconds.
  public static func bezier(_ b: UnitBezier, duration: Double) -> [MotionSnippet] {
    let p = [b.x1, b.y1, b.x2, b.y2].map(hundredths)
    let millis = Int((duration * 1000).rounded())
    return [
      MotionSnippet(
        platform: "SwiftUI",
        line: ".timingCurve(\(p[0]), \(p[1]), \(p[2]), \(p[3]), duration: \(hundredths(duration)))"),
      MotionSnippet(
        platform: "UIKit",
        line:
          "UICubicTimingParameters(controlPoint1: CGPoint(x: \(p[0]), y: \(p[1])), "
          + "controlPoint2: CGPoint(x: \(p[2]), y: \(p[3])))"),
      MotionSnippet(
        platform: "Compose",
        line:
          "tween(durationMillis = \(millis), easing = CubicBezierEasing(\(p[0])f, \(p[1])f, "
          + "\(p[2])f, \(p[3])f))"),
      MotionSnippet(platform: "CSS", line: "cubic-bezier(\(p[0]), \(p[1]), \(p[2]), \(p[3]))"),
    ]
  }

  /// `0.4125` → `0.41`, `1.0` → `1`, `-0.3` → `-0.3`.
  public static func hundredths(_ value: Double) -> String {
    plain((value * 100).rounded() / 100)
  }

  /// Three significant digits: `238.87` → `239`, `24.734` → `24.7`, `1500` → `1500`.
  public static func significant(_ value: Double) -> String {
    guard value != 0, value.isFinite else { return "0" }
    let digits = 3 - Int(floor(log10(abs(value)))) - 1
    let scale = pow(10, Double(digits))
    return plain((value * scale).rounded() / scale)
  }

  private static func plain(_ value: Double) -> String {
    let v = value == 0 ? 0 : value
    if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
    var text = String(format: "%.6f", v)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
