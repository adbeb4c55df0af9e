import Foundation
import Scenes
import TransitionKit

/// What a scene draws with Core Animation, for the exports: a 3-D flip with keyframes under a
/// perspective, or a circular reveal through a mask.
public enum LayerEffectSpec: Sendable, Equatable {
  /// Three keyframes turning the card a quarter turn about y, under m34 = −1 / `perspective`.
  case flip(perspective: Double, calculationMode: String)
  /// A circle of `startDiameter` points growing to cover the screen, as a mask.
  case reveal(startDiameter: Double)

  /// The effect the scene's parameters name: a `perspective` and a `calculation-mode` make a
  /// flip, a `start-diameter` a reveal; `nil` for another scene.
  @MainActor public init?(parameters: ParameterStore) {
    if parameters["perspective"] != nil, parameters["calculation-mode"] != nil {
      self = .flip(
        perspective: parameters.number("perspective"),
        calculationMode: parameters.choice("calculation-mode"))
    } else if parameters["start-diameter"] != nil {
      self = .reveal(startDiameter: parameters.number("start-diameter"))
    } else {
      return nil
    }
  }
}

private func n(_ value: Double) -> String { ExportNumber.text(value) }

/// The flip's and the reveal's layer code for each target, saying in comments what the target
/// cannot draw and what stands in for it.
struct LayerEffectExport {
  let spec: MotionSpec
  let effect: LayerEffectSpec

  func code(_ format: ExportFormat) -> String {
    switch (effect, format) {
    case (.flip(let d, let mode), .uikit): flipUIKit(d, mode)
    case (.flip(let d, _), .swiftui): flipSwiftUI(d)
    case (.flip(let d, _), .libadwaita): flipLibadwaita(d)
    case (.flip(let d, _), .compose): flipCompose(d)
    case (.flip(let d, _), .css): flipCSS(d)
    case (.reveal(let diameter), .uikit): revealUIKit(diameter)
    case (.reveal(let diameter), .swiftui): revealSwiftUI(diameter)
    case (.reveal(let diameter), .libadwaita): revealLibadwaita(diameter)
    case (.reveal(let diameter), .compose): revealCompose(diameter)
    case (.reveal(let diameter), .css): revealCSS(diameter)
    }
  }

  private func comment(_ lines: [String], prefix: String = "// ") -> String {
    lines.map { prefix + $0 }.joined(separator: "\n")
  }

  private var duration: String { n(spec.duration) }
  private var third: String { n(spec.duration / 3) }
  private var milliseconds: Int { Int((spec.duration * 1000).rounded()) }

  // MARK: Flip

  private func flipUIKit(_ d: Double, _ mode: String) -> String {
    let option =
      switch mode {
      case "linear": ".calculationModeLinear"
      case "discrete": ".calculationModeDiscrete"
      case "paced": ".calculationModePaced"
      case "cubic-paced": ".calculationModeCubicPaced"
      default: ".calculationModeCubic"
      }
    return comment([
      "Card flip (Transition Lab scene `flip`): three keyframes of a third each under a "
        + "perspective of \(n(d)) points on the container layer.",
      "Call from animateTransition(using:), with `card` the view that turns and `snapshot` a "
        + "picture of the next screen at the card's frame.",
    ]) + "\n" + """
      import UIKit

      func flip(card: UIView, snapshot: UIView, in containerView: UIView, to finalFrame: CGRect,
                completion: @escaping (Bool) -> Void) {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / \(n(d))
        containerView.layer.sublayerTransform = perspective
        snapshot.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        UIView.animateKeyframes(withDuration: \(duration), delay: 0, options: \(option), animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
            card.layer.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
          }
          UIView.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) {
            snapshot.layer.transform = CATransform3DIdentity
          }
          UIView.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) {
            snapshot.frame = finalFrame
          }
        }, completion: completion)
      }

      """
  }

