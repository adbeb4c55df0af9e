/// A bar button item that shows an image (UIKit's `UIBarButtonItem(image:style:target:action:)`).
///
/// UIKit's page: "The images displayed on the bar are derived from this image … The alpha
/// values in the source image are used to create the images—opaque values are ignored": the
/// image is drawn as a template, in the bar's tint, unless it was made `.alwaysOriginal`.
extension BarButtonItem {
  /// An item that shows `image` and sends `action` to `target` when tapped.
  public convenience init(image: Image?, style: Style, target: AnyObject?, action: Selector?) {
    self.init(title: nil, style: style, target: target, action: action)
    self.image = image
  }

  /// The image as the bar draws it: a template unless it is `.alwaysOriginal`.
  var barImage: Image? {
    guard let image else { return nil }
    return image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate)
  }

  /// An image view of the bar's image, centred in `button` and kept centred as the button is
  /// laid out; nil for an item with a title or a custom view, or without an image.
  func makeImageView(centredIn button: View) -> ImageView? {
    guard customView == nil, title == nil, let image = barImage else { return nil }
    let imageView = ImageView(image: image)
    imageView.name = "bar-button-image"
    imageView.center = Point(x: button.bounds.midX, y: button.bounds.midY)
    imageView.autoresizingMask = [
      .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
    ]
    return imageView
  }
}
