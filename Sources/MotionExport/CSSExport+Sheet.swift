import TransitionKit

extension CSSExport {
  /// The sheet as CSS can have it: a fixed sheet whose top edge moves to a custom property per
  /// detent (`data-detent` on the element chooses it), with the settle spring as the
  /// transition's easing and the dimming behind it.
  func sheetCode(_ sheet: SheetSpec) -> String {
    var comments = spec.summaryLines(format: .css)
    let (function, comment) = timingFunction
    comments.append(comment)
    comments.append(
      "CSS has no drag and no release: script must move the sheet with the finger, pick the "
        + "detent (the \(sheet.rule) rule above) and set data-detent; the transition then "
        + "settles from rest, not at the release's speed, and the \(sheet.rubberBand) rubber "
        + "band past the end detents is script's too.")
    var lines = ["/*"] + comments.map { " * " + $0 } + [" */"]
    lines += [
      ":root {",
      "  --transition-lab-duration: \(n(sheet.settleDuration))s;",
      "  --transition-lab-easing: \(function);",
      "  /* The sheet's top edge at each detent, from the top of the viewport. */",
    ]
    for detent in sheet.ascending.reversed() {
      lines.append("  \(Self.property(detent.identifier)): \(Self.top(detent));")
    }
    lines += [
      "}",
      "",
      ".transition-lab-sheet {",
      "  position: fixed;",
      "  inset: 0;",
      "  border-radius: \(n(sheet.cornerRadius))px "
        + "\(n(sheet.cornerRadius))px 0 0;",
      "  transform: translateY(100vh);",
      "  transition: transform var(--transition-lab-duration) var(--transition-lab-easing);",
      "}",
    ]
    for detent in sheet.ascending.reversed() {
      lines += [
        "",
        ".transition-lab-sheet[data-detent=\"\(detent.identifier)\"] {",
        "  transform: translateY(var(\(Self.property(detent.identifier))));",
        "}",
      ]
    }
    lines += [
      "",
      "/* The dimming behind the sheet\(dimmingWords(sheet)). */",
      ".transition-lab-sheet-dimming {",
      "  position: fixed;",
      "  inset: 0;",
      "  background: rgb(0 0 0 / \(n(sheet.dimmingAlpha)));",
      "  transition: opacity var(--transition-lab-duration) var(--transition-lab-easing);",
      "}",
    ]
    if let undimmed = sheet.largestUndimmed {
      lines += [
        "",
        ".transition-lab-sheet-dimming[data-detent=\"\(undimmed)\"] {",
        "  opacity: 0;",
        "  pointer-events: none;",
        "}",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func dimmingWords(_ sheet: SheetSpec) -> String {
    guard let undimmed = sheet.largestUndimmed else { return ", at every detent" }
    return ", above \(undimmed) only (give it the sheet's data-detent)"
  }

  /// `--transition-lab-sheet-medium`.
  static func property(_ identifier: String) -> String {
    "--transition-lab-sheet-" + identifier.map { $0.isLetter || $0.isNumber ? $0 : "-" }
  }

  /// The detent's top edge as a CSS length.
  static func top(_ detent: SheetSpec.Detent) -> String {
    let inset = ExportNumber.text(SheetDetent.largeTopInset)
    switch detent.identifier {
    case "large": return "\(inset)px"
    case "medium": return "50vh"
    default:
      return "calc(100vh - (100vh - \(inset)px) * \(ExportNumber.code(detent.fraction)))"
    }
  }
}
