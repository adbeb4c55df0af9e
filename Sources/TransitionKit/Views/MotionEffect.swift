import Foundation

/// A change to a view's properties driven by how the device is tilted relative to the person
/// looking at it (UIKit's `UIMotionEffect`). Subclasses answer
/// `keyPathsAndRelativeValues(forViewerOffset:)`.
///
/// There is no device motion here: the lab's screen is a window on a desktop, so the viewer's
/// offset is always zero (the device seen head-on) and a view with motion effects stays where
/// its model puts it. The effects are kept and answer their values for any offset a caller
/// gives, so code that configures parallax builds and behaves as on a device lying still.
@MainActor
open class MotionEffect: NSObject {
  public override init() {
    super.init()
  }

  /// The values to add to the view's key paths for a viewer at `viewerOffset` (each axis from
  /// −1 to 1; 0 is head-on), or nil for none. The default returns nil.
  open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: Offset) -> [String: Any]? {
    nil
  }
}

/// A motion effect that maps the viewer's tilt along one axis linearly onto a range of values
/// for one key path (UIKit's `UIInterpolatingMotionEffect`): `minimumRelativeValue` at an
/// offset of −1, `maximumRelativeValue` at +1.
@MainActor
open class InterpolatingMotionEffect: MotionEffect {
  /// The axis of tilt an interpolating effect follows (UIKit's
  /// `UIInterpolatingMotionEffect.EffectType`).
  public enum EffectType: Int, Sendable {
    case tiltAlongHorizontalAxis
    case tiltAlongVerticalAxis
  }

  /// The key path the values are added to, such as `center.x`.
  public let keyPath: String
  /// The axis of tilt followed.
  public let type: EffectType
  /// The value added at a viewer offset of −1 (a number; other values give nothing).
  open var minimumRelativeValue: Any?
  /// The value added at a viewer offset of +1.
  open var maximumRelativeValue: Any?

  public init(keyPath: String, type: EffectType) {
    self.keyPath = keyPath
    self.type = type
    super.init()
  }

  open override func keyPathsAndRelativeValues(
    forViewerOffset viewerOffset: Offset
  ) -> [String: Any]? {
    guard let low = Self.number(minimumRelativeValue), let high = Self.number(maximumRelativeValue)
    else { return nil }
    let along = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
    let offset = Swift.min(Swift.max(along, -1), 1)
    return [keyPath: low + (high - low) * (offset + 1) / 2]
  }

  /// A relative value as a number: UIKit's are `NSNumber`s or `CGFloat`s.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as Double: value
    case let value as Float: Double(value)
    case let value as Int: Double(value)
    case let value as NSNumber: value.doubleValue
    default: nil
    }
  }
}

/// Several motion effects applied together (UIKit's `UIMotionEffectGroup`): their values are
/// merged, a later effect's value for a key path winning.
@MainActor
open class MotionEffectGroup: MotionEffect {
  /// The effects of the group.
  open var motionEffects: [MotionEffect]?

  open override func keyPathsAndRelativeValues(
    forViewerOffset viewerOffset: Offset
  ) -> [String: Any]? {
    var merged: [String: Any] = [:]
    for effect in motionEffects ?? [] {
      guard let values = effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) else {
        continue
      }
      merged.merge(values) { _, later in later }
    }
    return merged.isEmpty ? nil : merged
  }
}
