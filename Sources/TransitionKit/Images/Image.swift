import Foundation

/// A picture a view shows (UIKit's `UIImage`): an encoded image from a file or from data, a
/// system symbol, or a drawing made with an `ImageRenderer`.
///
/// TransitionKit keeps what the picture is made of and its size; the renderer turns that
/// into pixels (it decodes PNG data and plays drawings). The size of an encoded image comes
/// from its header, so layout code that reads `size` works without a renderer. An image never
/// changes once made: the `with…` methods return new images.
public final class Image: NSObject, @unchecked Sendable {
  /// What the pixels are made from.
  public enum Source: @unchecked Sendable {
    /// An encoded image (PNG or JPEG) read from a file; the renderer decodes it on first use.
    case file(path: String, format: ImageFormat)
    /// An encoded image (PNG or JPEG) held in memory (`UIImage(data:)`).
    case data(Data, format: ImageFormat)
    /// A system symbol (`UIImage(systemName:)`): drawn by the renderer as a placeholder glyph
    /// in the tint colour, since the symbol fonts are Apple's.
    case system(name: String)
    /// Drawing commands recorded by an `ImageRenderer` or an image context, played by the
    /// renderer at its own resolution.
    case drawing(ImageDrawing)
  }

  /// How an image is coloured (UIKit's `UIImage.RenderingMode`).
  public enum RenderingMode: Int, Sendable {
    /// System symbols are templates; other images are drawn as they are.
    case automatic
    /// Drawn with its own colours.
    case alwaysOriginal
    /// Only the alpha is used, filled with the tint colour.
    case alwaysTemplate
  }

  /// Where the pixels come from.
  public let source: Source
  /// The size in points: the pixel size over `scale`.
  public let size: Size
  /// Pixels per point (an `@2x` file has 2).
  public let scale: Double
  /// How the image is coloured when drawn.
  public let renderingMode: RenderingMode
  /// The colour a template image is filled with; `nil` uses the tint colour of the view that
  /// draws it (UIKit's `withTintColor(_:)`).
  public let tintColor: Color?
  /// The point size and weight a system symbol was asked for.
  public let symbolConfiguration: SymbolConfiguration?

  init(
    source: Source, size: Size, scale: Double, renderingMode: RenderingMode = .automatic,
    tintColor: Color? = nil, symbolConfiguration: SymbolConfiguration? = nil
  ) {
    self.source = source
    self.size = size
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    self.renderingMode = renderingMode
    self.tintColor = tintColor
    self.symbolConfiguration = symbolConfiguration
    super.init()
  }

  /// An empty image of no size (UIKit's `UIImage()`).
  public convenience override init() {
    self.init(source: .drawing(ImageDrawing(commands: [])), size: .zero, scale: 1)
  }

  /// Whether the image is filled with the tint colour rather than drawn in its own colours.
  public var isTemplate: Bool {
    switch renderingMode {
    case .alwaysTemplate: true
    case .alwaysOriginal: false
    case .automatic:
      if case .system = source { true } else { false }
    }
  }

  /// The width in pixels, as Core Graphics' `CGImage.width` gives it.
  public var width: Int { Int((size.width * scale).rounded()) }
  /// The height in pixels, as Core Graphics' `CGImage.height` gives it.
  public var height: Int { Int((size.height * scale).rounded()) }

  /// The image as Core Graphics' `CGImage` (here the same object: its pixel size is `width` ×
  /// `height`). `nil` for a system symbol, as UIKit gives none for a symbol image either.
  public var cgImage: Image? {
    if case .system = source { return nil }
    return self
  }

  /// An image made from a Core Graphics image at a scale (UIKit's
  /// `UIImage(cgImage:scale:orientation:)`; the orientation is taken as `.up`).
  public convenience init(cgImage: Image, scale: Double = 1, orientation: Orientation = .up) {
    let factor = (scale.isFinite && scale > 0 ? scale : 1) / cgImage.scale
    self.init(
      source: cgImage.source,
      size: Size(width: cgImage.size.width / factor, height: cgImage.size.height / factor),
      scale: scale, renderingMode: cgImage.renderingMode, tintColor: cgImage.tintColor,
      symbolConfiguration: cgImage.symbolConfiguration)
  }

  /// The same picture coloured as `renderingMode` says.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
    Image(
      source: source, size: size, scale: scale, renderingMode: renderingMode,
      tintColor: tintColor, symbolConfiguration: symbolConfiguration)
  }

  /// The same picture as a template filled with `color` (UIKit's `withTintColor(_:)`, iOS 13).
  public func withTintColor(_ color: Color) -> Image {
    withTintColor(color, renderingMode: .alwaysTemplate)
  }

  /// The same picture filled with `color` when drawn as `renderingMode` says.
  public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
    Image(
      source: source, size: size, scale: scale, renderingMode: renderingMode, tintColor: color,
      symbolConfiguration: symbolConfiguration)
  }

  /// The orientation of the pixels (UIKit's `UIImage.Orientation`); images here are always
  /// upright.
  public enum Orientation: Int, Sendable {
    case up
    case down
    case left
    case right
    case upMirrored
    case downMirrored
    case leftMirrored
    case rightMirrored
  }

  /// Always `.up`: images here are stored upright.
  public var imageOrientation: Orientation { .up }

  public override var description: String {
    let what: String
    switch source {
    case .file(let path, _): what = URL(fileURLWithPath: path).lastPathComponent
    case .data(let data, _): what = "\(data.count) bytes"
    case .system(let name): what = "system \(name)"
    case .drawing(let drawing): what = "drawing of \(drawing.commands.count) commands"
    }
    return "<Image \(what) \(size.width)×\(size.height) @\(scale)x>"
  }
}

/// The encodings an image file or data can have.
public enum ImageFormat: String, Sendable {
  case png
  case jpeg
}
