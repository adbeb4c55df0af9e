import Foundation
import Scenes
import TransitionKit

/// What the `zoom` scene's parameters say about its zoom, for the exports: the transition
/// chosen, the dismissal's numbers and the spring, as the scene answers them.
public typealias ZoomSpec = ZoomMotion

extension ZoomMotion {
  /// The zoom spring's stiffness at unit mass, (2π / response)².
  var stiffness: Double { pow(2 * Double.pi / Swift.max(response, 0.001), 2) }

  /// The shared-element timing the transition names, if it names one.
  var sharedTiming: SharedElementTiming? { SharedElementTiming(rawValue: transition) }

  /// Hero's duration for the scene's first photo flying into its detail on a 390 × 844 screen.
  var heroDuration: Double {
    SharedElementTiming.heroDuration(
      from: Rect(x: 0, y: 100, width: 128.67, height: 128.67),
      to: Rect(x: 0, y: 227, width: 390, height: 390))
  }

  /// The numbers UIKit, SwiftUI and Compose keep private or do not have, in one sentence.
  var privateNumbers: String {
    "minimum scale \(n(minimumScale)), dismiss threshold \(n(dismissThreshold)) pt "
      + "(translation + 0.099 s × velocity), scale threshold \(n(scaleThreshold)), zoom spring "
      + "response \(n(response)) s and damping \(n(dampingRatio)), tracking spring response "
      + "\(n(trackingResponse)) s"
  }
}

private func n(_ value: Double) -> String { ExportNumber.text(value) }

/// The zoom scene's transition as code for each target, with what the target cannot express.
struct ZoomExport {
  let spec: MotionSpec
  let zoom: ZoomSpec

  func code(_ format: ExportFormat) -> String {
    switch format {
    case .uikit: uikit
    case .swiftui: swiftui
    case .compose: compose
    case .css: css
    case .libadwaita: libadwaita
    }
  }

  private func comment(_ lines: [String], prefix: String = "// ") -> String {
    lines.map { prefix + $0 }.joined(separator: "\n")
  }

  private var header: String {
    "Photo grid zoom (Transition Lab scene `zoom`): transition \(zoom.transition)."
  }

  // MARK: UIKit

  var uikit: String {
    var notes = [header]
    var body: [String] = []
    switch zoom.transition {
    case "cross-dissolve":
      notes.append(
        "UIKit's crossDissolve runs the system's duration; the lab's \(n(zoom.crossDissolveDuration)) s "
          + "needs a custom animator.")
      body = ["detail.preferredTransition = .crossDissolve"]
    default:
      if let timing = zoom.sharedTiming {
        notes.append(
          "UIKit has no shared-element transition with \(timing.rawValue)'s timing: the nearest "
            + "built-in is the zoom below; a custom UIViewControllerAnimatedTransitioning that "
            + "flies a snapshot of the cell would carry \(timingWords(timing)).")
      }
      notes.append(
        "UIKit keeps the zoom's numbers private: " + zoom.privateNumbers
          + " cannot be set; the system's own are used.")
      if !zoom.interruptible {
        notes.append("A zoom cannot be made uninterruptible: UIKit's zoom is always catchable.")
      }
      body = [
        "let options = UIViewController.Transition.ZoomOptions()",
        "options.alignmentRectProvider = { context in",
        "  (context.zoomedViewController as? PhotoDetailViewController)?.photoView.frame",
        "}",
        "options.interactiveDismissShouldBegin = { context in context.willBegin }",
      ]
      if abs(zoom.dimming - 0.15) > 1e-9 {
        body.append(
          "options.dimmingColor = UIColor(white: 0, alpha: \(n(zoom.dimming)))  // nil: the system's"
        )
      }
      body += [
        "detail.preferredTransition = .zoom(options: options) { [weak self] context in",
        "  // Asked again on the way out: return the cell of the photo shown now.",
        "  guard let detail = context.zoomedViewController as? PhotoDetailViewController,",
        "    let self else { return nil }",
        "  return self.collectionView.cellForItem(at: IndexPath(item: detail.photoIndex, section: 0))",
        "}",
      ]
    }
    return comment(notes) + "\n" + """
      import UIKit

      func showPhoto(_ detail: PhotoDetailViewController, from grid: UIViewController) {
      \(body.map { "  " + $0 }.joined(separator: "\n"))
        grid.present(detail, animated: true)  // or navigationController?.pushViewController
      }

      """
  }

