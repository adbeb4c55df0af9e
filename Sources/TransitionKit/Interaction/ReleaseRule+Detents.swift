/// Where a release sends a view that has several rest positions (a sheet's detents and its
/// dismissed position).
public struct DetentDecision: Hashable, Sendable {
  /// The index of the chosen rest position in the list the rule was given.
  public var index: Int
  /// The chosen rest position, in points.
  public var position: Double
  /// Where the release would carry the view if it travelled on, in points, for a rule that
  /// projects (`.projection`); `nil` for a rule that does not.
  public var projectedPosition: Double?

  public init(index: Int, position: Double, projectedPosition: Double?) {
    self.index = index
    self.position = position
    self.projectedPosition = projectedPosition
  }
}

extension ReleaseRule {
  /// The rest position a release settles at, for a view with several of them.
  ///
  /// Positions are points along the dismissal axis, growing toward dismissal (a bottom
  /// sheet's top edge in screen points: the dismissed position is the largest); `velocity` is
  /// points per second along the same axis. `restPositions` holds the detents and the
  /// dismissed position in any order (entries that are not finite numbers are never chosen).
  ///
  /// The segment rule: between two neighbouring rest positions, a view that has travelled from
  /// `startPosition` toward one of them goes on to it once it is more than `threshold` of the
  /// way across the segment, and goes back otherwise (FloatingPanel's `redirectionalProgress`,
  /// `Sources/Core.swift` `targetState`); `threshold` 0.5 is "the nearest", and a view that has
  /// not moved from `startPosition` goes to the nearest. Past either end of the list it goes
  /// to that end. With two rest positions 0 and `d` and `startPosition` 0, every rule answers
  /// as ``decide(progress:velocity:distance:threshold:)`` does with progress `position / d`.
  ///
  /// - `.threshold`: the segment rule at the release position; velocity is ignored.
  /// - `.projection`: the segment rule at the projected position, `position` plus
  ///   ``projectedDistance(velocity:decelerationRate:)``.
  /// - `.velocityGate`: a release at least `velocityThreshold` fast goes to the next rest
  ///   position beyond the release position in its direction (the last one in that direction
  ///   when there is none beyond); a slower one follows the segment rule. A release past an
  ///   end counts from that end, as libadwaita clamps before it picks a snap point: a sheet
  ///   pulled above its largest detent and flicked down goes to the next detent down.
  ///
  /// - `.materialHide`: as `.velocityGate` with its gate (Material's rule decides a hide, not a
  ///   choice among detents).
  ///
  /// - Returns: `nil` only when `restPositions` holds no finite number.
  public func target(
    position: Double, velocity: Double, restPositions: [Double], startPosition: Double,
    threshold: Double = 0.5
  ) -> DetentDecision? {
    let order = restPositions.indices.filter { restPositions[$0].isFinite }
      .sorted { (restPositions[$0], $0) < (restPositions[$1], $1) }
    guard !order.isEmpty else { return nil }
    let positions = order.map { restPositions[$0] }
    let position = Self.finite(position)
    let velocity = Self.finite(velocity)
    let start = Self.finite(startPosition)

    func decision(_ sortedIndex: Int, projected: Double? = nil) -> DetentDecision {
      DetentDecision(
        index: order[sortedIndex], position: positions[sortedIndex], projectedPosition: projected)
    }

    switch self {
    case .threshold:
      return decision(Self.segmentTarget(position, from: start, in: positions, threshold))
    case .projection(let rate):
      let travel = Self.projectedDistance(velocity: velocity, decelerationRate: rate)
      let projected = Self.finite(position + travel)
      let index = Self.segmentTarget(projected, from: start, in: positions, threshold)
      return decision(index, projected: projected)
    case .velocityGate(let velocityThreshold), .materialHide(let velocityThreshold, _):
      guard velocity != 0, abs(velocity) >= velocityThreshold else {
        return decision(Self.segmentTarget(position, from: start, in: positions, threshold))
      }
      let inRange = min(max(position, positions[0]), positions[positions.count - 1])
      if velocity > 0 {
        return decision(positions.firstIndex { $0 > inRange } ?? positions.count - 1)
      }
      return decision(positions.lastIndex { $0 < inRange } ?? 0)
    }
  }

  /// The index in `positions` (sorted, not empty) that the segment rule picks for a view at
  /// `position` that started at `start`.
  static func segmentTarget(
    _ position: Double, from start: Double, in positions: [Double], _ threshold: Double
  ) -> Int {
    guard let upper = positions.firstIndex(where: { $0 >= position }) else {
      return positions.count - 1
    }
    if upper == 0 || positions[upper] == position { return upper }
    let lower = upper - 1
    let (a, b) = (positions[lower], positions[upper])
    let (from, to): (Int, Int)
    if position > start {
      (from, to) = (lower, upper)
    } else if position < start {
      (from, to) = (upper, lower)
    } else {
      return position - a <= b - position ? lower : upper
    }
    let share = abs(position - positions[from]) / (b - a)
    return share > threshold ? to : from
  }
}
