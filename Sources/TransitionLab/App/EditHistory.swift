import Scenes

/// One parameter's value before and after an edit.
struct ParameterChange: Equatable, Sendable {
  let id: String
  var before: ParameterValue
  var after: ParameterValue
}

/// A value to set, as a command carries it.
struct ParameterAssignment: Equatable, Sendable {
  let id: String
  let value: ParameterValue

  init(_ id: String, _ value: ParameterValue) {
    self.id = id
    self.value = value
  }
}

/// What an edit was, for the history: a reset can be undone from its toast, and the menu
/// names the step it undoes.
enum EditKind: Equatable, Sendable {
  /// One value from the panel (a number, a choice, a toggle).
  case value
  /// Reset to the tutorial's values.
  case reset
  /// A named preset applied (a platform's or one of the person's own).
  case preset
  /// The plot dragged (a spring's peak or settle point).
  case handle
  /// A spring form's field (two of the scene's values at once).
  case springForm
  /// Compare mode's devices: one added, removed, or given another's values.
  case devices
}

/// One undoable step: every value it changed, before and after.
struct Edit: Equatable, Sendable {
  let kind: EditKind
  /// What the menu says: `Undo Duration`, `Undo Reset`.
  let title: String
  var changes: [ParameterChange]
  /// Edits with the same key that follow each other with `coalescing` become one step (a
  /// slider's drag, a handle's drag); nil never merges.
  let mergeKey: String?
}

/// The undo and redo stacks of one set of parameters (a scene's, or a compared device's):
/// a value type, changed only by the lab as it carries out a command.
struct EditHistory: Equatable, Sendable {
  /// How many steps are kept; the oldest go first.
  static let limit = 200

  private(set) var undoStack: [Edit] = []
  private(set) var redoStack: [Edit] = []

  var canUndo: Bool { !undoStack.isEmpty }
  var canRedo: Bool { !redoStack.isEmpty }

  /// Records an edit that was carried out. With `coalescing`, an edit whose key matches the
  /// last one's extends it (its first `before`, this `after`); an edit that changed nothing
  /// is dropped, and so is a merged step that ends where it began. A new step clears redo.
  mutating func record(_ edit: Edit, coalescing: Bool) {
    let changes = edit.changes.filter { $0.before != $0.after }
    if coalescing, let key = edit.mergeKey, var last = undoStack.last, last.mergeKey == key,
      redoStack.isEmpty
    {
      for change in edit.changes {
        if let index = last.changes.firstIndex(where: { $0.id == change.id }) {
          last.changes[index].after = change.after
        } else {
          last.changes.append(change)
        }
      }
      undoStack.removeLast()
      last.changes = last.changes.filter { $0.before != $0.after }
      if !last.changes.isEmpty { undoStack.append(last) }
      return
    }
    guard !changes.isEmpty else { return }
    var kept = edit
    kept.changes = changes
    undoStack.append(kept)
    if undoStack.count > Self.limit { undoStack.removeFirst(undoStack.count - Self.limit) }
    redoStack = []
  }

  /// Takes the last step off the undo stack onto the redo stack; the caller sets each
  /// change's `before`.
  mutating func undo() -> Edit? {
    guard let edit = undoStack.popLast() else { return nil }
    redoStack.append(edit)
    return edit
  }

  /// Takes the last undone step back onto the undo stack; the caller sets each `after`.
  mutating func redo() -> Edit? {
    guard let edit = redoStack.popLast() else { return nil }
    undoStack.append(edit)
    return edit
  }
}
