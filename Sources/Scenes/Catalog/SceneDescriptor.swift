import TransitionKit

/// A control of a scene that scripts can tap by name (`{"type":"tap","target":"close"}`): a
/// button whose view name is the control's id.
public struct ControlSpec: Sendable, Equatable {
  public let id: String
  public let title: String

  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }
}

/// What a keyboard shortcut or a menu item asks a scene to do.
public enum SceneAction: String, Sendable, CaseIterable {
  case present
  case dismiss
}

/// A scene built from its tutorial, alive in a window.
@MainActor
public protocol SceneInstance: AnyObject {
  /// The controller the window shows.
  var rootViewController: ViewController { get }
  /// Puts the modal on screen at once, without a transition (`--start presented`).
  func presentWithoutAnimation()
  /// The gesture a person would make to present or dismiss, starting at time 0, for a screen
  /// of the given size: a tap on a control, or a drag or swipe.
  func script(for action: SceneAction, screen: Size) -> GestureScript
  /// The drag that dismisses the modal (or, for a view with rest places, moves it from where
  /// it rests, see `ReleaseRestPlaces`), as it is now on a screen of `screen` points: where
  /// it presses, along which axis, how many points make progress 1. What the runtime asks to
  /// decide releases, catch a completing dismissal and replay drags, the way libadwaita's
  /// `AdwSwipeable` tells a swipe tracker its distance and snap points. `nil` (the default):
  /// the scene has no such drag.
  func releaseGeometry(screen: Size) -> ReleaseDrag.Geometry?
  /// How the scene's tutorial compares progress with its threshold (default `.strict`).
  var thresholdComparison: ThresholdComparison { get }
  /// The timing the scene's transition animations are built with when its parameters are
  /// `parameters`: what a completion takes when the parameters changed it during the drag.
  /// By default, the scene's `timing` choice (`ParameterStore.sceneTiming`) if it has one.
  func animationTiming(parameters: ParameterStore) -> (any TimingCurveProvider)?
  /// The scene's own release rule, asked when the `release-rule` is the tutorial's
  /// (`threshold`): whether a release whose code asked to finish (`finishes`) or not does,
  /// at `progress` (0…1 along `geometry`) and `velocity` (points per second along its axis).
  /// `nil` (the default): the tutorial's call stands.
  func releaseFinishes(
    _ finishes: Bool, progress: Double, velocity: Double, geometry: ReleaseDrag.Geometry
  ) -> Bool?
  /// The navigation stack's push and pop as the scene plays them now, for a scene whose root
  /// is one (`nil`, the default, for the others).
  var navigationMotion: NavigationMotion? { get }
  /// The zoom the scene plays as its parameters set it now (`nil`, the default, for a scene
  /// without one).
  var zoomMotion: ZoomMotion? { get }
}

/// How a tutorial compares a release's progress with its threshold.
public enum ThresholdComparison: Sendable {
  /// `progress > threshold` finishes.
  case strict
  /// `progress >= threshold` finishes (a tutorial that cancels when `progress < threshold`).
  case atOrAbove
}

extension SceneInstance {
  public func releaseGeometry(screen: Size) -> ReleaseDrag.Geometry? { nil }
  public var thresholdComparison: ThresholdComparison { .strict }
  public func animationTiming(parameters: ParameterStore) -> (any TimingCurveProvider)? {
    parameters[ParameterID.timing] != nil ? parameters.sceneTiming : nil
  }
  public func releaseFinishes(
    _ finishes: Bool, progress: Double, velocity: Double, geometry: ReleaseDrag.Geometry
  ) -> Bool? { nil }
  public var navigationMotion: NavigationMotion? { nil }
  public var zoomMotion: ZoomMotion? { nil }
}

