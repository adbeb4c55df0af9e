import Foundation

/// A segue a controller performs (UIKit's `UIStoryboardSegue`): from its source to a new
/// destination. There are no storyboards here: a scene registers its segues in code
/// (`registerSegue(withIdentifier:destination:)`), and `performSegue(withIdentifier:sender:)`
/// makes the destination, lets the source `prepare(for:sender:)` it, and calls `perform()`.
@MainActor
open class StoryboardSegue: NSObject {
  public let identifier: String?
  public let source: ViewController
  public let destination: ViewController

  public required init(identifier: String?, source: ViewController, destination: ViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    super.init()
  }

  /// Shows the destination as a storyboard's "Show" segue does: pushed when the source is in
  /// a navigation stack, otherwise presented modally, animated. A subclass overrides it for a
  /// transition of its own.
  open func perform() {
    if let navigation = source.navigationController {
      navigation.pushViewController(destination, animated: true)
    } else {
      source.present(destination, animated: true)
    }
  }
}

/// A segue a scene registered: how to make its destination, and the segue class to perform.
struct RegisteredSegue {
  let destination: @MainActor () -> ViewController
  let segueClass: StoryboardSegue.Type
}

extension ViewController {
  /// Registers a segue this controller can perform, as a storyboard would declare it: the
  /// destination is made anew each time (`{ DetailViewController() }`), and `segueClass`
  /// performs it (a "Show" segue unless a subclass of `StoryboardSegue` is given).
  public func registerSegue(
    withIdentifier identifier: String, segueClass: StoryboardSegue.Type = StoryboardSegue.self,
    destination: @escaping @MainActor () -> ViewController
  ) {
    registeredSegues[identifier] = RegisteredSegue(
      destination: destination, segueClass: segueClass)
  }

  /// Performs a registered segue (UIKit's `performSegue(withIdentifier:sender:)`): makes the
  /// destination, calls `prepare(for:sender:)`, then the segue's `perform()`. As in UIKit,
  /// `shouldPerformSegue(withIdentifier:sender:)` is not asked. An identifier no segue was
  /// registered under is a warning (UIKit raises "Receiver has no segue with identifier").
  public func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard let registered = registeredSegues[identifier] else {
      AnimationEngine.current.warn(
        "segue.unknown-identifier",
        "\(String(describing: type(of: self))) has no segue with identifier '\(identifier)'; "
          + "register it with registerSegue(withIdentifier:destination:)")
      return
    }
    let segue = registered.segueClass.init(
      identifier: identifier, source: self, destination: registered.destination())
    prepare(for: segue, sender: sender)
    segue.perform()
  }
}
