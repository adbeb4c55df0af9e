import Scenes
import TransitionKit

extension MainWindow {
  /// In compare mode, runs the device the panel edits on the device `id`, leaving the
  /// others as they are (a small and a large phone under one finger); false outside compare
  /// mode, where the device chooser changes the scene's device.
  func chooseComparedDevice(_ id: String) -> Bool {
    guard let comparison = lab.comparison, let device = DeviceCatalog.device(id: id) else {
      return false
    }
    let edited = lab.state.editedDevice
    comparison.setDevice(device, orientation: lab.state.orientation, at: edited)
    lab.emit(
      "device",
      [
        ("id", .string(id)), ("orientation", .string(lab.state.orientation.rawValue)),
        ("device", .number(Double(edited + 1))),
      ])
    canvas.update()
    return true
  }
}
