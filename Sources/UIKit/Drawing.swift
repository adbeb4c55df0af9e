// Core Graphics' and Core Foundation's names for TransitionKit's gradients and colour spaces.

/// Core Graphics' `CGColorSpace`.
public typealias CGColorSpace = ColorSpace

/// Core Graphics' `CGGradient`.
public typealias CGGradient = Gradient

/// Core Foundation's `CFArray`: what `[…] as CFArray` bridges a Swift array to.
public typealias CFArray = [Any]

/// Core Graphics' `CGColorSpaceModel`: `.monochrome`, `.rgb`, … (`CGColor.colorSpace?.model`).
public typealias CGColorSpaceModel = ColorSpaceModel

/// Core Graphics' `CGColorSpaceCreateDeviceRGB()`.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// Core Graphics' `CGColorSpaceCreateDeviceGray()`.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }

extension Gradient {
  /// Core Graphics' `CGGradient(colorsSpace:colors:locations:)`: `nil` when an element of
  /// `colors` is not a colour, as Core Graphics returns NULL.
  public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?)
  {
    let cgColors = colors.compactMap { ($0 as? CGColor)?.color }
    guard cgColors.count == colors.count else { return nil }
    self.init(colorSpace: space, colors: cgColors, locations: locations)
  }
}
