import Foundation

/// A 2-D affine transform in Core Graphics' convention: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
///
/// `t1.concatenating(t2)` applies `t1` first, then `t2`, as `CGAffineTransform` does.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A transform that scales by `sx` horizontally and `sy` vertically.
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A transform that moves by `tx`, `ty` points.
  public init(translationX tx: Double, y ty: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A transform that rotates by `angle` radians (clockwise on screen, where y grows down).
  public init(rotationAngle angle: Double) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  public var isIdentity: Bool { self == .identity }

  public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }

  /// The determinant of the linear part; zero for a transform that cannot be inverted.
  public var determinant: Double { a * d - b * c }

  /// `self` followed by `other`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A scale applied before this transform.
  public func scaledBy(x sx: Double, y sy: Double) -> AffineTransform {
    AffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A translation applied before this transform.
  public func translatedBy(x tx: Double, y ty: Double) -> AffineTransform {
    AffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A rotation applied before this transform.
  public func rotated(by angle: Double) -> AffineTransform {
    AffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse transform. A transform that cannot be inverted is returned unchanged, as
  /// Core Graphics does.
  public func inverted() -> AffineTransform {
    let det = determinant
    guard det != 0, det.isFinite else { return self }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return AffineTransform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }
}

extension Point {
  /// The point mapped through a transform.
  public func applying(_ t: AffineTransform) -> Point {
    Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension Vector {
  /// The vector mapped through the linear part of a transform (translation does not move a
  /// displacement).
  public func applying(_ t: AffineTransform) -> Vector {
    Vector(dx: t.a * dx + t.c * dy, dy: t.b * dx + t.d * dy)
  }
}

extension Size {
  /// The size mapped through the linear part of a transform, as Core Graphics does.
  public func applying(_ t: AffineTransform) -> Size {
    Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension Rect {
  /// The smallest upright rectangle that holds the transformed corners.
  public func applying(_ t: AffineTransform) -> Rect {
    let corners = [
      Point(x: minX, y: minY), Point(x: maxX, y: minY),
      Point(x: minX, y: maxY), Point(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let x0 = xs.min()!
    let y0 = ys.min()!
    return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
  }
}
