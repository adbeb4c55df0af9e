import Foundation
import TransitionKit

/// The platforms the motion can be exported to.
public enum ExportFormat: String, CaseIterable, Sendable {
  /// UIKit Swift: `UIViewPropertyAnimator`, `UISpringTimingParameters`, a pan handler.
  case uikit
  /// SwiftUI: `Spring(duration:bounce:)` or `.timingCurve`, a `DragGesture`.
  case swiftui
  /// libadwaita C: `AdwSpringAnimation` or `AdwTimedAnimation`, a GTK swipe gesture.
  case libadwaita
  /// Jetpack Compose Kotlin: `spring(dampingRatio, stiffness)` or `tween`, a draggable.
  case compose
  /// CSS: a `transition` with a `linear()` easing.
  case css
}

/// Writes a scene's motion as code for another platform. Produces text only.
public enum MotionExporter {
  /// Paste-able code for `spec` in `format`, with comments naming what the target cannot
  /// express and the error that introduces. A spec with a sheet is written as that target's
  /// sheet with detents (see the `+Sheet` files); the navigation scene as that target's
  /// navigation stack (see the `+Navigation` files).
  public static func code(for spec: MotionSpec, format: ExportFormat) -> String {
    if let effect = spec.layerEffect {
      // The layers' effect, then the scene's drag and release rule as every scene's.
      var plain = spec
      plain.layerEffect = nil
      return LayerEffectExport(spec: spec, effect: effect).code(format) + "\n"
        + code(for: plain, format: format)
    }
    if let zoom = spec.zoom {
      // The zoom itself, then the scene's drag and release rule as every scene's.
      var plain = spec
      plain.zoom = nil
      return ZoomExport(spec: spec, zoom: zoom).code(format) + "\n"
        + code(for: plain, format: format)
    }
    if let sheet = spec.sheet {
      return switch format {
      case .uikit: UIKitExport(spec: spec).sheetCode(sheet)
      case .swiftui: SwiftUIExport(spec: spec).sheetCode(sheet)
      case .libadwaita: LibadwaitaExport(spec: spec).sheetCode(sheet)
      case .compose: ComposeExport(spec: spec).sheetCode(sheet)
      case .css: CSSExport(spec: spec).sheetCode(sheet)
      }
    }
    if let navigation = spec.navigation {
      switch format {
      case .uikit: return UIKitExport(spec: spec).navigationCode(navigation)
      case .swiftui: return SwiftUIExport(spec: spec).navigationCode(navigation)
      case .libadwaita: return LibadwaitaExport(spec: spec).navigationCode(navigation)
      case .compose: return ComposeExport(spec: spec).navigationCode(navigation)
      // CSS has no navigation stack: the push's motion as a transition, as for any scene.
      case .css: break
      }
    }
    return switch format {
    case .uikit: UIKitExport(spec: spec).code
    case .swiftui: SwiftUIExport(spec: spec).code
    case .libadwaita: LibadwaitaExport(spec: spec).code
    case .compose: ComposeExport(spec: spec).code
    case .css: CSSExport(spec: spec).code
    }
  }
}

/// The release rule, resolved to what code has to compute.
enum ExportRule: Equatable {
  /// Position only.
  case threshold
  /// Project the release: r per millisecond.
  case projection(rate: Double)
  /// A velocity gate, points per second.
  case gate(speed: Double)
  /// Material's hide rule (`BottomSheetBehavior.shouldHide`): the release projected with
  /// `rate` per millisecond must pass the threshold, moving down, and be faster than `speed`
  /// points per second or already past the threshold.
  case materialHide(speed: Double, rate: Double)
}

extension MotionSpec {
  /// The rule the release parameters name; an unknown name decides by position, as the seeds.
  var rule: ExportRule {
    switch release.rule {
    case "projection": .projection(rate: release.decelerationRate ?? 0.998)
    case "velocity-gate": .gate(speed: release.velocityThreshold ?? 300)
    case "material-hide":
      .materialHide(
        speed: release.velocityThreshold ?? 500, rate: release.decelerationRate ?? 0.9901)
    default: .threshold
    }
  }

  /// `>` or `>=`: how progress is compared with the threshold.
  var thresholdOperator: String { finishesAtThreshold ? ">=" : ">" }

