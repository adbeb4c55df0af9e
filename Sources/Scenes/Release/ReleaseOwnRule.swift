import TransitionKit

/// A rule a scene decides its releases by when the release rule is `threshold` (the
/// navigation scene's pop rule), as a release map shows it: its name, the progress a slow
/// release must pass, and its edges over (progress, velocity).
public struct ReleaseOwnRule: Sendable {
  /// The parameter that chooses it and its value, for a caption: `pop-rule libadwaita`.
  public var name: String
  /// What it compares, in a few words, for a caption.
  public var words: String
  /// The progress a slow release must pass (drawn dashed).
  public var threshold: Double
  /// Its edges, as segments in (progress, velocity in points per second), drawn past the
  /// map's edges for a plot to clip.
  public var edges: [(from: (Double, Double), to: (Double, Double))]
  /// Another rule's edges drawn beside this one's for comparison (drawn dotted), in the same
  /// form: the navigation scene's measured pop boundary beside the decompiled one.
  public var comparedEdges: [(from: (Double, Double), to: (Double, Double))]

  public init(
    name: String, words: String, threshold: Double,
    edges: [(from: (Double, Double), to: (Double, Double))],
    comparedEdges: [(from: (Double, Double), to: (Double, Double))] = []
  ) {
    self.name = name
    self.words = words
    self.threshold = threshold
    self.edges = edges
    self.comparedEdges = comparedEdges
  }
}

/// A scene that decides its releases by a rule of its own under the `threshold` release rule.
@MainActor
public protocol ReleaseOwnRuleDescribing {
  /// The rule as it is now, for a swipe whose progress 1 is `distance` points.
  func releaseOwnRule(distance: Double) -> ReleaseOwnRule
  /// The scene's words for a release that snaps back and one that completes, in that order,
  /// for a map's legend (`stay`, `pop`); nil keeps `snap back` and `dismiss`.
  var releaseOutcomeWords: [String]? { get }
}

extension ReleaseOwnRuleDescribing {
  public var releaseOutcomeWords: [String]? { nil }
}
