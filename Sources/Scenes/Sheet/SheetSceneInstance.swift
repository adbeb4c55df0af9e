import TransitionKit

@MainActor
final class SheetSceneInstance: SceneInstance, SceneReporting {
  let root: SheetRootViewController
  /// The last traced top edge and list offset, to trace only frames that move.
  private var lastTraced: (top: Double, offset: Double)?
  private var attemptsTraced = 0

  init(parameters: ParameterStore) {
    root = SheetRootViewController(parameters: parameters)
  }

  var rootViewController: ViewController { root }

  func presentWithoutAnimation() {
    root.showSheet(animated: false)
  }

  func script(for action: SceneAction, screen: Size) -> GestureScript {
    switch action {
    case .present:
      return .tap("present")
    case .dismiss:
      let x = screen.width / 2
      let y = screen.height / 2 + 10
      return .drag(
        from: Point(x: x, y: y), to: Point(x: x, y: screen.height - 20), duration: 0.3, steps: 12)
    }
  }

  private var sheet: SheetPresentationController? {
    root.presentedViewController?.sheetPresentationController
  }

  private var detentValue: JSONValue {
    guard let sheet, root.presentedViewController != nil,
      let id = sheet.selectedDetentIdentifier ?? sheet.detentTops.last?.identifier
    else { return .null }
    return .string(id.rawValue)
  }

  func summaryFields() -> [(String, JSONValue)] {
    [("detent", detentValue)]
  }

  func traceLines() -> [(kind: String, fields: [(String, JSONValue)])] {
    guard let sheet = root.current?.sheetPresentationController else { return [] }
    var lines: [(kind: String, fields: [(String, JSONValue)])] = []
    while attemptsTraced < sheet.dismissalAttempts {
      attemptsTraced += 1
      lines.append((kind: "attempt-to-dismiss", fields: []))
    }
    let offset = root.current?.list.contentOffset.y ?? 0
    let now = (top: sheet.top, offset: offset)
    if let last = lastTraced, last.top == now.top, last.offset == now.offset { return lines }
    lastTraced = now
    lines.append(
      (
        kind: "sheet",
        fields: [("top", .number(now.top)), ("detent", detentValue), ("offset", .number(offset))]
      ))
    return lines
  }
}
