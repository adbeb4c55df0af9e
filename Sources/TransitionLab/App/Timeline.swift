import CGtk
import Foundation

/// The strip under the canvas that scrubs the last transition: a play button, a slider over
/// its frames (1/60 s each) with the release and the end marked, the time, the replay speed,
/// the onion-skin switch, and Live to show the running scene again.
///
/// Keyboard: the slider takes the focus; Left and Right step one frame, Page Up and Page Down
/// ten, Home and End go to the start and the end (GtkRange's own keys), Space plays or pauses.
/// Playing runs the frames at the chosen speed from the frame clock's frame times.
@MainActor
final class Timeline {
  /// The replay speeds the spin button allows, as factors of normal speed.
  static let speedRange = 0.05...4.0

  let widget: WidgetPointer
  let scale: WidgetPointer
  let playButton: WidgetPointer
  let speedSpin: WidgetPointer
  let onionSwitch: WidgetPointer
  let liveButton: WidgetPointer
  private let adjustment: UnsafeMutablePointer<GtkAdjustment>
  private let timeLabel: WidgetPointer
  private let speed: UnsafeMutablePointer<GtkAdjustment>

  /// Called with the frame the slider moved to (a drag, a key, playing).
  var onFrame: ((Int) -> Void)?
  /// Called when Live is pressed.
  var onLive: (() -> Void)?
  /// Called when the onion skin is switched.
  var onOnionSkin: ((Bool) -> Void)?

  private(set) var lastFrame = 0
  private var fps = 60.0
  /// The slider's change handler, blocked while the slider is moved from here.
  private var frameHandler: UInt = 0
  /// The window's frame ticks, which play the slider.
  private let ticks: TickDriver
  private var tick: TickFanOut.Subscription?
  private var playTime = 0.0
  private var lastTickTime: Int?

  init(ticks: TickDriver) {
    self.ticks = ticks
    widget = Widgets.column(spacing: 2)
    widget.addCSSClass("timeline")
    widget.setMargins(10, [.start, .end])
    gtk_widget_set_margin_top(widget, 4)
    gtk_widget_set_margin_bottom(widget, 6)

    playButton = gtk_button_new_from_icon_name("media-playback-start-symbolic")
    Accessible.describe(
      playButton, label: "Play the last transition",
      description:
        "Plays the recorded transition again at the chosen speed (Space on the timeline).")
    playButton.tooltip = "Play (Space)"

    adjustment = gtk_adjustment_new(0, 0, 1, 1, 10, 0)
    scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, adjustment)
    gtk_scale_set_draw_value(tl_scale(scale.raw), 0)
    gtk_range_set_round_digits(tl_range(scale.raw), 0)
    gtk_scale_set_digits(tl_scale(scale.raw), 0)
    scale.expandsHorizontally = true
    gtk_widget_set_focusable(scale, 1)
    Accessible.describe(
      scale, label: "Timeline of the last transition",
      description:
        "Scrubs the last transition, replayed from its recorded input: Left and Right step one "
        + "frame (1/60 s), Page Up and Page Down ten, Home and End go to the start and the end, "
        + "Space plays.")

    timeLabel = ParameterPanel.label("No transition yet", classes: ["dim-label", "numeric"])
    // Twenty characters at the least, the rest ellipsized when the window is narrow: a
    // longer time ("1.250 s of 1.250 s · frame 75/75") must not widen the stage's minimum, or
    // the window folds its side panel away after a transition.
    gtk_label_set_width_chars(tl_label(timeLabel.raw), 20)
    gtk_label_set_ellipsize(tl_label(timeLabel.raw), PANGO_ELLIPSIZE_END)

    speed = gtk_adjustment_new(
      1, Self.speedRange.lowerBound, Self.speedRange.upperBound, 0.05, 0.25, 0)
    speedSpin = gtk_spin_button_new(speed, 0.05, 2)
    gtk_spin_button_set_numeric(tl_spin_button(speedSpin.raw), 1)
    gtk_editable_set_width_chars(tl_editable(speedSpin.raw), 4)
    speedSpin.tooltip = "Replay speed, times normal speed"
    Accessible.describe(
      speedSpin, label: "Replay speed, times",
      description: "How fast Play runs the recorded transition: 0.05 to 4 times normal speed.")

    onionSwitch = gtk_switch_new()
    gtk_widget_set_valign(onionSwitch, GTK_ALIGN_CENTER)
    Accessible.describe(
      onionSwitch, label: "Onion skin",
      description: "Draws faint ghosts of earlier frames behind the scrubbed one.")
    liveButton = gtk_button_new_with_label("Live")
    Accessible.describe(
      liveButton, description: "Show the running scene again instead of the scrubbed moment.")
    liveButton.tooltip = "Show the running scene again"