/// A scene as data: id, title, summary, parameters and controls, and how to build it.
public struct SceneDescriptor: Sendable {
  public let id: String
  public let title: String
  /// One paragraph for people.
  public let summary: String
  /// Which tutorial it comes from.
  public let source: String
  public let parameters: [ParameterSpec]
  public let controls: [ControlSpec]
  let make: @MainActor @Sendable (ParameterStore) -> any SceneInstance
  /// For a scene file's scene: the same scene from a fresh copy of its library, whose
  /// file-level variables start afresh (see `withOwnModuleState()`); `nil` for a built-in
  /// scene, which keeps nothing at file level.
  public var moduleCopy: (@MainActor @Sendable () -> SceneDescriptor?)?
  /// For a scene file's scene: the same scene from the one copy of its library that sessions
  /// played away from the window's stage share (see `offlineModuleState()`); `nil` for a
  /// built-in scene.
  public var offlineCopy: (@MainActor @Sendable () -> SceneDescriptor?)?
  /// For a scene file's scene: the same scene from the copy of its library kept for device
  /// `k` (from 0) of compare mode, one per device and version (see `withDeviceModuleState(_:)`);
  /// `nil` for a built-in scene.
  public var deviceCopy: (@MainActor @Sendable (Int) -> SceneDescriptor?)?

  public init(
    id: String, title: String, summary: String, source: String, parameters: [ParameterSpec],
    controls: [ControlSpec],
    make: @escaping @MainActor @Sendable (ParameterStore) -> any SceneInstance
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.source = source
    // A scene with a timing choice also takes a Bézier of the person's own (the
    // `cubic-bezier` timing's control points), after its timing parameters.
    if parameters.contains(where: { $0.id == ParameterID.timing }),
      !parameters.contains(where: { $0.id == ParameterID.bezierX1 })
    {
      let index =
        (parameters.firstIndex { $0.id == ParameterID.timing } ?? parameters.count - 1) + 1
      self.parameters =
        Array(parameters[..<index]) + ParameterSpec.bezierParameters
        + parameters[index...]
    } else {
      self.parameters = parameters
    }
    self.controls = controls
    self.make = make
  }

  /// A fresh store with the tutorial's values.
  @MainActor public func makeParameters() -> ParameterStore {
    let store = ParameterStore(sceneID: id, specs: parameters)
    ReleasePresetBinding.install(on: store)
    return store
  }

  /// The scene with module state of its own: for a scene file, the scene of a fresh copy of
  /// its library, so that what one session left in the file's top-level variables (a shared
  /// transition object, a flag, a counter) does not reach the next; a built-in scene as it is.
  /// `render` and `filmstrip`, which play each moment in a session of its own, start each one
  /// here, so that they show what `replay` plays in its one session.
  @MainActor public func withOwnModuleState() -> SceneDescriptor {
    moduleCopy?() ?? self
  }

  /// The scene with module state apart from the stage's and from every other device's, for
  /// device `device` (from 0) of a comparison: for a scene file, the scene of the copy of its
  /// library kept for that device of this version, loaded the first time it is asked for and
  /// handed back each time after (a loaded library cannot be unloaded, so a copy per opening
  /// would grow the window with every comparison); a built-in scene as it is. What a device's
  /// code left at file level in one comparison is still there in the next on that version.
  @MainActor public func withDeviceModuleState(_ device: Int) -> SceneDescriptor {
    deviceCopy?(device) ?? withOwnModuleState()
  }

  /// Builds the scene with the given parameter values.
  @MainActor public func instantiate(parameters: ParameterStore) -> any SceneInstance {
    make(parameters)
  }
}

/// Every scene, in the order the app lists them.
public enum SceneCatalog {
  public static let all: [SceneDescriptor] = [
    DragDownScene.descriptor, EdgePanScene.descriptor, CardScene.descriptor, SheetScene.descriptor,
    NavigationScene.descriptor, ZoomScene.descriptor, FlipScene.descriptor,
    RevealScene.descriptor,
  ]

  public static func scene(id: String) -> SceneDescriptor? {
    all.first { $0.id == id }
  }

  /// The one-line error for an unknown scene id.
  public static func unknownSceneMessage(_ id: String) -> String {
    "unknown scene '\(id)'; known: \(all.map(\.id).joined(separator: ", "))"
  }
}
