/// A button's image (UIKit's `UIButton.setImage(_:for:)`, `image(for:)`, `currentImage`,
/// `imageView`): shown by an image view inside the button, centred when the button has no
/// title and just before its title when it has one.
extension Button {
  /// Space between an image and the title after it, in points.
  static let imageTitleSpacing = 0.0

  /// The image for a state; states without one use the normal image.
  public func setImage(_ image: Image?, for state: ControlState) {
    images[state] = image
    updateImageView()
    invalidateIntrinsicContentSize()
  }

  public func image(for state: ControlState) -> Image? {
    images[state] ?? images[.normal]
  }

  /// The image shown now.
  public var currentImage: Image? { image(for: currentState) }

  /// The image view that shows the current image, made with the first image (UIKit's
  /// `imageView`); nil for a button that never had one.
  public var imageView: ImageView? { buttonImageView }

  /// The natural size: the image's and the title's side by side, or the title's alone (see
  /// `buttonIntrinsicSize`).
  var buttonContentSize: Size {
    guard let image = currentImage else { return buttonIntrinsicSize }
    guard let title = currentTitle, !title.isEmpty else { return image.size }
    let titleSize = buttonIntrinsicSize
    return Size(
      width: image.size.width + Self.imageTitleSpacing + titleSize.width,
      height: Swift.max(image.size.height, titleSize.height))
  }

  /// Shows the current image in the image view, making it the first time.
  func updateImageView() {
    guard let image = currentImage else {
      buttonImageView?.image = nil
      return
    }
    if buttonImageView == nil {
      let view = ImageView(image: image)
      view.name = "button-image"
      buttonImageView = view
      addSubview(view)
    }
    buttonImageView?.image = image
    layoutImageView()
  }

  /// Places the image view: centred without a title, before the centred title with one (or
  /// where the content alignment puts it, see `Button+ContentAlignment.swift`).
  func layoutImageView() {
    guard let imageView = buttonImageView, imageView.image != nil,
      let frame = contentPlacement(in: bounds).imageFrame
    else { return }
    imageView.bounds = Rect(origin: .zero, size: frame.size)
    imageView.center = Point(x: frame.midX, y: frame.midY)
  }
}
