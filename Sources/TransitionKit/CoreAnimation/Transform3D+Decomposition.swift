import Foundation

/// A 3-D transform taken apart as CSS Transforms Level 2 ("Interpolation of 3D matrices",
/// after Graphics Gems II's `unmatrix`) takes it apart: scale, then skew, then a rotation (a unit
/// quaternion), then a translation, then a perspective, applied in that order to a point.
/// Interpolating these parts — the quaternion along the sphere, the rest linearly — is how Core
/// Animation animates a `transform` from one matrix to another, so a flip turns instead of
/// squeezing through a flat line.
public struct Transform3DDecomposition: Hashable, Sendable {
  public var scale: SIMD3<Double>
  /// Shear of y by x, z by x and z by y.
  public var skew: SIMD3<Double>
  /// Rotation as a unit quaternion (x, y, z, w) in the column-vector convention.
  public var quaternion: SIMD4<Double>
  public var translation: SIMD3<Double>
  /// The fourth column of the matrix once the rest is factored out: (0, 0, 0, 1) without
  /// perspective, (0, 0, −1/d, 1) for a viewer d points away.
  public var perspective: SIMD4<Double>

  public static let identity = Transform3DDecomposition(
    scale: SIMD3(1, 1, 1), skew: .zero, quaternion: SIMD4(0, 0, 0, 1), translation: .zero,
    perspective: SIMD4(0, 0, 0, 1))

  public init(
    scale: SIMD3<Double>, skew: SIMD3<Double>, quaternion: SIMD4<Double>,
    translation: SIMD3<Double>, perspective: SIMD4<Double>
  ) {
    self.scale = scale
    self.skew = skew
    self.quaternion = quaternion
    self.translation = translation
    self.perspective = perspective
  }

  /// The transform these parts make: scale · skew · rotation · translation · perspective.
  public var transform: Transform3D {
    var s = Transform3D.identity
    s.m11 = scale.x
    s.m22 = scale.y
    s.m33 = scale.z
    var k = Transform3D.identity
    k.m21 = skew.x
    k.m31 = skew.y
    k.m32 = skew.z
    let (x, y, z, w) = (quaternion.x, quaternion.y, quaternion.z, quaternion.w)
    // The column-vector rotation matrix of the quaternion, transposed into row-vector form.
    var r = Transform3D.identity
    r.m11 = 1 - 2 * (y * y + z * z)
    r.m21 = 2 * (x * y - z * w)
    r.m31 = 2 * (x * z + y * w)
    r.m12 = 2 * (x * y + z * w)
    r.m22 = 1 - 2 * (x * x + z * z)
    r.m32 = 2 * (y * z - x * w)
    r.m13 = 2 * (x * z - y * w)
    r.m23 = 2 * (y * z + x * w)
    r.m33 = 1 - 2 * (x * x + y * y)
    let t = Transform3D(translationX: translation.x, y: translation.y, z: translation.z)
    var p = Transform3D.identity
    p.m14 = perspective.x
    p.m24 = perspective.y
    p.m34 = perspective.z
    p.m44 = perspective.w
    return s.concatenating(k).concatenating(r).concatenating(t).concatenating(p)
  }

  /// The parts `fraction` of the way from `self` to `other`: linear, except the rotation, which
  /// turns along the shorter great arc at a constant rate (spherical linear interpolation).
  public func interpolated(to other: Transform3DDecomposition, fraction f: Double)
    -> Transform3DDecomposition
  {
    Transform3DDecomposition(
      scale: scale + (other.scale - scale) * f, skew: skew + (other.skew - skew) * f,
      quaternion: Self.slerp(quaternion, other.quaternion, f),
      translation: translation + (other.translation - translation) * f,
      perspective: perspective + (other.perspective - perspective) * f)
  }

  /// Spherical linear interpolation between unit quaternions, the short way round. Beyond
  /// [0, 1] (a curve that overshoots) it goes on turning at the same rate.
  static func slerp(_ a: SIMD4<Double>, _ b0: SIMD4<Double>, _ f: Double) -> SIMD4<Double> {
    var b = b0
    var dot = (a * b).sum()
    if dot < 0 {
      b = -b
      dot = -dot
    }
    dot = Swift.min(dot, 1)
    let theta = acos(dot)
    let sine = sin(theta)
    guard sine > 1e-9 else {
      let mixed = a + (b - a) * f
      let length = (mixed * mixed).sum().squareRoot()
      return length > 0 ? mixed / length : a
    }
    return a * (sin((1 - f) * theta) / sine) + b * (sin(f * theta) / sine)
  }
}

