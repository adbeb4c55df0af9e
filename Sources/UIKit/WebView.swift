/// WebKit's `WKWebView`, as far as transition code meets it: a view with its scroll view,
/// which a pull-to-dismiss or swipe-to-dismiss library watches (`webView.scrollView`,
/// `superview is WKWebView`). Web pages are not loaded here, so it shows an empty page; `import
/// WebKit` is dropped by the scene-file bridge, as any module the lab does not have.
open class WKWebView: UIView {
  /// The scroll view the page scrolls in, filling the web view.
  public let scrollView = UIScrollView()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    scrollView.frame = bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(scrollView)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    scrollView.frame = bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(scrollView)
  }
}
