import Scenes
import TransitionKit

/// The blind test's two devices.
extension BlindTestPane {
  /// Two devices with the lab's current values.
  static func makeComparison(_ lab: Lab) -> Comparison {
    let current = Dictionary(
      uniqueKeysWithValues: lab.parameters.allValues.filter { $0.1 != $0.0.seedDefault }.map {
        ($0.0.id, $0.1)
      })
    return Comparison(
      descriptor: lab.session.descriptor, sets: [current, current], screenSize: lab.deviceSize,
      device: (Lab.device(of: lab.state), lab.state.orientation),
      clock: ManualClock(now: lab.clock.now, timeScale: lab.timeScale))
  }
}
