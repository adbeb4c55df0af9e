extension NavigationItem {
  /// When the bar shows a controller's title large (UIKit's
  /// `UINavigationItem.LargeTitleDisplayMode`).
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the controller under it does (the root: large, when the bar prefers large titles).
    case automatic
    /// Large, when the bar prefers large titles.
    case always
    /// Never large.
    case never
  }
}

/// The bar's large titles (UIKit's `prefersLargeTitles`, iOS 11): a 52-point strip under the
/// standard 44-point row holds the top controller's title in 34-point bold at the leading
/// edge; the strip collapses as the controller's list scrolls up, the standard row's title
/// showing once it has nearly gone. During a push the leaving large title shrinks into the
/// back button's place, and during a pop the arriving one grows out of it, as Settings and
/// Mail do.
extension NavigationBar {
  /// The height of the large-title strip when it is all there, in points (UIKit's large
  /// bar: 96 points, the standard row's 44 and 52).
  nonisolated public static let largeTitleHeight = 52.0
  /// The large title's font size, in points (UIKit's `.largeTitle` text style).
  nonisolated public static let largeTitleFontSize = 34.0
  /// The share of the strip under which the standard row's title shows: it fades in as the
  /// strip goes from this share to none (a choice).
  nonisolated public static let inlineTitleFadeShare = 0.3
  /// The leading margin of the large title, in points (UIKit's on a phone).
  nonisolated public static let largeTitleMargin = 16.0

  func installLargeTitles() {
    largeTitleStrip.name = "navigation-large-title-strip"
    largeTitleStrip.clipsToBounds = true
    largeTitleStrip.isUserInteractionEnabled = false
    largeTitleStrip.autoresizesSubviews = false
    for (label, name) in [
      (largeTitleLabel, "navigation-large-title"),
      (incomingLargeTitleLabel, "navigation-incoming-large-title"),
    ] {
      label.name = name
      label.font = Font.boldSystemFont(ofSize: Self.largeTitleFontSize)
      label.textAlignment = .left
      label.isHidden = true
      largeTitleStrip.addSubview(label)
    }
    addSubview(largeTitleStrip)
  }

  /// The strip under the standard row at the expansion now; the large titles in it, their
  /// baselines rising with the content as it collapses.
  func layoutLargeTitles() {
    let height = Self.largeTitleHeight
    largeTitleStrip.frame = Rect(
      x: 0, y: topInset + Self.contentHeight, width: bounds.width,
      height: Swift.max(largeTitleExpansion, 0) * height)
    let frame = Rect(
      x: Self.largeTitleMargin, y: -(1 - Swift.min(largeTitleExpansion, 1)) * height,
      width: Swift.max(bounds.width - 2 * Self.largeTitleMargin, 0), height: height)
    // By bounds and centre, which leave a transition's transforms alone.
    for label in [largeTitleLabel, incomingLargeTitleLabel] {
      label.bounds = Rect(origin: .zero, size: frame.size)
      label.center = Point(x: frame.midX, y: frame.midY)
    }
  }

  /// A large title's frame in the strip without its transform.
  private func untransformedFrame(_ label: Label) -> Rect {
    let size = label.bounds.size
    return Rect(
      x: label.center.x - size.width / 2, y: label.center.y - size.height / 2,
      width: size.width, height: size.height)
  }

  /// How visible the standard row's title is under a strip at `expansion` (0…1).
  static func inlineTitleAlpha(expansion: Double) -> Double {
    Swift.min(Swift.max(1 - expansion / inlineTitleFadeShare, 0), 1)
  }

  /// Shows `title` large (none when `nil`) with the strip at `expansion`, at rest.
  func showLargeTitle(_ title: String?, expansion: Double) {
    defer { heightChanged?() }
    largeTitleLabel.text = title
    largeTitleLabel.isHidden = title == nil
    largeTitleLabel.alpha = 1
    largeTitleLabel.transform = .identity
    incomingLargeTitleLabel.transform = .identity
    incomingLargeTitleLabel.isHidden = true
    largeTitleStrip.clipsToBounds = true
    largeTitleExpansion = title == nil ? 0 : Swift.min(Swift.max(expansion, 0), 1)
    layoutLargeTitles()
    titleLabel.alpha = title == nil ? 1 : Self.inlineTitleAlpha(expansion: largeTitleExpansion)
  }

  /// Shows a push (`push`) or pop at `progress` (0…1) between the leaving controller's large
  /// title (`leaving`, nil when it has none) at expansion `from` and the arriving one's at
  /// `to`: the strip goes from one to the other; in a push's terms, with q how far the deeper
  /// controller has come in, the shallower large title shrinks to half into the back
  /// button's place, fading, and the deeper one comes in from the trailing side; a pop plays
  /// it backwards. The standard row's titles fade as their strips allow.
  func showLargeTitleTransition(
    leaving: String?, from: Double, arriving: String?, to: Double, progress: Double,
    push: Bool
  ) {
    let p = progress.isFinite ? Swift.min(Swift.max(progress, 0), 1) : 0
    let fromExpansion = leaving == nil ? 0 : from
    let toExpansion = arriving == nil ? 0 : to
    largeTitleExpansion = fromExpansion + (toExpansion - fromExpansion) * p
    layoutLargeTitles()
    heightChanged?()
    largeTitleStrip.clipsToBounds = false
    largeTitleLabel.text = leaving
    largeTitleLabel.isHidden = leaving == nil
    incomingLargeTitleLabel.text = arriving
    incomingLargeTitleLabel.isHidden = arriving == nil
    let q = push ? p : 1 - p
    let shallow = push ? largeTitleLabel : incomingLargeTitleLabel
    let deep = push ? incomingLargeTitleLabel : largeTitleLabel
    shallow.transform = intoBackButton(shallow, share: q)
    shallow.alpha = 1 - q
    deep.transform = AffineTransform(translationX: bounds.width / 2 * (1 - q), y: 0)
    deep.alpha = q
    titleLabel.alpha *= Self.inlineTitleAlpha(expansion: fromExpansion)
    incomingTitleLabel.alpha *= Self.inlineTitleAlpha(expansion: toExpansion)
  }

  /// The transform that takes a large title `share` of the way into the back button's
  /// place: toward the standard title's size, its leading edge at the button's, centred on
  /// the button's row. A view's transform acts about its centre, so the scale pulls the
  /// leading edge in by (1 − scale) · width / 2, which the translation makes up.
  func intoBackButton(_ label: Label, share: Double) -> AffineTransform {
    let scale = 1 + (titleLabel.font.size / Self.largeTitleFontSize - 1) * share
    let frame = largeTitleStrip.convert(untransformedFrame(label), to: self)
    let dx = (backButton.frame.minX - frame.minX) * share - (1 - scale) * frame.width / 2
    let dy = (backButton.frame.midY - frame.midY) * share
    return AffineTransform(translationX: dx, y: dy).scaledBy(x: scale, y: scale)
  }
}
