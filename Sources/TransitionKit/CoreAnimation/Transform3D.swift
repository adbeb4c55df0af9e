import Foundation

/// A 4 × 4 homogeneous transform in Core Animation's convention (`CATransform3D`).
///
/// Points are row vectors: (x, y, z, 1) maps to (x·m11 + y·m21 + z·m31 + m41, …, x·m14 + y·m24 +
/// z·m34 + m44) and is divided by that last coordinate, w. The translation is in the fourth row
/// (m41, m42, m43); a perspective projection puts −1/distance in m34, so that a point toward the
/// viewer (z > 0) has w < 1 and is drawn larger. `a.concatenating(b)` applies `a` first, then
/// `b`, as `CATransform3DConcat(a, b)` does; lengths are points and angles radians, with a
/// positive angle about z turning clockwise on screen, where y grows down.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
  public var m11: Double, m12: Double, m13: Double, m14: Double
  public var m21: Double, m22: Double, m23: Double, m24: Double
  public var m31: Double, m32: Double, m33: Double, m34: Double
  public var m41: Double, m42: Double, m43: Double, m44: Double

  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// The identity (`CATransform3DIdentity`).
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1,
    m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

  /// The identity (Core Animation's `init()` gives the zero matrix; a transform made without
  /// arguments here is the identity, which is what code means by it).
  public init() { self = .identity }

  /// A translation by `tx`, `ty`, `tz` points (`CATransform3DMakeTranslation`).
  public init(translationX tx: Double, y ty: Double, z tz: Double) {
    self = .identity
    m41 = tx
    m42 = ty
    m43 = tz
  }

  /// A scale by `sx`, `sy`, `sz` (`CATransform3DMakeScale`).
  public init(scaleX sx: Double, y sy: Double, z sz: Double) {
    self = .identity
    m11 = sx
    m22 = sy
    m33 = sz
  }

  /// A rotation by `angle` radians about the axis (x, y, z) through the origin
  /// (`CATransform3DMakeRotation`). A zero axis gives the identity.
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else {
      self = .identity
      return
    }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let t = 1 - c
    // Rodrigues' formula for column vectors, transposed for Core Animation's row vectors.
    self.init(
      m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
      m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
      m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// The affine transform as a 3-D one that leaves z alone (`CATransform3DMakeAffineTransform`).
  public init(_ affine: AffineTransform) {
    self = .identity
    m11 = affine.a
    m12 = affine.b
    m21 = affine.c
    m22 = affine.d
    m41 = affine.tx
    m42 = affine.ty
  }

  /// A perspective projection toward a viewer `distance` points in front of the plane z = 0
  /// (m34 = −1 / distance). A distance that is not a finite number above zero gives the
  /// identity.
  public init(perspectiveDistance distance: Double) {
    self = .identity
    if distance.isFinite, distance > 0 { m34 = -1 / distance }
  }

  public var isIdentity: Bool { self == .identity }

  /// Whether the transform is an affine map of the plane that leaves z alone
  /// (`CATransform3DIsAffine`): no perspective, nothing mixing z in.
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
      && m34 == 0 && m43 == 0 && m44 == 1
  }

  /// The affine part (`CATransform3DGetAffineTransform`): what the transform does to the plane
  /// z = 0 when perspective is ignored.
  public var affine: AffineTransform {
    AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  public var description: String {
    "[\(m11) \(m12) \(m13) \(m14); \(m21) \(m22) \(m23) \(m24); \(m31) \(m32) \(m33) \(m34); \(m41) \(m42) \(m43) \(m44)]"
  }

  /// The sixteen entries, row by row.
  public var entries: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// A transform from sixteen entries row by row; fewer than sixteen gives the identity.
  public init(entries e: [Double]) {
    guard e.count >= 16 else {
      self = .identity
      return
    }
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14],
      m44: e[15])
  }

  /// Whether every entry is a finite number.
  public var isFinite: Bool { entries.allSatisfy(\.isFinite) }

  /// `self` followed by `other` (`CATransform3DConcat(self, other)`).
  public func concatenating(_ o: Transform3D) -> Transform3D {
    Transform3D(
      m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
      m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
      m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
      m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
      m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
      m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
      m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
      m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
      m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
      m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
      m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
      m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
      m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
      m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
      m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
      m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
  }

  /// A translation applied before this transform (`CATransform3DTranslate`).
  public func translatedBy(x tx: Double, y ty: Double, z tz: Double) -> Transform3D {
    Transform3D(translationX: tx, y: ty, z: tz).concatenating(self)
  }

  /// A scale applied before this transform (`CATransform3DScale`).
  public func scaledBy(x sx: Double, y sy: Double, z sz: Double) -> Transform3D {
    Transform3D(scaleX: sx, y: sy, z: sz).concatenating(self)
  }

  /// A rotation applied before this transform (`CATransform3DRotate`).
  public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// The determinant of the whole matrix.
  public var determinant: Double {
    let s0 = m11 * m22 - m21 * m12
    let s1 = m11 * m23 - m21 * m13
    let s2 = m11 * m24 - m21 * m14
    let s3 = m12 * m23 - m22 * m13
    let s4 = m12 * m24 - m22 * m14
    let s5 = m13 * m24 - m23 * m14
    let c5 = m33 * m44 - m43 * m34
    let c4 = m32 * m44 - m42 * m34
    let c3 = m32 * m43 - m42 * m33
    let c2 = m31 * m44 - m41 * m34
    let c1 = m31 * m43 - m41 * m33
    let c0 = m31 * m42 - m41 * m32
    return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
  }

  /// The inverse (`CATransform3DInvert`); a transform that cannot be inverted is returned
  /// unchanged, as Core Animation does.
  public func inverted() -> Transform3D {
    let s0 = m11 * m22 - m21 * m12
    let s1 = m11 * m23 - m21 * m13
    let s2 = m11 * m24 - m21 * m14
    let s3 = m12 * m23 - m22 * m13
    let s4 = m12 * m24 - m22 * m14
    let s5 = m13 * m24 - m23 * m14
    let c5 = m33 * m44 - m43 * m34
    let c4 = m32 * m44 - m42 * m34
    let c3 = m32 * m43 - m42 * m33
    let c2 = m31 * m44 - m41 * m34
    let c1 = m31 * m43 - m41 * m33
    let c0 = m31 * m42 - m41 * m32
    let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    guard det != 0, det.isFinite else { return self }
    let k = 1 / det
    return Transform3D(
      m11: (m22 * c5 - m23 * c4 + m24 * c3) * k,
      m12: (-m12 * c5 + m13 * c4 - m14 * c3) * k,
      m13: (m42 * s5 - m43 * s4 + m44 * s3) * k,
      m14: (-m32 * s5 + m33 * s4 - m34 * s3) * k,
      m21: (-m21 * c5 + m23 * c2 - m24 * c1) * k,
      m22: (m11 * c5 - m13 * c2 + m14 * c1) * k,
      m23: (-m41 * s5 + m43 * s2 - m44 * s1) * k,
      m24: (m31 * s5 - m33 * s2 + m34 * s1) * k,
      m31: (m21 * c4 - m22 * c2 + m24 * c0) * k,
      m32: (-m11 * c4 + m12 * c2 - m14 * c0) * k,
      m33: (m41 * s4 - m42 * s2 + m44 * s0) * k,
      m34: (-m31 * s4 + m32 * s2 - m34 * s0) * k,
      m41: (-m21 * c3 + m22 * c1 - m23 * c0) * k,
      m42: (m11 * c3 - m12 * c1 + m13 * c0) * k,
      m43: (-m41 * s3 + m42 * s1 - m43 * s0) * k,
      m44: (m31 * s3 - m32 * s1 + m33 * s0) * k)
  }

  /// The homogeneous image of a point: (X, Y, Z, W), not yet divided by W.
  public func homogeneous(x: Double, y: Double, z: Double = 0) -> SIMD4<Double> {
    SIMD4(
      x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42,
      x * m13 + y * m23 + z * m33 + m43, x * m14 + y * m24 + z * m34 + m44)
  }

  /// Where a point of the plane z = 0 lands, projected back onto the plane (divided by w);
  /// `nil` when it is behind the viewer (w ≤ 0).
  public func project(_ point: Point) -> Point? {
    let h = homogeneous(x: point.x, y: point.y)
    guard h.w > 0 else { return nil }
    return Point(x: h.x / h.w, y: h.y / h.w)
  }
}

extension Transform3D {
  /// The map of the plane z = 0 this transform gives once its result is flattened onto the
  /// plane again (z dropped), as Core Animation flattens a layer's sublayers into its own plane.
  public var flattened: PlaneProjection {
    PlaneProjection(
      m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
  }
}
