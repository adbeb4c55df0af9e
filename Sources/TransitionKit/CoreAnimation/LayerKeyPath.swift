import Foundation

/// A key path an animation or key-value coding names on a layer: a property (`position`,
/// `transform`, `strokeEnd`) and, optionally, a part of its value (`position.x`,
/// `bounds.size.width`, `transform.rotation.y`, `transform.scale`), as Core Animation's
/// "Key-Value Coding Extensions" list them.
public struct LayerKeyPath: Hashable, Sendable, CustomStringConvertible {
  /// The part of a value a key path names.
  public enum Component: Hashable, Sendable {
    case x, y
    case width, height
    case origin, originX, originY
    case size, sizeWidth, sizeHeight
    /// A rotation about an axis (0 = x, 1 = y, 2 = z), in radians.
    case rotation(Int)
    /// A scale along an axis, or (nil) the same along all three.
    case scale(Int?)
    /// A translation along an axis, or (nil) x and y as a size.
    case translation(Int?)
  }

  /// The property's name.
  public let base: String
  public let component: Component?
  public let description: String

  /// Reads a key path; `nil` for a component that the property's name does not take.
  public init?(_ string: String) {
    let parts = string.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard let first = parts.first, !first.isEmpty else { return nil }
    base = first
    description = string
    let rest = parts.dropFirst().joined(separator: ".")
    if rest.isEmpty {
      component = nil
      return
    }
    switch (first, rest) {
    case ("position", "x"), ("anchorPoint", "x"), ("startPoint", "x"), ("endPoint", "x"):
      component = .x
    case ("position", "y"), ("anchorPoint", "y"), ("startPoint", "y"), ("endPoint", "y"):
      component = .y
    case ("shadowOffset", "width"): component = .width
    case ("shadowOffset", "height"): component = .height
    case ("bounds", "origin"), ("frame", "origin"): component = .origin
    case ("bounds", "origin.x"), ("frame", "origin.x"): component = .originX
    case ("bounds", "origin.y"), ("frame", "origin.y"): component = .originY
    case ("bounds", "size"), ("frame", "size"): component = .size
    case ("bounds", "size.width"), ("frame", "size.width"): component = .sizeWidth
    case ("bounds", "size.height"), ("frame", "size.height"): component = .sizeHeight
    case ("transform", let part), ("sublayerTransform", let part):
      switch part {
      case "rotation", "rotation.z": component = .rotation(2)
      case "rotation.x": component = .rotation(0)
      case "rotation.y": component = .rotation(1)
      case "scale": component = .scale(nil)
      case "scale.x": component = .scale(0)
      case "scale.y": component = .scale(1)
      case "scale.z": component = .scale(2)
      case "translation": component = .translation(nil)
      case "translation.x": component = .translation(0)
      case "translation.y": component = .translation(1)
      case "translation.z": component = .translation(2)
      default: return nil
      }
    default: return nil
    }
  }

  /// The part of `value` this key path names (the whole value when it names none).
  public func extract(from value: AnimationValue) -> AnimationValue? {
    guard let component else { return value }
    switch (value, component) {
    case (.point(let p), .x): return .number(p.x)
    case (.point(let p), .y): return .number(p.y)
    case (.size(let s), .width): return .number(s.width)
    case (.size(let s), .height): return .number(s.height)
    case (.rect(let r), .origin): return .point(r.origin)
    case (.rect(let r), .originX): return .number(r.origin.x)
    case (.rect(let r), .originY): return .number(r.origin.y)
    case (.rect(let r), .size): return .size(r.size)
    case (.rect(let r), .sizeWidth): return .number(r.width)
    case (.rect(let r), .sizeHeight): return .number(r.height)
    case (.transform(let t), _):
      let parts = TransformComponents(t)
      switch component {
      case .rotation(let axis): return .number(parts.rotation[axis])
      case .scale(let axis): return .number(parts.scale[axis ?? 0])
      case .translation(let axis?): return .number(parts.translation[axis])
      case .translation(nil):
        return .size(Size(width: parts.translation.x, height: parts.translation.y))
      default: return nil
      }
    default: return nil
    }
  }

