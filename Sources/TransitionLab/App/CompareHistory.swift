/// One undoable step of compare mode: its devices and their values before and after, so a
/// device added, removed or copied over is undone as a value edit is, and a value that flips
/// another (a release preset turning to custom) comes back with it.
struct CompareEdit: Equatable, Sendable {
  let kind: EditKind
  /// What the menu says: `Undo Add Device`, `Undo Duration`.
  let title: String
  var before: CompareState
  var after: CompareState
  /// Steps with the same key that follow each other with `coalescing` become one (a slider's
  /// drag); nil never merges.
  let mergeKey: String?
}

/// Compare mode's undo and redo stacks: one history for all its devices, kept by the lab
/// while compare mode is open for a scene.
struct CompareHistory: Equatable, Sendable {
  private(set) var undoStack: [CompareEdit] = []
  private(set) var redoStack: [CompareEdit] = []

  /// Records a step that was carried out; one whose devices' values did not change is
  /// dropped. With `coalescing`, a step whose key matches the last one's extends it.
  mutating func record(_ edit: CompareEdit, coalescing: Bool) {
    if coalescing, let key = edit.mergeKey, var last = undoStack.last, last.mergeKey == key,
      redoStack.isEmpty
    {
      undoStack.removeLast()
      last.after = edit.after
      if last.before.devices != last.after.devices { undoStack.append(last) }
      return
    }
    guard edit.before.devices != edit.after.devices else { return }
    undoStack.append(edit)
    if undoStack.count > EditHistory.limit {
      undoStack.removeFirst(undoStack.count - EditHistory.limit)
    }
    redoStack = []
  }

  /// Takes the last step back: its `before` is what compare mode shows again.
  mutating func undo() -> CompareEdit? {
    guard let edit = undoStack.popLast() else { return nil }
    redoStack.append(edit)
    return edit
  }

  /// Carries out the last undone step again: its `after` is what compare mode shows.
  mutating func redo() -> CompareEdit? {
    guard let edit = redoStack.popLast() else { return nil }
    undoStack.append(edit)
    return edit
  }
}