  // MARK: SwiftUI

  var swiftui: String {
    var notes = [header]
    var transition = ".navigationTransition(.zoom(sourceID: shown, in: zoom))"
    switch zoom.transition {
    case "cross-dissolve":
      notes.append(
        "A NavigationStack has no cross-dissolve; .navigationTransition(.automatic) pushes. A "
          + "fullScreenCover with .transition(.opacity) and .animation(.easeInOut(duration: "
          + "\(n(zoom.crossDissolveDuration)))) fades instead.")
      transition = ".navigationTransition(.automatic)"
    default:
      if let timing = zoom.sharedTiming {
        notes.append(
          "SwiftUI's zoom has no \(timing.rawValue) timing: matchedGeometryEffect inside one "
            + "view, animated with \(swiftUIAnimation(timing)), flies the photo with it, but "
            + "not across a navigation push.")
      }
      notes.append(
        "SwiftUI keeps the zoom's numbers private: " + zoom.privateNumbers
          + " cannot be set; dimming is the system's.")
    }
    notes.append(
      "`shown` follows the detail's paging, so the zoom back goes into the photo shown (the "
        + "source is looked up by id, never by a captured view).")
    return comment(notes) + "\n" + """
      import SwiftUI

      struct PhotoGrid: View {
        @Namespace private var zoom
        @State private var path: [Int] = []
        @State private var shown = 1
        private let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)

        var body: some View {
          NavigationStack(path: $path) {
            ScrollView {
              LazyVGrid(columns: columns, spacing: 2) {
                ForEach(1...36, id: \\.self) { id in
                  Button {
                    shown = id
                    path.append(id)
                  } label: {
                    photo(id)
                      .aspectRatio(1, contentMode: .fill)
                      .clipShape(RoundedRectangle(cornerRadius: 6))
                  }
                  .matchedTransitionSource(id: id, in: zoom) { source in
                    source.clipShape(RoundedRectangle(cornerRadius: 6))
                  }
                }
              }
            }
            .navigationTitle("Photos")
            .navigationDestination(for: Int.self) { _ in
              TabView(selection: $shown) {
                ForEach(1...36, id: \\.self) { id in
                  photo(id).aspectRatio(1, contentMode: .fit).tag(id)
                }
              }
              .tabViewStyle(.page)
              .background(.black)
              \(transition)
            }
          }
        }

        private func photo(_ id: Int) -> Color {
          Color(hue: Double(id * 37 % 360) / 360, saturation: 0.65, brightness: 0.8)
        }
      }

      """
  }

  private func swiftUIAnimation(_ timing: SharedElementTiming) -> String {
    switch timing {
    case .hero: ".timingCurve(0.4, 0, 0.2, 1, duration: \(n(zoom.heroDuration)))"
    case .compose: ".interpolatingSpring(stiffness: 400, damping: 40)"
    case .material:
      ".timingCurve(0.05, 0.7, 0.1, 1, duration: 0.5) (the emphasized path approximated)"
    }
  }

  private func timingWords(_ timing: SharedElementTiming) -> String {
    switch timing {
    case .hero:
      "UIViewPropertyAnimator(duration: \(n(zoom.heroDuration)), controlPoint1: CGPoint(x: 0.4, y: 0), "
        + "controlPoint2: CGPoint(x: 0.2, y: 1))"
    case .compose:
      "UISpringTimingParameters(mass: 1, stiffness: 400, damping: 40, initialVelocity: .zero)"
    case .material:
      "a 0.5 s (0.4 s back) animator on the emphasized path, which one cubic Bézier cannot "
        + "follow exactly, and a 32 % black scrim"
    }
  }

