/// Where a parameter sits in the side panel: the seed's three numbers first, the rest in
/// sections a person can fold away, in this order.
public enum ParameterGroup: String, CaseIterable, Sendable, Comparable {
  /// The seed's duration, threshold and damping: shown first, never folded.
  case main
  /// The timing curve and how fast a released drag completes.
  case timing
  /// What decides, at the release, whether the transition finishes or cancels.
  case release
  /// How the modal shares the screen with what presented it.
  case presentation
  /// The scene's own values (coach marks, swipe distance, dimming, card height…).
  case scene

  /// The section's heading in the panel.
  public var title: String {
    switch self {
    case .main: "Essentials"
    case .timing: "Timing"
    case .release: "Release"
    case .presentation: "Presentation"
    case .scene: "This scene"
    }
  }

  /// One line under the heading: what the section's values change.
  public var summary: String {
    switch self {
    case .main: "The tutorial's duration, threshold and damping."
    case .timing: "The animation curve, and how fast a released drag completes."
    case .release: "What decides, when the drag ends, whether the transition finishes."
    case .presentation: "How the modal shares the screen with what presented it."
    case .scene: "Values of this scene's own views and gestures."
    }
  }

  /// Whether a person can fold the section away (every group but `main`).
  public var isFoldable: Bool { self != .main }

  /// The group of a parameter that did not name one, by its id: the release rule's
  /// parameters go to `release`, the duration, threshold and damping to `main` (as every
  /// tutorial scene has them), whether a transition can be interrupted to `presentation`,
  /// anything else to `scene`.
  public static func implied(byID id: String) -> ParameterGroup {
    if releaseIDs.contains(id) { return .release }
    // The tutorials' own three, first in the panel whoever declares them.
    if [ParameterID.duration, ParameterID.threshold, ParameterID.damping].contains(id) {
      return .main
    }
    return id == "interruptible" ? .presentation : .scene
  }

  /// The ids of the release rule's parameters.
  static let releaseIDs: Set<String> = [
    "release-preset", "release-rule", "deceleration-rate", "velocity-threshold",
    "velocity-estimator", "velocity-window", "completion-velocity",
  ]

  public static func < (lhs: ParameterGroup, rhs: ParameterGroup) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
