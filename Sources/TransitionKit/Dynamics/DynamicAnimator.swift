import Foundation

/// Simulates physics for its behaviours' items in a reference view's coordinates (UIKit's
/// `UIDynamicAnimator`): each frame of the window it steps a rigid-body simulation and sets
/// the items' centres and rotations.
///
/// The simulation advances in fixed steps of `stepSeconds` on the lab's frame clock, never the
/// wall clock, so the same frames give the same motion. It starts on the first frame after a
/// behaviour is added and pauses — `isRunning` false, the delegate told — once every item has
/// moved slower than `restSpeedPointsPerSecond` for `restSeconds`; adding or changing a
/// behaviour starts it again.
@MainActor
open class DynamicAnimator: NSObject {
  /// The fixed step of the simulation, in seconds.
  nonisolated public static let stepSeconds = 1.0 / 120
  /// The speed below which an item's fastest point counts as at rest, in points per second.
  nonisolated public static let restSpeedPointsPerSecond = 2.0
  /// How long every item must be at rest before the animator pauses, in seconds (Box2D's
  /// `b2_timeToSleep`, the engine UIKit Dynamics is built on).
  nonisolated public static let restSeconds = 0.5
  /// The most simulated time one frame may catch up, in seconds.
  nonisolated static let maximumCatchUpSeconds = 0.25
  /// The farthest a point of an item may travel in one step, in points: a faster item's step
  /// is cut into pieces, so that a corner cannot pass a thin boundary between two steps.
  nonisolated static let maximumTravelPerStepPoints = 2.0
  /// The most pieces a step is cut into.
  nonisolated static let maximumSubsteps = 32

  /// The view whose coordinates the simulation uses.
  public private(set) weak var referenceView: View?
  public private(set) var behaviors: [DynamicBehavior] = []
  public weak var delegate: (any DynamicAnimatorDelegate)?
  /// Whether the simulation is stepping (not paused at rest).
  public private(set) var isRunning = false
  /// Simulated time since the animator last started from no behaviours, in seconds.
  public private(set) var elapsedTime = 0.0

  /// The items the behaviours name, in the order they first appeared.
  var itemOrder: [ObjectIdentifier] = []
  var items: [ObjectIdentifier: any DynamicItem] = [:]
  var bodies: [ObjectIdentifier: DynamicBody] = [:]
  private var link: DisplayLink?
  /// The frame-clock time the simulation has reached; `nil` until its first frame.
  private var simulatedUntil: Double?
  /// Whether the delegate is being told of a pause now.
  private var isTellingOfPause = false

  /// The collection view layout whose attributes the animator moves, when it was made with
  /// one (see `DynamicAnimator+CollectionViewLayout.swift`).
  public internal(set) weak var collectionViewLayout: CollectionViewLayout?

  /// An animator for views in `view`'s coordinates.
  public init(referenceView view: View) {
    referenceView = view
    super.init()
  }

  /// An animator with no reference view (UIKit's `init()`): its items' coordinates are their
  /// own, and a collision behaviour's reference bounds are none.
  public override init() {
    super.init()
  }

  /// An animator that moves a collection view layout's attributes, in the layout's content
  /// coordinates (UIKit's `init(collectionViewLayout:)`): after each step it invalidates the
  /// layout, whose `layoutAttributesForElements(in:)` then gives the moved attributes, which
  /// `items(in:)` and `layoutAttributesForCell(at:)` find.
  public init(collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    super.init()
  }

  /// Starts simulating a behaviour (and its children).
  public func addBehavior(_ behavior: DynamicBehavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behaviors.append(behavior)
    for each in behavior.flattened {
      each.dynamicAnimator = self
      each.willMove(to: self)
    }
    behaviorsDidChange()
  }

  /// Stops simulating a behaviour.
  public func removeBehavior(_ behavior: DynamicBehavior) {
    guard behaviors.contains(where: { $0 === behavior }) else { return }
    behaviors.removeAll { $0 === behavior }
    for each in behavior.flattened {
      each.willMove(to: nil)
      each.dynamicAnimator = nil
    }
    behaviorsDidChange()
  }

  public func removeAllBehaviors() {
    for behavior in behaviors { removeBehavior(behavior) }
  }

  /// Reads an item's centre and rotation again after code outside the animator changed them.
  public func updateItem(usingCurrentState item: any DynamicItem) {
    let id = ObjectIdentifier(item)
    guard var body = bodies[id] else { return }
    body.position = item.center
    body.angle = atan2(item.transform.b, item.transform.a)
    body.restingSeconds = 0
    bodies[id] = body
    resume()
  }

  /// Every behaviour in the animator and its descendants, in the order added.
  var allBehaviors: [DynamicBehavior] { behaviors.flatMap(\.flattened) }

