/// A popover's presentation controller (UIKit's `UIPopoverPresentationController`): where the
/// popover points from and which arrows it may use.
///
/// A phone's screen is horizontally compact, where UIKit adapts a popover to full screen
/// unless the delegate keeps it; no popover with an arrow is drawn here, so a controller
/// presented with `.popover` is presented full screen, and `popoverPresentationController`
/// is `nil` (code that configures one with `?.` goes on). The type is here for code that
/// names it, and for delegates that adopt its protocol.
@MainActor
open class PopoverPresentationController: PresentationController {
  /// The view the popover points at.
  public weak var sourceView: View?
  /// The rectangle in `sourceView` the popover points at.
  public var sourceRect: Rect = .zero
  /// The bar button item the popover points at.
  public var barButtonItem: BarButtonItem?
  /// The arrows the popover may use.
  public var permittedArrowDirections: PopoverArrowDirection = .any
  /// Views the person can use while the popover shows.
  public var passthroughViews: [View]?
  /// The popover's background colour.
  public var backgroundColor: Color?
}

/// The arrows of a popover (UIKit's `UIPopoverArrowDirection`).
public struct PopoverArrowDirection: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = PopoverArrowDirection(rawValue: 1 << 0)
  public static let down = PopoverArrowDirection(rawValue: 1 << 1)
  public static let left = PopoverArrowDirection(rawValue: 1 << 2)
  public static let right = PopoverArrowDirection(rawValue: 1 << 3)
  public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
  public static let unknown = PopoverArrowDirection(rawValue: UInt.max)
}

/// The delegate of a popover's presentation (UIKit's
/// `UIPopoverPresentationControllerDelegate`): an adaptive presentation delegate, with the
/// popover's own calls as optional requirements.
@MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
  func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: PopoverPresentationController
  ) {}
}

extension ViewController {
  /// The popover presentation controller (UIKit's `popoverPresentationController`): `nil`
  /// here, where a popover is presented full screen as a compact width adapts it (see
  /// `PopoverPresentationController`).
  public var popoverPresentationController: PopoverPresentationController? { nil }
}
