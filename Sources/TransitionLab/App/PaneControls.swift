import CGtk
import Scenes

/// Reports where a pane's controls are, as a trace line of the given kind, when they moved:
/// each control's rectangle on the window's surface in pixels, `[x, y, width, height]`, so
/// scripts can click them as a person would.
@MainActor
final class PaneControls {
  private let kind: String
  private var reported = ""

  init(kind: String) {
    self.kind = kind
  }

  func report(_ controls: [(String, WidgetPointer)], emit: (String, [(String, JSONValue)]) -> Void)
  {
    var rects: [(String, JSONValue)] = []
    for (name, widget) in controls {
      guard let rect = SurfaceGeometry.pixelRect(of: widget) else { continue }
      rects.append((name, .array(rect.map { .number(($0 * 10).rounded() / 10) })))
    }
    let line = JSONValue.object(rects)
    guard line.encoded != reported else { return }
    reported = line.encoded
    emit(kind, [("controls", line)])
  }
}
