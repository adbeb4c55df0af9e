/// iOS 26's flight: the card ends on the display's corner radius, and a picture of the source
/// drawn over it fades out early in a zoom in and back in late in a zoom out, so a thumbnail
/// that differs from the detail turns into it rather than jumping.
extension ZoomTransitionController {
  /// The corner radius the morph ends on at full zoom: the display's when the zoomed view
  /// fills the window and the spec asks for it, otherwise 0.
  var fullCornerRadius: Double {
    guard spec.endsOnDisplayCornerRadius, let context, let window = context.window else {
      return 0
    }
    let full = context.containerView.convert(destination, to: nil)
    let screen = window.bounds
    let fills =
      abs(full.minX - screen.minX) < 0.5 && abs(full.minY - screen.minY) < 0.5
      && abs(full.width - screen.width) < 0.5 && abs(full.height - screen.height) < 0.5
    return fills ? window.screen.displayCornerRadius : 0
  }

  /// Takes a picture of `view`, the source now, unless it is the one already pictured (or
  /// the spec draws none).
  func pictureSource(_ view: View) {
    guard view !== picturedSource || sourcePicture == nil else { return }
    removeSourcePicture()
    picturedSource = view
    guard spec.sourcePictureFadeIn != nil || spec.sourcePictureFadeOut != nil,
      let shot = view.snapshotView(afterScreenUpdates: false)
    else { return }
    shot.name = "zoom-source-picture"
    shot.isUserInteractionEnabled = false
    sourcePicture = shot
  }

  /// The picture's opacity at `visibility`, how far the card has grown from the source (0)
  /// to full (1): 1 − visibility / share, within 0…1, the share being the spec's for a zoom
  /// in or for a zoom out (a drag and a spring back count as the way out).
  func sourcePictureAlpha(visibility: Double) -> Double {
    guard hasSource,
      let share = isZoomingIn ? spec.sourcePictureFadeIn : spec.sourcePictureFadeOut, share > 0
    else { return 0 }
    return Swift.min(Swift.max(1 - visibility / share, 0), 1)
  }

  /// Draws the picture over the zoomed view in the clip, covering the clip (scaled
  /// uniformly, centred) at its opacity for `visibility`.
  func applySourcePicture(visibility: Double) {
    guard let shot = sourcePicture else { return }
    if clipView.subviews.last !== shot { clipView.addSubview(shot) }
    let alpha = sourcePictureAlpha(visibility: visibility)
    shot.alpha = alpha
    shot.isHidden = alpha <= 0
    let bounds = clipView.bounds
    let size = shot.bounds.size
    guard size.width > 0, size.height > 0 else { return }
    let k = Swift.max(bounds.width / size.width, bounds.height / size.height)
    shot.transform = AffineTransform(scaleX: k, y: k)
    shot.center = Point(x: bounds.midX, y: bounds.midY)
  }

  /// Takes the picture away (the zoom ended, or the source changed).
  func removeSourcePicture() {
    sourcePicture?.removeFromSuperview()
    sourcePicture = nil
    picturedSource = nil
  }
}
