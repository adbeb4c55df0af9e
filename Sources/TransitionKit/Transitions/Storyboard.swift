import Foundation

/// A storyboard by name (UIKit's `UIStoryboard`), without Interface Builder.
///
/// There are no storyboard files here: what a storyboard would make, a scene registers in code
/// under the storyboard's name, its initial controller and the controllers it gives an
/// identifier to, each made anew on every call as a storyboard instantiates a new copy:
///
/// ```swift
/// UIStoryboard.register(name: "ModalView", initial: { UINavigationController(rootViewController: ModalViewController()) })
/// UIStoryboard.register(name: "Main", identifier: "detail") { DetailViewController() }
/// ```
///
/// Then the iOS code runs as written: `UIStoryboard(name: "ModalView", bundle: nil)
/// .instantiateInitialViewController()`. A name or identifier nobody registered does not stop
/// the scene (UIKit raises an exception): it is an engine warning, `instantiateViewController
/// (withIdentifier:)` gives a controller whose screen says what to register, and
/// `instantiateInitialViewController()` gives `nil`, as for a storyboard without an initial
/// controller.
@MainActor
open class Storyboard: NSObject {
  /// What a scene registered under one storyboard name.
  struct Contents {
    var initial: (@MainActor () -> ViewController)?
    var controllers: [String: @MainActor () -> ViewController] = [:]
  }

  /// The storyboard's name, as given to `init(name:bundle:)`.
  public let name: String

  /// The storyboard registered under `name` (UIKit's `init(name:bundle:)`; the bundle is not
  /// looked in).
  public init(name: String, bundle: Bundle?) {
    self.name = name
    super.init()
    if AnimationEngine.registered({ $0.storyboards[name] }) == nil {
      AnimationEngine.current.warn(
        "storyboard.unknown-name",
        "No storyboard named '\(name)' is registered; register what it makes with "
          + "UIStoryboard.register(name: \"\(name)\", initial:) or (name:identifier:)")
    }
  }

  /// Registers the controller a storyboard starts with (its initial view controller), made
  /// anew by `make` each time. Registering a name again replaces its initial controller. The
  /// registration belongs to the session registering it (see `SceneRegistrations`).
  public static func register(
    name: String, initial make: @escaping @MainActor () -> ViewController
  ) {
    AnimationEngine.currentRegistrations.storyboards[name, default: Contents()].initial = make
  }

  /// Registers a controller a storyboard gives a Storyboard ID, made anew by `make` each time.
  public static func register(
    name: String, identifier: String, make: @escaping @MainActor () -> ViewController
  ) {
    AnimationEngine.currentRegistrations.storyboards[name, default: Contents()].controllers[
      identifier] = make
  }

  /// Forgets every storyboard registered in the current session (a new session starts from
  /// none, and a session's go with it).
  public static func removeAllRegistrations() {
    AnimationEngine.currentRegistrations.storyboards = [:]
  }

  /// A new copy of the storyboard's initial controller, or `nil` when none is registered
  /// (UIKit's `instantiateInitialViewController()`).
  open func instantiateInitialViewController() -> ViewController? {
    guard let make = AnimationEngine.registered({ $0.storyboards[name]?.initial }) else {
      AnimationEngine.current.warn(
        "storyboard.no-initial",
        "Storyboard '\(name)' has no initial view controller registered; register it with "
          + "UIStoryboard.register(name: \"\(name)\", initial:)")
      return nil
    }
    return made(by: make)
  }

  /// A new copy of the controller registered under `identifier` (UIKit's
  /// `instantiateViewController(withIdentifier:)`). One nobody registered is a warning and a
  /// controller whose screen names what is missing, where UIKit raises
  /// "Storyboard doesn't contain a view controller with identifier".
  open func instantiateViewController(withIdentifier identifier: String) -> ViewController {
    if let make = AnimationEngine.registered({ $0.storyboards[name]?.controllers[identifier] }) {
      return made(by: make)
    }
    let message =
      "Storyboard '\(name)' doesn't contain a view controller with identifier '\(identifier)': "
      + "register it with UIStoryboard.register(name: \"\(name)\", identifier: \"\(identifier)\")"
    AnimationEngine.current.warn("storyboard.unknown-identifier", message)
    return MissingStoryboardController(message: message)
  }
}

/// The screen shown in place of a storyboard controller that was never registered: a message
/// saying what to register.
final class MissingStoryboardController: ViewController {
  let message: String

  init(message: String) {
    self.message = message
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    message = ""
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let label = Label(frame: view.bounds.insetBy(dx: 24, dy: 24))
    label.text = message
    label.numberOfLines = 0
    label.textAlignment = .center
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(label)
  }
}
