import TransitionKit

/// What a scene's pan measured when the finger lifted and what the scene's release rule made
/// of it: the `release` field of the replay summary and the `release` trace line (see
/// `SceneSession+Runtime.swift`).
public struct ReleaseReport: Sendable, Equatable {
  /// Scene time of the release, in seconds.
  public var time: Double
  /// The progress the rule was given (fraction of the dismissal done).
  public var progress: Double
  /// The velocity the rule was given: points per second along the scene's dismissal axis,
  /// positive toward dismissal, in the coordinates the handler measures progress in (screen
  /// points for drag-down and card; the modal's scaled view for edge-pan, where a point is
  /// 1 / scale screen points, as its progress is).
  public var velocity: Double
  /// The projected progress, for the projection rule; `nil` for the others.
  public var projected: Double?
  /// The rule that decided.
  public var rule: ReleaseRule.Kind
  /// Whether the release finishes the dismissal.
  public var finishes: Bool

  /// The report's fields as JSON, without the time.
  public var json: [(String, JSONValue)] {
    [
      ("progress", .number(progress)), ("velocity", .number(velocity)),
      ("projected", projected.map { .number($0) } ?? .null), ("rule", .string(rule.rawValue)),
    ]
  }
}
