/// How a presented controller shares the screen with the one that presents it (UIKit's
/// `UIModalPresentationStyle`, the styles that apply to a phone-sized screen).
///
/// What each does with the *presenting* controller's view, as UIKit has it:
///
/// | style | presenting | after presenting | dismissing: `view(forKey: .to)` | after dismissing |
/// |---|---|---|---|---|
/// | `fullScreen`, `currentContext` | moved into the transition container | taken out of the window | the presenting view, out of the window: the animator adds it to the container | put back where it was, whatever the animator did with it |
/// | `overFullScreen`, `overCurrentContext`, `custom`, `pageSheet` | stays where it is | stays | `nil`: it never left | nothing is put back: a presenting view the animator moved into the container leaves the window with it |
///
/// The last cell is the classic "black screen after dismissal": an animator written for
/// `fullScreen` (which adds `toVC.view` to the container) used under a style that keeps the
/// presenter. UIKit says nothing when it happens; here it is recorded as the warning
/// `transition.presenter-lost`, naming the style and the fix.
///
/// `automatic` resolves to `pageSheet`, as it has on iPhone since iOS 13; before iOS 13 the
/// default was `fullScreen`, which is what tutorials of that time were written against. A
/// scene has one context, the screen, so `currentContext` behaves as `fullScreen` and
/// `overCurrentContext` as `overFullScreen`.
public enum ModalPresentationStyle: String, Sendable, CaseIterable {
  case fullScreen
  case overFullScreen
  case currentContext
  case overCurrentContext
  case custom
  case pageSheet
  /// The system's choice: `pageSheet` (iOS 13 and later).
  case automatic
  /// A form sheet: on a phone, in a horizontally compact environment, a page sheet (iOS 13
  /// and later).
  case formSheet
  /// No style: what a presentation controller's delegate answers to keep a presentation from
  /// adapting. A controller presented with it is presented `fullScreen`.
  case none
  /// A popover: on a phone, in a horizontally compact environment, full screen, as UIKit
  /// adapts one by default (no popover with an arrow is drawn here).
  case popover

  /// The styles a controller is presented with, as the lab's parameters offer them (the
  /// phone's; `formSheet` is a page sheet there, and `none` no style at all).
  public static let allCases: [ModalPresentationStyle] = [
    .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .pageSheet,
    .automatic,
  ]

  /// The style a presentation actually gets (`automatic` and, on a phone, `formSheet` →
  /// `pageSheet`; `none` and, on a phone, `popover` → `fullScreen`).
  public var resolved: ModalPresentationStyle {
    switch self {
    case .automatic, .formSheet: .pageSheet
    case .none, .popover: .fullScreen
    default: self
    }
  }

  /// Whether the presenting view leaves the window once the presentation completes (and UIKit
  /// puts it back after the dismissal): `fullScreen` and `currentContext`.
  public var removesPresentingView: Bool {
    switch resolved {
    case .fullScreen, .currentContext: true
    default: false
    }
  }
}

/// The system's animation of a presentation or dismissal that no transitioning delegate
/// animates (UIKit's `UIModalTransitionStyle`).
public enum ModalTransitionStyle: Int, Sendable, CaseIterable {
  /// The presented view slides up from the bottom, and back down.
  case coverVertical
  /// A 3-D flip about the vertical axis; here a cross-dissolve, with the warning
  /// `transition.style-not-modelled`.
  case flipHorizontal
  /// The presented view fades in over the presenter, and out.
  case crossDissolve
  /// A page curl; here a cross-dissolve, with the warning `transition.style-not-modelled`.
  case partialCurl
}
