/// Large titles (UIKit's `prefersLargeTitles` and `largeTitleDisplayMode`): which controller
/// shows one, the room its page leaves for the strip, the strip collapsing as the page's list
/// scrolls, and the strip and titles during a push or pop.
extension NavigationController {
  /// Whether `controller`, at its place in `stack`, shows its title large: the bar prefers
  /// large titles and its item's mode is `.always`, or `.automatic` and the controller under
  /// it shows one (the root does).
  func showsLargeTitle(_ controller: ViewController, in stack: [ViewController]) -> Bool {
    guard navigationBar.prefersLargeTitles,
      let index = stack.firstIndex(where: { $0 === controller })
    else { return false }
    for candidate in stack[...index].reversed() {
      switch candidate.navigationItem.largeTitleDisplayMode {
      case .always: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// The list whose offset collapses `controller`'s large title: its view when that scrolls,
  /// or else the first of its view's subviews that does.
  func largeTitleScrollView(of controller: ViewController) -> ScrollView? {
    guard controller.isViewLoaded, let view = controller.view else { return nil }
    if let scrollView = view as? ScrollView { return scrollView }
    return view.subviews.first { $0 is ScrollView } as? ScrollView
  }

  /// How much of the strip `controller`'s large title shows, 0…1: all of it with its list at
  /// the top (or without a list), none once the list has scrolled the strip's height.
  func largeTitleExpansion(of controller: ViewController) -> Double {
    guard let scrollView = largeTitleScrollView(of: controller) else { return 1 }
    let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
    return Swift.min(Swift.max(1 - scrolled / NavigationBar.largeTitleHeight, 0), 1)
  }

  /// Gives `controller`'s page the strip's height of top safe area while it shows a large
  /// title in `stack` (so its list starts under the strip, as UIKit's adjusted insets do),
  /// and takes it back otherwise; a list resting at its top stays there.
  func applyLargeTitleInset(to controller: ViewController, in stack: [ViewController]) {
    guard controller.isViewLoaded, let view = controller.view else { return }
    let key = ObjectIdentifier(controller)
    let wanted = showsLargeTitle(controller, in: stack) ? NavigationBar.largeTitleHeight : 0
    let given = largeTitleInsets[key] ?? 0
    guard wanted != given else { return }
    let scrollView = largeTitleScrollView(of: controller)
    let atTop = scrollView.map { $0.contentOffset.y <= -$0.adjustedContentInset.top + 0.5 }
    view.additionalSafeAreaInsets.top += wanted - given
    largeTitleInsets[key] = wanted == 0 ? nil : wanted
    if let scrollView, atTop == true {
      scrollView.contentOffset = Point(
        x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
    }
  }

  /// Puts the bar in the top controller's large-title state at rest (the stack's: called
  /// when it changes, a transition's last step included), and follows its list.
  func updateLargeTitle() {
    guard isViewLoaded, let top = topViewController else { return }
    for controller in viewControllers { applyLargeTitleInset(to: controller, in: viewControllers) }
    if let scrollView = largeTitleScrollView(of: top) {
      scrollView.offsetObserver = { [weak self, weak top] in
        guard let self, let top, self.topViewController === top, self.activeContext == nil
        else { return }
        self.showTopLargeTitle()
      }
    }
    showTopLargeTitle()
  }

  /// The bar's strip and titles for the top controller where its list is now.
  private func showTopLargeTitle() {
    guard let top = topViewController else { return }
    let large = showsLargeTitle(top, in: viewControllers)
    navigationBar.showLargeTitle(
      large ? top.navigationItem.title : nil,
      expansion: large ? largeTitleExpansion(of: top) : 0)
  }

  /// The bar's height: the status bar, the standard row and the strip as far as it shows.
  /// The pages keep their place under the standard row; the strip lies over their top.
  func layoutBarHeight() {
    let bar = navigationBar
    let height =
      bar.topInset + NavigationBar.contentHeight
      + bar.largeTitleExpansion * NavigationBar.largeTitleHeight
    guard abs(bar.frame.height - height) > 1e-9 else { return }
    bar.frame = Rect(x: bar.frame.minX, y: bar.frame.minY, width: bar.frame.width, height: height)
  }

  /// Prepares a push or pop's large titles: the arriving page gets its inset before it is
  /// laid out.
  func beginLargeTitleTransition(_ context: TransitionContext) {
    guard navigationBar.prefersLargeTitles else { return }
    applyLargeTitleInset(to: context.toViewController, in: viewControllers)
  }

  /// The strip and the large titles at `progress` of the push or pop in flight.
  func followLargeTitle(_ context: TransitionContext, progress: Double) {
    guard navigationBar.prefersLargeTitles else { return }
    let from = context.fromViewController
    let to = context.toViewController
    let before = stackBeforeTransition ?? viewControllers
    let leaving = showsLargeTitle(from, in: before) ? from.navigationItem.title : nil
    let arriving = showsLargeTitle(to, in: viewControllers) ? to.navigationItem.title : nil
    navigationBar.showLargeTitleTransition(
      leaving: leaving, from: largeTitleExpansion(of: from), arriving: arriving,
      to: largeTitleExpansion(of: to), progress: progress, push: context.kind == .push)
  }
}
