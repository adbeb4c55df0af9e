/// Release parameters copied from one system each, to start from; every value stays editable.
///
/// The raw values are the ids the command line and the settings file use. Each preset's
/// ``citation`` names the source file (and line, at the snapshot read) of every constant and
/// explains the conversions, which are:
/// - px/ms × 1000 → pt/s, taking a CSS or GTK pixel as a point (both are logical pixels);
/// - dp → points (1/160 and about 1/163 inch nominal);
/// - Android's px/s (physical pixels, in `BottomSheetBehavior`) → pt/s one for one, which
///   is what it means at density 1; on a 3× phone 500 px/s is about 167 pt/s;
/// - a linear projection `v · t` (Material's hide friction) → the deceleration rate r with
///   `r / (1 − r) / 1000 = t`, i.e. `r = 1000 t / (1 + 1000 t)`;
/// - a positional threshold given as a distance (Compose's 56 dp) stays a distance,
///   ``PositionalThreshold/distance(_:)``, that the scene divides by its own distance.
///
/// Where a system compares with `>=` and ``ReleaseRule`` with `>` (Vaul's 25 %, Compose's
/// 56 dp), or the reverse, the answers differ only at exactly the threshold.
public enum ReleasePreset: String, CaseIterable, Hashable, Sendable {
  /// The seed scenes' own rule: position only.
  case seed
  /// "Designing Fluid Interfaces" (WWDC 2018): projection at UIKit's normal rate.
  case uikitFluid = "uikit-fluid"
  /// slackhq/PanModal: a 300 pt/s gate, the nearest position otherwise.
  case panModal = "panmodal"
  /// emilkowalski/vaul: a 400 pt/s gate on the whole drag's average velocity, 25 % otherwise.
  case vaul
  /// GNOME libadwaita's swipe tracker: a 300 pt/s gate over 150 ms, the nearest otherwise.
  case libadwaita
  /// Material Components for Android `BottomSheetBehavior`: 500 px/s or past the middle.
  case material
  /// Jetpack Compose Material 3 `ModalBottomSheet`: 125 dp/s or 56 dp.
  case compose
  /// scenee/FloatingPanel: projection at UIKit's normal rate, redirection at half a segment.
  case floatingPanel = "floatingpanel"

  /// The system's name, for a chooser.
  public var title: String {
    switch self {
    case .seed: "Seed (threshold)"
    case .uikitFluid: "UIKit fluid"
    case .panModal: "PanModal"
    case .vaul: "Vaul"
    case .libadwaita: "libadwaita"
    case .material: "Material bottom sheet"
    case .compose: "Compose bottom sheet"
    case .floatingPanel: "FloatingPanel"
    }
  }

  /// The parameter values this preset sets.
  public var settings: ReleaseSettings {
    let base = ReleaseSettings.seed
    let uikitWindow = VelocityEstimator.defaultWindow
    let androidWindow = ReleasePreset.androidVelocityHorizon
    switch self {
    case .seed:
      return base
    case .uikitFluid:
      return ReleaseSettings(
        rule: .projection, decelerationRate: ReleaseRule.normalDecelerationRate,
        velocityThreshold: base.velocityThreshold, estimator: .uikit,
        velocityWindow: uikitWindow, completionVelocity: true,
        positionalThreshold: .fraction(0.5))
    case .panModal:
      return ReleaseSettings(
        rule: .velocityGate, decelerationRate: base.decelerationRate,
        velocityThreshold: 1000 * (1 - 0.7), estimator: .uikit, velocityWindow: uikitWindow,
        completionVelocity: false, positionalThreshold: .fraction(0.5))
    case .vaul:
      return ReleaseSettings(
        rule: .velocityGate, decelerationRate: base.decelerationRate,
        velocityThreshold: 0.4 * 1000, estimator: .average, velocityWindow: base.velocityWindow,
        completionVelocity: false, positionalThreshold: .fraction(0.25))
    case .libadwaita:
      return ReleaseSettings(
        rule: .velocityGate, decelerationRate: 0.998, velocityThreshold: 0.3 * 1000,
        estimator: .recent, velocityWindow: 150.0 / 1000, completionVelocity: true,
        positionalThreshold: .fraction(0.5))
    case .material:
      let hideFriction = 0.1
      return ReleaseSettings(
        rule: .materialHide,
        decelerationRate: 1000 * hideFriction / (1 + 1000 * hideFriction),
        velocityThreshold: 500, estimator: .leastSquares, velocityWindow: androidWindow,
        completionVelocity: false, positionalThreshold: .fraction(0.5))
    case .compose:
      return ReleaseSettings(
        rule: .velocityGate, decelerationRate: base.decelerationRate, velocityThreshold: 125,
        estimator: .leastSquares, velocityWindow: androidWindow, completionVelocity: true,
        positionalThreshold: .distance(56))
    case .floatingPanel:
      return ReleaseSettings(
        rule: .projection, decelerationRate: ReleaseRule.normalDecelerationRate,
        velocityThreshold: base.velocityThreshold, estimator: .uikit,
        velocityWindow: uikitWindow, completionVelocity: true,
        positionalThreshold: .fraction(0.5))
    }
  }

  /// Android's velocity tracking horizon, in seconds: the platform's least-squares tracker
  /// keeps 100 ms of events (`include/input/VelocityTracker.h`, `HORIZON = 100 * 1000000`), and
  /// so does Compose's (`compose/ui/.../pointer/util/VelocityTracker.kt`,
  /// `HorizonMilliseconds = 100`); the Material and Compose presets use
  /// ``VelocityEstimator/leastSquares``, whose horizon this is, and keep it as the window.
  public static let androidVelocityHorizon = 0.100
}
