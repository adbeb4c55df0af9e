import Foundation

/// How far a view moves when it is dragged past the end of its range (rubber banding).
///
/// Each curve turns the overshoot `x` — how far the finger has gone past the end, in points —
/// into the offset the view is drawn at past that end, in points. Every curve is 0 at 0,
/// never decreasing, and odd (`offset(-x) == -offset(x)`), so the same curve serves both ends.
/// A NaN overshoot gives 0. Pixels of the systems quoted are taken as points.
public enum RubberBand: String, CaseIterable, Hashable, Sendable {
  /// UIScrollView's curve, `(1 − 1 / (x · 0.55 / d + 1)) · d`, with `d` the dimension of the
  /// view along the drag: slope 0.55 at the start, never reaching `d`. FloatingPanel's
  /// `rubberBandEffect(for:base:)` (`Sources/Layout.swift`), which credits the constant 0.55 to
  /// a description of UIScrollView (@chpwn, twitter.com/chpwn/status/285540192096497664).
  case uikit
  /// PanModal's overdrag above its long form: half the finger's movement, `x / 2`
  /// (`yDisplacement /= 2.0`, `PanModal/Controller/PanModalPresentationController.swift`).
  case linearHalf = "linear-half"
  /// Vaul's `dampenValue`, `8 · (ln(x + 1) − 2)` (`src/helpers.ts`), and 0 where that is
  /// negative (below x = e² − 1 ≈ 6.39 points), as Vaul's `Math.min(dampened * -1, 0)` clamps
  /// it (`src/index.tsx`).
  case log
  /// libadwaita's swipe tracker, `adjust_for_overshoot` (`src/adw-swipe-tracker.c`): in
  /// progress units `(1 − 1 / (1 + a · D)) / D` with `D = 0.1 · distance`; in points that is
  /// `x / (1 + x / 10)`, which saturates at 10 points whatever the dimension.
  case saturating
  /// No rubber banding: the view stops at the end (offset 0), as Material's bottom sheets do.
  case none

  /// UIScrollView's rubber-band coefficient.
  public static let uikitCoefficient = 0.55
  /// The offset `.saturating` approaches, in points (libadwaita's 0.1 · distance, scaled).
  public static let saturationLimit = 10.0

  /// The offset past the end, in points, for a finger `overshoot` points past it, where
  /// `dimension` is the view's size along the drag in points (used by `.uikit` only; a
  /// dimension that is not a positive number gives 0 there, an infinite one `0.55 · x`).
  public func offset(forOvershoot overshoot: Double, dimension: Double) -> Double {
    if overshoot.isNaN || overshoot == 0 { return 0 }
    let x = abs(overshoot)
    let magnitude: Double
    switch self {
    case .uikit:
      if dimension.isNaN || dimension <= 0 {
        magnitude = 0
      } else if dimension == .infinity {
        magnitude = Self.uikitCoefficient * x
      } else {
        magnitude = (1 - 1 / (x * Self.uikitCoefficient / dimension + 1)) * dimension
      }
    case .linearHalf:
      magnitude = x / 2
    case .log:
      magnitude = max(8 * (Foundation.log(x + 1) - 2), 0)
    case .saturating:
      magnitude = x == .infinity ? Self.saturationLimit : x / (1 + x / Self.saturationLimit)
    case .none:
      magnitude = 0
    }
    return overshoot < 0 ? -magnitude : magnitude
  }
}