  /// What progress 1 corresponds to, in words.
  var distanceWords: String {
    switch gesture {
    case .verticalPan: "the view's height"
    case .leftEdgePan(let distance): "\(ExportNumber.text(distance)) points from the left edge"
    }
  }

  /// The lines every export starts with, without comment markers.
  func summaryLines(format: ExportFormat) -> [String] {
    var lines = ["Transition Lab export: scene \(sceneID), format \(format.rawValue)."]
    lines.append("Duration \(ExportNumber.text(duration)) s; timing \(timingWords).")
    if let sheet {
      lines.append(
        "A sheet with detents, not a transition: detents \(sheet.detentWords); "
          + "\(sheet.releaseWords) The duration and timing above are its settle spring's.")
    } else {
      let compare = finishesAtThreshold ? "at or past" : "past"
      lines.append(
        "Interactive: progress = translation / \(distanceWords); a release \(compare) "
          + "\(ExportNumber.text(threshold)) finishes (rule: \(ruleWords)); completion speed "
          + "\(ExportNumber.text(completionSpeed)).")
    }
    if let estimator = release.velocityEstimator {
      // Only the recent estimator reads a window; the others have none to name.
      let window =
        estimator == "recent"
        ? release.velocityWindow.map { ", window \(ExportNumber.text($0)) s" } ?? "" : ""
      lines.append("Release velocity: \(estimator) estimator\(window).")
    }
    if release.completionVelocity {
      lines.append(
        "The completion starts at the release velocity (a spring whose initial velocity is the "
          + "release velocity over the distance left).")
    }
    return lines
  }

  var timingWords: String {
    switch timing {
    case .bezier(let bezier, let name):
      let points = [bezier.x1, bezier.y1, bezier.x2, bezier.y2].map(ExportNumber.text)
      return (name.map { "\($0), " } ?? "") + "cubic-bezier(\(points.joined(separator: ", ")))"
    case .spring(let ratio, let velocity):
      var words = "spring, damping ratio \(ExportNumber.text(ratio))"
      if velocity != 0 { words += ", initial velocity \(ExportNumber.text(velocity))/s" }
      if let forms = springForms {
        words +=
          " (mass 1, stiffness \(ExportNumber.short(forms.stiffness)), damping "
          + "\(ExportNumber.short(forms.damping)); SwiftUI duration "
          + "\(ExportNumber.short(forms.perceptualDuration)), bounce "
          + "\(ExportNumber.short(forms.bounce)); settles within 0.1 % at "
          + "\(ExportNumber.short(forms.settlingTime)) s)"
      }
      return words
    }
  }

  var ruleWords: String {
    switch rule {
    case .threshold: "position against the threshold; velocity ignored"
    case .projection(let rate):
      "projection, progress + (v / 1000) · r / (1 − r) / distance with r = "
        + "\(ExportNumber.text(rate)) per ms"
    case .gate(let speed):
      "velocity gate: at \(ExportNumber.text(speed)) pt/s or more the direction decides"
    case .materialHide(let speed, let rate):
      "Material's hide rule: moving down, the release projected at r = "
        + "\(ExportNumber.text(rate)) per ms passes the threshold, and it is faster than "
        + "\(ExportNumber.text(speed)) pt/s or already past the threshold"
    }
  }

  /// For a spring with an initial velocity: the largest difference, in progress, between its
  /// curve and the curve of the same ratio and duration from rest — the error of a target
  /// that cannot take the velocity. Nil for other timings.
  var velocityFreeError: Double? {
    guard case .spring(let ratio, let velocity) = timing, velocity != 0, let spring else {
      return nil
    }
    let rest = DampedSpring.settling(dampingRatio: ratio, initialVelocity: 0, within: duration)
    var worst = 0.0
    for index in 0...2000 {
      let t = duration * Double(index) / 2000
      worst = max(
        worst, abs(spring.value(at: t, initialVelocity: velocity) - rest.value(at: t)))
    }
    return worst
  }

  /// A percentage for a comment: `1.23 %`.
  static func percent(_ fraction: Double) -> String {
    ExportNumber.short(fraction * 100, decimals: 2) + " %"
  }
}
