extension SheetPresentationController {
  /// A settle on the spring, from `from` to `to`, started at `start`.
  struct Settle {
    var start: Double
    var from: Double
    var to: Double
    var relativeVelocity: Double
    var spring: DampedSpring
    var duration: Double
    var completion: (() -> Void)?
  }

  /// The drag in progress: where the top edge was when it began and the finger's unbanded
  /// position.
  struct DragState {
    var startTop = 0.0
    var rawTop = 0.0
    var moved = false
    /// Whether dismissal is allowed, asked once per drag when it first passes the smallest
    /// detent.
    var dismissalAllowed: Bool?
    /// Whether this drag has told the delegate of a refused attempt.
    var attemptReported = false
    /// Whether a list's drag may move the sheet, decided where the list's pan began.
    var listHandsOff = true
  }

  /// Settles the top edge at `target` on the spring, starting at `velocity` points per second
  /// (positive downward): the spring's initial velocity is `velocity / (target − top)`.
  func settle(to target: Double, velocity: Double, completion: (() -> Void)? = nil) {
    let velocity = velocity.isFinite ? velocity : 0
    if !top.isFinite { top = target }
    let distance = target - top
    guard abs(distance) > 1e-9 else {
      stopSettling()
      move(to: target)
      completion?()
      return
    }
    finishPresentation()
    let relative = velocity / distance
    let spring = DampedSpring.settling(
      dampingRatio: settleDampingRatio, initialVelocity: relative, within: settleDuration)
    settle = Settle(
      start: AnimationEngine.current.now, from: top, to: target, relativeVelocity: relative,
      spring: spring, duration: settleDuration, completion: completion)
    link.add()
  }

  func stopSettling() {
    settle = nil
    link.invalidate()
    finishPresentation()
  }

  /// Completes the presentation transition still waiting for its slide, if any: at the end of
  /// the slide, or as soon as anything else moves the sheet.
  func finishPresentation() {
    let pending = pendingPresentation
    pendingPresentation = nil
    pending?()
  }

  /// Moves the top edge to where the settle has it at `time`.
  func step(at time: Double) {
    guard let current = settle else { return }
    let elapsed = time - current.start
    if elapsed >= current.duration {
      settle = nil
      link.invalidate()
      move(to: current.to)
      current.completion?()
      finishPresentation()
      return
    }
    let unit = current.spring.value(at: elapsed, initialVelocity: current.relativeVelocity)
    move(to: current.from + (current.to - current.from) * unit)
  }

  /// Whether a dismissal by dragging is allowed now.
  var dismissalAllowed: Bool {
    guard !presentedViewController.isModalInPresentation else { return false }
    return delegate?.presentationControllerShouldDismiss(self) ?? true
  }

  // MARK: Dragging

  func beginDrag() {
    stopSettling()
    isDragging = true
    drag = DragState(startTop: top, rawTop: top, moved: false)
  }

  /// Whether this drag may dismiss: asked once per drag, the first time it needs the answer.
  var dragDismissalAllowed: Bool {
    if let answer = drag.dismissalAllowed { return answer }
    let answer = dismissalAllowed
    drag.dismissalAllowed = answer
    return answer
  }

  /// How far a sheet whose dismissal is refused gives below its smallest detent: the rubber
  /// band's extent, min(¼ of the container's height, 200) points.
  var refusedDismissalExtent: Double {
    Swift.min(
      containerHeight * Self.refusedDismissalExtentShare, Self.refusedDismissalMaximumExtent)
  }

  /// How far the sheet gives above its largest detent: the gap between that detent and the
  /// top of the safe area, at most 100 points (10 at a page sheet's large detent).
  func overpullExtent(largestTop: Double) -> Double {
    let gap = largestTop - containerSafeArea.top
    return Swift.min(Swift.max(gap, 0), Self.overpullMaximumExtent)
  }

  /// Tells the delegate of a refused dismissal, once per drag.
  func reportAttempt() {
    guard !drag.attemptReported else { return }
    drag.attemptReported = true
    dismissalAttempts += 1
    delegate?.presentationControllerDidAttemptToDismiss(self)
  }

