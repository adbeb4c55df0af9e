import Foundation

/// One step of the simulation: forces, then velocity constraints solved by sequential
/// impulses (Catto's method, as in Box2D), then positions, then the rigid attachments'
/// positions corrected.
extension DynamicAnimator {
  /// Velocity passes per step.
  nonisolated static let velocityIterations = 10
  /// Position passes per step, for rigid attachments.
  nonisolated static let positionIterations = 4
  /// How much of a penetration or a stretched rod is corrected per step, 0 to 1.
  nonisolated static let correctionFactor = 0.2
  /// The overlap left alone so that resting contacts stay in touch, in points.
  nonisolated static let allowedPenetrationPoints = 0.5
  /// Below this speed into a contact no bounce is given, in points per second.
  nonisolated static let bounceThresholdPointsPerSecond = 20.0

  func step(_ h: Double) {
    let ids = itemOrder
    var index: [ObjectIdentifier: Int] = [:]
    for (i, id) in ids.enumerated() { index[id] = i }
    var world = ids.map { bodies[$0]! }
    let all = allBehaviors

    applyForces(all, &world, index, h)
    for i in world.indices where world[i].inverseMass > 0 || world[i].inverseInertia > 0 {
      var b = world[i]
      b.velocity = (b.velocity + b.force * (b.inverseMass * h)) * (1 / (1 + h * b.resistance))
      b.angularVelocity =
        (b.angularVelocity + b.torque * b.inverseInertia * h) / (1 + h * b.angularResistance)
      b.force = Vector(dx: 0, dy: 0)
      b.torque = 0
      world[i] = b
    }

    var joints = all.compactMap { $0 as? AttachmentBehavior }.compactMap {
      AttachmentJoint($0, index: index)
    }
    var contacts = findContacts(all, world, index)
    for c in contacts.indices { contacts[c].prepare(world, h) }
    for j in joints.indices { joints[j].prepare(world, h) }
    for _ in 0..<Self.velocityIterations {
      for j in joints.indices { joints[j].solveVelocity(&world) }
      for c in contacts.indices { contacts[c].solveVelocity(&world) }
    }
    for i in world.indices where world[i].inverseMass > 0 || world[i].inverseInertia > 0 {
      world[i].position = world[i].position + world[i].velocity * h
      world[i].angle += world[i].angularVelocity * h
    }
    for _ in 0..<Self.positionIterations {
      for j in joints.indices { joints[j].solvePosition(&world) }
    }
    for i in world.indices {
      if world[i].fastestPointSpeed < Self.restSpeedPointsPerSecond {
        world[i].restingSeconds += h
      } else {
        world[i].restingSeconds = 0
      }
      bodies[ids[i]] = world[i]
    }
  }

  private func applyForces(
    _ all: [DynamicBehavior], _ world: inout [DynamicBody], _ index: [ObjectIdentifier: Int],
    _ h: Double
  ) {
    for behavior in all {
      if let gravity = behavior as? GravityBehavior {
        let a = gravity.gravityDirection * GravityBehavior.pointsPerSecondSquaredPerUnit
        for item in gravity.items {
          guard let i = index[ObjectIdentifier(item)], world[i].inverseMass > 0 else { continue }
          world[i].force = world[i].force + a * world[i].mass
        }
      } else if let push = behavior as? PushBehavior, push.active {
        let f = push.pushDirection * PushBehavior.forcePerUnit
        for item in push.items {
          guard let i = index[ObjectIdentifier(item)] else { continue }
          let r = rotate(push.targetOffsetFromCenter(for: item).vector, by: world[i].angle)
          switch push.mode {
          case .continuous:
            world[i].force = world[i].force + f
            world[i].torque += cross(r, f)
          case .instantaneous:
            world[i].applyImpulse(f, at: r)
          }
        }
        if push.mode == .instantaneous { push.active = false }
      }
    }
  }
}

/// An attachment during one step: a rod (or spring) between a body's point and an anchor or
/// another body's point.
struct AttachmentJoint {
  let a: Int
  let b: Int?
  let localA: Vector
  let localB: Vector
  /// The anchor, for an attachment to a point.
  let anchor: Point
  let length: Double
  let frequency: Double
  let damping: Double
  var rA = Vector(dx: 0, dy: 0)
  var rB = Vector(dx: 0, dy: 0)
  var u = Vector(dx: 0, dy: 0)
  var effectiveMass = 0.0
  var bias = 0.0
  var gamma = 0.0
  /// The impulse given so far this step (a soft constraint's damping depends on it).
  var accumulated = 0.0

  @MainActor
  init?(_ behavior: AttachmentBehavior, index: [ObjectIdentifier: Int]) {
    guard let first = behavior.items.first, let a = index[ObjectIdentifier(first)] else {
      return nil
    }
    self.a = a
    localA = behavior.offsets[0].vector
    if behavior.attachmentType == .items, behavior.items.count > 1 {
      guard let b = index[ObjectIdentifier(behavior.items[1])] else { return nil }
      self.b = b
      localB = behavior.offsets[1].vector
    } else {
      b = nil
      localB = Vector(dx: 0, dy: 0)
    }
    anchor = behavior.anchorPoint
    length = behavior.length
    frequency = behavior.frequency
    damping = behavior.damping
  }