  private func flipSwiftUI(_ d: Double) -> String {
    comment([
      "Card flip (Transition Lab scene `flip`).",
      "SwiftUI turns in 3-D with rotation3DEffect, but its perspective is relative, not a "
        + "distance: 1 is the default, and \(n(d)) points for a 320-point card is about "
        + "perspective \(n(320 / d)). The three keyframes are a KeyframeAnimator (iOS 17).",
    ]) + "\n" + """
      import SwiftUI

      struct FlipValues {
        var front = 0.0
        var back = 90.0
      }

      struct FlipCard<Front: View, Back: View>: View {
        let front: Front
        let back: Back
        @Binding var flipped: Int

        var body: some View {
          ZStack {
            front.rotation3DEffect(.degrees(0), axis: (x: 0, y: 1, z: 0))
            back
          }
          .keyframeAnimator(initialValue: FlipValues(), trigger: flipped) { content, value in
            ZStack {
              front.rotation3DEffect(.degrees(value.front), axis: (x: 0, y: 1, z: 0),
                                     perspective: \(n(320 / d)))
                .opacity(value.front > -90 ? 1 : 0)
              back.rotation3DEffect(.degrees(value.back), axis: (x: 0, y: 1, z: 0),
                                    perspective: \(n(320 / d)))
                .opacity(value.back < 90 ? 1 : 0)
            }
          } keyframes: { _ in
            KeyframeTrack(\\.front) {
              LinearKeyframe(-90, duration: \(third))
            }
            KeyframeTrack(\\.back) {
              LinearKeyframe(90, duration: \(third))
              LinearKeyframe(0, duration: \(third))
            }
          }
        }
      }

      """
  }

  private func flipLibadwaita(_ d: Double) -> String {
    "/*\n"
      + comment(
        [
          "Card flip (Transition Lab scene `flip`).",
          "libadwaita's animations move numbers, not layers: the turn is drawn in a widget's "
            + "snapshot with GSK's 3-D transforms (a perspective of \(n(d)) pixels and a turn "
            + "about y), and an AdwTimedAnimation of 0…2 over \(duration) s drives it: the "
            + "first half turns the front away, the second turns the back in. GTK has no "
            + "keyframes, so the calculation mode is linear here.",
        ], prefix: " * ") + "\n */\n" + """
        #include <adwaita.h>

        void flip_snapshot (GtkWidget *card, GtkWidget *back, GtkSnapshot *snapshot, double t);

        void
        flip_snapshot (GtkWidget *card, GtkWidget *back, GtkSnapshot *snapshot, double t)
        {
          float width = gtk_widget_get_width (card);
          float height = gtk_widget_get_height (card);
          GtkWidget *shown = t < 1 ? card : back;
          float angle = t < 1 ? -90.0f * (float) t : 90.0f * (float) (2 - t);

          gtk_snapshot_save (snapshot);
          gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (width / 2, height / 2));
          gtk_snapshot_perspective (snapshot, \(n(d)));
          gtk_snapshot_rotate_3d (snapshot, angle, graphene_vec3_y_axis ());
          gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-width / 2, -height / 2));
          gtk_widget_snapshot_child (gtk_widget_get_parent (shown), shown, snapshot);
          gtk_snapshot_restore (snapshot);
        }

        AdwAnimation *flip_animation (GtkWidget *widget, AdwAnimationTarget *target);

        AdwAnimation *
        flip_animation (GtkWidget *widget, AdwAnimationTarget *target)
        {
          return adw_timed_animation_new (widget, 0, 2, \(milliseconds), target);
        }

        """
  }

