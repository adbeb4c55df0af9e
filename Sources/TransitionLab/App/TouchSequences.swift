/// The fingers down on a canvas: each GDK touch sequence (keyed by its address, which GDK
/// keeps for the sequence's life) with the drag it drives, in the order they landed. Every
/// finger is a sequence of its own for the scene; the first one still down is the primary,
/// the one the canvas draws its finger ring for and the release preview follows.
struct TouchSequences {
  private(set) var touches: [(key: UInt, state: DragState)] = []

  /// The finger that landed first among those still down.
  var primary: DragState? { touches.first?.state }

  var isEmpty: Bool { touches.isEmpty }
  var count: Int { touches.count }

  /// The drag of the finger `key`, if it is down.
  func state(of key: UInt) -> DragState? {
    touches.first { $0.key == key }?.state
  }

  /// A finger lands. If GDK reuses a key that is still down (its end was lost), the old
  /// finger's drag is returned, to be cancelled before the new one is sent.
  mutating func begin(_ key: UInt, _ state: DragState) -> DragState? {
    let stale = end(key)
    touches.append((key, state))
    return stale
  }

  /// The finger `key` moved: its drag's last location and time.
  mutating func update(_ key: UInt, _ state: DragState) {
    guard let index = touches.firstIndex(where: { $0.key == key }) else { return }
    touches[index].state = state
  }

  /// The finger `key` lifted or was cancelled: its drag, if it was down.
  @discardableResult
  mutating func end(_ key: UInt) -> DragState? {
    guard let index = touches.firstIndex(where: { $0.key == key }) else { return nil }
    return touches.remove(at: index).state
  }

  /// Every finger is taken away at once (the window lost the stage): their drags, first
  /// landed first.
  mutating func removeAll() -> [DragState] {
    defer { touches = [] }
    return touches.map(\.state)
  }
}