  // MARK: Compose

  var compose: String {
    var notes = [header]
    let boundsTransform: String
    switch zoom.sharedTiming {
    case .hero?:
      boundsTransform =
        "tween(durationMillis = \(Int((zoom.heroDuration * 1000).rounded())), easing = CubicBezierEasing(0.4f, 0f, 0.2f, 1f))"
      notes.append("Hero's duration is computed from the distance flown; here for the first photo.")
    case .material?:
      boundsTransform =
        "tween(durationMillis = if (initial.height < target.height) 500 else 400, easing = Emphasized)"
      notes.append(
        "Material's scrim (0x52000000) and fade thresholds are MaterialContainerTransform's "
          + "(Views); with Compose draw the scrim in the detail's background while "
          + "isTransitionActive.")
    case .compose?:
      boundsTransform = "spring(dampingRatio = 1f, stiffness = 400f)"
    case nil:
      boundsTransform =
        "spring(dampingRatio = \(n(zoom.dampingRatio))f, stiffness = \(n(zoom.stiffness))f)"
      notes.append(
        zoom.transition == "cross-dissolve"
          ? "Without sharedBounds the detail crossfades: AnimatedContent's fadeIn() togetherWith fadeOut()."
          : "Compose has no zoom transition: sharedBounds with the zoom's spring (response "
            + "\(n(zoom.response)) s, damping \(n(zoom.dampingRatio)): stiffness (2π/response)²) "
            + "flies the bounds.")
    }
    notes.append(
      "Compose cannot express the drag-to-dismiss that shrinks toward minimum scale "
        + "\(n(zoom.minimumScale)) under the finger, nor its release rule, nor catching a "
        + "flight mid-way: use PredictiveBackHandler with a SeekableTransitionState for a "
        + "gesture, and note that the default SharedContentConfig cancels at once if the cell "
        + "scrolls out of the grid mid-flight.")
    return comment(notes) + "\n" + """
      import androidx.compose.animation.*
      import androidx.compose.animation.core.*
      import androidx.compose.foundation.*
      import androidx.compose.foundation.layout.*
      import androidx.compose.foundation.lazy.grid.*
      import androidx.compose.foundation.shape.RoundedCornerShape
      import androidx.compose.runtime.*
      import androidx.compose.ui.Modifier
      import androidx.compose.ui.draw.clip
      import androidx.compose.ui.graphics.Color
      import androidx.compose.ui.graphics.Path
      import androidx.compose.ui.unit.dp

      val Emphasized = PathEasing(Path().apply {
        moveTo(0f, 0f)
        cubicTo(0.05f, 0f, 0.133333f, 0.06f, 0.166666f, 0.4f)
        cubicTo(0.208333f, 0.82f, 0.25f, 1f, 1f, 1f)
      })

      @OptIn(ExperimentalSharedTransitionApi::class)
      @Composable
      fun PhotoGrid() {
        var shown by remember { mutableStateOf<Int?>(null) }
        SharedTransitionLayout {
          AnimatedContent(shown, label = "photo") { id ->
            if (id == null) {
              LazyVerticalGrid(GridCells.Fixed(3), horizontalArrangement = Arrangement.spacedBy(2.dp),
                verticalArrangement = Arrangement.spacedBy(2.dp)) {
                items(36) { i ->
                  Box(Modifier.aspectRatio(1f)
                    .sharedBounds(rememberSharedContentState("photo-${i + 1}"), this@AnimatedContent,
                      boundsTransform = { initial, target -> \(boundsTransform) })
                    .clip(RoundedCornerShape(6.dp)).background(photo(i + 1))
                    .clickable { shown = i + 1 })
                }
              }
            } else {
              Box(Modifier.fillMaxSize().background(Color.Black)) {
                Box(Modifier.fillMaxWidth().aspectRatio(1f)
                  .sharedBounds(rememberSharedContentState("photo-$id"), this@AnimatedContent,
                    boundsTransform = { initial, target -> \(boundsTransform) })
                  .background(photo(id)).clickable { shown = null })
              }
            }
          }
        }
      }

      fun photo(id: Int) = Color.hsv((id * 37 % 360).toFloat(), 0.65f, 0.8f)

      """
  }

