/// Where a button draws its title and its image in its bounds, by its
/// `effectiveContentHorizontalAlignment` and `contentVerticalAlignment` (UIKit's
/// `UIControl.contentHorizontalAlignment`: "the horizontal alignment of content (text and
/// images) within a control").
///
/// The image comes before the title in the reading order: left of it, or right of it when the
/// button lays out right to left. Centred (the default), the title is centred in the bounds
/// and the image just before it; at the left or the right, the two sit against that edge;
/// `fill` stretches an image without a title over the width (a title stays centred). Down the
/// button, `top` and `bottom` put the content against that edge, and `fill` stretches an
/// image over the height.
public struct ButtonContentPlacement: Equatable, Sendable {
  /// The rectangle the title is drawn in, vertically centred, with `titleAlignment` across it.
  public var titleRect: Rect
  public var titleAlignment: TextAlignment
  /// The image view's frame; nil without an image.
  public var imageFrame: Rect?
}

extension Button {
  /// Where the title and the image go in `bounds`.
  public func contentPlacement(in bounds: Rect) -> ButtonContentPlacement {
    let title = currentTitle ?? ""
    let titleSize = title.isEmpty ? Size.zero : buttonIntrinsicSize
    let imageSize = currentImage?.size ?? .zero
    let hasImage = currentImage != nil
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let spacing = title.isEmpty || !hasImage ? 0 : Self.imageTitleSpacing
    let titleWidth = Swift.min(titleSize.width, Swift.max(bounds.width - imageSize.width, 0))

    // Across: the title's rectangle and alignment, and the image's left edge.
    var titleRect = bounds
    var alignment = TextAlignment.center
    var imageX: Double
    var imageWidth = imageSize.width
    switch effectiveContentHorizontalAlignment {
    case .left, .leading:
      alignment = .left
      if rightToLeft {
        titleRect.size.width = Swift.max(bounds.width - imageWidth - spacing, 0)
        imageX = bounds.minX + titleWidth + spacing
      } else {
        imageX = bounds.minX
        titleRect.origin.x += imageWidth + spacing
        titleRect.size.width = Swift.max(bounds.width - imageWidth - spacing, 0)
      }
    case .right, .trailing:
      alignment = .right
      if rightToLeft {
        imageX = bounds.maxX - imageWidth
        titleRect.size.width = Swift.max(bounds.width - imageWidth - spacing, 0)
      } else {
        imageX = bounds.maxX - titleWidth - spacing - imageWidth
      }
    case .fill where title.isEmpty:
      imageX = bounds.minX
      imageWidth = bounds.width
    case .center, .fill:
      // The title's whole width, as the title is centred in the bounds whatever fits.
      imageX =
        rightToLeft
        ? bounds.midX + titleSize.width / 2 + spacing
        : bounds.midX - titleSize.width / 2 - spacing - imageWidth
      if title.isEmpty { imageX = bounds.midX - imageWidth / 2 }
    }

    // Down: the title's band and the image's top edge.
    var imageY = bounds.midY - imageSize.height / 2
    var imageHeight = imageSize.height
    switch contentVerticalAlignment {
    case .top:
      imageY = bounds.minY
      titleRect.size.height = Swift.min(titleSize.height, bounds.height)
    case .bottom:
      imageY = bounds.maxY - imageSize.height
      titleRect.size.height = Swift.min(titleSize.height, bounds.height)
      titleRect.origin.y = bounds.maxY - titleRect.height
    case .fill:
      imageY = bounds.minY
      imageHeight = bounds.height
    case .center:
      break
    }
    return ButtonContentPlacement(
      titleRect: titleRect, titleAlignment: alignment,
      imageFrame: hasImage
        ? Rect(x: imageX, y: imageY, width: imageWidth, height: imageHeight) : nil)
  }
}
