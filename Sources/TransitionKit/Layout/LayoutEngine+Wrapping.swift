internal import Cassowary

/// UIKit's second pass for wrapping labels, inside the layout that needs it.
extension LayoutEngine {
  /// How many times one layout measures its wrapping labels again before it places views.
  static let wrappingRounds = 3

  /// Measures again, at its solved width, each label that wraps at its own width and whose
  /// height was measured at another, then solves again, before a layout places its views: a
  /// resize lays such a label (and whatever its height moves) out at the new size in that
  /// one layout, rather than at the old width's height corrected at the next pass, so a
  /// controller hears `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()` once.
  func settleWrappingLabels() {
    guard !isFitting, !wrappingLabels.isEmpty else { return }
    for _ in 0..<Self.wrappingRounds {
      var remeasured = false
      for record in wrappingLabels {
        guard let label = record.view as? Label, label.wrapsAtItsWidth,
          let state = label.layoutState, !state.translatesAutoresizingMaskIntoConstraints
        else { continue }
        let frame = solvedFrame(of: record)
        guard frame.width > 0, state.measuredWidth != frame.width else { continue }
        // The label takes its solved width first; its height at that width goes in next.
        apply(frame, to: label)
        label.invalidateIntrinsicContentSize()
        remeasured = true
      }
      guard remeasured else { return }
      prepare()
    }
  }
}
