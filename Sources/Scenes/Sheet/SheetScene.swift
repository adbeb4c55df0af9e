import TransitionKit

/// A sheet with detents, as iOS 15 and later present one with `UISheetPresentationController`:
/// a grabber and a 40-row list; drag the sheet or its list between detents, past the largest
/// with rubber banding, below the smallest to dismiss; catch it while it moves.
public enum SheetScene {
  public static let id = "sheet"

  enum Key {
    static let detents = "detents"
    static let customDetent = "custom-detent"
    static let startDetent = "start-detent"
    static let rubberBand = "rubber-band"
    static let dimming = "dimming"
    static let scaleBackground = "scale-background"
    static let grabber = "grabber"
    static let dismissAllowed = "dismiss-allowed"
    static let releaseRule = "release-rule"
    static let decelerationRate = "deceleration-rate"
    static let velocityThreshold = "velocity-threshold"
    static let velocityEstimator = "velocity-estimator"
    static let velocityWindow = "velocity-window"
    static let minimumSpeed = "minimum-speed"
    static let flickSpeed = "flick-speed"
  }

  public static let descriptor = SceneDescriptor(
    id: id, title: "Sheet with detents",
    summary:
      "A Show Sheet button presents a page sheet at its medium detent: a grabber and a list of "
      + "40 rows. Drag the sheet or the list: a release picks a detent by the sheet's projection "
      + "(0.99 deceleration, under 250 pt/s read as none, a flick of 1000 pt/s that lands back "
      + "goes one detent further), a pull above the large detent rubber-bands, a release below "
      + "the medium one dismisses. The list at its top hands a downward drag to "
      + "the sheet; an upward drag expands the sheet before the list scrolls. A press while the "
      + "sheet moves catches it where it is, and the release's velocity starts the next settle.",
    source: "UIKit, UISheetPresentationController (iOS 15 and later)",
    parameters: [
      ParameterSpec(
        id: Key.detents, title: "Detents",
        kind: .choice(["medium+large", "large", "medium", "medium+large+custom"]),
        seedDefault: .choice("medium+large"), summary: "The detents the sheet rests at."),
      ParameterSpec(
        id: Key.customDetent, title: "Custom detent", unit: "fraction",
        kind: .number(range: 0.05...1, step: 0.05), seedDefault: .number(0.25),
        summary: "The custom detent's height, as a share of the large detent's."),
      ParameterSpec(
        id: Key.startDetent, title: "Start detent", kind: .choice(["medium", "large", "custom"]),
        seedDefault: .choice("medium"),
        summary: "The detent the sheet presents at (the smallest when it is not in the list)."),
      ParameterSpec(
        id: Key.rubberBand, title: "Rubber band",
        kind: .choice(RubberBand.allCases.map(\.rawValue)),
        seedDefault: .choice(RubberBand.uikit.rawValue),
        summary:
          "The curve past the end detents: uikit (1 − 1/(x·0.55/d + 1))·d with d the screen "
          + "height, linear-half (PanModal), log (Vaul), saturating (libadwaita), none."),
      ParameterSpec(
        id: Key.dimming, title: "Largest undimmed detent",
        kind: .choice(["none", "medium", "large", "custom"]), seedDefault: .choice("none"),
        summary:
          "largestUndimmedDetentIdentifier: the screen behind dims only above it (none: dimmed at "
          + "every detent, UIKit's default)."),
      ParameterSpec(
        id: Key.scaleBackground, title: "Scale background", kind: .toggle,
        seedDefault: .toggle(true),
        summary: "Scale the screen behind back with rounded corners at the large detent, as iOS."),
      ParameterSpec(
        id: Key.grabber, title: "Grabber", kind: .toggle, seedDefault: .toggle(true),
        summary: "prefersGrabberVisible."),
      ParameterSpec(
        id: Key.dismissAllowed, title: "Dismiss allowed", kind: .toggle, seedDefault: .toggle(true),
        summary:
          "Off sets isModalInPresentation: a dismissing drag rubber-bands below the smallest "
          + "detent, springs back, and the attempt is traced."),
      .duration(0.5, summary: "Time the settle spring takes to come to rest."),
      .threshold(
        0.5,
        summary:
          "Share of the way between two detents a release (or its projection) must pass to go "
          + "on to the next one (0.5: the nearest)."),
      .completionSpeed,
      .presentationStyle(
        .pageSheet,
        summary:
          "pageSheet (what automatic resolves to) makes the sheet; any other style presents the "
          + "list without a sheet controller, as UIKit does."),
      .damping(1, summary: "Damping ratio of the settle spring (1: no overshoot)."),
      ParameterSpec(
        id: Key.releaseRule, title: "Release rule",
        kind: .choice(ReleaseRule.Kind.allCases.map(\.rawValue)),
        seedDefault: .choice(ReleaseRule.Kind.projection.rawValue),
        summary:
          "How a release picks its detent: threshold, projection, velocity-gate or "
          + "material-hide (as the gate between detents)."),
      ParameterSpec(
        id: Key.decelerationRate, title: "Deceleration rate", unit: "per ms",
        kind: .number(range: 0.9...0.999, step: 0.001),
        seedDefault: .number(SheetPresentationController.sheetDecelerationRate),
        summary:
          "The projection's rate: 0.99, the sheet's own (SheetDecelerationFactor); UIScrollView's "
          + "normal rate is 0.998."),
      ParameterSpec(
        id: Key.minimumSpeed, title: "Minimum speed", unit: "pt/s",
        kind: .number(range: 0...1000, step: 10),
        seedDefault: .number(SheetPresentationController.minimumReleaseSpeedPointsPerSecond),
        summary:
          "A release slower than this counts as no velocity (UIKit's sheet: 250, from a "
          + "reverse-engineered reading)."),
      ParameterSpec(
        id: Key.flickSpeed, title: "Flick speed", unit: "pt/s",
        kind: .number(range: 0...5000, step: 50),
        seedDefault: .number(SheetPresentationController.flickSpeedPointsPerSecond),
        summary:
          "A release at least this fast that would land back on the detent nearest the finger "
          + "goes one detent further (UIKit's sheet: 1000, from a reverse-engineered reading)."),
      ParameterSpec(
        id: Key.velocityThreshold, title: "Velocity threshold", unit: "pt/s",
        kind: .number(range: 0...3000, step: 50), seedDefault: .number(300),
        summary: "The velocity gate's speed."),
      ParameterSpec(
        id: Key.velocityEstimator, title: "Velocity estimator",
        kind: .choice(VelocityEstimator.Kind.allCases.map(\.rawValue)),
        seedDefault: .choice(VelocityEstimator.Kind.uikit.rawValue),
        summary:
          "uikit: 0.2 × the last move's velocity + 0.8 × the one before (UIKit's pan); recent: "
          + "over the last velocity-window seconds; average: over the whole drag; "
          + "least-squares: Android's fit over 100 ms."),
      ParameterSpec(
        id: Key.velocityWindow, title: "Velocity window", unit: "s",
        kind: .number(range: 0.02...1, step: 0.01), seedDefault: .number(0.15),
        summary: "Seconds of events the recent estimator looks at."),
    ],
    controls: [ControlSpec(id: "present", title: "Show Sheet")],
    make: { parameters in SheetSceneInstance(parameters: parameters) })
}
