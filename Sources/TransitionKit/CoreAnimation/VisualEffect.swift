/// What a `VisualEffectView` does to what is behind it (UIKit's `UIVisualEffect`).
@MainActor
open class VisualEffect {
  public init() {}

  /// The backdrop this effect draws.
  var backdrop: BackdropState { .none }

  /// The value of the property named `key`, or `nil` when the class has none by that name
  /// (see `VisualEffect+KeyValueCoding.swift`).
  func kvcValue(forKey key: String) -> Any? { nil }

  /// Sets the property named `key`; false when the class has none that takes `value`.
  func setKVCValue(_ value: Any?, forKey key: String) -> Bool { false }
}

/// A blur of what is behind (UIKit's `UIBlurEffect`).
///
/// The traditional styles take the numbers of Apple's own blur sample (`UIImage+ImageEffects`,
/// WWDC 2013, the effects iOS 7's blurs were made with): `.light` blurs with a Gaussian of
/// standard deviation 30 points under white at 30 %, `.extraLight` 20 points under 97 % white
/// at 82 %, `.dark` 20 points under 11 % white at 73 %, each with saturation 1.8. `.regular` and
/// `.prominent` follow the appearance (light or extra light by day, dark by night). The
/// materials of iOS 13 are estimates, not measurements: a ladder from ultra thin (12 points,
/// tint at 35 %) to thick (30 points, 80 %), chrome between, each light or dark by appearance
/// or by its variant.
///
/// `BlurEffect()`, with no style, blurs nothing, and is what a subclass made by its class
/// (`(NSClassFromString("_UICustomBlurEffect") as! UIBlurEffect.Type).init()`) starts from.
@MainActor
open class BlurEffect: VisualEffect {
  /// UIKit's `UIBlurEffect.Style`.
  public enum Style: Int, Sendable, CaseIterable {
    case extraLight, light, dark
    case regular = 4
    case prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
    case systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
    case systemThickMaterialLight, systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
    case systemThickMaterialDark, systemChromeMaterialDark
  }

  public let style: Style
  /// Whether the effect was made without a style (`init()`), and so blurs nothing.
  let hasNoStyle: Bool

  public init(style: Style) {
    self.style = style
    hasNoStyle = false
    super.init()
  }

  /// An effect without a style, which blurs nothing (UIKit's `UIBlurEffect()`, `NSObject`'s
  /// initializer). Required, so that a subclass can be made from its class object.
  public required override init() {
    style = .light
    hasNoStyle = true
    super.init()
  }

  /// Blur radius (standard deviation, points), saturation, tint white level and tint alpha.
  static func parameters(_ style: Style, dark: Bool) -> (Double, Double, Double, Double) {
    let saturation = 1.8
    func material(_ level: Int, _ dark: Bool) -> (Double, Double, Double, Double) {
      let radii = [12.0, 18, 24, 30, 24]
      let alphas = [0.35, 0.5, 0.65, 0.8, 0.75]
      return (radii[level], saturation, dark ? 0.11 : 0.97, alphas[level])
    }
    switch style {
    case .light: return (30, saturation, 1, 0.3)
    case .extraLight: return (20, saturation, 0.97, 0.82)
    case .dark: return (20, saturation, 0.11, 0.73)
    case .regular: return dark ? (20, saturation, 0.11, 0.73) : (30, saturation, 1, 0.3)
    case .prominent: return dark ? (20, saturation, 0.11, 0.73) : (20, saturation, 0.97, 0.82)
    case .systemUltraThinMaterial: return material(0, dark)
    case .systemThinMaterial: return material(1, dark)
    case .systemMaterial: return material(2, dark)
    case .systemThickMaterial: return material(3, dark)
    case .systemChromeMaterial: return material(4, dark)
    case .systemUltraThinMaterialLight: return material(0, false)
    case .systemThinMaterialLight: return material(1, false)
    case .systemMaterialLight: return material(2, false)
    case .systemThickMaterialLight: return material(3, false)
    case .systemChromeMaterialLight: return material(4, false)
    case .systemUltraThinMaterialDark: return material(0, true)
    case .systemThinMaterialDark: return material(1, true)
    case .systemMaterialDark: return material(2, true)
    case .systemThickMaterialDark: return material(3, true)
    case .systemChromeMaterialDark: return material(4, true)
    }
  }

