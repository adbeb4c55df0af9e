import TransitionKit

/// How one pointer sequence reaches one compared device: the offset added to every scene
/// point of the sequence there, and whether a release may tap a button there.
///
/// A press acts on each device on the control under the finger by the control's id: on a
/// device that shows the same control, the sequence is moved so that it lands on that control
/// where it is there; on a device that does not, the sequence keeps the finger's scene points
/// (the drag is felt) but must not tap whatever button happens to be under them.
struct PressRoute: Equatable, Sendable {
  /// Added to each scene point of the sequence, in scene points.
  var offset: Point
  /// Whether a release may tap a button on this device.
  var taps: Bool

  /// The route moved by `shift` more, in scene points.
  func shifted(by shift: Point) -> PressRoute {
    PressRoute(offset: Point(x: offset.x + shift.x, y: offset.y + shift.y), taps: taps)
  }

  /// The route of the device pressed, and of any device when the press is on no control.
  static let direct = PressRoute(offset: .zero, taps: true)

  /// Each device's route for a press on device `pressed` over the control `control` (nil when
  /// the press is on no control).
  ///
  /// - Parameters:
  ///   - centres: for each device, the centre of the control with that id where it is on
  ///     screen there, or nil when it is not (or covered). The pressed device's entry is the
  ///     reference the others are moved from.
  static func routes(pressed: Int, control: String?, centres: [Point?]) -> [PressRoute] {
    let reference = centres.indices.contains(pressed) ? centres[pressed] : nil
    return centres.indices.map { index in
      if index == pressed { return .direct }
      guard control != nil else {
        // A press on no control taps nothing anywhere: a button under the same point on
        // another device stays untouched.
        return PressRoute(offset: .zero, taps: false)
      }
      guard let centre = centres[index], let reference else {
        return PressRoute(offset: .zero, taps: false)
      }
      return PressRoute(
        offset: Point(x: centre.x - reference.x, y: centre.y - reference.y), taps: true)
    }
  }
}
