import Scenes
import TransitionKit

extension MainWindow {
  /// In compare mode, runs the device the panel edits on the device `id`, leaving the
  /// others as they are (a small and a large phone under one finger); false outside compare
  /// mode, where the device chooser changes the scene's device.
  func chooseComparedDevice(_ id: String) -> Bool {
    guard modes.mode == .compare, let comparison = modes.compare?.comparison,
      let device = DeviceCatalog.device(id: id)
    else { return false }
    comparison.setDevice(device, orientation: lab.state.orientation, at: comparison.selected)
    lab.emit(
      "device",
      [
        ("id", .string(id)), ("orientation", .string(lab.state.orientation.rawValue)),
        ("device", .number(Double(comparison.selected + 1))),
      ])
    canvas.update()
    return true
  }
}