  /// `base` with the part this key path names replaced by `part` (the whole value replaced
  /// when it names none); `nil` when the kinds do not fit.
  public func replace(in base: AnimationValue, with part: AnimationValue) -> AnimationValue? {
    guard let component else { return part }
    switch (base, component, part) {
    case (.point(var p), .x, .number(let v)):
      p.x = v
      return .point(p)
    case (.point(var p), .y, .number(let v)):
      p.y = v
      return .point(p)
    case (.size(var s), .width, .number(let v)):
      s.width = v
      return .size(s)
    case (.size(var s), .height, .number(let v)):
      s.height = v
      return .size(s)
    case (.rect(var r), .origin, .point(let v)):
      r.origin = v
      return .rect(r)
    case (.rect(var r), .originX, .number(let v)):
      r.origin.x = v
      return .rect(r)
    case (.rect(var r), .originY, .number(let v)):
      r.origin.y = v
      return .rect(r)
    case (.rect(var r), .size, .size(let v)):
      r.size = v
      return .rect(r)
    case (.rect(var r), .sizeWidth, .number(let v)):
      r.size.width = v
      return .rect(r)
    case (.rect(var r), .sizeHeight, .number(let v)):
      r.size.height = v
      return .rect(r)
    case (.transform(let t), _, _):
      var parts = TransformComponents(t)
      switch (component, part) {
      case (.rotation(let axis), .number(let v)): parts.rotation[axis] = v
      case (.scale(let axis?), .number(let v)): parts.scale[axis] = v
      case (.scale(nil), .number(let v)): parts.scale = SIMD3(v, v, v)
      case (.translation(let axis?), .number(let v)): parts.translation[axis] = v
      case (.translation(nil), .size(let v)):
        parts.translation.x = v.width
        parts.translation.y = v.height
      case (.translation(nil), .number(let v)):
        parts.translation.x = v
        parts.translation.y = v
      default: return nil
      }
      return .transform(parts.transform)
    default: return nil
    }
  }
}

/// A transform as the parts its key paths name: translation, scale, rotation as angles about
/// x, y and z (applied in that order), with its skew and perspective kept as they were.
struct TransformComponents {
  var translation: SIMD3<Double>
  var scale: SIMD3<Double>
  var rotation: SIMD3<Double>
  var skew: SIMD3<Double>
  var perspective: SIMD4<Double>

  init(_ t: Transform3D) {
    let d = t.decomposed ?? .identity
    translation = d.translation
    scale = d.scale
    skew = d.skew
    perspective = d.perspective
    var rotationOnly = d
    rotationOnly.scale = SIMD3(1, 1, 1)
    rotationOnly.skew = .zero
    rotationOnly.translation = .zero
    rotationOnly.perspective = SIMD4(0, 0, 0, 1)
    let r = rotationOnly.transform
    // R = Rx · Ry · Rz in the row-vector convention.
    let y = asin(Swift.max(-1, Swift.min(1, -r.m13)))
    let x = atan2(r.m23, r.m33)
    let z = atan2(r.m12, r.m11)
    rotation = SIMD3(x, y, z)
  }

  var transform: Transform3D {
    var s = Transform3D.identity
    s.m11 = scale.x
    s.m22 = scale.y
    s.m33 = scale.z
    var k = Transform3D.identity
    k.m21 = skew.x
    k.m31 = skew.y
    k.m32 = skew.z
    let r = Transform3D(rotationAngle: rotation.x, x: 1, y: 0, z: 0)
      .concatenating(Transform3D(rotationAngle: rotation.y, x: 0, y: 1, z: 0))
      .concatenating(Transform3D(rotationAngle: rotation.z, x: 0, y: 0, z: 1))
    let t = Transform3D(translationX: translation.x, y: translation.y, z: translation.z)
    var p = Transform3D.identity
    p.m14 = perspective.x
    p.m24 = perspective.y
    p.m34 = perspective.z
    p.m44 = perspective.w
    return s.concatenating(k).concatenating(r).concatenating(t).concatenating(p)
  }
}
