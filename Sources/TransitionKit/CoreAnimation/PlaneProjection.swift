/// A projective map of the plane (a homography), in the row-vector convention of `Transform3D`:
/// (x, y) maps to ((x·m11 + y·m21 + m31) / w, (x·m12 + y·m22 + m32) / w) with
/// w = x·m13 + y·m23 + m33. It is what a 3-D transform with perspective does to a flat layer,
/// and what the renderer draws with.
public struct PlaneProjection: Hashable, Sendable {
  public var m11: Double, m12: Double, m13: Double
  public var m21: Double, m22: Double, m23: Double
  public var m31: Double, m32: Double, m33: Double

  public init(
    m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double,
    m32: Double, m33: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
  }

  public static let identity = PlaneProjection(AffineTransform.identity)

  /// The affine map as a projection.
  public init(_ t: AffineTransform) {
    self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
  }

  /// `self` followed by `other`.
  public func concatenating(_ o: PlaneProjection) -> PlaneProjection {
    PlaneProjection(
      m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31,
      m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
      m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
      m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31,
      m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
      m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
      m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31,
      m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
      m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
  }

  /// The determinant; its sign says whether the map keeps the plane's orientation (for points
  /// with w > 0) or shows it from behind.
  public var determinant: Double {
    m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31)
      + m13 * (m21 * m32 - m22 * m31)
  }

  /// The inverse map; `nil` when there is none.
  public func inverted() -> PlaneProjection? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let k = 1 / det
    return PlaneProjection(
      m11: (m22 * m33 - m23 * m32) * k, m12: (m13 * m32 - m12 * m33) * k,
      m13: (m12 * m23 - m13 * m22) * k,
      m21: (m23 * m31 - m21 * m33) * k, m22: (m11 * m33 - m13 * m31) * k,
      m23: (m13 * m21 - m11 * m23) * k,
      m31: (m21 * m32 - m22 * m31) * k, m32: (m12 * m31 - m11 * m32) * k,
      m33: (m11 * m22 - m12 * m21) * k)
  }

  /// The homogeneous weight of a point: where it is ≤ 0 the point is behind the viewer.
  @inline(__always)
  public func w(_ x: Double, _ y: Double) -> Double { x * m13 + y * m23 + m33 }

  /// Where a point lands; `nil` behind the viewer (w ≤ 0).
  public func apply(_ p: Point) -> Point? {
    let w = w(p.x, p.y)
    guard w > 0 else { return nil }
    return Point(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
  }

  /// Whether the map is affine (no perspective), within `tolerance` relative to m33.
  public func isAffine(tolerance: Double = 1e-12) -> Bool {
    abs(m13) <= tolerance * abs(m33) && abs(m23) <= tolerance * abs(m33) && m33 != 0
  }

  /// The map as an affine transform (dividing by m33); meaningful when `isAffine`.
  public var affine: AffineTransform {
    let k = m33 != 0 ? 1 / m33 : 1
    return AffineTransform(
      a: m11 * k, b: m12 * k, c: m21 * k, d: m22 * k, tx: m31 * k, ty: m32 * k)
  }

  /// Whether every entry is a finite number.
  public var isFinite: Bool {
    [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
  }
}
