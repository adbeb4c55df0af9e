/// What a zoom transition may be told (UIKit's `UIViewController.Transition.ZoomOptions`).
@MainActor
public final class ZoomOptions {
  /// What an interactive dismissal would start from (UIKit's
  /// `ZoomOptions.InteractionContext`).
  public struct InteractionContext: Sendable, Equatable {
    /// Where the gesture is, in the zoomed controller's view.
    public var location: Point
    /// The gesture's velocity, in points per second.
    public var velocity: Vector
    /// Whether the dismissal would begin under the current conditions by default.
    public var willBegin: Bool
  }

  /// What an alignment rectangle is asked for (UIKit's `ZoomOptions.AlignmentRectContext`).
  public struct AlignmentRectContext {
    /// The view the zoom grows out of or shrinks into.
    public let sourceView: View
    /// The controller that zooms.
    public let zoomedViewController: ViewController
  }

  /// Asked when an interactive dismissal would begin; `false` keeps the zoomed controller on
  /// screen. `nil`: the default decision (`willBegin`).
  public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
  /// A frame in the zoomed controller's view to which the source view aligns (the photo in a
  /// detail); `nil` or a `nil` result: the whole view.
  public var alignmentRectProvider: ((AlignmentRectContext) -> Rect?)?
  /// The colour of the dimming behind the zoomed view; `nil`: black at
  /// `ZoomTransitionSpec.dimmingOpacity`.
  public var dimmingColor: Color?
  /// The numbers of the zoom (the lab's addition: UIKit keeps them private).
  public var spec = ZoomTransitionSpec()

  public init() {}
}

/// The numbers a zoom runs on. Those UIKit keeps in `_UIZoomTransitionSpec` and
/// `_UIDismissInteraction` come from a reverse-engineered reading of UIKitCore (iOS 26.1);
/// where that reading lost the value, the default is the lab's choice (see
/// `docs/fidelity.md`).
public struct ZoomTransitionSpec: Sendable, Equatable {
  /// Opacity of the dimming at full zoom (`_UIZoomTransitionSpec.dimmingOpacity` 0.15).
  public var dimmingOpacity = 0.15
  /// The side of the square a zoom uses without a source view
  /// (`fallbackSourceViewWidth` 44).
  public var fallbackSourceViewWidth = 44.0
  /// The scale a drag shrinks the view toward (`minScale`; value not recovered): iOS 26's
  /// eased shrink approaches it (measured asymptote 0.37), the classic one stops at it.
  public var minimumScale = 0.37
  /// iOS 26's shrink: the scale falls by this much per height dragged (per width from the
  /// leading edge), measured 0.67; `nil`: the classic lerp(1, minimumScale, progress).
  public var shrinkGain: Double? = 0.67
  /// Where iOS 26's shrink stops being linear and eases toward `minimumScale`, as a share of
  /// the height dragged (fit to the measured 0.80 at 0.3 H and 0.545 at 0.8 H).
  public var shrinkKnee = 0.39
  /// The same for a drag from the leading edge, as a share of the width (measured linear to
  /// 0.56 W).
  public var edgeShrinkKnee = 0.56
  /// iOS 26's soft follow: the card falls behind a drag down by the cube of its travel and
  /// follows sideways on a rubber band; off: the pressed point stays under the finger.
  public var softFollow = true
  /// The largest scale a pinch gives the card (measured: never past 1.0).
  public var pinchMaximumScale = 1.0
  /// A released pinch dismisses when the fingers' distance against the start is below this
  /// (measured 0.5, no projection); `nil`: the classic projected card scale against
  /// `scaleDismissThreshold`.
  public var pinchDismissRatio: Double? = 0.5
  /// Whether a pinch turns the card with the fingers' angle, 1:1 about their midpoint, the
  /// release's spring turning it upright again (measured on iOS 26); off: it stays upright.
  public var pinchFollowsRotation = true
  /// Progress 1 of a drag is this share of the view's height (or width, from the edge)
  /// (`effectiveDistanceFactor`; value not recovered).
  public var distanceFactor = 0.5
  /// A release whose projected translation along the drag passes this many points dismisses
  /// (`dismissThreshold`; value not recovered).
  public var dismissThreshold = 100.0
  /// A release at a scale below this dismisses (`scaleDismissThreshold`; value not
  /// recovered).
  public var scaleDismissThreshold = 0.8
  /// How far ahead a release's velocity projects its translation, in seconds (0.099 in
  /// `_UIDismissInteraction`).
  public var projectionTime = 0.099
  /// The zoom in's and out's spring: response in seconds and damping ratio (values not
  /// recovered; measured on iOS 26: one critically damped spring of ω 18–19.75, so 2π / 19
  /// ≈ 0.33 s and 1).
  public var response = 0.33
  public var dampingRatio = 1.0
  /// The spring the view follows the finger through while it is dragged, so that it trails
  /// slightly (`trackingResponse`, `trackingDampingRatio`; values not recovered).
  public var trackingResponse = 0.1
  public var trackingDampingRatio = 1.0
  /// The corner radius the dragged view takes at progress 1 (the corner spring's radii were not
  /// recovered).
  public var trackingCornerRadius = 24.0
  /// How much faster than `response` the zoom out or the spring back runs after a release
  /// (the lab's addition, UIKit's `completionSpeed`; 1 by default).
  public var completionSpeed = 1.0
  /// How far from the leading edge a press starts the edge dismissal, in points.
  public var edgeWidth = 24.0
  /// Whether a press catches a running zoom (hysteresis 0 while a zoom runs, as in
  /// `_UIDismissInteraction`); off: presses are ignored while it runs.
  public var isInterruptible = true
  /// Whether a press alone stops a running zoom where it is (the classic lab's catch); off
  /// (iOS 26, measured: "a touch does not stop the native card"), a drag begun during a zoom
  /// in takes over on its first movement while the card grows on to full under it, and the
  /// drag then reads as a drag of the full page.
  public var catchesOnPress = false
  /// The spring a released drag springs back on (`cancelInteractive`): response in seconds
  /// and damping ratio (measured on iOS 26: ω 22.5, ζ 0.9); `nil`: the zoom's spring.
  public var cancelResponse: Double? = 2 * Double.pi / 22.5
  public var cancelDampingRatio = 0.9
  /// The spring a released drag lands on (`zoomOutInteractive`; measured ω 13.5–17.5, ζ
  /// 0.65–0.85: ω 15, ζ 0.75); `nil`: the zoom's spring.
  public var landingResponse: Double? = 2 * Double.pi / 15
  public var landingDampingRatio = 0.75
  /// A drag from the leading edge dismisses when the scale its translation plus
  /// `edgeProjectionTime` × its velocity gives is below this (measured 0.70, with 0.12 s);
  /// `nil`: the drag's own rule (`releaseDismisses`).
  public var edgeReleaseScale: Double? = 0.70
  public var edgeProjectionTime = 0.12
  /// Whether the flight's corner radius ends on the display's (measured on iOS 26: a straight
  /// line from the source's radius to the display's) when the zoomed view fills the window;
  /// off: it ends square.
  public var endsOnDisplayCornerRadius = true
  /// The share of a zoom in over which a picture of the source, drawn over the card, fades
  /// out (measured 0.55: 0.58 at 0.21, 0.39 at 0.33, 0.03 at 0.63); `nil`: only the zoomed
  /// view is drawn.
  public var sourcePictureFadeIn: Double? = 0.55
  /// The last share of a zoom out over which the picture of the source fades back in over
  /// the card (about 0.4, from screen recordings of iOS 26); `nil`: only the zoomed view.
  public var sourcePictureFadeOut: Double? = 0.4
  /// How long the crossfade that stands in for the zoom under Reduce Motion lasts, in seconds
  /// (measured on iOS 26: about 0.14 s in and out); `nil`: the spring's settling time.
  public var reduceMotionDuration: Double? = 0.14

