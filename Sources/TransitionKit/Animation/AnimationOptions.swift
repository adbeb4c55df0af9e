/// Options for `View.animate` (UIKit's `UIView.AnimationOptions`, the subset that applies).
public struct AnimationOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Touches reach views while they animate (always the case here; kept for source
  /// compatibility).
  public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
  /// Start from the value on screen (always the case here; kept for source compatibility).
  public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  /// A block nested in another uses its own duration instead of the outer one.
  public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
  /// A block nested in another uses its own curve instead of the outer one.
  public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)

  /// The default curve.
  public static let curveEaseInOut = AnimationOptions([])
  public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
  public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
  public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

  /// The curve these options select.
  public var curve: AnimationCurve {
    switch (rawValue >> 16) & 0xF {
    case 1: .easeIn
    case 2: .easeOut
    case 3: .linear
    default: .easeInOut
    }
  }

  /// The timing these options select.
  public var timing: CubicTimingParameters { CubicTimingParameters(animationCurve: curve) }
}
