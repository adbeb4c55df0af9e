import CGtk
import Scenes

/// Which compared device the side panel edits, said by the panel itself: its heading reads
/// "Parameters of device 2 (of 3)" in compare mode and "Parameters" elsewhere, and every
/// change of it is an `edited-device` trace line (`device` from 1, `of`, `heading`).
extension MainWindow {
  /// The panel's heading for `device` (from 0) of `count` compared devices, or for the scene
  /// alone (nil).
  static func panelHeadingText(device: Int?, of count: Int) -> String {
    guard let device else { return "Parameters" }
    return "Parameters of device \(device + 1) (of \(count))"
  }

  /// Sets the panel's heading from the workspace shown: the edited device in compare mode.
  func showEditedDevice() {
    guard let heading = panelHeading else { return }
    let text: String
    if modes.mode == .compare, let compare = lab.state.workspace.compare {
      let count = compare.devices.count
      text = Self.panelHeadingText(device: compare.edited, of: count)
      if heading.labelText != text {
        lab.emit(
          "edited-device",
          [
            ("device", .number(Double(compare.edited + 1))),
            ("of", .number(Double(count))), ("heading", .string(text)),
          ])
      }
    } else {
      text = Self.panelHeadingText(device: nil, of: 1)
    }
    heading.labelText = text
  }
}

extension MainWindow {
  /// The header's words for presenting and dismissing: Push and Back where the scene is a
  /// navigation stack (Ctrl+P pushes a page, Ctrl+D pops it), Present and Dismiss otherwise.
  static func stageButtonWords(navigates: Bool) -> (
    present: String, presentTip: String, dismiss: String, dismissTip: String
  ) {
    navigates
      ? ("Push", "Push a page (Ctrl+P)", "Back", "Pop the page, as its back button does (Ctrl+D)")
      : ("Present", "Present the modal (Ctrl+P)", "Dismiss", "Dismiss the modal (Ctrl+D)")
  }

  /// Names the header's Present and Dismiss for the scene shown.
  func nameStageButtons(navigates: Bool) {
    guard let (present, dismiss) = stageButtons else { return }
    let words = Self.stageButtonWords(navigates: navigates)
    var renamed = false
    for (button, label, tip) in [
      (present, words.present, words.presentTip), (dismiss, words.dismiss, words.dismissTip),
    ] {
      let current = gtk_button_get_label(tl_button(button.raw)).map { String(cString: $0) }
      guard current != label else { continue }
      renamed = true
      gtk_button_set_label(tl_button(button.raw), label)
      button.tooltip = tip
      Accessible.describe(button, description: tip + ".")
    }
    guard renamed else { return }
    lab.emit(
      "stage-buttons", [("present", .string(words.present)), ("dismiss", .string(words.dismiss))])
  }
}
