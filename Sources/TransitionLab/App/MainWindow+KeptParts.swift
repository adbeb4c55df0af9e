import CGtk
import Scenes

extension MainWindow {
  /// The trace's figures of the parts kept as one render node (`Widgets.kept`): for each,
  /// whether it shows its kept node now (`kept_NAME`) and how many times its drawing changed
  /// (`kept_NAME_changes`), so a test can see that a held drag changes none of them.
  func keptFields() -> [(String, JSONValue)] {
    keptParts.flatMap { part -> [(String, JSONValue)] in
      [
        ("kept_\(part.name)", .bool(tl_kept_bin_is_kept(part.widget) != 0)),
        ("kept_\(part.name)_changes", .number(Double(tl_kept_bin_changes(part.widget)))),
      ]
    }
  }
}