    // The slider over the whole width, the controls in a row under it.
    let row = Widgets.row(spacing: 8)
    timeLabel.expandsHorizontally = true
    let speedLabel = ParameterPanel.label("Replay speed", classes: ["dim-label"])
    for child in [
      playButton, timeLabel, speedLabel, speedSpin,
      ParameterPanel.label("×", classes: ["dim-label"]),
      ParameterPanel.label("Onion skin"), onionSwitch, liveButton,
    ] {
      row.append(child)
    }
    widget.append(scale)
    widget.append(row)
    connect()
    load(frames: nil, marks: [])
  }

  private func connect() {
    frameHandler = Signal.connect(adjustment, "value-changed") { [weak self] in
      guard let self else { return }
      self.showTime()
      self.onFrame?(self.frame)
    }
    Signal.connect(playButton, "clicked") { [weak self] in self?.togglePlay() }
    Signal.connect(liveButton, "clicked") { [weak self] in self?.onLive?() }
    Signal.connect(
      onionSwitch, "notify::active",
      pointer: { [weak self] _ in
        guard let self else { return }
        self.onOnionSkin?(gtk_switch_get_active(tl_switch(self.onionSwitch.raw)) != 0)
      })
    let keys = gtk_event_controller_key_new()!
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    Signal.connect(
      keys, "key-pressed",
      key: { [weak self] keyval, _ in
        guard keyval == UInt32(GDK_KEY_space) || keyval == UInt32(GDK_KEY_KP_Space) else {
          return false
        }
        self?.togglePlay()
        return true
      })
    gtk_widget_add_controller(scale, keys)
  }

  /// The frame the slider is at.
  var frame: Int { Int(gtk_adjustment_get_value(adjustment).rounded()) }

  /// Whether frames play.
  var isPlaying: Bool { tick != nil }

  /// Gives the timeline a take of `frames` + 1 frames (nil: none yet), at its end, with
  /// marks (a frame and a word: `release`, `end`).
  func load(frames: Int?, fps: Double = 60, marks: [(Int, String)]) {
    stop()
    self.fps = fps
    lastFrame = frames ?? 0
    gtk_scale_clear_marks(tl_scale(scale.raw))
    Signal.blocking(adjustment, frameHandler) {
      gtk_adjustment_configure(
        adjustment, Double(lastFrame), 0, Double(max(lastFrame, 1)), 1, 10, 0)
    }
    let width = Double(max(gtk_widget_get_width(scale), 0))
    for (frame, word) in Self.labelledMarks(
      marks, lastFrame: lastFrame, widthPixels: width > 0 ? width : 400)
    {
      gtk_scale_add_mark(tl_scale(scale.raw), Double(frame), GTK_POS_BOTTOM, word)
    }
    // With no marks the slider keeps the height their labels take, so the stage above does
    // not shrink (and the device jump) when the first transition is loaded.
    if marks.isEmpty {
      gtk_scale_add_mark(tl_scale(scale.raw), 0, GTK_POS_BOTTOM, " ")
    }
    for control in [scale, playButton, speedSpin, onionSwitch, liveButton] {
      gtk_widget_set_sensitive(control, frames == nil ? 0 : 1)
    }
    if frames == nil {
      timeLabel.labelText = "No transition yet"
    } else {
      showTime()
    }
  }

  /// Moves the slider without telling `onFrame`.
  func setFrame(_ frame: Int) {
    Signal.blocking(adjustment, frameHandler) {
      gtk_adjustment_set_value(adjustment, Double(min(max(frame, 0), lastFrame)))
    }
    showTime()
  }

  private func showTime() {
    let seconds = { (frame: Int) in String(format: "%.3f", Double(frame) / self.fps) }
    gtk_label_set_text(
      tl_label(timeLabel.raw),
      "\(seconds(frame)) s of \(seconds(lastFrame)) s · frame \(frame)/\(lastFrame)")
  }

  // MARK: Playing

  func togglePlay() {
    if isPlaying { stop() } else { play() }
  }

  private func play() {
    guard lastFrame > 0 else { return }
    if frame >= lastFrame { gtk_adjustment_set_value(adjustment, 0) }
    playTime = Double(frame) / fps
    lastTickTime = nil
    gtk_button_set_icon_name(tl_button(playButton.raw), "media-playback-pause-symbolic")
    if let tick { ticks.cancel(tick) }
    tick = ticks.subscribe { [weak self] frameTime in
      self?.advance(frameTime: frameTime) ?? false
    }
  }

  /// Stops playing.
  func stop() {
    if let tick { ticks.cancel(tick) }
    tick = nil
    gtk_button_set_icon_name(tl_button(playButton.raw), "media-playback-start-symbolic")
  }

  /// One frame of playing: scene time moves by the frame clock's step times the speed.
  private func advance(frameTime: Int) -> Bool {
    if let last = lastTickTime {
      playTime += Double(frameTime - last) / 1_000_000 * gtk_adjustment_get_value(speed)
    }
    lastTickTime = frameTime
    let next = min(Int((playTime * fps).rounded(.down)), lastFrame)
    if next != frame { gtk_adjustment_set_value(adjustment, Double(next)) }
    guard next < lastFrame else {
      tick = nil
      gtk_button_set_icon_name(tl_button(playButton.raw), "media-playback-start-symbolic")
      return false
    }
    return true
  }
}
