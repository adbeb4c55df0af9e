import CGtk
import TransitionKit

/// The Guides submenu of the main menu (F10, then View's Guides): one switch per guide, each
/// a stateful `app.guide-…` action that sends `.setGuide` and follows the window's state.
enum Guides {
  /// The action of a guide's switch, without its `app.` prefix.
  static func actionName(_ kind: GuideMark.Kind) -> String { "guide-\(kind.rawValue)" }

  /// The submenu: each guide by its name; the caller releases it.
  @MainActor static func menu() -> OpaquePointer {
    let menu = g_menu_new()!
    for kind in GuideMark.Kind.allCases {
      g_menu_append(menu, kind.title, "app.\(actionName(kind))")
    }
    return menu
  }
}
