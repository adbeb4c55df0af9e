// The dismissal gestures of the zoom: catching a running zoom, tracking a drag or a pinch,
// and the release that zooms out or springs back.
extension ZoomTransitionController {
  /// Starts an interactive dismissal (or pop) of the zoomed controller.
  func requestInteractiveDismissal() -> Bool {
    guard let zoomedController = zoomed else { return false }
    wantsInteractiveStart = true
    defer { wantsInteractiveStart = false }
    if zoomedController.presentation != nil {
      zoomedController.dismiss(animated: true)
    } else if let navigation = zoomedController.navigationController,
      navigation.topViewController === zoomedController
    {
      navigation.popViewController(animated: true)
    }
    return phase == .tracking
  }

  /// A press or a gesture's start: catches a running zoom, or starts a dismissal.
  func beginDismissal() -> Bool {
    guard let context, isRunning else { return requestInteractiveDismissal() }
    if context.kind == .present || context.kind == .push {
      // A zoom in is never cancelled: it completes where it is, and the dismissal starts
      // from there in the same turn.
      link?.invalidate()
      link = nil
      self.context = nil
      context.completeTransition(true)
      tookOverZoomIn = !spec.catchesOnPress
      defer { tookOverZoomIn = false }
      if requestInteractiveDismissal() { return true }
      // The dismissal was refused: the zoom in stays completed, the view where it belongs.
      self.context = context
      finishViews(showingZoomed: true)
      self.context = nil
      stop()
      installGestures()
      return false
    }
    context.pauseInteractiveTransition()
    beginTracking()
    return true
  }

  func beginTracking() {
    phase = .tracking
    estimated = nil
    base = tookOverZoomIn ? fullMorph : ZoomMorph(spring.values)
    target = base
    trackedProgress = 0
    guard let container = context?.containerView else { return }
    if trackingByPinch {
      anchor = container.convert(pinchStart, from: nil)
    } else {
      // The point under the finger when the drag began (the press, less the hysteresis the
      // translation leaves out) follows the finger.
      let pan = dismissGestureRecognizer
      let finger = pan.location(in: nil)
      let t = pan.translation(in: nil)
      anchor = container.convert(Point(x: finger.x - t.x, y: finger.y - t.y), from: nil)
    }
  }

  func handleDrag(_ pan: ZoomDismissPanGestureRecognizer) {
    switch pan.state {
    case .began:
      trackingByPinch = false
      if !beginDismissal() { return }
      track(translation: pan.translation(in: nil), edge: pan.isEdgeDismissal)
    case .changed:
      guard phase == .tracking, !trackingByPinch else { return }
      track(translation: pan.translation(in: nil), edge: pan.isEdgeDismissal)
    case .ended:
      guard phase == .tracking, !trackingByPinch else { return }
      let velocity = pan.velocity(in: nil)
      let t = pan.translation(in: nil)
      let along = pan.isEdgeDismissal ? t.x : t.y
      let speed = pan.isEdgeDismissal ? velocity.x : velocity.y
      var dismisses = spec.releaseDismisses(
        scale: trackedScale, translation: along, velocity: speed)
      if pan.isEdgeDismissal, let boundary = spec.edgeReleaseScale {
        // iOS 26's edge swipe: where the finger and 0.12 s of its speed take the scale.
        let width = destination.width
        dismisses =
          spec.scale(
            distance: along + spec.edgeProjectionTime * speed, extent: width, edge: true)
          < boundary
      }
      if let window = context?.window, let arbiter = window.releaseArbiter {
        dismisses =
          arbiter(
            InteractiveRelease(
              finishes: dismisses, percentComplete: trackedProgress, recognizer: pan)
          ).finishes
      }
      release(dismissing: dismisses, velocity: Vector(dx: velocity.x, dy: velocity.y))
    case .cancelled:
      guard phase == .tracking, !trackingByPinch else { return }
      release(dismissing: false, velocity: .zero)
    default: break
    }
  }

