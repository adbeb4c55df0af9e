// UIKit's and Core Graphics' names for TransitionKit's images.

/// UIKit's `UIImage`: `UIImage(named:)` (a PNG or JPEG beside the scene file, or in an asset
/// catalog there), `UIImage(contentsOfFile:)`, `UIImage(data:)`, `UIImage(systemName:)` (drawn
/// as a placeholder glyph), `withRenderingMode(_:)`, `withTintColor(_:)`, `size`, `scale`.
public typealias UIImage = Image

/// Core Graphics' `CGImage`: the same image (`image.cgImage` is the image itself, `width`
/// and `height` in pixels).
public typealias CGImage = Image
