import CGtk
import TransitionKit

extension MenuItem {
  /// An item that activates `action` (with `target`, for a choice).
  init(_ title: String, _ action: AppAction, target: String? = nil) {
    self.init(title, action: action.detailedName(target))
  }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
  /// Makes this button (any `GtkActionable`) activate `action`, with `target` for a choice;
  /// it greys out while the action is disabled.
  func activates(_ action: AppAction, target: String? = nil) {
    gtk_actionable_set_detailed_action_name(tl_actionable(raw), action.detailedName(target))
  }
}

extension AppAction {
  /// Activates the action on the application of `window` with `target` (a choice's value),
  /// as a menu item or a key would.
  @MainActor func activate(from window: WidgetPointer, target: String) {
    guard let application = gtk_window_get_application(tl_window(window.raw)) else { return }
    Actions.activate(application, name, string: target)
  }
}

extension Widgets {
  /// A labelled button that activates `action`; its tooltip, `title` with the action's key,
  /// is its accessible description too.
  static func button(_ label: String, action: AppAction, title: String) -> WidgetPointer {
    button(label, action: action.detailedName(), tooltip: action.tooltip(title))
  }
}

/// The menus of the window, as data over `AppAction`: what each item is called and the
/// action it activates.
enum AppMenu {
  /// The header's main menu.
  static let main: [[MenuItem]] = [
    [
      MenuItem("Export…", .export),
      MenuItem("Compare Parameter Sets", .compare),
      MenuItem("Which Feels Better?", .blindTest),
    ],
    [
      MenuItem("Reduce Motion", .reduceMotion),
      MenuItem(
        "Appearance",
        submenu: [
          WindowAppearance.allCases.map {
            MenuItem($0.title, .appearance, target: $0.rawValue)
          }
        ]),
    ],
    [
      MenuItem("Undo", .undo),
      MenuItem("Redo", .redo),
      MenuItem("Reset Parameters", .resetParameters),
    ],
    [
      MenuItem("Keyboard Shortcuts", .shortcuts),
      MenuItem("About Transition Lab", .about),
      MenuItem("Quit", .quit),
    ],
  ]

  /// The Guides button's menu: a switch per guide.
  static let guides: [[MenuItem]] = [
    GuideMark.Kind.allCases.map { MenuItem($0.title, .guide($0)) }
  ]

  /// The device chooser's menu: the catalogue's devices by platform (a radio item each),
  /// then Rotate and Fill the Canvas.
  static func devices(title: (DeviceModel) -> String) -> [[MenuItem]] {
    DevicePlatform.allCases.map { platform in
      DeviceCatalog.all.filter { $0.platform == platform }.map {
        MenuItem(title($0), .screenDevice, target: $0.id)
      }
    } + [[MenuItem("Rotate", .rotateDevice), MenuItem("Fill the Canvas", .fill)]]
  }

  /// Every item of `sections` that activates an action, submenus' included.
  static func actionItems(_ sections: [[MenuItem]]) -> [MenuItem] {
    sections.flatMap { $0 }.flatMap { item in
      item.submenu.map(actionItems) ?? [item]
    }
  }
}
