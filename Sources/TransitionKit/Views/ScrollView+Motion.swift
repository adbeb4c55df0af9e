import Foundation

extension ScrollView {
  /// One of the two axes the content moves along.
  enum Axis: CaseIterable, Hashable {
    case x, y

    func value(_ point: Point) -> Double { self == .x ? point.x : point.y }
    func size(_ size: Size) -> Double { self == .x ? size.width : size.height }
    func set(_ point: inout Point, _ value: Double) {
      if self == .x { point.x = value } else { point.y = value }
    }
  }

  /// How the content moves on its own along one axis, from a start time.
  enum Motion {
    /// A deceleration from a release at `origin` with `velocity` (points per second).
    case decelerating(start: Double, origin: Double, velocity: Double)
    /// The bounce back to `edge` from `displacement` points past it, moving at `velocity`.
    case bouncing(start: Double, edge: Double, displacement: Double, velocity: Double)
  }

  /// Moves the content to where its motions have it at `time`, in closed form.
  func step(at time: Double) {
    var offset = contentOffset
    for (axis, motion) in motions {
      switch motion {
      case .decelerating(let start, let origin, let velocity):
        let low = axis.value(minimumContentOffset)
        let high = axis.value(maximumContentOffset)
        let edge = velocity < 0 ? low : high
        if let crossing = ScrollPhysics.timeToReach(
          edge, from: origin, velocity: velocity, rate: decelerationRate),
          origin >= low, origin <= high, time - start >= crossing
        {
          let atEdge = ScrollPhysics.decelerate(
            from: origin, velocity: velocity, rate: decelerationRate, elapsed: crossing)
          let bounce: Motion = .bouncing(
            start: start + crossing, edge: edge, displacement: 0,
            velocity: bounces ? ScrollPhysics.boundedBounceVelocity(atEdge.velocity) : 0)
          motions[axis] = bounce
          axis.set(&offset, edge)
          offset = advanceBounce(bounce, axis: axis, offset: offset, time: time)
          continue
        }
        let state = ScrollPhysics.decelerate(
          from: origin, velocity: velocity, rate: decelerationRate, elapsed: time - start)
        let rest = ScrollPhysics.restingOffset(
          from: origin, velocity: velocity, rate: decelerationRate)
        let length = ScrollPhysics.decelerationDuration(velocity: velocity, rate: decelerationRate)
        if abs(rest - state.offset) < ScrollPhysics.restDistance || !(time - start < length) {
          axis.set(&offset, rest)
          motions[axis] = nil
        } else {
          axis.set(&offset, state.offset)
        }
      case .bouncing:
        offset = advanceBounce(motion, axis: axis, offset: offset, time: time)
      }
    }
    contentOffset = offset
    if motions.isEmpty {
      stopMotion()
      hideIndicatorsIfStill()
      delegate?.scrollViewDidEndDecelerating(self)
    }
  }

  private func advanceBounce(_ motion: Motion, axis: Axis, offset: Point, time: Double) -> Point {
    guard case .bouncing(let start, let edge, let displacement, let velocity) = motion else {
      return offset
    }
    var offset = offset
    let state = ScrollPhysics.bounce(
      displacement: displacement, velocity: velocity, elapsed: time - start)
    if abs(state.displacement) < ScrollPhysics.restDistance,
      abs(state.velocity) < ScrollPhysics.restSpeed * 10 || time - start > 2
        || !state.displacement.isFinite
    {
      axis.set(&offset, edge)
      motions[axis] = nil
    } else {
      axis.set(&offset, edge + state.displacement)
    }
    return offset
  }
}