  /// Moves the sheet with `delta` points of finger movement (positive downward).
  func dragSheet(by delta: Double) {
    drag.rawTop += delta
    drag.moved = true
    let tops = detentTops
    guard let largest = tops.first?.top, let smallest = tops.last?.top else { return }
    var newTop = drag.rawTop
    if newTop < largest {
      newTop =
        largest
        + rubberBand.offset(
          forOvershoot: newTop - largest, dimension: overpullExtent(largestTop: largest))
    } else if newTop > smallest, !dragDismissalAllowed {
      let extent = refusedDismissalExtent
      newTop = smallest + rubberBand.offset(forOvershoot: newTop - smallest, dimension: extent)
      if newTop - smallest >= extent * Self.attemptShareOfExtent { reportAttempt() }
    }
    move(to: newTop)
  }

  /// Ends a drag with the finger's velocity (points per second, positive downward).
  func endDrag(velocity: Double) {
    isDragging = false
    lastSheetDragEnd = AnimationEngine.current.now
    let tops = detentTops
    guard !tops.isEmpty else { return }
    let height = containerHeight
    let rests = tops.map(\.top) + [height]
    guard let index = releaseTarget(velocity: velocity, rests: rests) else { return }
    if index == rests.count - 1 {
      guard dragDismissalAllowed else {
        reportAttempt()
        settleAt(tops[tops.count - 1].identifier, velocity: velocity)
        return
      }
      dismissByUser(velocity: velocity)
      return
    }
    settleAt(tops[index].identifier, velocity: velocity)
  }

  /// The index in `rests` (sorted, growing toward dismissal) a release at `velocity` goes to:
  /// the release rule's answer for a velocity of zero under `minimumReleaseSpeed`, and one
  /// rest position further in the velocity's direction when a release at least `flickSpeed`
  /// fast would land back on the rest position nearest the finger.
  func releaseTarget(velocity: Double, rests: [Double]) -> Int? {
    let speed = abs(velocity)
    let effective = speed < minimumReleaseSpeed ? 0 : velocity
    guard
      let decision = releaseRule.target(
        position: top, velocity: effective, restPositions: rests, startPosition: drag.startTop,
        threshold: positionalThreshold)
    else { return nil }
    guard speed >= flickSpeed, effective != 0,
      let nearest = rests.indices.min(by: { abs(rests[$0] - top) < abs(rests[$1] - top) }),
      decision.index == nearest
    else { return decision.index }
    let further = velocity > 0 ? nearest + 1 : nearest - 1
    return rests.indices.contains(further) ? further : nearest
  }