  /// Gathers the items again, takes their properties, and resumes a paused simulation.
  func behaviorsDidChange() {
    let all = allBehaviors
    var seen = Set<ObjectIdentifier>()
    for behavior in all {
      for item in behavior.simulatedItems {
        let id = ObjectIdentifier(item)
        seen.insert(id)
        if items[id] == nil {
          items[id] = item
          itemOrder.append(id)
          bodies[id] = DynamicBody(item: item)
        }
      }
    }
    itemOrder.removeAll { !seen.contains($0) }
    items = items.filter { seen.contains($0.key) }
    bodies = bodies.filter { seen.contains($0.key) }
    for behavior in all {
      guard let properties = behavior as? DynamicItemBehavior else { continue }
      for item in properties.items {
        bodies[ObjectIdentifier(item)]?.take(properties)
      }
    }
    if behaviors.isEmpty {
      pause()
      elapsedTime = 0
      simulatedUntil = nil
    } else {
      for id in itemOrder { bodies[id]?.restingSeconds = 0 }
      resume()
    }
  }

  /// How many pieces a step of `h` seconds is cut into, by the fastest item's fastest point.
  func substeps(for h: Double) -> Int {
    let fastest = bodies.values.map(\.fastestPointSpeed).max() ?? 0
    let pieces = (fastest * h / Self.maximumTravelPerStepPoints).rounded(.up)
    return Swift.max(1, Swift.min(Self.maximumSubsteps, Int(pieces.isFinite ? pieces : 1)))
  }

  /// The simulated body of an item, if the animator has it.
  func body(for item: any DynamicItem) -> DynamicBody? { bodies[ObjectIdentifier(item)] }

  /// Adds velocity to an item and wakes the simulation.
  func addVelocity(_ linear: Vector, angular: Double, to item: any DynamicItem) {
    let id = ObjectIdentifier(item)
    guard var body = bodies[id], !body.isAnchored else { return }
    body.velocity = body.velocity + linear
    if body.allowsRotation { body.angularVelocity += angular }
    body.restingSeconds = 0
    bodies[id] = body
    resume()
  }

  private func resume() {
    // Behaviours the delegate removes as it hears of the pause do not wake the items.
    guard !isRunning, !behaviors.isEmpty, !isTellingOfPause else { return }
    isRunning = true
    if link == nil {
      let made = DisplayLink(target: self) { [weak self] time in self?.frame(at: time) }
      made.add(to: referenceWindow?.engine ?? AnimationEngine.current)
      link = made
    }
    link?.isPaused = false
    if simulatedUntil != nil { simulatedUntil = nil }
    delegate?.dynamicAnimatorWillResume(self)
  }

  private func pause() {
    guard isRunning else { return }
    isRunning = false
    link?.isPaused = true
    isTellingOfPause = true
    delegate?.dynamicAnimatorDidPause(self)
    isTellingOfPause = false
  }

  /// Steps the simulation up to the frame's time and shows where the items are.
  private func frame(at time: Double) {
    guard isRunning else { return }
    guard let reached = simulatedUntil else {
      simulatedUntil = time
      return
    }
    var now = Swift.max(reached, time - Self.maximumCatchUpSeconds)
    let h = Self.stepSeconds
    while now + h <= time + 1e-9 {
      let pieces = substeps(for: h)
      for _ in 0..<pieces { step(h / Double(pieces)) }
      now += h
      elapsedTime += h
    }
    simulatedUntil = now
    for id in itemOrder {
      guard let item = items[id], let body = bodies[id] else { continue }
      item.center = body.position
      item.transform = AffineTransform(rotationAngle: body.angle)
    }
    collectionViewLayout?.invalidateLayout()
    for behavior in allBehaviors { behavior.action?() }
    keepTransitionAlive(at: time)
    let atRest = itemOrder.allSatisfy { (bodies[$0]?.restingSeconds ?? 0) >= Self.restSeconds }
    if atRest { pause() }
  }
}

extension DynamicBody {
  /// Takes the properties an item behaviour gives.
  @MainActor mutating func take(_ behavior: DynamicItemBehavior) {
    density = behavior.density
    elasticity = behavior.elasticity
    friction = behavior.friction
    resistance = behavior.resistance
    angularResistance = behavior.angularResistance
    isAnchored = behavior.isAnchored
    allowsRotation = behavior.allowsRotation
    if isAnchored {
      velocity = Vector(dx: 0, dy: 0)
      angularVelocity = 0
    }
  }
}

extension DynamicAnimator {
  /// A transition whose animator completes when the simulation pauses (GuillotineMenu's) is
  /// still animating while the simulation runs: its expected end moves with it, so the
  /// window does not end it as one that never completed.
  fileprivate func keepTransitionAlive(at time: Double) {
    guard let context = referenceWindow?.activeTransition, !context.isComplete,
      let end = context.expectedEnd, end < time
    else { return }
    context.expectedEnd = time
  }
}
