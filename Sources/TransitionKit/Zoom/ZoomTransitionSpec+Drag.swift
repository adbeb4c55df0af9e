import Foundation

/// How a drag shrinks and moves the zoomed card: iOS 26's eased shrink and soft follow, as a
/// public frame-by-frame measurement of the native zoom found them, or the classic linear
/// shrink with the pressed point under the finger.
extension ZoomTransitionSpec {
  /// The fall lag's coefficient: a drag down of x heights leaves the pressed point
  /// `fallLag · x³` heights behind the finger (measured 9 pt at 0.28 H, 39 at 0.48, 185 at
  /// 0.78 on 874 pt).
  public static let fallLag = 0.446
  /// The sideways follow's gain and its rubber band's limit as a share of the width
  /// (measured 26 pt for 50, 49 for 100, 69 for 150, 85 for 195 on 402 pt).
  public static let sidewaysGain = 0.56
  public static let sidewaysLimit = 0.9
  /// How much of the finger's vertical movement a card follows during a drag from the edge
  /// (measured 0.41–0.43).
  public static let edgeVerticalFollow = 0.43

  /// The scale a drag gives after `distance` points along its axis, on a screen `extent`
  /// points along that axis (the height, or the width from the edge). The classic shrink
  /// reaches `minimumScale` at `distanceFactor` × `extent`.
  public func scale(distance: Double, extent: Double, edge: Bool) -> Double {
    guard let gain = shrinkGain, extent > 0 else {
      let length = distanceFactor * extent
      return scale(atProgress: length > 0 ? distance / length : 0)
    }
    let x = Swift.max(distance, 0) / extent
    let knee = edge ? edgeShrinkKnee : shrinkKnee
    let linear = 1 - gain * x
    let atKnee = 1 - gain * knee
    let room = atKnee - minimumScale
    guard x > knee, room > 0 else { return Swift.max(linear, Swift.min(minimumScale, 1)) }
    // Past the knee the scale eases toward the minimum with the same slope at the knee.
    return minimumScale + room * exp(-gain * (x - knee) / room)
  }

  /// Where the card's pressed point goes for a finger `translation` away, on a screen of
  /// `size`: the finger itself under the classic follow; under iOS 26's, a drag down falls
  /// behind by the cube of its travel, sideways follows at 0.56 on a rubber band toward 0.9 of
  /// the width, and a drag from the edge follows the finger's vertical movement at 0.43.
  public func followed(translation: Vector, size: Size, edge: Bool) -> Vector {
    guard softFollow, size.width > 0, size.height > 0 else { return translation }
    if edge {
      return Vector(dx: translation.dx, dy: translation.dy * Self.edgeVerticalFollow)
    }
    let limit = Self.sidewaysLimit * size.width
    let sideways =
      (1 - 1 / (abs(translation.dx) * Self.sidewaysGain / limit + 1)) * limit
      * (translation.dx < 0 ? -1 : 1)
    let height = size.height
    // The lag grows as the cube until the card would stop (slope 0), then stays.
    let turn = (1 / (3 * Self.fallLag)).squareRoot()
    let x = translation.dy / height
    let down: Double
    if x <= 0 {
      down = translation.dy
    } else if x < turn {
      down = (x - Self.fallLag * x * x * x) * height
    } else {
      down = (turn - Self.fallLag * turn * turn * turn) * height
    }
    return Vector(dx: sideways, dy: down)
  }
}
