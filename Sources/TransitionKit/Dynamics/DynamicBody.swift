import Foundation

/// One item as the simulation sees it: a rectangle with a mass, a position, an angle and
/// their velocities, in the reference view's points and seconds.
struct DynamicBody {
  /// Half the item's bounds, in points.
  var halfSize: Size
  /// The item's centre, in points.
  var position: Point
  /// The item's rotation, in radians (clockwise on screen).
  var angle: Double
  /// Points per second.
  var velocity = Vector(dx: 0, dy: 0)
  /// Radians per second.
  var angularVelocity = 0.0
  var density = 1.0
  var elasticity = 0.0
  var friction = 0.0
  var resistance = 0.0
  var angularResistance = 0.0
  var isAnchored = false
  var allowsRotation = true
  /// The force gathered for the step, in mass units × points per second squared.
  var force = Vector(dx: 0, dy: 0)
  /// The torque gathered for the step.
  var torque = 0.0
  /// How long the body has moved slower than the rest speed, in seconds.
  var restingSeconds = 0.0

  /// Area in units of 10,000 square points times density: a 100 × 100 item of density 1 is 1.
  var mass: Double { density * (4 * halfSize.width * halfSize.height) / 10_000 }
  var inverseMass: Double {
    isAnchored || mass <= 0 ? 0 : 1 / mass
  }
  /// The inverse of the moment of inertia about the centre (a solid rectangle's).
  var inverseInertia: Double {
    guard !isAnchored, allowsRotation, mass > 0 else { return 0 }
    let w = 2 * halfSize.width
    let h = 2 * halfSize.height
    let inertia = mass * (w * w + h * h) / 12
    return inertia > 0 ? 1 / inertia : 0
  }

  /// A body for an item as it is now.
  @MainActor
  init(item: any DynamicItem) {
    halfSize = Size(width: item.bounds.width / 2, height: item.bounds.height / 2)
    position = item.center
    angle = atan2(item.transform.b, item.transform.a)
  }

  /// A point given from the centre in the item's own coordinates, in the reference view's.
  func worldPoint(_ local: Vector) -> Point { position + rotate(local, by: angle) }

  /// The velocity of the body's point `r` from its centre, in points per second.
  func velocity(at r: Vector) -> Vector {
    Vector(dx: velocity.dx - angularVelocity * r.dy, dy: velocity.dy + angularVelocity * r.dx)
  }

  /// The four corners, in the reference view's coordinates.
  var corners: [Point] {
    let w = halfSize.width
    let h = halfSize.height
    return [
      worldPoint(Vector(dx: -w, dy: -h)), worldPoint(Vector(dx: w, dy: -h)),
      worldPoint(Vector(dx: w, dy: h)), worldPoint(Vector(dx: -w, dy: h)),
    ]
  }

  /// Applies an impulse at `r` from the centre.
  mutating func applyImpulse(_ p: Vector, at r: Vector) {
    velocity = velocity + p * inverseMass
    angularVelocity += inverseInertia * cross(r, p)
  }

  /// The speed of the fastest point of the body, in points per second.
  var fastestPointSpeed: Double {
    let radius = (halfSize.width * halfSize.width + halfSize.height * halfSize.height).squareRoot()
    return velocity.length + abs(angularVelocity) * radius
  }
}

func cross(_ a: Vector, _ b: Vector) -> Double { a.dx * b.dy - a.dy * b.dx }
func dot(_ a: Vector, _ b: Vector) -> Double { a.dx * b.dx + a.dy * b.dy }
