import TransitionKit

/// The motion as SwiftUI: the animation (`Spring(duration:bounce:)` or `.timingCurve`) and a
/// `DragGesture` whose `onEnded` decides the release.
struct SwiftUIExport {
  let spec: MotionSpec

  var n: (Double) -> String { ExportNumber.text }

  var code: String {
    var lines = spec.summaryLines(format: .swiftui).map { "// " + $0 }
    lines += notes.map { "// " + $0 }
    lines += ["import SwiftUI", ""]
    lines += motion + [""] + view
    return lines.joined(separator: "\n") + "\n"
  }

  private var notes: [String] {
    var lines: [String] = []
    if spec.completionSpeed != 1 {
      lines.append(
        "A SwiftUI completion runs the whole animation from where the drag left it; UIKit's "
          + "completion speed becomes .speed(\(n(spec.completionSpeed))).")
    }
    if case .projection = spec.rule {
      lines.append(
        "DragGesture's predictedEndTranslation projects with SwiftUI's own, undocumented "
          + "deceleration; the rule below projects with the lab's rate instead.")
    }
    if spec.release.completionVelocity {
      lines.append(
        "For a completion that starts at the release velocity, use .interpolatingSpring(duration:"
          + "bounce:initialVelocity:) with the drag's velocity over the distance left.")
    }
    if spec.release.velocityEstimator != nil {
      lines.append(
        "DragGesture.Value.velocity (iOS 17) is SwiftUI's own estimate; its window cannot be set.")
    }
    return lines
  }

  private var animation: String {
    switch spec.timing {
    case .bezier(let b, _):
      return ".timingCurve(\(n(b.x1)), \(n(b.y1)), \(n(b.x2)), \(n(b.y2)), "
        + "duration: \(n(spec.duration)))"
    case .spring(_, let velocity):
      guard let forms = spec.springForms else { return ".smooth(duration: \(n(spec.duration)))" }
      let duration = ExportNumber.code(forms.perceptualDuration)
      let bounce = ExportNumber.code(forms.bounce)
      if velocity != 0 {
        return ".interpolatingSpring(duration: \(duration), bounce: \(bounce), "
          + "initialVelocity: \(n(velocity)))"
      }
      return ".spring(Spring(duration: \(duration), bounce: \(bounce)))"
    }
  }

  private var motion: [String] {
    var lines = [
      "enum TransitionLabMotion {"
    ]
    if let forms = spec.springForms {
      lines.append(
        "  // UIKit's dampingRatio \(n(forms.dampingRatio)) in \(n(spec.duration)) s is mass 1, "
          + "stiffness \(ExportNumber.short(forms.stiffness)), damping "
          + "\(ExportNumber.short(forms.damping)).")
    }
    lines += [
      "  static let animation: Animation = \(animation)",
      "  /// Progress a slow release must pass to finish.",
      "  static let threshold: CGFloat = \(n(spec.threshold))",
      "  static let completionSpeed: Double = \(n(spec.completionSpeed))",
      "",
      "  /// Whether a release at `progress`, moving at `velocity` points per second toward the",
      "  /// end, finishes; `distance` is the points progress 1 stands for.",
      "  static func shouldFinish(progress: CGFloat, velocity: CGFloat, distance: CGFloat) "
        + "-> Bool {",
    ]
    lines += spec.swiftShouldFinishBody()
    lines += ["  }", "}"]
    return lines
  }

  private var view: [String] {
    let vertical = spec.gesture == .verticalPan
    let component = vertical ? "height" : "width"
    let distance: String
    switch spec.gesture {
    case .verticalPan: distance = "proxy.size.height"
    case .leftEdgePan(let points): distance = n(points)
    }
    let offset = vertical ? ".offset(y: offset)" : ".offset(x: offset)"
    let finishedOffset = vertical ? "proxy.size.height" : "proxy.size.width"
    var lines = [
      "/// Content that a drag dismisses, and that springs back when the release cancels.",
      "struct InteractiveDismissal<Content: View>: View {",
      "  @Binding var isPresented: Bool",
      "  @ViewBuilder var content: Content",
      "  @State private var offset: CGFloat = 0",
      "",
      "  var body: some View {",
      "    GeometryReader { proxy in",
      "      content",
      "        \(offset)",
      "        .gesture(",
      "          DragGesture()",
      "            .onChanged { value in",
      "              offset = max(value.translation.\(component), 0)",
      "            }",
      "            .onEnded { value in",
      "              let distance: CGFloat = \(distance)",
      "              let progress = min(max(value.translation.\(component) / distance, 0), 1)",
      "              let velocity = value.velocity.\(component)",
      "              let animation = TransitionLabMotion.animation.speed("
        + "TransitionLabMotion.completionSpeed)",
      "              if TransitionLabMotion.shouldFinish(",
      "                progress: progress, velocity: velocity, distance: distance)",
      "              {",
      "                withAnimation(animation) {",
      "                  offset = \(finishedOffset)",
      "                } completion: {",
      "                  isPresented = false",
      "                }",
      "              } else {",
      "                withAnimation(animation) { offset = 0 }",
      "              }",
      "            })",
      "    }",
      "  }",
      "}",
    ]
    if case .leftEdgePan = spec.gesture {
      lines.insert(
        "/// SwiftUI has no screen-edge gesture; start the drag only near the left edge "
          + "(value.startLocation.x).", at: 0)
    }
    return lines
  }
}