  override var backdrop: BackdropState {
    if hasNoStyle { return .none }
    let (radius, saturation, white, alpha) = Self.parameters(style, dark: false)
    let (darkRadius, _, darkWhite, darkAlpha) = Self.parameters(style, dark: true)
    return BackdropState(
      blurRadius: radius, darkBlurRadius: darkRadius, saturation: saturation,
      tint: Color(
        light: RGBA(red: white, green: white, blue: white, alpha: alpha),
        dark: RGBA(red: darkWhite, green: darkWhite, blue: darkWhite, alpha: darkAlpha)))
  }
}

/// Content made vivid over a blur (UIKit's `UIVibrancyEffect`), for the `contentView` of a
/// `VisualEffectView` inside a blur's. Approximated: the content is drawn at 60 % opacity over
/// the blur, so the blurred colours come through it, instead of Apple's colour-dodge blend.
@MainActor
public final class VibrancyEffect: VisualEffect {
  public let blurEffect: BlurEffect

  public init(blurEffect: BlurEffect) {
    self.blurEffect = blurEffect
    super.init()
  }

  /// How much of the content shows (the approximation's opacity).
  public static let contentOpacity = 0.6

  override var backdrop: BackdropState {
    BackdropState(blurRadius: 0, darkBlurRadius: 0, saturation: 1, tint: nil, vibrancy: 1)
  }
}

/// What a backdrop layer draws: a blur of what is behind it, its saturation, a tint over it,
/// and how much its content is made vibrant — all of which animate, so an effect fades in.
public struct BackdropState: Hashable, Sendable {
  /// Standard deviation of the Gaussian blur, in points, in the light appearance.
  public var blurRadius: Double
  /// The same in the dark appearance.
  public var darkBlurRadius: Double
  /// 1 leaves colours as they are; 1.8 makes them livelier.
  public var saturation: Double
  public var tint: Color?
  /// 1 draws the content as vibrancy does, 0 as it is.
  public var vibrancy: Double

  public init(
    blurRadius: Double, darkBlurRadius: Double, saturation: Double, tint: Color?,
    vibrancy: Double = 0
  ) {
    self.blurRadius = blurRadius
    self.darkBlurRadius = darkBlurRadius
    self.saturation = saturation
    self.tint = tint
    self.vibrancy = vibrancy
  }

  /// No effect: nothing blurred, nothing tinted.
  public static let none = BackdropState(
    blurRadius: 0, darkBlurRadius: 0, saturation: 1, tint: nil)

  /// The blur radius in an appearance.
  public func blurRadius(for appearance: Appearance) -> Double {
    appearance == .dark ? darkBlurRadius : blurRadius
  }

  /// Whether it changes anything behind it.
  public var blursOrTints: Bool {
    blurRadius > 0.01 || darkBlurRadius > 0.01 || tint != nil || saturation != 1
  }

  var animationValue: AnimationValue {
    // Premultiplied, so that a tint fading in from none does not pass through grey.
    let t = tint ?? .clear
    let l = t.light
    let d = t.dark
    return .numbers([
      blurRadius, darkBlurRadius, saturation, l.red * l.alpha, l.green * l.alpha,
      l.blue * l.alpha, l.alpha, d.red * d.alpha, d.green * d.alpha, d.blue * d.alpha, d.alpha,
      vibrancy,
    ])
  }

  init?(_ value: AnimationValue) {
    guard case .numbers(let v) = value, v.count == 12 else { return nil }
    blurRadius = Swift.max(v[0], 0)
    darkBlurRadius = Swift.max(v[1], 0)
    saturation = v[2]
    func unit(_ x: Double) -> Double { Swift.min(Swift.max(x, 0), 1) }
    func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> RGBA {
      let alpha = unit(a)
      guard alpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
      return RGBA(red: unit(r / alpha), green: unit(g / alpha), blue: unit(b / alpha), alpha: alpha)
    }
    let light = rgba(v[3], v[4], v[5], v[6])
    let dark = rgba(v[7], v[8], v[9], v[10])
    tint = light.alpha > 0 || dark.alpha > 0 ? Color(light: light, dark: dark) : nil
    vibrancy = unit(v[11])
  }
}
