import CGtk
import Foundation
import Scenes

extension MotionInspector {
  /// The Share… button under Export…: records the last transition as a moving
  /// picture (see `ShareDialog`), through the `app.share` action, which is enabled once there
  /// is a transition to share.
  static func makeShareButton() -> WidgetPointer {
    let button = gtk_button_new_with_label("Share…")!
    button.tooltip = "Save the last transition as an animated PNG, a GIF or a video"
    Accessible.describe(
      button, label: "Share the last transition",
      description:
        "Records the last transition again as a moving picture, an animated PNG, a GIF or a "
        + "WebM video, at real speed or slowed, with the finger's mark, and saves it.")
    button.activates(.share)
    return button
  }

  /// Opens the save dialog for the last transition's take.
  func share() {
    guard let take = recorder.lastTake else {
      lab.onNotice?("Nothing to share yet: play a transition first")
      return
    }
    guard !shareProgress.isRunning else {
      lab.onNotice?("A transition is being shared already: wait for it, or Cancel it")
      return
    }
    shareProgress.emit = { [weak lab] action, fields in
      lab?.emit("share", [("action", .string(action))] + fields)
    }
    lab.emit("share", [("action", .string("shown"))])
    let dialog = ShareDialog(
      parent: parentWindowForShare, take: take, appearance: canvas.renderer.appearance,
      progress: shareProgress
    ) { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let written):
        let name = (written.path as NSString).lastPathComponent
        self.lab.onNotice?(
          "Saved \(name): \(written.recording.frames.count) frames, "
            + String(format: "%.2f s", written.recording.duration))
        self.lab.emit(
          "share",
          [
            ("action", .string("saved")), ("path", .string(written.path)),
            ("frames", .number(Double(written.recording.frames.count))),
            ("fps", .number(Double(written.recording.framesPerSecond))),
            ("speed", .number(written.recording.speed)),
            ("duration", .number(written.recording.duration)),
          ])
      case .failure(let error):
        self.lab.onNotice?("Could not share: \(error.message)")
        self.lab.emit(
          "share", [("action", .string("failed")), ("reason", .string(error.message))])
      }
      self.shareDialog = nil
    }
    shareDialog = dialog
    dialog.present()
  }
}
