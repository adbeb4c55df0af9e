import CGtk
import CairoRenderer
import Foundation
import Scenes
import TransitionKit

/// Share…: the save dialog that records the last transition as a moving picture.
///
/// One GTK save dialog with three choices under the file list: the format (animated PNG, GIF,
/// and WebM video only when GStreamer is installed), the speed (real, half, quarter) and
/// whether the finger's mark is drawn. The chosen format decides: a name that ends in another
/// format's extension gets the chosen one's instead, any other name gets it added. On Save, the take of the last
/// transition is played again headless (`TakeRecorder`: the same input and parameter changes
/// at their times, as the timeline's scrub plays it), rendered at 30 frames per second of the
/// file and written, by `ShareProgress` without holding the window; a toast says where, or why
/// not.
@MainActor
final class ShareDialog {
  /// Frames per second of a shared file.
  static let framesPerSecond = 30
  /// The speeds offered, scene seconds per second of the file, with their labels.
  static let speeds: [(value: String, label: String)] = [
    ("1", "Real speed"), ("0.5", "Half speed"), ("0.25", "Quarter speed"),
  ]

  private let parent: WidgetPointer
  private let progress: ShareProgress
  private var chooser: OpaquePointer?
  private let take: TransitionTake
  private let appearance: Appearance
  private let done: (Result<(path: String, recording: SceneRecording), UsageError>) -> Void

  /// A dialog for `take`, drawn in `appearance`; `done` gets what was written, or why not
  /// (nothing when the dialog is cancelled).
  init(
    parent: WidgetPointer, take: TransitionTake, appearance: Appearance, progress: ShareProgress,
    done: @escaping (Result<(path: String, recording: SceneRecording), UsageError>) -> Void
  ) {
    self.parent = parent
    self.progress = progress
    self.take = take
    self.appearance = appearance
    self.done = done
  }

  /// The formats offered, the one chosen at first (GIF, which every app plays) at the top:
  /// WebM only where it can be written.
  static var formats: [RecordFormat] {
    [RecordFormat.gif, .apng, .webm].filter { $0.unavailability == nil }
  }

  /// The file name offered: the scene, and the format's extension.
  static func suggestedFileName(scene: String, format: RecordFormat) -> String {
    "\(scene)-transition.\(format.fileExtension)"
  }

  /// Opens the dialog.
  func present() {
    let dialog = gtk_file_chooser_native_new(
      "Share the Last Transition", tl_window(parent.raw), GTK_FILE_CHOOSER_ACTION_SAVE, "_Save",
      "_Cancel")!
    chooser = dialog
    let formats = Self.formats
    withCStringArray(formats.map(\.rawValue)) { ids in
      withCStringArray(formats.map(\.title)) { labels in
        gtk_file_chooser_add_choice(
          dialog, "format", "Format", UnsafeMutablePointer(mutating: ids),
          UnsafeMutablePointer(mutating: labels))
      }
    }
    gtk_file_chooser_set_choice(dialog, "format", RecordFormat.gif.rawValue)
    withCStringArray(Self.speeds.map(\.value)) { ids in
      withCStringArray(Self.speeds.map(\.label)) { labels in
        gtk_file_chooser_add_choice(
          dialog, "speed", "Speed", UnsafeMutablePointer(mutating: ids),
          UnsafeMutablePointer(mutating: labels))
      }
    }
    gtk_file_chooser_set_choice(dialog, "speed", "1")
    gtk_file_chooser_add_choice(dialog, "finger", "Show the finger", nil, nil)
    gtk_file_chooser_set_choice(dialog, "finger", "true")
    gtk_file_chooser_set_current_name(
      dialog, Self.suggestedFileName(scene: take.sceneID, format: .gif))
    Signal.onFileChosen(
      dialog, finished: { [weak self] in self?.chooser = nil },
      chosen: { [weak self] dialog, path in
        let choice = { (id: String) in
          gtk_file_chooser_get_choice(dialog, id).map { String(cString: $0) }
        }
        let format = choice("format").flatMap(RecordFormat.init(rawValue:)) ?? .gif
        let speed = choice("speed").flatMap(Double.init) ?? 1
        let finger = choice("finger") != "false"
        self?.save(to: path, chosenFormat: format, speed: speed, finger: finger)
      })
    gtk_native_dialog_show(tl_native_dialog(dialog.raw))
  }

  /// Records the take and writes it to `path`, with the chosen format's extension (see
  /// `target(_:chosenFormat:)`), in slices and on a thread of its own (`ShareProgress`).
  func save(to path: String, chosenFormat: RecordFormat, speed: Double, finger: Bool) {
    let (target, format) = Self.target(path, chosenFormat: chosenFormat)
    progress.start(
      take, to: target, format: format, speed: speed, finger: finger, appearance: appearance,
      done: done)
  }

  /// The path written and its format: the chosen format, whose extension replaces another
  /// format's at the end of the name (`card.gif` saved as an animated PNG is `card.apng`) and
  /// is added to a name with none of them; `.png` stays for an animated PNG.
  static func target(_ path: String, chosenFormat: RecordFormat) -> (String, RecordFormat) {
    switch try? RecordFormat.of(path: path) {
    case chosenFormat?: return (path, chosenFormat)
    case .some:
      let base = (path as NSString).deletingPathExtension
      return ("\(base).\(chosenFormat.fileExtension)", chosenFormat)
    case nil: return ("\(path).\(chosenFormat.fileExtension)", chosenFormat)
    }
  }
}
