import TransitionKit

extension SceneSession {
  /// The device the scene runs on, as the replay summary's `device` field: its id (`custom`
  /// for a size alone), the orientation, the screen's width and height in points, the safe
  /// areas, the status bar's height, the scale and the display's corner radius.
  var deviceSummary: JSONValue {
    let screen = window.screen
    let insets = screen.safeAreaInsets
    return .object([
      ("id", .string(screen.device?.id ?? "custom")),
      ("orientation", .string(screen.orientation.rawValue)),
      ("width", .number(screen.bounds.width)), ("height", .number(screen.bounds.height)),
      (
        "safeArea",
        .object([
          ("top", .number(insets.top)), ("left", .number(insets.left)),
          ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
        ])
      ),
      ("statusBar", .number(screen.statusBarHeight)),
      ("scale", .number(screen.device?.scale ?? screen.scale)),
      ("cornerRadius", .number(screen.displayCornerRadius)),
    ])
  }
}
