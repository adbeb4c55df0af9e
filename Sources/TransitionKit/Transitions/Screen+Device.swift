extension Screen {
  /// The screen of `device` held in `orientation`: its size, safe areas and status bar.
  /// The scale stays 1 (the renderer's `--scale` decides the pixels); `device.scale` says
  /// what the real one has.
  public convenience init(device: DeviceModel, orientation: ScreenOrientation = .portrait) {
    self.init(size: device.size(in: orientation))
    self.device = device
    adopt(device.size(in: orientation))
  }

  /// Follows a new size: when it is the device's size held one way, that orientation with
  /// its insets and status bar; any other size (a screen filling the lab's canvas), or a
  /// screen without a device, keeps the insets as they are.
  func adopt(_ size: Size) {
    bounds = Rect(origin: .zero, size: size)
    guard let device,
      let orientation = ScreenOrientation.allCases.first(where: { device.size(in: $0) == size })
    else { return }
    self.orientation = orientation
    safeAreaInsets = device.safeAreaInsets(in: orientation)
    statusBarHeight = device.statusBarHeight(in: orientation)
  }
}
