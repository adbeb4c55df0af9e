import TransitionKit

extension SwiftUIExport {
  /// The sheet as SwiftUI writes it: `.sheet` with `.presentationDetents`,
  /// `.presentationDragIndicator`, `.presentationBackgroundInteraction` for the undimmed
  /// detent and `.interactiveDismissDisabled` when dismissal is refused.
  func sheetCode(_ sheet: SheetSpec) -> String {
    var lines = spec.summaryLines(format: .swiftui).map { "// " + $0 }
    lines += sheetNotes(sheet).map { "// " + $0 }
    lines += ["import SwiftUI", ""]
    let detents = sheet.detents.map { Self.detentExpression($0) }.joined(separator: ", ")
    let start =
      sheet.detents.first { $0.identifier == sheet.selected } ?? sheet.ascending.first
    lines += [
      "/// A button that shows `content` in a sheet with the lab's detents.",
      "struct TransitionLabSheet<Content: View>: View {",
      "  @ViewBuilder var content: Content",
      "  @State private var isPresented = false",
      "  @State private var detent: PresentationDetent = "
        + (start.map { Self.detentExpression($0) } ?? ".large"),
      "",
      "  var body: some View {",
      "    Button(\"Show Sheet\") { isPresented = true }",
      "      .sheet(isPresented: $isPresented) {",
      "        content",
      "          .presentationDetents([\(detents)], selection: $detent)",
      "          .presentationDragIndicator(\(sheet.grabberVisible ? ".visible" : ".hidden"))",
    ]
    if let undimmed = sheet.detents.first(where: { $0.identifier == sheet.largestUndimmed }) {
      lines.append(
        "          .presentationBackgroundInteraction(.enabled(upThrough: "
          + "\(Self.detentExpression(undimmed))))")
    }
    if !sheet.dismissAllowed {
      lines.append("          .interactiveDismissDisabled()")
    }
    lines += ["      }", "  }", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  private func sheetNotes(_ sheet: SheetSpec) -> [String] {
    var notes = [
      "SwiftUI's sheet picks the detent a release reaches, its settle spring and its rubber "
        + "band itself; none can be set, so the lab's \(sheet.rule) rule, threshold "
        + "\(ExportNumber.text(sheet.positionalThreshold)), \(sheet.rubberBand) rubber band and "
        + "settle spring are not expressed below (iOS 16; the background interaction 16.4)."
    ]
    if sheet.hasCustomDetent {
      notes.append(
        ".fraction(f) is a share of the sheet's largest height, as UIKit's "
          + "maximumDetentValue × f.")
    }
    return notes
  }

  /// `.medium`, `.large` or `.fraction(f)`.
  static func detentExpression(_ detent: SheetSpec.Detent) -> String {
    switch detent.identifier {
    case "medium": ".medium"
    case "large": ".large"
    default: ".fraction(\(ExportNumber.code(detent.fraction)))"
    }
  }
}
