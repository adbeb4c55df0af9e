import CGtk

/// GActions with Swift closures: what menus, buttons and keyboard shortcuts activate.
@MainActor
enum Actions {
  /// Adds a plain action `name` to `map` (the application or a window).
  @discardableResult
  static func add(
    to map: some GObjectPointer, _ name: String, _ handler: @escaping @MainActor () -> Void
  ) -> OpaquePointer {
    let action = g_simple_action_new(name, nil)!
    Signal.connect(action, "activate", pointer: { _ in handler() })
    g_action_map_add_action(tl_action_map(map.raw), tl_action(action.raw))
    g_object_unref(action.raw)
    return action
  }

  /// Adds a stateful action whose state and parameter are strings (`app.scene::card`).
  /// `handler` gets each requested state; the action's state is not changed here but set
  /// from the window's state (`setState`), which is its one owner.
  @discardableResult
  static func addString(
    to map: some GObjectPointer, _ name: String, state: String,
    _ handler: @escaping @MainActor (String) -> Void
  ) -> OpaquePointer {
    let type = g_variant_type_new("s")
    defer { g_variant_type_free(type) }
    let action = g_simple_action_new_stateful(name, type, g_variant_new_string(state))!
    Signal.connect(
      action, "change-state",
      pointer: { value in
        guard let value else { return }
        let variant = OpaquePointer(value)
        handler(String(cString: g_variant_get_string(variant, nil)))
      })
    g_action_map_add_action(tl_action_map(map.raw), tl_action(action.raw))
    g_object_unref(action.raw)
    return action
  }

  /// Adds a stateful boolean action (a toggle button's, `app.fill`); activating it asks for
  /// the other state, and `handler` gets it. As with `addString`, the state itself is set from
  /// the window's state.
  @discardableResult
  static func addToggle(
    to map: some GObjectPointer, _ name: String, state: Bool,
    _ handler: @escaping @MainActor (Bool) -> Void
  ) -> OpaquePointer {
    let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(state ? 1 : 0))!
    Signal.connect(
      action, "change-state",
      pointer: { value in
        guard let value else { return }
        handler(g_variant_get_boolean(OpaquePointer(value)) != 0)
      })
    g_action_map_add_action(tl_action_map(map.raw), tl_action(action.raw))
    g_object_unref(action.raw)
    return action
  }

  /// Adds an action that takes the kind of value `state` is: none (nil, a plain action), on
  /// or off, or a string; `handler` gets each activation's value (the requested state).
  @discardableResult
  static func add(
    to map: some GObjectPointer, _ name: String, state: ActionValue?,
    _ handler: @escaping @MainActor (ActionValue?) -> Void
  ) -> OpaquePointer {
    switch state {
    case nil: add(to: map, name) { handler(nil) }
    case .bool(let on): addToggle(to: map, name, state: on) { handler(.bool($0)) }
    case .string(let text): addString(to: map, name, state: text) { handler(.string($0)) }
    }
  }

  /// Sets an action's state without calling its handler; nothing when it has it.
  static func setState(_ action: OpaquePointer, _ value: ActionValue) {
    switch value {
    case .bool(let on): setState(action, bool: on)
    case .string(let text): setState(action, string: text)
    }
  }

  /// Binds `keys` (accelerators, `<Control>p`) to the detailed action `name`
  /// (`app.scene::card`) on `application`.
  static func bind(
    _ keys: [String], to name: String, on application: UnsafeMutablePointer<GtkApplication>
  ) {
    withCStringArray(keys) { gtk_application_set_accels_for_action(application, name, $0) }
  }

  /// Sets a string action's state without calling its handler; nothing when it has it.
  static func setState(_ action: OpaquePointer, string: String) {
    if let current = g_action_get_state(tl_action(action.raw)) {
      defer { g_variant_unref(current) }
      if String(cString: g_variant_get_string(current, nil)) == string { return }
    }
    g_simple_action_set_state(action, g_variant_new_string(string))
  }

  /// Sets a boolean action's state without calling its handler; nothing when it has it.
  static func setState(_ action: OpaquePointer, bool: Bool) {
    if let current = g_action_get_state(tl_action(action.raw)) {
      defer { g_variant_unref(current) }
      if (g_variant_get_boolean(current) != 0) == bool { return }
    }
    g_simple_action_set_state(action, g_variant_new_boolean(bool ? 1 : 0))
  }

  /// Enables or disables an action (and the buttons and keys bound to it).
  static func setEnabled(_ action: OpaquePointer, _ enabled: Bool) {
    g_simple_action_set_enabled(action, enabled ? 1 : 0)
  }

  /// Activates `name` on `group` with a string parameter, as a detailed name would.
  static func activate(_ group: some GObjectPointer, _ name: String, string: String) {
    g_action_group_activate_action(tl_action_group(group.raw), name, g_variant_new_string(string))
  }
}

/// A value an action takes or holds: on or off (a toggle's), or a string (a choice's).
enum ActionValue: Equatable, Sendable {
  case bool(Bool)
  case string(String)
}