  public init() {}

  /// iOS 26's numbers (the default).
  public static let uikit = ZoomTransitionSpec()

  /// The zoom as this library had it before iOS 26's were measured: a linear shrink to 0.5
  /// at half the height, the pressed point under the finger, an upright pinch up to 1.25
  /// released by its projected scale, a 0.45-s spring of ratio 0.9.
  public static let classic: ZoomTransitionSpec = {
    var spec = ZoomTransitionSpec()
    spec.minimumScale = 0.5
    spec.shrinkGain = nil
    spec.softFollow = false
    spec.pinchMaximumScale = 1.25
    spec.pinchDismissRatio = nil
    spec.pinchFollowsRotation = false
    spec.response = 0.45
    spec.dampingRatio = 0.9
    spec.catchesOnPress = true
    spec.cancelResponse = nil
    spec.landingResponse = nil
    spec.edgeReleaseScale = nil
    spec.endsOnDisplayCornerRadius = false
    spec.sourcePictureFadeIn = nil
    spec.sourcePictureFadeOut = nil
    spec.reduceMotionDuration = nil
    return spec
  }()

  /// The scale a drag gives at `progress` (0…1): lerp(1, minimumScale, progress).
  public func scale(atProgress progress: Double) -> Double {
    let p = Swift.min(Swift.max(progress, 0), 1)
    return 1 + (minimumScale - 1) * p
  }

  /// Whether a release dismisses: the scale below `scaleDismissThreshold`, or the translation
  /// plus `projectionTime` × velocity along the drag past `dismissThreshold`.
  public func releaseDismisses(scale: Double, translation: Double, velocity: Double) -> Bool {
    if scale < scaleDismissThreshold { return true }
    return translation + projectionTime * velocity > dismissThreshold
  }
}