  private func flipCompose(_ d: Double) -> String {
    comment([
      "Card flip (Transition Lab scene `flip`).",
      "Compose turns in 3-D with graphicsLayer's rotationY; its cameraDistance is in pixels, "
        + "so a viewer \(n(d)) points away is \(n(d)) × density. The keyframes are a "
        + "keyframes {} spec.",
    ]) + "\n" + """
      import androidx.compose.animation.core.Animatable
      import androidx.compose.animation.core.keyframes
      import androidx.compose.foundation.layout.Box
      import androidx.compose.runtime.Composable
      import androidx.compose.runtime.LaunchedEffect
      import androidx.compose.runtime.remember
      import androidx.compose.ui.Modifier
      import androidx.compose.ui.graphics.graphicsLayer

      @Composable
      fun FlipCard(flipped: Boolean, front: @Composable () -> Unit, back: @Composable () -> Unit) {
          val angle = remember { Animatable(0f) }
          LaunchedEffect(flipped) {
              angle.animateTo(if (flipped) 180f else 0f, keyframes {
                  durationMillis = \(milliseconds)
                  90f at \(milliseconds / 3)
                  90f at \(2 * milliseconds / 3)
              })
          }
          Box(Modifier.graphicsLayer {
              rotationY = angle.value
              cameraDistance = \(n(d))f * density
          }) {
              if (angle.value <= 90f) front() else Box(Modifier.graphicsLayer { rotationY = 180f }) { back() }
          }
      }

      """
  }

  private func flipCSS(_ d: Double) -> String {
    "/*\n"
      + comment(
        [
          "Card flip (Transition Lab scene `flip`): CSS turns in 3-D with perspective() and "
            + "rotateY(); backface-visibility hides each face when it turns away. The swipe "
            + "from the edge that drives it needs script."
        ], prefix: " * ") + "\n */\n" + """
        .flip-front, .flip-back {
          backface-visibility: hidden;
          animation-duration: \(duration)s;
          animation-fill-mode: both;
        }
        .flipped .flip-front { animation-name: flip-front; }
        .flipped .flip-back { animation-name: flip-back; }
        @keyframes flip-front {
          0% { transform: perspective(\(n(d))px) rotateY(0deg); }
          33.333% { transform: perspective(\(n(d))px) rotateY(-90deg); }
          100% { transform: perspective(\(n(d))px) rotateY(-90deg); }
        }
        @keyframes flip-back {
          0% { transform: perspective(\(n(d))px) rotateY(90deg); }
          33.333% { transform: perspective(\(n(d))px) rotateY(90deg); }
          66.667% { transform: perspective(\(n(d))px) rotateY(0deg); }
          100% { transform: perspective(\(n(d))px) rotateY(0deg); }
        }

        """
  }

  // MARK: Reveal

  private func revealUIKit(_ diameter: Double) -> String {
    comment([
      "Circular reveal (Transition Lab scene `reveal`): a shape layer masks the new screen "
        + "and its path grows from the \(n(diameter))-point button; the animation's delegate "
        + "completes the transition."
    ]) + "\n" + """
      import UIKit

      func reveal(_ view: UIView, from button: CGRect, covering bounds: CGRect,
                  delegate: CAAnimationDelegate) {
        let center = CGPoint(x: button.midX, y: button.midY)
        let radius = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                      CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
          .map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
        let small = UIBezierPath(ovalIn: button).cgPath
        let large = UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius,
                                                width: 2 * radius, height: 2 * radius)).cgPath
        let mask = CAShapeLayer()
        mask.path = large
        view.layer.mask = mask
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = small
        animation.toValue = large
        animation.duration = \(duration)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.delegate = delegate
        mask.add(animation, forKey: "path")
      }

      """
  }

  private func revealSwiftUI(_ diameter: Double) -> String {
    comment([
      "Circular reveal (Transition Lab scene `reveal`): SwiftUI masks with any shape; the "
        + "circle's scale animates from the \(n(diameter))-point button to one that covers "
        + "the screen."
    ]) + "\n" + """
      import SwiftUI

      struct CircularReveal: ViewModifier {
        var revealed: Bool
        var center: CGPoint
        var coverRadius: CGFloat

        func body(content: Content) -> some View {
          content.mask {
            Circle()
              .frame(width: \(n(diameter)), height: \(n(diameter)))
              .scaleEffect(revealed ? coverRadius * 2 / \(n(diameter)) : 1)
              .position(center)
              .animation(.easeInOut(duration: \(duration)), value: revealed)
          }
        }
      }

      """
  }

