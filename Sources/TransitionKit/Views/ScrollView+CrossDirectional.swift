/// Scroll views nested across directions (Apple's Scroll View Programming Guide, "Nesting
/// Scroll Views": cross-directional scrolling needs no code): a drag mostly along an axis
/// this scroll view cannot scroll leaves its pan to the scroll view around it, which can, so
/// a horizontal swipe over a page that does not scroll sideways turns the page.
extension ScrollView {
  /// Whether the pan should fail for a movement from the press, in points: once the movement
  /// reaches the hysteresis, it runs mostly sideways and the content cannot move sideways; or
  /// it runs mostly up or down, the content cannot move vertically (nor always bounces) and
  /// can move sideways. A drag that a sheet shares is never left.
  func leavesCrossDirectionalDrag(_ movement: Vector) -> Bool {
    guard pressInterceptor == nil, dragInterceptor == nil else { return false }
    let along = Swift.max(abs(movement.dx), abs(movement.dy))
    guard along >= panGestureRecognizer.hysteresis else { return false }
    if abs(movement.dx) > abs(movement.dy) { return !canScroll(.x) }
    return !canScroll(.y) && !alwaysBounceVertical && canScroll(.x)
  }
}
