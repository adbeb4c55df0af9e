import Foundation

/// A transform split into the parts that animate well: a translation, a rotation, a scale
/// along each axis and a shear.
///
/// The linear part M = [[a, c], [b, d]] (column vectors) is factored as M = R(θ)·S, where
/// R is a rotation and S = [[scaleX, shear], [0, scaleY]] is upper triangular (a QR
/// factorisation). Interpolating these six numbers, instead of the matrix entries, keeps a
/// halfway frame of a scale-and-translate transition an actual scale and translation, and
/// makes rotations turn instead of collapsing through a degenerate matrix. A flip shows as a
/// negative scale: on x when a < d, otherwise on y.
public struct TransformDecomposition: Hashable, Sendable {
  public var translationX: Double
  public var translationY: Double
  public var scaleX: Double
  public var scaleY: Double
  /// Rotation in radians, in (−π, π].
  public var rotation: Double
  public var shear: Double

  public init(
    translationX: Double, translationY: Double, scaleX: Double, scaleY: Double,
    rotation: Double, shear: Double
  ) {
    self.translationX = translationX
    self.translationY = translationY
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.rotation = rotation
    self.shear = shear
  }

  /// The transform these parts describe.
  public var transform: AffineTransform {
    let cosine = cos(rotation)
    let sine = sin(rotation)
    return AffineTransform(
      a: scaleX * cosine, b: scaleX * sine,
      c: cosine * shear - sine * scaleY, d: sine * shear + cosine * scaleY,
      tx: translationX, ty: translationY)
  }
}

extension AffineTransform {
  /// The transform's translation, rotation, scale and shear (see `TransformDecomposition`).
  public var decomposed: TransformDecomposition {
    let scaleX = (a * a + b * b).squareRoot()
    guard scaleX > 0 else {
      return TransformDecomposition(
        translationX: tx, translationY: ty, scaleX: 0, scaleY: d, rotation: 0, shear: c)
    }
    let rotation = atan2(b, a)
    let cosine = a / scaleX
    let sine = b / scaleX
    var parts = TransformDecomposition(
      translationX: tx, translationY: ty, scaleX: scaleX,
      scaleY: -sine * c + cosine * d, rotation: rotation, shear: cosine * c + sine * d)
    // A flip (negative determinant) has come out with an extra half turn and a negative
    // scaleY. When the x axis is the flipped one (a < d, the rule of CSS's matrix
    // decomposition), move the flip into scaleX and take the half turn back out, so that a
    // horizontal flip animates as a squash through zero width rather than a spin.
    if determinant < 0, a < d {
      parts.scaleX = -parts.scaleX
      parts.scaleY = -parts.scaleY
      parts.shear = -parts.shear
      parts.rotation += parts.rotation > 0 ? -Double.pi : Double.pi
    }
    return parts
  }

  /// The transform a fraction of the way from `start` to `end`, through their decompositions.
  /// The rotation takes the shorter way round.
  public static func interpolate(
    from start: AffineTransform, to end: AffineTransform, fraction: Double
  ) -> AffineTransform {
    let s = start.decomposed
    var e = end.decomposed
    e.rotation = s.rotation + shortestAngle(from: s.rotation, to: e.rotation)
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * fraction }
    return TransformDecomposition(
      translationX: mix(s.translationX, e.translationX),
      translationY: mix(s.translationY, e.translationY),
      scaleX: mix(s.scaleX, e.scaleX), scaleY: mix(s.scaleY, e.scaleY),
      rotation: mix(s.rotation, e.rotation), shear: mix(s.shear, e.shear)
    ).transform
  }
}

/// The signed angle, in (−π, π], that turns `start` onto `end` the short way.
func shortestAngle(from start: Double, to end: Double) -> Double {
  var delta = (end - start).truncatingRemainder(dividingBy: 2 * Double.pi)
  if delta > Double.pi { delta -= 2 * Double.pi }
  if delta <= -Double.pi { delta += 2 * Double.pi }
  return delta
}