  func handlePinch(_ pinch: PinchGestureRecognizer) {
    switch pinch.state {
    case .began:
      // By default a pinch in, or any pinch while a zoom runs, begins the dismissal; the
      // options' `interactiveDismissShouldBegin` hears that and has the last word (with no
      // velocity: a pinch's is a rate of scale, not of points).
      let wouldBegin = pinch.scale < 1 || isRunning
      if let ask = options.interactiveDismissShouldBegin, let view = zoomed?.view {
        let context = ZoomOptions.InteractionContext(
          location: pinch.location(in: view), velocity: .zero, willBegin: wouldBegin)
        guard ask(context) else { return }
      } else if !wouldBegin {
        return
      }
      trackingByPinch = true
      pinchStart = pinch.location(in: nil)
      if !beginDismissal() {
        trackingByPinch = false
        return
      }
      trackPinch(pinch)
    case .changed:
      guard phase == .tracking, trackingByPinch else { return }
      trackPinch(pinch)
    case .ended:
      guard phase == .tracking, trackingByPinch else { return }
      let dismisses: Bool
      if let ratio = spec.pinchDismissRatio {
        // iOS 26: where the fingers are, not the card, and no projection.
        dismisses = pinch.scale < ratio
      } else {
        let projected = trackedScale + spec.projectionTime * pinch.velocity * baseScale
        dismisses = projected < spec.scaleDismissThreshold
      }
      release(dismissing: dismisses, velocity: .zero)
    case .cancelled:
      guard phase == .tracking, trackingByPinch else { return }
      release(dismissing: false, velocity: .zero)
    default: break
    }
  }

  /// The scale of the tracked target against full zoom.
  var trackedScale: Double {
    destination.width > 0 ? target.frame.width / destination.width : 1
  }

  var baseScale: Double {
    destination.width > 0 ? base.frame.width / destination.width : 1
  }

  /// Moves the target under a drag: progress along the drag's axis over the distance factor
  /// of the view's height (width from the edge); the scale and where the pressed point goes
  /// by the spec (`scale(distance:extent:edge:)`, `followed(translation:size:edge:)`).
  func track(translation: Point, edge: Bool) {
    guard let context else { return }
    let size = destination.size
    let along = edge ? translation.x : translation.y
    let extent = edge ? size.width : size.height
    let distance = spec.distanceFactor * extent
    let progress = distance > 0 ? Swift.min(Swift.max(along / distance, 0), 1) : 0
    var t = spec.followed(
      translation: Vector(dx: translation.x, dy: translation.y), size: size, edge: edge)
    if !spec.softFollow {
      let limit = Swift.min(size.width, size.height)
      t = Vector(
        dx: Swift.min(Swift.max(t.dx, -limit), limit),
        dy: Swift.min(Swift.max(t.dy, -limit), limit))
    }
    trackedProgress = progress
    target = base.tracked(
      anchor: anchor, translation: t,
      scale: spec.scale(distance: along, extent: extent, edge: edge),
      cornerRadius: trackedCornerRadius(at: progress))
    context.updateInteractiveTransition(progress)
  }

  /// The corner radius at a tracking progress: from where the tracking began to the one a
  /// dragged view has.
  func trackedCornerRadius(at progress: Double) -> Double {
    base.cornerRadius + (spec.trackingCornerRadius - base.cornerRadius) * progress
  }

  func trackPinch(_ pinch: PinchGestureRecognizer) {
    guard let context, let container = Optional(context.containerView) else { return }
    let now = container.convert(pinch.location(in: nil), from: nil)
    let scale = Swift.min(Swift.max(pinch.scale, spec.minimumScale * 0.5), spec.pinchMaximumScale)
    let progress = Swift.min(Swift.max((1 - scale) / Swift.max(1 - spec.minimumScale, 0.01), 0), 1)
    trackedProgress = progress
    target = base.tracked(
      anchor: anchor, translation: Vector(dx: now.x - anchor.x, dy: now.y - anchor.y),
      scale: scale, cornerRadius: trackedCornerRadius(at: progress),
      rotation: spec.pinchFollowsRotation ? pinch.rotation : 0)
    context.updateInteractiveTransition(progress)
  }

  /// Ends the tracking: the zoom out (from where it is, with the finger's velocity), or the
  /// spring back to full.
  func release(dismissing: Bool, velocity: Vector) {
    guard let context else { return }
    for i in [0, 4] {
      spring.velocities[i] += velocity.dx
      spring.velocities[i + 1] += velocity.dy
    }
    wasReleased = true
    if dismissing {
      context.finishInteractiveTransition()
      phase = .zoomingOut
    } else {
      context.cancelInteractiveTransition()
      phase = .returning
    }
    trackingByPinch = false
  }
}
