import Foundation
import TransitionKit

/// libadwaita's `AdwEasing` functions that a Bézier curve can be approximated by, with their
/// formulas as `adw-easing.c` computes them (Robert Penner's equations, by way of Clutter).
enum AdwEasingFit: String, CaseIterable {
  case linear = "ADW_LINEAR"
  case easeInQuad = "ADW_EASE_IN_QUAD"
  case easeOutQuad = "ADW_EASE_OUT_QUAD"
  case easeInOutQuad = "ADW_EASE_IN_OUT_QUAD"
  case easeInCubic = "ADW_EASE_IN_CUBIC"
  case easeOutCubic = "ADW_EASE_OUT_CUBIC"
  case easeInOutCubic = "ADW_EASE_IN_OUT_CUBIC"
  case easeInQuart = "ADW_EASE_IN_QUART"
  case easeOutQuart = "ADW_EASE_OUT_QUART"
  case easeInOutQuart = "ADW_EASE_IN_OUT_QUART"
  case easeInSine = "ADW_EASE_IN_SINE"
  case easeOutSine = "ADW_EASE_OUT_SINE"
  case easeInOutSine = "ADW_EASE_IN_OUT_SINE"

  /// The easing's value at `p` in 0 … 1.
  func value(at p: Double) -> Double {
    switch self {
    case .linear: return p
    case .easeInQuad: return p * p
    case .easeOutQuad: return -p * (p - 2)
    case .easeInOutQuad: return p < 0.5 ? 2 * p * p : 1 - 2 * (1 - p) * (1 - p)
    case .easeInCubic: return p * p * p
    case .easeOutCubic: return pow(p - 1, 3) + 1
    case .easeInOutCubic: return p < 0.5 ? 4 * p * p * p : 1 - 4 * pow(1 - p, 3)
    case .easeInQuart: return pow(p, 4)
    case .easeOutQuart: return 1 - pow(p - 1, 4)
    case .easeInOutQuart: return p < 0.5 ? 8 * pow(p, 4) : 1 - 8 * pow(1 - p, 4)
    case .easeInSine: return 1 - cos(p * Double.pi / 2)
    case .easeOutSine: return sin(p * Double.pi / 2)
    case .easeInOutSine: return -0.5 * (cos(Double.pi * p) - 1)
    }
  }

  /// The easing closest to `bezier` (the smallest largest difference), and that difference in
  /// progress.
  static func nearest(to bezier: UnitBezier) -> (easing: AdwEasingFit, error: Double) {
    let samples = (0...1000).map { Double($0) / 1000 }
    let curve = samples.map(bezier.value(at:))
    var best = (easing: AdwEasingFit.linear, error: Double.infinity)
    for easing in allCases {
      var worst = 0.0
      for (index, p) in samples.enumerated() {
        worst = max(worst, abs(easing.value(at: p) - curve[index]))
      }
      if worst < best.error { best = (easing, worst) }
    }
    return best
  }

  /// The Bézier easings libadwaita 1.7 added (`ADW_EASE`, `ADW_EASE_IN`, `ADW_EASE_OUT`,
  /// `ADW_EASE_IN_OUT`), which are CSS's named curves exactly.
  static func exact(for bezier: UnitBezier) -> String? {
    switch (bezier.x1, bezier.y1, bezier.x2, bezier.y2) {
    case (0.25, 0.1, 0.25, 1): "ADW_EASE"
    case (0.42, 0, 1, 1): "ADW_EASE_IN"
    case (0, 0, 0.58, 1): "ADW_EASE_OUT"
    case (0.42, 0, 0.58, 1): "ADW_EASE_IN_OUT"
    default: nil
    }
  }
}
