extension Screen {
  /// The screen of `device` held in `orientation`: its size, safe areas and status bar.
  /// The scale stays 1 (the renderer's `--scale` decides the pixels); `device.scale` says
  /// what the real one has.
  public convenience init(device: DeviceModel, orientation: ScreenOrientation = .portrait) {
    self.init(size: device.size(in: orientation))
    self.device = device
    adopt(device.size(in: orientation))
  }

  /// Follows a new size: with a device, the orientation the size says and that
  /// orientation's insets and status bar; without one, the insets stay as they are.
  func adopt(_ size: Size) {
    bounds = Rect(origin: .zero, size: size)
    guard let device else { return }
    let orientation = DeviceModel.orientation(of: size)
    self.orientation = orientation
    safeAreaInsets = device.safeAreaInsets(in: orientation)
    statusBarHeight = device.statusBarHeight(in: orientation)
  }
}
