import TransitionKit

extension ComposeExport {
  /// Compose's velocity threshold, in dp per second, when the rule gives none
  /// (`AnchoredDraggableDefaults`' 125 dp/s).
  static let defaultVelocityThreshold = 125.0

  /// The sheet as Compose writes it: a Material 3 `ModalBottomSheet` on a
  /// `rememberModalBottomSheetState` (its anchors are Hidden, PartiallyExpanded at half the
  /// container and Expanded), and, for a sheet that rests at every detent of the scene, an
  /// `AnchoredDraggableState` whose anchors are the detents' top edges.
  func sheetCode(_ sheet: SheetSpec) -> String {
    var lines = spec.summaryLines(format: .compose).map { "// " + $0 }
    lines += sheetNotes(sheet).map { "// " + $0 }
    lines += [
      "",
      "import androidx.compose.animation.core.exponentialDecay",
      "import androidx.compose.animation.core.spring",
      "import androidx.compose.foundation.ExperimentalFoundationApi",
      "import androidx.compose.foundation.gestures.AnchoredDraggableState",
      "import androidx.compose.foundation.gestures.DraggableAnchors",
      "import androidx.compose.foundation.layout.ColumnScope",
      "import androidx.compose.material3.BottomSheetDefaults",
      "import androidx.compose.material3.ExperimentalMaterial3Api",
      "import androidx.compose.material3.ModalBottomSheet",
      "import androidx.compose.material3.SheetValue",
      "import androidx.compose.material3.rememberModalBottomSheetState",
      "import androidx.compose.runtime.Composable",
      "",
    ]
    let forms = spec.springForms
    let velocity = sheet.velocityThreshold ?? Self.defaultVelocityThreshold
    lines += [
      "object TransitionLabSheetMotion {",
      "    const val DURATION_MILLIS = \(Int((sheet.settleDuration * 1000).rounded()))",
      "    /** Share of the way to the next detent a release must pass to go on to it. */",
      "    const val THRESHOLD = \(float(sheet.positionalThreshold))",
      "    /** A release at least this fast (dp/s) goes on in its direction. */",
      "    const val VELOCITY_THRESHOLD_DP = \(float(velocity))",
      "",
      "    /** The settle spring: UIKit's damping ratio in \(n(sheet.settleDuration)) s, mass 1. */",
      "    fun <T> settleSpec() = spring<T>(",
      "        dampingRatio = \(float(forms?.dampingRatio ?? sheet.settleDampingRatio)),",
      "        stiffness = \(float(forms?.stiffness ?? 100)),",
      "    )",
      "}",
      "",
      "@OptIn(ExperimentalMaterial3Api::class)",
      "@Composable",
      "fun TransitionLabSheet(",
      "    onDismissRequest: () -> Unit,",
      "    content: @Composable ColumnScope.() -> Unit,",
      ") {",
      "    val sheetState = rememberModalBottomSheetState(",
      "        skipPartiallyExpanded = \(!sheet.detents.contains { $0.identifier == "medium" }),",
      sheet.dismissAllowed
        ? "        confirmValueChange = { true },"
        : "        confirmValueChange = { value -> value != SheetValue.Hidden },",
      "    )",
      "    ModalBottomSheet(",
      "        onDismissRequest = onDismissRequest,",
      "        sheetState = sheetState,",
      sheet.grabberVisible
        ? "        dragHandle = { BottomSheetDefaults.DragHandle() },"
        : "        dragHandle = null,",
      "        content = content,",
      "    )",
      "}",
      "",
    ]
    lines += anchoredState(sheet)
    return lines.joined(separator: "\n") + "\n"
  }

  /// An `AnchoredDraggableState` with an anchor at each detent's top edge (and the dismissed
  /// position when a drag may dismiss), in px from the container's top.
  private func anchoredState(_ sheet: SheetSpec) -> [String] {
    let names = sheet.ascending.reversed().map { Self.anchorName($0.identifier) }
    var lines = [
      "/** The detents as anchors, for a sheet of your own that rests at every one of them. */",
      "enum class TransitionLabDetent { \((names + (sheet.dismissAllowed ? ["Dismissed"] : [])).joined(separator: ", ")) }",
      "",
      "/** The sheet's top edge in px from the container's top: [containerHeight] px, "
        + "[density] px per dp. */",
      "@OptIn(ExperimentalFoundationApi::class)",
      "fun transitionLabSheetState(",
      "    containerHeight: Float,",
      "    density: Float,",
      "): AnchoredDraggableState<TransitionLabDetent> {",
      "    val large = containerHeight - \(float(SheetDetent.largeTopInset)) * density",
      "    return AnchoredDraggableState(",
      "        initialValue = TransitionLabDetent."
        + Self.anchorName(sheet.selected ?? sheet.ascending.first?.identifier ?? "large") + ",",
      "        anchors = DraggableAnchors {",
    ]
    for detent in sheet.ascending.reversed() {
      let height: String
      switch detent.identifier {
      case "large": height = "large"
      case "medium": height = "containerHeight / 2f"
      default: height = "large * \(float(detent.fraction))"
      }
      lines.append(
        "            TransitionLabDetent.\(Self.anchorName(detent.identifier)) at "
          + "containerHeight - \(height)")
    }
    if sheet.dismissAllowed {
      lines.append("            TransitionLabDetent.Dismissed at containerHeight")
    }
    lines += [
      "        },",
      "        positionalThreshold = { distance -> distance * TransitionLabSheetMotion.THRESHOLD },",
      "        velocityThreshold = { TransitionLabSheetMotion.VELOCITY_THRESHOLD_DP * density },",
      "        snapAnimationSpec = TransitionLabSheetMotion.settleSpec(),",
      "        decayAnimationSpec = exponentialDecay(),",
      "    )",
      "}",
    ]
    return lines
  }

  /// What Compose's sheet cannot express, for the comment.
  private func sheetNotes(_ sheet: SheetSpec) -> [String] {
    var notes = [
      "ModalBottomSheet rests only at Hidden, PartiallyExpanded (half the container) and "
        + "Expanded, with the library's own threshold and spring; transitionLabSheetState "
        + "below gives a sheet of your own an anchor at every detent."
    ]
    if sheet.hasCustomDetent {
      notes.append("ModalBottomSheet has no custom detent: only the anchors express it.")
    }
    if !sheet.detents.contains(where: { $0.identifier == "large" }) {
      notes.append("ModalBottomSheet always expands to Expanded; a sheet without large cannot.")
    }
    if sheet.rule == "projection" {
      notes.append(
        "Compose decides by a velocity gate, then by position: the lab's projection rule has "
          + "no counterpart, so the gate is Compose's own 125 dp/s.")
    }
    if let undimmed = sheet.largestUndimmed {
      notes.append(
        "ModalBottomSheet dims at every anchor: undimmed up to \(undimmed) cannot be said "
          + "(scrimColor is one colour).")
    }
    notes.append(
      "Past the end anchors Compose stops; the lab's \(sheet.rubberBand) rubber band "
        + "is not expressed.")
    return notes
  }

  /// `medium` → `Medium`.
  static func anchorName(_ identifier: String) -> String {
    let words = identifier.split { !$0.isLetter && !$0.isNumber }
    let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return name.isEmpty ? "Detent" : name
  }
}