  // MARK: CSS

  var css: String {
    var notes = [header]
    let duration: Double
    let easing: String
    switch zoom.sharedTiming {
    case .hero?:
      duration = zoom.heroDuration
      easing = "cubic-bezier(0.4, 0, 0.2, 1)"
    case .material?:
      duration = 0.5
      let curve = LinearEasing(sampling: SharedElementTiming.emphasized)
      easing = curve.css
      notes.append("Material's emphasized path as linear() stops; its return takes 400 ms.")
    case .compose?:
      duration = SharedElementTiming.compose.duration(from: .zero, to: .zero, presenting: true)
      easing =
        LinearEasing(sampling: {
          SharedElementTiming.compose.progress(at: $0 * duration, duration: duration)
        }).css
    case nil:
      if zoom.transition == "cross-dissolve" {
        duration = zoom.crossDissolveDuration
        easing = "ease-in-out"
      } else {
        let omega = 2 * Double.pi / Swift.max(zoom.response, 0.001)
        duration = 6.9 / (Swift.max(Swift.min(zoom.dampingRatio, 1), 0.05) * omega)
        let spring = DampedSpring(dampingRatio: zoom.dampingRatio, stiffness: zoom.stiffness)
        easing = LinearEasing(sampling: { spring.value(at: $0 * duration) }).css
        notes.append(
          "The zoom's spring (response \(n(zoom.response)) s, damping \(n(zoom.dampingRatio))) "
            + "as linear() stops over \(n(duration)) s.")
      }
    }
    notes.append(
      "View transitions cannot be dragged: the drag down that shrinks toward minimum scale "
        + "\(n(zoom.minimumScale)), its release rule and catching a flight need script; a new "
        + "startViewTransition() skips the running one instead of catching it. The source's "
        + "corner radius is interpolated only if border-radius is on the group's snapshot.")
    return "/*\n" + comment(notes, prefix: " * ") + "\n */\n" + """
      /* Give the clicked cell and the detail's photo the same name, then swap the DOM:
         cell.style.viewTransitionName = 'photo';
         document.startViewTransition(() => showDetail(id)).finished
           .then(() => cell.style.viewTransitionName = ''); */
      .detail-photo { view-transition-name: photo; }
      ::view-transition-group(photo) {
        animation-duration: \(n(duration))s;
        animation-timing-function: \(easing);
      }
      ::view-transition-old(root), ::view-transition-new(root) {
        animation-duration: \(n(duration))s;
      }
      ::view-transition-new(root) { animation-name: -ua-view-transition-fade-in; }
      ::view-transition-image-pair(root) { background: rgb(0 0 0 / \(n(zoom.dimming))); }

      """
  }

  // MARK: libadwaita

  var libadwaita: String {
    let stiffness = zoom.stiffness
    return "/*\n"
      + comment(
        [
          header,
          "libadwaita has no shared-element or zoom transition: animate the photo's allocation "
            + "yourself, from the cell's bounds to the detail's, with an AdwSpringAnimation of the "
            + "zoom's spring; the drag-to-dismiss and its release rule need a GtkGestureDrag.",
        ], prefix: " * ") + "\n */\n" + """
        #include <adwaita.h>

        AdwAnimation *zoom_animation (GtkWidget *widget, AdwAnimationTarget *target);

        AdwAnimation *
        zoom_animation (GtkWidget *widget, AdwAnimationTarget *target)
        {
          AdwSpringParams *params = adw_spring_params_new_full (\(n(zoom.dampingRatio)), 1, \(n(stiffness)));
          AdwAnimation *animation = adw_spring_animation_new (widget, 0, 1, params, target);
          adw_spring_params_unref (params);
          return animation;
        }

        """
  }
}
