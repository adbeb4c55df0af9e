import Foundation

/// A view that shows an image (UIKit's `UIImageView`), placed by its `contentMode`; a template
/// image or a system symbol is filled with the view's `tintColor`. Like UIKit's, it takes no
/// touches unless told to, and does not clip: an image that fills by `.scaleAspectFill`
/// overflows its bounds unless `clipsToBounds` is set.
@MainActor
open class ImageView: View {
  /// The image shown.
  public var image: Image?
  /// The image shown while `isHighlighted`.
  public var highlightedImage: Image?
  /// Whether the highlighted image shows.
  public var isHighlighted = false

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

  /// Makes the view the size of its image (UIKit's `sizeToFit()`).
  public func sizeToFit() {
    guard let image = shownImage else { return }
    bounds = Rect(origin: bounds.origin, size: image.size)
  }

  override func makeSnapshotCopy() -> View {
    let copy = ImageView(image: image)
    copy.highlightedImage = highlightedImage
    copy.isHighlighted = isHighlighted
    return copy
  }
}
