/// A pan of several fingers (`minimumNumberOfTouches` above 1): it follows the centre of its
/// fingers, and a finger that lands or lifts moves that centre without moving the
/// translation, so the view under the fingers does not jump.
extension PanGestureRecognizer {
  /// The centre of the fingers down, in screen points, when there are two or more.
  var fingerCentre: Point? {
    guard fingers.count > 1 else { return nil }
    var sum = Point.zero
    for point in fingers.values {
      sum.x += point.x
      sum.y += point.y
    }
    return Point(x: sum.x / Double(fingers.count), y: sum.y / Double(fingers.count))
  }

  /// Whether as many fingers are down as the pan begins with.
  var hasFingersToBegin: Bool {
    let count = Swift.max(fingers.count, 1)
    return count >= minimumNumberOfTouches && count <= maximumNumberOfTouches
  }

  /// Another finger lands.
  func addFinger(_ event: PointerEvent) {
    let before = fingerCentre ?? screenLocation
    fingers[event.sequence] = event.location
    moveCentre(from: before, at: event.timestamp)
  }

  /// One of several fingers lifts.
  func removeFinger(_ event: PointerEvent) {
    let before = fingerCentre ?? screenLocation
    fingers[event.sequence] = nil
    moveCentre(from: before, at: event.timestamp)
  }

  /// Keeps the translation and the movement toward the slop where they were while the
  /// centre moves from `before` to where the fingers have it now.
  private func moveCentre(from before: Point, at timestamp: Double) {
    let after = fingerCentre ?? fingers.values.first ?? before
    let jump = after - before
    translationOffset = translationOffset - jump
    pressLocation = Point(x: pressLocation.x + jump.dx, y: pressLocation.y + jump.dy)
    screenLocation = after
    lastTimestamp = timestamp
    velocityTracker.reset()
    velocityTracker.add(after, at: timestamp)
  }
}