  /// Whether the two points are held together (a length of nothing): a pin the item turns
  /// about, constrained along both axes.
  var isPin: Bool { length < Self.pinLengthPoints && frequency == 0 }
  /// Below this length an attachment is a pin, in points.
  static let pinLengthPoints = 0.01

  /// The impulse that cancels a relative velocity (or displacement) of the two points: the
  /// inverse of the points' 2 × 2 effective-mass matrix applied to it.
  private func pinImpulse(for error: Vector, _ world: [DynamicBody]) -> Vector {
    let ma = world[a].inverseMass
    let ia = world[a].inverseInertia
    var k11 = ma + ia * rA.dy * rA.dy
    var k12 = -ia * rA.dx * rA.dy
    var k22 = ma + ia * rA.dx * rA.dx
    if let b {
      let mb = world[b].inverseMass
      let ib = world[b].inverseInertia
      k11 += mb + ib * rB.dy * rB.dy
      k12 -= ib * rB.dx * rB.dy
      k22 += mb + ib * rB.dx * rB.dx
    }
    let det = k11 * k22 - k12 * k12
    guard abs(det) > 1e-12 else { return Vector(dx: 0, dy: 0) }
    return Vector(
      dx: (k22 * error.dx - k12 * error.dy) / det, dy: (k11 * error.dy - k12 * error.dx) / det)
  }

  private func points(_ world: [DynamicBody]) -> (Point, Point, Vector, Vector) {
    let ra = rotate(localA, by: world[a].angle)
    let pa = world[a].position + ra
    guard let b else { return (pa, anchor, ra, Vector(dx: 0, dy: 0)) }
    let rb = rotate(localB, by: world[b].angle)
    return (pa, world[b].position + rb, ra, rb)
  }

  mutating func prepare(_ world: [DynamicBody], _ h: Double) {
    let (pa, pb, ra, rb) = points(world)
    rA = ra
    rB = rb
    let d = pa - pb
    let distance = d.length
    u = distance > 1e-9 ? d / distance : Vector(dx: 0, dy: 0)
    let crA = cross(rA, u)
    var k = world[a].inverseMass + world[a].inverseInertia * crA * crA
    if let b {
      let crB = cross(rB, u)
      k += world[b].inverseMass + world[b].inverseInertia * crB * crB
    }
    let c = distance - length
    if frequency > 0, k > 0 {
      // A soft constraint: the spring's stiffness and damping as an impulse bias (Box2D).
      let mass = 1 / k
      let omega = 2 * Double.pi * frequency
      let stiffness = mass * omega * omega
      let dampingCoefficient = 2 * mass * damping * omega
      gamma = h * (dampingCoefficient + h * stiffness)
      gamma = gamma > 0 ? 1 / gamma : 0
      bias = c * h * stiffness * gamma
      k += gamma
    } else {
      gamma = 0
      bias = 0
    }
    effectiveMass = k > 0 ? 1 / k : 0
  }

  mutating func solveVelocity(_ world: inout [DynamicBody]) {
    var relative = world[a].velocity(at: rA)
    if let b { relative = relative - world[b].velocity(at: rB) }
    if isPin {
      let p = pinImpulse(for: relative, world) * -1
      world[a].applyImpulse(p, at: rA)
      if let b { world[b].applyImpulse(p * -1, at: rB) }
      return
    }
    let cdot = dot(u, relative)
    let impulse = -effectiveMass * (cdot + bias + gamma * accumulated)
    accumulated += impulse
    let p = u * impulse
    world[a].applyImpulse(p, at: rA)
    if let b { world[b].applyImpulse(p * -1, at: rB) }
  }

  /// Pulls a rigid rod back to its length.
  mutating func solvePosition(_ world: inout [DynamicBody]) {
    guard frequency == 0 else { return }
    let (pa, pb, ra, rb) = points(world)
    let d = pa - pb
    if isPin {
      rA = ra
      rB = rb
      let p = pinImpulse(for: d, world) * -1
      world[a].position = world[a].position + p * world[a].inverseMass
      world[a].angle += world[a].inverseInertia * cross(ra, p)
      if let b {
        world[b].position = world[b].position - p * world[b].inverseMass
        world[b].angle -= world[b].inverseInertia * cross(rb, p)
      }
      return
    }
    let distance = d.length
    guard distance > 1e-9 else { return }
    let n = d / distance
    let c = distance - length
    let crA = cross(ra, n)
    var k = world[a].inverseMass + world[a].inverseInertia * crA * crA
    if let b {
      let crB = cross(rb, n)
      k += world[b].inverseMass + world[b].inverseInertia * crB * crB
    }
    guard k > 0 else { return }
    let p = n * (-c / k)
    world[a].position = world[a].position + p * world[a].inverseMass
    world[a].angle += world[a].inverseInertia * cross(ra, p)
    if let b {
      world[b].position = world[b].position - p * world[b].inverseMass
      world[b].angle -= world[b].inverseInertia * cross(rb, p)
    }
  }
}
