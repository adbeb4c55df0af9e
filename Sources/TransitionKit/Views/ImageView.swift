import Foundation

/// A view that shows an image (UIKit's `UIImageView`), placed by its `contentMode`; a template
/// image or a system symbol is filled with the view's `tintColor`. Like UIKit's, it takes no
/// touches unless told to, and does not clip: an image that fills by `.scaleAspectFill`
/// overflows its bounds unless `clipsToBounds` is set.
@MainActor
open class ImageView: View {
  /// The image shown. Setting it changes the view's intrinsic content size, not its frame.
  public var image: Image? {
    didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The image shown while `isHighlighted`.
  public var highlightedImage: Image? {
    didSet { if isHighlighted { invalidateIntrinsicContentSize() } }
  }
  /// Whether the highlighted image shows.
  public var isHighlighted = false {
    didSet { if isHighlighted != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// An image view the size of `image`, at the origin.
  public init(image: Image?) {
    self.image = image
    super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  public convenience init(image: Image?, highlightedImage: Image?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  public override init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// The image on screen now.
  public var shownImage: Image? { isHighlighted ? (highlightedImage ?? image) : image }

  /// The size of the image shown, in points; `noIntrinsicMetric` on both axes without one.
  /// Auto Layout sizes an image view without width or height constraints to it.
  open override var intrinsicContentSize: Size {
    guard let image = shownImage else {
      return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
    return image.size
  }

  /// The size of the image shown (zero without one).
  open override func sizeThatFits(_ size: Size) -> Size { shownImage?.size ?? .zero }

  override func makeSnapshotCopy() -> View {
    let copy = ImageView(image: image)
    copy.highlightedImage = highlightedImage
    copy.isHighlighted = isHighlighted
    return copy
  }
}