  func settleAt(_ identifier: SheetDetent.Identifier, velocity: Double) {
    let changed = identifier != selected
    selected = identifier
    if changed {
      (delegate as? any SheetPresentationControllerDelegate)?
        .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
    if let target = restTop(of: identifier) { settle(to: target, velocity: velocity) }
  }

  func finishDismissal() {
    presentedViewController.presentingViewController?.dismiss(animated: true) { [weak self] in
      guard let self else { return }
      self.delegate?.presentationControllerDidDismiss(self)
    }
  }

  func handlePan(_ recognizer: PanGestureRecognizer) {
    switch recognizer.state {
    case .began:
      beginDrag()
      lastTranslation = 0
    case .changed:
      let translation = recognizer.translation(in: nil).y
      dragSheet(by: translation - lastTranslation)
      lastTranslation = translation
    case .ended, .cancelled:
      let velocity =
        recognizer.state == .ended
        ? recognizer.velocityTracker.velocity(using: velocityEstimator).dy : 0
      endDrag(velocity: velocity)
    default:
      break
    }
  }

  /// A tap on the dimming view dismisses the sheet when it may be dismissed, and otherwise
  /// moves it to the largest undimmed detent; no attempt is reported (UIKit's
  /// `_dismissFromGrabberOrDimmingViewIfPossible`).
  func handleDimmingTap(_ recognizer: TapGestureRecognizer) {
    guard recognizer.state == .ended, !isDragging, container != nil else { return }
    if dismissalAllowed {
      dismissByUser(velocity: 0)
    } else if let undimmed = largestUndimmedDetentIdentifier, restTop(of: undimmed) != nil,
      detentTops.contains(where: { $0.identifier == undimmed })
    {
      settleAt(undimmed, velocity: 0)
    }
  }

  /// A tap on the grabber selects the previous detent in `detents`, wrapping around
  /// ((n + current − 1) mod n), and dismisses a sheet with a single detent when it may be
  /// dismissed (UIKit's `_dropShadowViewGrabberDidTriggerPrimaryAction:`, read in UIKitCore).
  func handleGrabberTap(_ recognizer: TapGestureRecognizer) {
    guard recognizer.state == .ended, !isDragging, container != nil else { return }
    let height = containerHeight
    let bottom = containerSafeArea.bottom
    let active = detents.filter {
      $0.height(inContainerOfHeight: height, bottomSafeAreaInset: bottom) != nil
    }.map(\.identifier)
    guard !active.isEmpty else { return }
    if active.count == 1 {
      if dismissalAllowed { dismissByUser(velocity: 0) }
      return
    }
    let current =
      selected.flatMap { active.firstIndex(of: $0) }
      ?? detentTops.last.flatMap { last in active.firstIndex(of: last.identifier) } ?? 0
    settleAt(active[(active.count + current - 1) % active.count], velocity: 0)
  }

  /// A dismissal the person asked for: the delegate hears `presentationControllerWillDismiss`,
  /// the sheet slides down, then the controller is dismissed.
  func dismissByUser(velocity: Double) {
    delegate?.presentationControllerWillDismiss(self)
    settle(to: containerHeight, velocity: velocity) { [weak self] in self?.finishDismissal() }
  }

  // MARK: The tracked list

  func attach(_ scrollView: ScrollView?) {
    guard let scrollView else { return }
    scrollView.pressInterceptor = { [weak self] in self?.isSettling ?? false }
    scrollView.dragBeganHandler = { [weak self, weak scrollView] in
      guard let self, let scrollView else { return }
      self.beginDrag()
      self.drag.listHandsOff = self.shouldInteract(withListAtItsStart: scrollView)
    }
    scrollView.dragInterceptor = { [weak self, weak scrollView] delta in
      guard let self, let scrollView else { return delta }
      return self.share(delta, with: scrollView)
    }
    scrollView.releaseInterceptor = { [weak self] velocity in
      guard let self else { return false }
      guard self.drag.moved || self.detent(atTop: self.top) == nil else {
        self.isDragging = false
        return false
      }
      self.endDrag(velocity: velocity)
      return true
    }
  }

  /// Whether a drag that begins on `scrollView` may move the sheet, decided as UIKit decides
  /// where the pan begins (`-[_UISheetInteraction
  /// _shouldInteractWithDescendentScrollView:startOffset:maxTopOffset:]`, read in a decompiled
  /// UIKitCore of iOS 26): only a list at its top edge hands off, never one that scrolls
  /// sideways, and not within 0.4 s of the sheet's last drag (`MinimumSheetSwipeInterval`).
  func shouldInteract(withListAtItsStart scrollView: ScrollView) -> Bool {
    let atTop = scrollView.contentOffset.y <= scrollView.minimumContentOffset.y + 1e-6
    let scrollsSideways =
      scrollView.maximumContentOffset.x > scrollView.minimumContentOffset.x + 1e-6
    let now = AnimationEngine.current.now
    let quickRepeat = lastSheetDragEnd.map { now - $0 < Self.minimumSheetSwipeIntervalSeconds }
    return atTop && !scrollsSideways && quickRepeat != true
  }

  /// Splits a finger movement between the sheet and its list; returns the list's part. Down:
  /// the list scrolls while it can, then the sheet moves. Up: a sheet below its largest detent
  /// (with `prefersScrollingExpandsWhenScrolledToEdge`) or pulled above it moves first.
  func share(_ delta: Double, with scrollView: ScrollView) -> Double {
    guard drag.listHandsOff, let largest = detentTops.first?.top else { return delta }
    if delta > 0 {
      let scrolled = scrollView.contentOffset.y - scrollView.minimumContentOffset.y
      let listPart = drag.moved ? 0 : Swift.min(delta, Swift.max(scrolled, 0))
      if delta - listPart > 0 { dragSheet(by: delta - listPart) }
      return listPart
    }
    let expands = prefersScrollingExpandsWhenScrolledToEdge || drag.moved
    guard drag.rawTop > largest, expands else { return delta }
    let room = drag.rawTop - largest
    let sheetPart = Swift.max(delta, -room)
    dragSheet(by: sheetPart)
    return delta - sheetPart
  }
}
