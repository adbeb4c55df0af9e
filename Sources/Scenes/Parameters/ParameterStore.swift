import TransitionKit

/// The current values of a scene's parameters. Scene code reads them when it uses them, so a
/// change applies at once: a threshold to the drag in progress, a duration to the next
/// animation.
@MainActor
public final class ParameterStore {
  public let sceneID: String
  public let specs: [ParameterSpec]
  private var values: [String: ParameterValue]
  private var observers: [Observer] = []

  /// A change listener, possibly tied to an owner that it must not keep alive.
  private struct Observer {
    /// Whether the listener's owner is gone (for unowned listeners, never).
    let isOrphaned: () -> Bool
    let call: (ParameterSpec, ParameterValue) -> Void
  }

  public init(sceneID: String, specs: [ParameterSpec]) {
    self.sceneID = sceneID
    self.specs = specs
    values = Dictionary(uniqueKeysWithValues: specs.map { ($0.id, $0.seedDefault) })
  }

  /// The specification of a parameter, or an error naming the known ones.
  public func spec(_ id: String) throws(ParameterError) -> ParameterSpec {
    guard let spec = specs.first(where: { $0.id == id }) else {
      throw .unknown(id, scene: sceneID, known: specs.map(\.id))
    }
    return spec
  }

  public subscript(id: String) -> ParameterValue? { values[id] }

  /// A number parameter's value (0 for an id the scene does not declare).
  public func number(_ id: String) -> Double { values[id]?.number ?? 0 }

  /// A choice parameter's value (empty for an id the scene does not declare).
  public func choice(_ id: String) -> String {
    if case .choice(let name)? = values[id] { return name }
    return ""
  }

  /// A toggle's value (false for an id the scene does not declare).
  public func isOn(_ id: String) -> Bool {
    if case .toggle(let on)? = values[id] { return on }
    return false
  }

  /// Sets a value after checking it; observers hear of real changes.
  public func set(_ id: String, _ value: ParameterValue) throws(ParameterError) {
    let spec = try spec(id)
    let checked = try spec.validate(value)
    guard values[id] != checked else { return }
    values[id] = checked
    observers.removeAll { $0.isOrphaned() }
    for observer in observers { observer.call(spec, checked) }
  }

  /// Sets a value from text (`--set`, the panel's entry).
  public func set(_ id: String, parsing text: String) throws(ParameterError) {
    try set(id, try spec(id).parse(text))
  }

  /// Applies `name=value`.
  public func apply(assignment: String) throws(ParameterError) {
    let (name, value) = try Self.split(assignment)
    try set(name, parsing: value)
  }

  /// Applies `name=value` assignments in order (the command line's `--set`s). Naming a
  /// parameter twice is refused: letting either value win silently would surprise someone.
  public func apply(assignments: [String]) throws(ParameterError) {
    var given: [String: String] = [:]
    for assignment in assignments {
      let (name, value) = try Self.split(assignment)
      try set(name, parsing: value)
      if let earlier = given[name] { throw .repeated(name, earlier, value) }
      given[name] = value
    }
  }

  /// The name and the value of `name=value`; the value may be empty, the name may not.
  private static func split(_ assignment: String) throws(ParameterError) -> (String, String) {
    guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
      throw .malformed(assignment)
    }
    return (
      String(assignment[..<equals]), String(assignment[assignment.index(after: equals)...])
    )
  }

  /// Puts every parameter back to the tutorial's value.
  public func resetToSeedDefaults() {
    for spec in specs { try? set(spec.id, spec.seedDefault) }
  }

  /// Whether every parameter has the tutorial's value.
  public var isAtSeedDefaults: Bool {
    specs.allSatisfy { values[$0.id] == $0.seedDefault }
  }

  /// All values, in declaration order.
  public var allValues: [(ParameterSpec, ParameterValue)] {
    specs.map { ($0, values[$0.id] ?? $0.seedDefault) }
  }

  /// Calls `observer` after each change, for as long as the store lives.
  public func observe(_ observer: @escaping (ParameterSpec, ParameterValue) -> Void) {
    observers.append(Observer(isOrphaned: { false }, call: observer))
  }

  /// Calls `observer` with `owner` after each change, for as long as `owner` lives; the store
  /// holds `owner` weakly and drops the observer once it is gone (at the next change or the
  /// next observer added, so a store that outlives many owners keeps only the live ones).
  public func observe<Owner: AnyObject>(
    owner: Owner, _ observer: @escaping (Owner, ParameterSpec, ParameterValue) -> Void
  ) {
    observers.removeAll { $0.isOrphaned() }
    observers.append(
      Observer(
        isOrphaned: { [weak owner] in owner == nil },
        call: { [weak owner] spec, value in
          if let owner { observer(owner, spec, value) }
        }))
  }

  /// Calls `apply` with `owner` and a number parameter's value now and after each change of
  /// it, for as long as `owner` lives; the store holds `owner` weakly.
  public func bind<Owner: AnyObject>(
    _ id: String, to owner: Owner, _ apply: @escaping (Owner, Double) -> Void
  ) {
    apply(owner, number(id))
    observers.removeAll { $0.isOrphaned() }
    observers.append(
      Observer(
        isOrphaned: { [weak owner] in owner == nil },
        call: { [weak owner] spec, value in
          if let owner, spec.id == id, let number = value.number { apply(owner, number) }
        }))
  }
}