extension Transform3D {
  /// The parts of the transform, or `nil` when it cannot be taken apart (m44 is zero, or the
  /// matrix without its perspective cannot be inverted while there is perspective to solve).
  public var decomposed: Transform3DDecomposition? {
    guard m44 != 0, isFinite else { return nil }
    let n = 1 / m44
    var m = self
    m.m11 *= n
    m.m12 *= n
    m.m13 *= n
    m.m14 *= n
    m.m21 *= n
    m.m22 *= n
    m.m23 *= n
    m.m24 *= n
    m.m31 *= n
    m.m32 *= n
    m.m33 *= n
    m.m34 *= n
    m.m41 *= n
    m.m42 *= n
    m.m43 *= n
    m.m44 = 1
    var perspective = SIMD4<Double>(0, 0, 0, 1)
    if m.m14 != 0 || m.m24 != 0 || m.m34 != 0 {
      // M = N · P: solve N · p = M's fourth column, N being M with that column (0, 0, 0, 1).
      var affinePart = m
      affinePart.m14 = 0
      affinePart.m24 = 0
      affinePart.m34 = 0
      affinePart.m44 = 1
      guard affinePart.determinant != 0 else { return nil }
      let inverse = affinePart.inverted()
      let column = SIMD4(m.m14, m.m24, m.m34, m.m44)
      perspective = SIMD4(
        inverse.m11 * column.x + inverse.m12 * column.y + inverse.m13 * column.z + inverse.m14
          * column.w,
        inverse.m21 * column.x + inverse.m22 * column.y + inverse.m23 * column.z + inverse.m24
          * column.w,
        inverse.m31 * column.x + inverse.m32 * column.y + inverse.m33 * column.z + inverse.m34
          * column.w,
        inverse.m41 * column.x + inverse.m42 * column.y + inverse.m43 * column.z + inverse.m44
          * column.w)
    }
    let translation = SIMD3(m.m41, m.m42, m.m43)
    var rows = [SIMD3(m.m11, m.m12, m.m13), SIMD3(m.m21, m.m22, m.m23), SIMD3(m.m31, m.m32, m.m33)]
    var scale = SIMD3<Double>(0, 0, 0)
    var skew = SIMD3<Double>(0, 0, 0)
    scale.x = Self.length(rows[0])
    rows[0] = Self.normalized(rows[0], fallback: SIMD3(1, 0, 0))
    skew.x = (rows[0] * rows[1]).sum()
    rows[1] -= rows[0] * skew.x
    scale.y = Self.length(rows[1])
    rows[1] = Self.normalized(rows[1], fallback: Self.perpendicular(to: rows[0]))
    if scale.y != 0 { skew.x /= scale.y }
    skew.y = (rows[0] * rows[2]).sum()
    rows[2] -= rows[0] * skew.y
    skew.z = (rows[1] * rows[2]).sum()
    rows[2] -= rows[1] * skew.z
    scale.z = Self.length(rows[2])
    rows[2] = Self.normalized(rows[2], fallback: Self.cross(rows[0], rows[1]))
    if scale.z != 0 {
      skew.y /= scale.z
      skew.z /= scale.z
    }
    if (rows[0] * Self.cross(rows[1], rows[2])).sum() < 0 {
      scale = -scale
      rows = rows.map { -$0 }
    }
    var q = SIMD4<Double>(
      0.5 * Swift.max(1 + rows[0].x - rows[1].y - rows[2].z, 0).squareRoot(),
      0.5 * Swift.max(1 - rows[0].x + rows[1].y - rows[2].z, 0).squareRoot(),
      0.5 * Swift.max(1 - rows[0].x - rows[1].y + rows[2].z, 0).squareRoot(),
      0.5 * Swift.max(1 + rows[0].x + rows[1].y + rows[2].z, 0).squareRoot())
    if rows[2].y > rows[1].z { q.x = -q.x }
    if rows[0].z > rows[2].x { q.y = -q.y }
    if rows[1].x > rows[0].y { q.z = -q.z }
    return Transform3DDecomposition(
      scale: scale, skew: skew, quaternion: q, translation: translation,
      perspective: perspective)
  }

  /// The transform `fraction` of the way from `self` to `other`, through their parts (see
  /// `Transform3DDecomposition`). When either cannot be taken apart, the value jumps half way,
  /// as CSS specifies for such matrices.
  public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    guard let a = decomposed, let b = other.decomposed else {
      return fraction < 0.5 ? self : other
    }
    return a.interpolated(to: b, fraction: fraction).transform
  }

  private static func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }

  private static func normalized(_ v: SIMD3<Double>, fallback: SIMD3<Double>) -> SIMD3<Double> {
    let l = length(v)
    return l > 1e-12 ? v / l : fallback
  }

  private static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
  }

  private static func perpendicular(to v: SIMD3<Double>) -> SIMD3<Double> {
    let axis = abs(v.x) < 0.9 ? SIMD3<Double>(1, 0, 0) : SIMD3<Double>(0, 1, 0)
    return normalized(cross(v, axis), fallback: SIMD3(0, 1, 0))
  }
}
