extension Window {
  /// How long a rotation's size change animates, in seconds: what iOS's coordinator reports
  /// for a 90° rotation of a phone (`transitionDuration` in `viewWillTransition(to:with:)`;
  /// Apple documents no value).
  nonisolated public static let rotationDurationSeconds = 0.4

  /// Changes the screen's size as a rotation does: the root controller and every presentation
  /// controller (which tells its presented controller) hear `viewWillTransition(to:with:)`,
  /// then the views follow the new size in one animation block of `duration` seconds, with
  /// the alongside animations the coordinator was given; its completions run when the block
  /// ends. A duration of 0 changes the size at once, as `resize(to:)` does.
  public func rotate(to size: Size, duration: Double = Window.rotationDurationSeconds) {
    run { transitionScreen(to: size, duration: duration) }
  }

  func transitionScreen(to size: Size, duration: Double) {
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      engine.warn("window.bad-size", "the window size must be finite and not negative, not \(size)")
      return
    }
    let seconds = duration.isFinite && duration > 0 ? duration : 0
    guard size != screen.bounds.size else {
      applyScreenSize(size)
      return
    }
    let coordinator = TransitionCoordinatorObject(
      sizeChange: .init(container: self, duration: seconds))
    sizeTransitionCoordinator?.end(completed: true)
    sizeTransitionCoordinator = coordinator
    rootViewController?.viewWillTransition(to: size, with: coordinator)
    var presented = rootViewController?.presentedViewController
    while let controller = presented {
      controller.presentation?.controller.viewWillTransition(to: size, with: coordinator)
      presented = controller.presentedViewController
    }
    let finish: @MainActor () -> Void = { [weak self, coordinator] in
      coordinator.end(completed: true)
      if self?.sizeTransitionCoordinator === coordinator { self?.sizeTransitionCoordinator = nil }
    }
    guard seconds > 0 else {
      applyScreenSize(size)
      coordinator.start()
      finish()
      return
    }
    View.animate(
      withDuration: seconds, delay: 0, options: [],
      animations: {
        self.applyScreenSize(size)
        coordinator.start()
      })
    let clock = AnimationTimeline(duration: seconds, engine: engine)
    clock.completion = { _ in finish() }
    clock.run(toward: .end, over: seconds)
  }

  /// Turns the device a quarter turn to `orientation`, as iOS rotates an app: the screen's
  /// width and height swap over `duration` seconds, the safe areas and the status bar become
  /// the orientation's, and the controllers hear `viewWillTransition(to:with:)` first. Nothing
  /// happens when the screen is already held that way.
  public func rotate(
    to orientation: ScreenOrientation, duration: Double = Window.rotationDurationSeconds
  ) {
    guard orientation != screen.orientation else { return }
    let size =
      screen.device?.size(in: orientation)
      ?? Size(width: screen.bounds.height, height: screen.bounds.width)
    rotate(to: size, duration: duration)
  }
}

extension Window {
  /// Moves the scene to another device's screen, held `orientation` (the lab's device
  /// chooser): the screen takes the device's size, safe areas and status bar at once, the
  /// controllers hear `viewWillTransition(to:with:)` with an unanimated coordinator when the
  /// size changes, and layout runs again.
  public func changeDevice(to device: DeviceModel, orientation: ScreenOrientation = .portrait) {
    run {
      screen.device = device
      let size = device.size(in: orientation)
      if size == screen.bounds.size {
        screen.adopt(size)
      } else {
        transitionScreen(to: size, duration: 0)
      }
      setNeedsLayout()
      rootViewController?.view.setNeedsLayout()
      layoutIfNeeded()
    }
  }
}
