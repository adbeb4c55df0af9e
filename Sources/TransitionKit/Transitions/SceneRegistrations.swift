/// What a scene registered in code in place of Interface Builder's files: the controllers of
/// its storyboards (`Storyboard.register`) and the views of its nibs (`Nib.register`), by name.
///
/// Each engine keeps its own: a scene session's (registered while its scene is built or handles
/// an event), or `AnimationEngine.detached`'s for code run outside any window. So what a session
/// registered goes when the session goes (a scene switched away from, a scene file saved and
/// swapped in, a compared device removed), with the closures that hold its controllers and
/// the loaded module they come from, and two sessions side by side (compare mode) do not
/// replace each other's.
struct SceneRegistrations {
  /// Storyboards by name.
  var storyboards: [String: Storyboard.Contents] = [:]
  /// Nibs by name: what each makes for its owner.
  var nibs: [String: @MainActor (Any?) -> [Any]] = [:]
}

extension AnimationEngine {
  /// The registrations of the engine current now, which a registration joins.
  static var currentRegistrations: SceneRegistrations {
    get { current.registrations }
    set { current.registrations = newValue }
  }

  /// What `pick` finds in the current engine's registrations, else in the detached engine's
  /// (what code outside any window registered is seen by every session).
  static func registered<Found>(_ pick: (SceneRegistrations) -> Found?) -> Found? {
    pick(current.registrations) ?? (current === detached ? nil : pick(detached.registrations))
  }
}

extension AnimationEngine {
  /// Forgets what was registered in this engine's session, storyboards and nibs alike: a
  /// session calls it when it goes, since a registered closure may hold a controller that
  /// holds an animator, and so this engine, for good.
  public func removeAllRegistrations() {
    registrations = SceneRegistrations()
  }
}
