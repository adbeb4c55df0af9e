import TransitionKit

extension SceneSession {
  /// Where a named control of the scene is on screen now, in screen points (the box around
  /// its presentation bounds through every transform), or nil when it is not on screen or
  /// another view covers its centre — the same rule a tap on it follows.
  public func frame(ofControl id: String) -> Rect? {
    frames(ofControls: [id])[id]
  }
}

extension SceneSession {
  /// Where each of the named controls is on screen now, as `frame(ofControl:)` finds each,
  /// in one walk of the window's views instead of one a control: the proxies ask this of
  /// every control after each change of the stage's structure.
  public func frames(ofControls ids: [String]) -> [String: Rect] {
    var wanted = Set(ids)
    var frames: [String: Rect] = [:]
    _ = window.first { view in
      guard let name = view.name, wanted.contains(name), view.isVisibleOnScreen else {
        return false
      }
      let bounds = view.presentation.bounds
      let center = view.convertToRootOnScreen(bounds.center)
      guard let hit = window.hitTest(center), hit.isDescendant(of: view) else { return false }
      let corners = [
        Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
        Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
      ].map(view.convertToRootOnScreen)
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      frames[name] = Rect(
        x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
      wanted.remove(name)
      return wanted.isEmpty
    }
    return frames
  }
}
