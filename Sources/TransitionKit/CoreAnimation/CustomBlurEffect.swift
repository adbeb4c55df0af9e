import Foundation

/// A blur whose numbers are set one by one by key (Apple's private `_UICustomBlurEffect`, a
/// `UIBlurEffect` subclass that libraries make by name, `NSClassFromString`, and set by
/// key-value coding: `setValue(20, forKey: "blurRadius")`). Its keys:
///
/// - `blurRadius`: the Gaussian's standard deviation, in points (default 0, no blur), on the
///   same scale as the traditional styles' (`.light` is 30, `.dark` 20; see `BlurEffect`);
/// - `colorTint`: the tint's colour (`UIColor?`, default none);
/// - `colorTintAlpha`: what the tint's alpha is multiplied by (default 1);
/// - `saturationDeltaFactor`: the saturation (default 1, colours as they are);
/// - `scale`: the scale the blur is computed at (default 1), kept and not used, as the
///   renderer blurs at the screen's.
///
/// The private class is given because real libraries use it (PullToDismiss's
/// `CustomBlurView`, others' blur sliders): the same numbers through Apple's `.light`,
/// `.extraLight` and `.dark` styles give what those styles give here. Setting a value changes
/// the effect object only; as on iOS, a view shows it when its `effect` is set again, and the
/// change animates inside an animation block.
@MainActor
public final class CustomBlurEffect: BlurEffect {
  /// The blur's standard deviation, in points.
  public var blurRadius = 0.0
  /// The tint's colour; `nil` tints nothing.
  public var colorTint: Color?
  /// What the tint's alpha is multiplied by.
  public var colorTintAlpha = 1.0
  /// The saturation: 1 leaves colours as they are.
  public var saturationDeltaFactor = 1.0
  /// The scale the blur is computed at; kept only.
  public var scale = 1.0

  public required init() {
    super.init()
  }

  override var backdrop: BackdropState {
    let tint = colorTint.map { $0.withAlphaComponent($0.alpha * colorTintAlpha) }
    return BackdropState(
      blurRadius: Swift.max(blurRadius, 0), darkBlurRadius: Swift.max(blurRadius, 0),
      saturation: saturationDeltaFactor, tint: tint.flatMap { $0.alpha > 0 ? $0 : nil })
  }

  override func kvcValue(forKey key: String) -> Any? {
    switch key {
    case "blurRadius": blurRadius
    case "colorTint": colorTint ?? NSNull()
    case "colorTintAlpha": colorTintAlpha
    case "saturationDeltaFactor": saturationDeltaFactor
    case "scale": scale
    default: super.kvcValue(forKey: key)
    }
  }

  override func setKVCValue(_ value: Any?, forKey key: String) -> Bool {
    switch key {
    case "blurRadius", "colorTintAlpha", "saturationDeltaFactor", "scale":
      guard let number = KeyValueCoding.number(value) else { return false }
      switch key {
      case "blurRadius": blurRadius = number
      case "colorTintAlpha": colorTintAlpha = number
      case "saturationDeltaFactor": saturationDeltaFactor = number
      default: scale = number
      }
      return true
    case "colorTint":
      if value == nil || value is NSNull {
        colorTint = nil
        return true
      }
      guard let color = value as? Color else { return false }
      colorTint = color
      return true
    default: return super.setKVCValue(value, forKey: key)
    }
  }
}
