import TransitionKit

extension UIKitExport {
  /// The sheet as UIKit writes it: a page sheet whose `UISheetPresentationController` has the
  /// scene's detents, selected detent, undimmed detent, grabber and `isModalInPresentation`.
  func sheetCode(_ sheet: SheetSpec) -> String {
    var lines = spec.summaryLines(format: .uikit).map { "// " + $0 }
    lines += Self.sheetNotes(sheet).map { "// " + $0 }
    lines += ["import UIKit", ""]
    lines += [
      "/// Presents `content` from `presenter` as a page sheet with the lab's detents.",
      "func presentTransitionLabSheet(_ content: UIViewController, from presenter: "
        + "UIViewController) {",
      "  content.modalPresentationStyle = .pageSheet",
      "  content.isModalInPresentation = \(!sheet.dismissAllowed)",
      "  if let sheet = content.sheetPresentationController {",
    ]
    let detents = sheet.detents.map(Self.detentExpression)
    lines.append("    sheet.detents = [")
    lines += detents.map { "      \($0)," }
    lines.append("    ]")
    lines.append(
      "    sheet.selectedDetentIdentifier = "
        + (sheet.selected.map(Self.identifierExpression) ?? "nil"))
    lines.append(
      "    sheet.largestUndimmedDetentIdentifier = "
        + (sheet.largestUndimmed.map(Self.identifierExpression) ?? "nil"))
    lines += [
      "    sheet.prefersGrabberVisible = \(sheet.grabberVisible)",
      "    sheet.prefersScrollingExpandsWhenScrolledToEdge = true",
      "  }",
      "  presenter.present(content, animated: true)",
      "}",
      "",
      "/// Moves the sheet to another detent with UIKit's own animation.",
      "func selectTransitionLabDetent(_ identifier: UISheetPresentationController.Detent."
        + "Identifier, of content: UIViewController) {",
      "  guard let sheet = content.sheetPresentationController else { return }",
      "  sheet.animateChanges {",
      "    sheet.selectedDetentIdentifier = identifier",
      "  }",
      "}",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// What UIKit's sheet does not let code set, for the comment.
  static func sheetNotes(_ sheet: SheetSpec) -> [String] {
    var notes = [
      "UISheetPresentationController picks the detent a release reaches, its settle spring and "
        + "its rubber band itself; none can be set, so the lab's \(sheet.rule) rule, threshold "
        + "\(ExportNumber.text(sheet.positionalThreshold)), \(sheet.rubberBand) rubber band and "
        + "settle spring are not expressed below."
    ]
    if sheet.hasCustomDetent {
      notes.append(
        "Custom detents (.custom(identifier:resolver:)) need iOS 16; medium and large need 15.")
    }
    return notes
  }

  /// `.medium()`, `.large()` or a custom detent at the same share of the large one.
  static func detentExpression(_ detent: SheetSpec.Detent) -> String {
    switch detent.identifier {
    case "medium": ".medium()"
    case "large": ".large()"
    default:
      ".custom(identifier: \(identifierExpression(detent.identifier))) { context in "
        + "context.maximumDetentValue * \(ExportNumber.code(detent.fraction)) }"
    }
  }

  /// A detent identifier as Swift.
  static func identifierExpression(_ identifier: String) -> String {
    switch identifier {
    case "medium": ".medium"
    case "large": ".large"
    default: "UISheetPresentationController.Detent.Identifier(\"\(identifier)\")"
    }
  }
}
