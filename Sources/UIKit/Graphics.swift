// UIKit's and Core Graphics' names for TransitionKit's recorded drawing.

/// Core Graphics' `CGContext`: a context that records what is drawn into an image.
public typealias CGContext = GraphicsContext

/// UIKit's `UIGraphicsImageRenderer`: `image { context in … }`.
public typealias UIGraphicsImageRenderer = ImageRenderer

/// UIKit's `UIGraphicsImageRendererFormat`.
public typealias UIGraphicsImageRendererFormat = ImageRenderer.Format

/// UIKit's `UIGraphicsImageRendererContext`.
public typealias UIGraphicsImageRendererContext = ImageRenderer.Context

/// UIKit's `UIGraphicsBeginImageContextWithOptions`: a scale of 0 is the main screen's.
@MainActor public func UIGraphicsBeginImageContextWithOptions(
  _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
) {
  GraphicsContext.beginImageContext(size: size, opaque: opaque, scale: scale)
}

/// UIKit's `UIGraphicsBeginImageContext`: not opaque, at scale 1.
@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
  GraphicsContext.beginImageContext(size: size, opaque: false, scale: 1)
}

/// UIKit's `UIGraphicsGetCurrentContext`.
@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContext.current }

/// UIKit's `UIGraphicsGetImageFromCurrentImageContext`.
@MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  GraphicsContext.imageFromCurrentImageContext()
}

/// UIKit's `UIGraphicsEndImageContext`.
@MainActor public func UIGraphicsEndImageContext() { GraphicsContext.endImageContext() }

/// UIKit's `UIRectFill`: fills a rectangle of the current context with its fill colour.
@MainActor public func UIRectFill(_ rect: CGRect) { fillRectInCurrentContext(rect) }

extension View {
  /// UIKit's `UIView.ContentMode`.
  public typealias ContentMode = TransitionKit.ContentMode
}
