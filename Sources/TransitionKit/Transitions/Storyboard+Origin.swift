extension Storyboard {
  /// A controller made for this storyboard, marked as coming from it, with the controllers it
  /// holds when made (a navigation controller's root), as a storyboard's scenes all are: each
  /// answers `storyboard` with this one, so that `storyboard!.instantiateViewController(
  /// withIdentifier:)` in it finds the controllers registered beside it.
  func made(by make: @MainActor () -> ViewController) -> ViewController {
    let controller = make()
    mark(controller)
    return controller
  }

  private func mark(_ controller: ViewController) {
    if controller.storyboard == nil { StoryboardOrigins.record(self, for: controller) }
    for child in controller.children { mark(child) }
  }
}

extension ViewController {
  /// The storyboard the controller was made from (UIKit's `storyboard`), `nil` for one made
  /// in code.
  public var storyboard: Storyboard? { StoryboardOrigins.storyboard(of: self) }
}

/// Which storyboard made which controller, kept beside the controllers (held weakly) so that
/// a controller carries nothing for it.
@MainActor
enum StoryboardOrigins {
  private struct Entry {
    weak var controller: ViewController?
    let storyboard: Storyboard
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  static func storyboard(of controller: ViewController) -> Storyboard? {
    guard let entry = entries[ObjectIdentifier(controller)], entry.controller === controller
    else { return nil }
    return entry.storyboard
  }

  static func record(_ storyboard: Storyboard, for controller: ViewController) {
    entries = entries.filter { $0.value.controller != nil }
    entries[ObjectIdentifier(controller)] = Entry(controller: controller, storyboard: storyboard)
  }
}
