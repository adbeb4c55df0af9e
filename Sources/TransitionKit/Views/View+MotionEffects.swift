// A view's motion effects (UIKit's `motionEffects`, `addMotionEffect(_:)`,
// `removeMotionEffect(_:)`). There is no device motion here, so they never move the view: see
// `MotionEffect`.

extension View {
  /// The motion effects added to the view, in the order they were added.
  public var motionEffects: [MotionEffect] {
    get { extras?.motionEffects ?? [] }
    set {
      if newValue.isEmpty, extras == nil { return }
      extrasForWriting.motionEffects = newValue
    }
  }

  /// Adds a motion effect; one already added is not added twice.
  public func addMotionEffect(_ effect: MotionEffect) {
    guard !motionEffects.contains(where: { $0 === effect }) else { return }
    motionEffects.append(effect)
  }

  /// Removes a motion effect, if the view has it.
  public func removeMotionEffect(_ effect: MotionEffect) {
    motionEffects.removeAll { $0 === effect }
  }
}
