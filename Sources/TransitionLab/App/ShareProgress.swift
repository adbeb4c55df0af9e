import CGtk
import CairoRenderer
import Foundation
import Scenes
import TransitionKit

/// Share…'s work after the save dialog, without holding the window: the take is recorded a
/// slice of frames at a time when the main loop is idle (below drawing and input), then
/// encoded on a thread of its own into a hidden file beside the target, which takes the
/// target's name once it is complete. A row under Share… shows what it does (a bar, the frame
/// count, then the encoding) with Cancel, which leaves no file behind.
@MainActor
final class ShareProgress {
  /// The longest one slice of recording holds the main loop, in seconds.
  static let sliceSeconds = 0.02
  /// How often the encoding's end is looked for, in milliseconds.
  static let pollMilliseconds: UInt32 = 50

  /// The row: the bar and Cancel; hidden while nothing is shared.
  let widget: WidgetPointer
  private let bar: WidgetPointer
  private let cancelButton: WidgetPointer
  /// Writes a `share` trace line with these fields after `action`.
  var emit: (String, [(String, JSONValue)]) -> Void = { _, _ in }
  private var run: Run?

  /// One file being shared.
  private struct Run {
    let target: String
    let partial: String
    let format: RecordFormat
    let done: (Result<(path: String, recording: SceneRecording), UsageError>) -> Void
    var recorder: TakeRecorder?
    var recording: SceneRecording?
    var job: BackgroundJob<Void>?
    var source: UInt32 = 0
  }

  init() {
    widget = Widgets.row(spacing: 6)
    bar = gtk_progress_bar_new()
    gtk_progress_bar_set_show_text(OpaquePointer(bar.raw), 1)
    bar.expandsHorizontally = true
    gtk_widget_set_valign(bar, GTK_ALIGN_CENTER)
    Accessible.describe(bar, label: "Sharing", description: "What Share… is doing now.")
    cancelButton = gtk_button_new_with_label("Cancel")!
    Accessible.describe(
      cancelButton, description: "Stop sharing the transition; no file is written.")
    widget.append(bar)
    widget.append(cancelButton)
    widget.isVisible = false
    Signal.connect(cancelButton, "clicked") { [weak self] in self?.cancel() }
  }

  /// Whether a file is being shared now.
  var isRunning: Bool { run != nil }

  /// The controls by name for the `controls` trace line.
  var namedControls: [(name: String, widget: WidgetPointer)] {
    isRunning ? [("share-progress", bar), ("share-cancel", cancelButton)] : []
  }

  /// Records `take` and writes it to `target` as `format`; `done` hears of the file written,
  /// or why not (nothing after Cancel).
  func start(
    _ take: TransitionTake, to target: String, format: RecordFormat, speed: Double,
    finger: Bool, appearance: Appearance,
    done: @escaping (Result<(path: String, recording: SceneRecording), UsageError>) -> Void
  ) {
    guard run == nil else { return }
    let recorder: TakeRecorder
    do {
      if let reason = format.unavailability { throw UsageError(reason) }
      let renderer = Renderer(appearance: appearance, scale: 1)
      renderer.drawsStatusBar = true
      recorder = try TakeRecorder(
        take, framesPerSecond: ShareDialog.framesPerSecond, speed: speed, finger: finger,
        renderer: renderer)
    } catch let error as UsageError {
      done(.failure(error))
      return
    } catch {
      done(.failure(UsageError(String(describing: error))))
      return
    }
    var run = Run(
      target: target, partial: Self.partialPath(for: target), format: format, done: done)
    run.recorder = recorder
    run.source = MainLoop.addIdle { [weak self] in self?.recordSlice() ?? false }
    self.run = run
    setText("Recording…")
    widget.isVisible = true
    emit("recording", [("path", .string(target))])
  }

  /// Stops sharing: the recording or the encoding is dropped and no file is left.
  func cancel() {
    guard let run else { return }
    if run.source != 0 { MainLoop.removeSource(run.source) }
    self.run = nil
    run.recorder?.putAway()
    widget.isVisible = false
    // An encoding already under way ends on its own thread; its file is removed when it does.
    if let job = run.job {
      let partial = run.partial
      MainLoop.addTimeout(milliseconds: Self.pollMilliseconds) {
        guard job.result != nil else { return true }
        try? FileManager.default.removeItem(atPath: partial)
        return false
      }
    }
    emit("cancelled", [("path", .string(run.target))])
  }

  /// Records frames for at most `sliceSeconds`; when the take is finished, starts encoding.
  private func recordSlice() -> Bool {
    guard var run, let recorder = run.recorder else { return false }
    let start = DispatchTime.now().uptimeNanoseconds
    let budget = UInt64(Self.sliceSeconds * 1e9)
    while !recorder.step(frames: 1), DispatchTime.now().uptimeNanoseconds - start < budget {}
    guard recorder.isFinished else {
      setText("Recording frame \(recorder.frameCount)…")
      return true
    }
    // Finished at the replay limit, the take may still have something in flight.
    recorder.putAway()
    let recording: SceneRecording
    do {
      recording = try recorder.finish()
    } catch {
      end(.failure(error as? UsageError ?? UsageError(String(describing: error))))
      return false
    }
    run.recorder = nil
    run.recording = recording
    let (format, partial, frames, rate) = (
      run.format, run.partial, recording.frames, recording.framesPerSecond
    )
    run.job = BackgroundJob { () throws(UsageError) in
      try format.encode(frames, framesPerSecond: rate, to: partial)
    }
    run.source = MainLoop.addTimeout(milliseconds: Self.pollMilliseconds) { [weak self] in
      self?.pollEncoding() ?? false
    }
    self.run = run
    setText("Encoding \(frames.count) frames as \(format.title)…")
    emit("encoding", [("frames", .number(Double(frames.count)))])
    return false
  }

  /// Whether to look again: the encoding's result, once there, ends the run.
  private func pollEncoding() -> Bool {
    guard let run, let job = run.job else { return false }
    guard let result = job.result else {
      gtk_progress_bar_pulse(OpaquePointer(bar.raw))
      return true
    }
    switch result {
    case .success:
      if rename(run.partial, run.target) != 0 {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(atPath: run.partial)
        end(.failure(UsageError("cannot write '\(run.target)': \(reason)")))
      } else if let recording = run.recording {
        end(.success((run.target, recording)))
      }
    case .failure(let error):
      try? FileManager.default.removeItem(atPath: run.partial)
      end(.failure(error))
    }
    return false
  }

  private func end(_ result: Result<(path: String, recording: SceneRecording), UsageError>) {
    guard let run else { return }
    self.run = nil
    widget.isVisible = false
    run.done(result)
  }

  /// Says what is done now, the bar moving on (the frames a take needs are known only at
  /// its end).
  private func setText(_ text: String) {
    gtk_progress_bar_set_text(OpaquePointer(bar.raw), text)
    gtk_progress_bar_pulse(OpaquePointer(bar.raw))
  }

  /// A hidden name beside `target` with its extension (the encoders read the format from
  /// it): `dir/.card.gif.part-<pid>.gif`.
  static func partialPath(for target: String) -> String {
    let directory = (target as NSString).deletingLastPathComponent
    let name = (target as NSString).lastPathComponent
    let ext = (target as NSString).pathExtension
    let hidden = ".\(name).part-\(getpid())" + (ext.isEmpty ? "" : ".\(ext)")
    return directory.isEmpty ? hidden : (directory as NSString).appendingPathComponent(hidden)
  }
}
