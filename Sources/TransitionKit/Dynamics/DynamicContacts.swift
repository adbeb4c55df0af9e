import Foundation

/// A point where a body touches a boundary or another body during one step.
struct DynamicContact {
  /// The body pushed along `normal`.
  let a: Int
  /// The other body, pushed the other way; `nil` for a boundary.
  let b: Int?
  let point: Point
  /// The direction that separates `a` from the other side (unit length).
  let normal: Vector
  /// Negative when overlapping, in points.
  let separation: Double
  var rA = Vector(dx: 0, dy: 0)
  var rB = Vector(dx: 0, dy: 0)
  var normalMass = 0.0
  var tangentMass = 0.0
  var bias = 0.0
  var friction = 0.0
  var normalImpulse = 0.0
  var tangentImpulse = 0.0

  init(a: Int, b: Int?, point: Point, normal: Vector, separation: Double) {
    self.a = a
    self.b = b
    self.point = point
    self.normal = normal
    self.separation = separation
  }

  private func relativeVelocity(_ world: [DynamicBody]) -> Vector {
    var v = world[a].velocity(at: rA)
    if let b { v = v - world[b].velocity(at: rB) }
    return v
  }

  private func mass(along direction: Vector, _ world: [DynamicBody]) -> Double {
    let ca = cross(rA, direction)
    var k = world[a].inverseMass + world[a].inverseInertia * ca * ca
    if let b {
      let cb = cross(rB, direction)
      k += world[b].inverseMass + world[b].inverseInertia * cb * cb
    }
    return k > 0 ? 1 / k : 0
  }

  mutating func prepare(_ world: [DynamicBody], _ h: Double) {
    rA = point - world[a].position
    if let b { rB = point - world[b].position }
    let tangent = Vector(dx: -normal.dy, dy: normal.dx)
    normalMass = mass(along: normal, world)
    tangentMass = mass(along: tangent, world)
    var elasticity = world[a].elasticity
    var frictionValue = world[a].friction
    if let b {
      elasticity = Swift.max(elasticity, world[b].elasticity)
      frictionValue = (frictionValue * world[b].friction).squareRoot()
    }
    friction = frictionValue
    let approach = dot(relativeVelocity(world), normal)
    let bounce =
      approach < -DynamicAnimator.bounceThresholdPointsPerSecond ? -elasticity * approach : 0
    let depth = Swift.min(0, separation + DynamicAnimator.allowedPenetrationPoints)
    let push = -DynamicAnimator.correctionFactor / h * depth
    bias = Swift.max(bounce, push)
  }

  mutating func solveVelocity(_ world: inout [DynamicBody]) {
    let tangent = Vector(dx: -normal.dy, dy: normal.dx)
    if friction > 0 {
      let vt = dot(relativeVelocity(world), tangent)
      let limit = friction * normalImpulse
      let total = Swift.max(-limit, Swift.min(limit, tangentImpulse - tangentMass * vt))
      apply(tangent * (total - tangentImpulse), &world)
      tangentImpulse = total
    }
    let vn = dot(relativeVelocity(world), normal)
    let total = Swift.max(0, normalImpulse - normalMass * (vn - bias))
    apply(normal * (total - normalImpulse), &world)
    normalImpulse = total
  }

  private func apply(_ p: Vector, _ world: inout [DynamicBody]) {
    world[a].applyImpulse(p, at: rA)
    if let b { world[b].applyImpulse(p * -1, at: rB) }
  }
}

extension DynamicAnimator {
  /// How close a corner must come to a boundary to touch it, in points.
  nonisolated static let contactMarginPoints = 0.5

  /// The contacts of every collision behaviour's items with its boundaries and, by its mode,
  /// with each other.
  func findContacts(
    _ all: [DynamicBehavior], _ world: [DynamicBody], _ index: [ObjectIdentifier: Int]
  ) -> [DynamicContact] {
    var contacts: [DynamicContact] = []
    let reference = referenceBounds
    for case let collision as CollisionBehavior in all {
      let members = collision.items.compactMap { index[ObjectIdentifier($0)] }
      let segments = collision.segments(referenceBounds: reference)
      for i in members where world[i].inverseMass > 0 || world[i].inverseInertia > 0 {
        for (p, q) in segments {
          contacts += Self.contacts(of: i, world[i], withSegment: p, q)
        }
      }
      guard collision.collisionMode.contains(.items) else { continue }
      for (n, i) in members.enumerated() {
        for j in members[(n + 1)...] where i != j {
          contacts += Self.contacts(between: i, j, world)
        }
      }
    }
    return contacts
  }

  /// The corners of the body past the segment's line (within its length), and the segment's
  /// ends inside the body.
  static func contacts(of i: Int, _ body: DynamicBody, withSegment p: Point, _ q: Point)
    -> [DynamicContact]
  {
    var result: [DynamicContact] = []
    let d = q - p
    let lengthSquared = dot(d, d)
    if lengthSquared > 1e-12 {
      let length = lengthSquared.squareRoot()
      var n = Vector(dx: -d.dy / length, dy: d.dx / length)
      if dot(body.position - p, n) < 0 { n = n * -1 }
      let depthLimit = Swift.min(body.halfSize.width, body.halfSize.height)
      for corner in body.corners {
        let s = dot(corner - p, n)
        let along = dot(corner - p, d) / lengthSquared
        guard along >= 0, along <= 1, s < contactMarginPoints, s > -depthLimit else { continue }
        result.append(DynamicContact(a: i, b: nil, point: corner, normal: n, separation: s))
      }
    }
    for end in lengthSquared > 1e-12 ? [p, q] : [p] {
      if let (normal, separation) = penetration(of: end, into: body) {
        result.append(
          DynamicContact(a: i, b: nil, point: end, normal: normal * -1, separation: separation))
      }
    }
    return result
  }

  /// The corners of each body inside the other.
  static func contacts(between i: Int, _ j: Int, _ world: [DynamicBody]) -> [DynamicContact] {
    var result: [DynamicContact] = []
    for corner in world[i].corners {
      if let (normal, separation) = penetration(of: corner, into: world[j]) {
        result.append(
          DynamicContact(a: i, b: j, point: corner, normal: normal, separation: separation))
      }
    }
    for corner in world[j].corners {
      if let (normal, separation) = penetration(of: corner, into: world[i]) {
        result.append(
          DynamicContact(
            a: i, b: j, point: corner, normal: normal * -1, separation: separation))
      }
    }
    return result
  }

  /// Whether a point is inside a body (or within the contact margin of it): the outward
  /// normal of the nearest side and the (negative) depth.
  static func penetration(of point: Point, into body: DynamicBody) -> (Vector, Double)? {
    let local = rotate(point - body.position, by: -body.angle)
    let px = body.halfSize.width - abs(local.dx)
    let py = body.halfSize.height - abs(local.dy)
    guard px > -contactMarginPoints, py > -contactMarginPoints else { return nil }
    let normal =
      px < py
      ? Vector(dx: local.dx < 0 ? -1 : 1, dy: 0) : Vector(dx: 0, dy: local.dy < 0 ? -1 : 1)
    return (rotate(normal, by: body.angle), -Swift.min(px, py))
  }
}
