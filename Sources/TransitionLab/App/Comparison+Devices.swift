import Scenes
import TransitionKit

/// Compared devices of different sizes: each device's own screen, and one finger's travel
/// felt as the same distance in points on each.
extension Comparison {
  /// The device each compared device runs on, left to right (nil: a screen of a size alone).
  var screenDevices: [DeviceModel?] { sessions.map { $0.window.screen.device } }

  /// Runs compared device `index` on `device`, held as `orientation`; the others keep theirs.
  func setDevice(
    _ device: DeviceModel, orientation: ScreenOrientation = .portrait, at index: Int
  ) {
    guard sessions.indices.contains(index) else { return }
    sessions[index].window.changeDevice(to: device, orientation: orientation)
    onSetsChange?()
  }

  /// A screen for a device being added: device `index`'s, or the one every device starts on.
  func newScreen(like index: Int) -> Screen {
    if sessions.indices.contains(index), let device = sessions[index].window.screen.device {
      return Screen(device: device, orientation: sessions[index].window.screen.orientation)
    }
    if let startDevice {
      return Screen(device: startDevice.model, orientation: startDevice.orientation)
    }
    return Screen(size: screenSize)
  }

  /// Turns every compared device to `orientation` (the window's Rotate), each over the
  /// rotation's duration as on iOS.
  func rotate(to orientation: ScreenOrientation) {
    for session in sessions { session.run { session.window.rotate(to: orientation) } }
    onSetsChange?()
  }

  /// Whether the compared devices are not all the same device.
  var devicesDiffer: Bool {
    Set(sessions.map { $0.window.screen.device?.id ?? "custom" }).count > 1
      || Set(sessions.map { $0.window.screen.bounds.size }).count > 1
  }

  /// Where a press at `location` on device `pressed` lands on device `target`, as a shift
  /// from `location` in points: at the same place relative to each screen's size, so a
  /// press low on a small phone is low on a large one. The moves that follow keep that
  /// shift, so the finger travels the same distance in points on every device.
  func travelShift(of location: Point, from pressed: Int, to target: Int) -> Point {
    guard sessions.indices.contains(pressed), sessions.indices.contains(target) else {
      return .zero
    }
    let from = sessions[pressed].window.screen.bounds.size
    let to = sessions[target].window.screen.bounds.size
    guard from.width > 0, from.height > 0, from != to else { return .zero }
    return Point(
      x: location.x * to.width / from.width - location.x,
      y: location.y * to.height / from.height - location.y)
  }

  /// The first line of device `index`'s label: its number, and its device's name when the
  /// compared devices differ.
  func heading(of index: Int) -> String {
    guard devicesDiffer, sessions.indices.contains(index) else { return "Device \(index + 1)" }
    let screen = sessions[index].window.screen
    let name = screen.device?.id ?? "custom"
    return "Device \(index + 1) · \(name)"
      + (screen.orientation == .landscape ? " (landscape)" : "")
  }
}

extension Comparison {
  /// Each compared device's device as the settings keep it, left to right: nil where it is
  /// `windowDevice` (so a later change of the window's device reaches it), trailing nils
  /// dropped.
  func deviceSettings(besides windowDevice: DeviceSetting) -> [DeviceSetting?] {
    var settings: [DeviceSetting?] = sessions.map { session in
      let screen = session.window.screen
      guard let device = screen.device else { return nil }
      let setting = DeviceSetting(id: device.id, orientation: screen.orientation)
      return setting == windowDevice ? nil : setting
    }
    while let last = settings.last, last == nil { settings.removeLast() }
    return settings
  }

  /// Runs each compared device on the device the settings kept for its place (nil, or a
  /// place past the devices, keeps the one it started on).
  func restoreDevices(_ settings: [DeviceSetting?]) {
    for (index, setting) in zip(sessions.indices, settings) {
      guard let setting, let device = DeviceCatalog.device(id: setting.id) else { continue }
      setDevice(device, orientation: setting.orientation, at: index)
    }
  }
}
