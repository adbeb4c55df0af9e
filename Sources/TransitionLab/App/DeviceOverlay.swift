import Scenes
import TransitionKit

/// One device of the stage as it is painted, as each overlay sees it: the same for a stage
/// of one device and for the two to four of compare mode and the blind test.
struct PaintedDevice {
  /// The device's session.
  let session: SceneSession
  /// Its place on the stage, from 0, of `count` devices.
  let index: Int
  let count: Int
  /// Where its screen sits on the canvas.
  let placed: PlacedDevice
  /// Where the finger of the drag held is, in scene points (nil while no drag is held).
  let finger: Point?
  /// Whether the screen shows a scrubbed moment rather than the live scene.
  let isScrubbed: Bool
  /// The canvas's colours.
  let appearance: Appearance
}

/// Something drawn over each device after its screen (the guides, the release preview, the
/// finger's mark, the keyboard's focus ring). Drawing only reads: an overlay writes no trace
/// line and changes nothing that another frame would see.
@MainActor
protocol DeviceOverlay: AnyObject {
  /// Draws over the device's screen, in its scene points, clipped to the screen in `fit`.
  func drawOnScreen(_ cr: OpaquePointer, _ device: PaintedDevice)
  /// Draws over the device in canvas coordinates, unclipped, after its screen is done.
  func drawOnCanvas(_ cr: OpaquePointer, _ device: PaintedDevice)
  /// Whether `drawOnCanvas` draws anything for `device` now: the canvas makes room for it
  /// over the whole canvas only then, so a frame otherwise repaints the screens alone.
  func drawsOnCanvas(_ device: PaintedDevice) -> Bool
}

extension DeviceOverlay {
  func drawOnScreen(_ cr: OpaquePointer, _ device: PaintedDevice) {}
  func drawOnCanvas(_ cr: OpaquePointer, _ device: PaintedDevice) {}
  func drawsOnCanvas(_ device: PaintedDevice) -> Bool { false }
}
