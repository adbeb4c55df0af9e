import TransitionKit

/// One press-to-release sequence on the canvas, in scene terms.
struct DragState {
  /// The sequence number the scene sees.
  var sequence: Int
  /// Where the press was, on the canvas.
  var start: Point
  /// The press's own event time (milliseconds, the event clock) and the scene time then.
  var pressEventTime: UInt32
  var pressSceneTime: Double
  /// The last position sent, in scene points, and its timestamp.
  var lastLocation: Point
  var lastTimestamp: Double
  var device: PointerEvent.Device
  /// The stage's device the press landed on (from 0; always 0 on a stage of one).
  var pressedDevice: Int
  /// How far the sequence has gone from its press at most, in canvas pixels: within
  /// `CanvasPointer.tapSlopPixels` its release is a click or a tap, which selects the device.
  var farthest = 0.0
}

extension DragState {
  /// The sequence after an event at `location` (scene points) and `canvasPoint` (the canvas's),
  /// timed by the event's own time on the event clock (`PointerMapper.timestamp`), not by when
  /// it is handled: a move that waited in the queue keeps the time the finger was there.
  ///
  /// - Parameters:
  ///   - eventTime: the event's time, milliseconds on the event clock (0 when unknown).
  ///   - timeScale: scene seconds per real second (below 1 in slow motion).
  func moved(to location: Point, canvasPoint: Point, eventTime: UInt32, timeScale: Double)
    -> DragState
  {
    var state = self
    state.lastLocation = location
    state.lastTimestamp = PointerMapper.timestamp(
      eventTime: eventTime, pressEventTime: pressEventTime, pressSceneTime: pressSceneTime,
      lastTimestamp: lastTimestamp, timeScale: timeScale)
    let dx = canvasPoint.x - start.x
    let dy = canvasPoint.y - start.y
    state.farthest = Swift.max(farthest, (dx * dx + dy * dy).squareRoot())
    return state
  }
}
