import Scenes
import TransitionKit

/// Compare mode's devices as the lab runs them: the `Comparison` its state implies and the
/// history of its steps. Only the lab holds one and changes it, as the effect of a command
/// (`Lab+Compare.swift`); the panes and the canvas read it.
@MainActor
final class CompareStage {
  /// The devices shown in compare mode; nil outside it.
  private(set) var comparison: Comparison?
  /// Compare mode's undo and redo steps, for the comparison shown.
  private(set) var history = CompareHistory()

  /// Opens `state`'s devices of `descriptor`, each on the screen `device` (or the one the
  /// settings kept for its place, `devices`), at `now` on a clock of its own.
  func open(
    _ state: CompareState, of descriptor: SceneDescriptor, screenSize: Size,
    device: (model: DeviceModel, orientation: ScreenOrientation), devices: [DeviceSetting?],
    now: Double, timeScale: Double
  ) -> Comparison {
    close()
    let comparison = Comparison(
      descriptor: descriptor, sets: state.devices, screenSize: screenSize, device: device,
      clock: ManualClock(now: now, timeScale: timeScale))
    comparison.restoreDevices(devices)
    self.comparison = comparison
    return comparison
  }

  /// Runs what is in flight to its end and lets the devices and their history go.
  func close() {
    comparison?.settle()
    comparison = nil
    history = CompareHistory()
  }

  func record(_ edit: CompareEdit, coalescing: Bool) {
    history.record(edit, coalescing: coalescing)
  }

  /// The step Undo takes back, taken off its stack, if any.
  func undo() -> CompareEdit? { history.undo() }

  /// The step Redo carries out again, if any.
  func redo() -> CompareEdit? { history.redo() }
}
