import Scenes
import TransitionKit

extension SwiftUIExport {
  /// The navigation stack as SwiftUI writes it: a `NavigationStack` over a path, a list whose
  /// rows push a detail, and the system's push, pop and swipe back. SwiftUI lets code set
  /// none of the motion, so the comment says what of the lab's values it drops.
  func navigationCode(_ navigation: NavigationSpec) -> String {
    let n = ExportNumber.text
    var lines = navigation.summaryLines(format: .swiftui).map { "// " + $0 }
    lines += [
      "// What NavigationStack cannot express: its push and pop are the system's (0.35 s, 30 % "
        + "parallax), with no API for a duration, a curve, a parallax or a dimming, so the lab's "
        + "\(n(navigation.duration)) s, \(n(navigation.parallax)) parallax and "
        + "\(n(navigation.dimming)) dimming are not applied; .navigationTransition (iOS 18) "
        + "offers only .zoom and .automatic.",
      "// The swipe back is the system's too: its begin rule and pop rule cannot be set, so the "
        + "\(navigation.popRule) rule is not applied (the stack pops by UIKit's own rule); the "
        + "swipe from anywhere in the content comes with iOS 26 and cannot be turned off or "
        + "limited to the edge"
        + (navigation.popGesture == "both"
          ? "." : " (the lab's pop-gesture is \(navigation.popGesture)).")
        + " For the lab's motion, wrap a UINavigationController with the UIKit export in a "
        + "UIViewControllerRepresentable.",
      "import SwiftUI",
      "",
      "/// The lab's values, for the views that read them.",
      "enum TransitionLabNavigationMotion {",
      "  static let duration: Double = \(n(navigation.duration))",
      "  static let parallax: Double = \(n(navigation.parallax))",
      "  static let dimming: Double = \(n(navigation.dimming))",
      "}",
      "",
      "/// A list whose rows push a detail; the bar's back button and the swipe back pop.",
      "struct TransitionLabNavigation: View {",
      "  @State private var path: [Int] = []",
      "",
      "  var body: some View {",
      "    NavigationStack(path: $path) {",
      "      List(1...20, id: \\.self) { row in",
      "        NavigationLink(\"Item \\(row)\", value: row)",
      "      }",
      "      .navigationTitle(\"Items\")",
      "      .navigationDestination(for: Int.self) { row in",
      "        TransitionLabDetail(row: row, path: $path)",
      "      }",
      "    }",
      "  }",
      "}",
      "",
      "/// A detail that pushes one more, and pops from code as the bar's back button does.",
      "struct TransitionLabDetail: View {",
      "  let row: Int",
      "  @Binding var path: [Int]",
      "",
      "  var body: some View {",
      "    VStack(spacing: 16) {",
      "      Text(\"Item \\(row)\")",
      "      Button(\"Show More\") { path.append(row * 100) }",
      "      Button(\"Back\") { path.removeLast() }",
      "    }",
      "    .navigationTitle(\"Item \\(row)\")",
      "  }",
      "}",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