  private func revealLibadwaita(_ diameter: Double) -> String {
    "/*\n"
      + comment(
        [
          "Circular reveal (Transition Lab scene `reveal`).",
          "GTK 4.8, Debian 12's, has no mask in GtkSnapshot (gtk_snapshot_push_mask came in "
            + "4.10), so a layer mask cannot be written; a circle is a rounded clip, which it "
            + "has, so this reveal is drawn exactly with gtk_snapshot_push_rounded_clip. A "
            + "mask of another shape would need GTK 4.10 or a cairo drawing.",
        ], prefix: " * ") + "\n */\n" + """
        #include <adwaita.h>

        void reveal_snapshot (GtkWidget *screen, GtkSnapshot *snapshot, graphene_point_t center,
                              float radius);

        void
        reveal_snapshot (GtkWidget *screen, GtkSnapshot *snapshot, graphene_point_t center,
                         float radius)
        {
          GskRoundedRect circle;
          graphene_rect_t bounds = GRAPHENE_RECT_INIT (center.x - radius, center.y - radius,
                                                       2 * radius, 2 * radius);
          gsk_rounded_rect_init_from_rect (&circle, &bounds, radius);
          gtk_snapshot_push_rounded_clip (snapshot, &circle);
          gtk_widget_snapshot_child (gtk_widget_get_parent (screen), screen, snapshot);
          gtk_snapshot_pop (snapshot);
        }

        AdwAnimation *reveal_animation (GtkWidget *widget, AdwAnimationTarget *target,
                                        double cover_radius);

        AdwAnimation *
        reveal_animation (GtkWidget *widget, AdwAnimationTarget *target, double cover_radius)
        {
          AdwAnimation *animation =
            adw_timed_animation_new (widget, \(n(diameter / 2)), cover_radius, \(milliseconds), target);
          adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (animation), ADW_EASE_IN_OUT_CUBIC);
          return animation;
        }

        """
  }

  private func revealCompose(_ diameter: Double) -> String {
    comment([
      "Circular reveal (Transition Lab scene `reveal`): Compose clips to any shape; the "
        + "circle's radius animates from the \(n(diameter))-point button's to one that covers "
        + "the screen."
    ]) + "\n" + """
      import androidx.compose.animation.core.animateFloatAsState
      import androidx.compose.animation.core.tween
      import androidx.compose.runtime.Composable
      import androidx.compose.runtime.getValue
      import androidx.compose.ui.Modifier
      import androidx.compose.ui.draw.drawWithContent
      import androidx.compose.ui.geometry.Offset
      import androidx.compose.ui.graphics.Path
      import androidx.compose.ui.graphics.drawscope.clipPath

      @Composable
      fun Modifier.circularReveal(revealed: Boolean, center: Offset, coverRadius: Float): Modifier {
          val radius by animateFloatAsState(
              if (revealed) coverRadius else \(n(diameter / 2))f, tween(\(milliseconds)), label = "reveal")
          return drawWithContent {
              val circle = Path().apply {
                  addOval(androidx.compose.ui.geometry.Rect(center, radius * density))
              }
              clipPath(circle) { this@drawWithContent.drawContent() }
          }
      }

      """
  }

  private func revealCSS(_ diameter: Double) -> String {
    "/*\n"
      + comment(
        [
          "Circular reveal (Transition Lab scene `reveal`): clip-path: circle() animates from "
            + "the \(n(diameter))-point button to a circle that covers the screen."
        ], prefix: " * ") + "\n */\n" + """
        .reveal {
          clip-path: circle(\(n(diameter / 2))px at var(--button-x) var(--button-y));
          transition: clip-path \(duration)s ease-in-out;
        }
        .reveal.revealed {
          clip-path: circle(150% at var(--button-x) var(--button-y));
        }

        """
  }
}
