import CGtk
import Scenes

/// The blind test's result, as a card over the devices: the preferred value with its unit,
/// large; its spread and the number of trials; where the CSV went; Apply (sets the value on
/// the scene's parameters) and Open folder (shows the CSV's folder).
@MainActor
final class ResultCard {
  let widget: WidgetPointer
  let applyButton: WidgetPointer
  let folderButton: WidgetPointer
  private let title: WidgetPointer
  private let value: WidgetPointer
  private let detail: WidgetPointer
  private let saved: WidgetPointer

  init(apply: @escaping @MainActor () -> Void, openFolder: @escaping @MainActor () -> Void) {
    widget = Widgets.column(spacing: 4)
    widget.addCSSClass("card")
    widget.addCSSClass("background")
    gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
    widget.setMargins(12, [.start, .end])
    title = ParameterPanel.label("", classes: ["heading"])
    value = ParameterPanel.label("", classes: ["title-1"])
    detail = ParameterPanel.label("")
    saved = ParameterPanel.label("", classes: ["dim-label"])
    saved.wrapsText = true
    gtk_label_set_max_width_chars(tl_label(saved.raw), 40)
    detail.wrapsText = true
    gtk_label_set_max_width_chars(tl_label(detail.raw), 40)
    gtk_label_set_wrap_mode(tl_label(saved.raw), PANGO_WRAP_WORD_CHAR)
    gtk_label_set_selectable(tl_label(saved.raw), 1)
    applyButton = gtk_button_new_with_label("Apply")!
    applyButton.addCSSClass("suggested-action")
    Accessible.describe(
      applyButton, description: "Set the preferred value on the scene's parameters.")
    Signal.connect(applyButton, "clicked", apply)
    folderButton = gtk_button_new_with_label("Open folder")!
    Accessible.describe(
      folderButton, description: "Open the folder the test's CSV file was saved in.")
    Signal.connect(folderButton, "clicked", openFolder)
    let buttons = Widgets.row(spacing: 6)
    buttons.append(applyButton)
    buttons.append(folderButton)
    for child in [title, value, detail, saved, buttons] {
      child.setMargins(12, [.start, .end])
      widget.append(child)
    }
    gtk_widget_set_margin_top(title, 10)
    gtk_widget_set_margin_bottom(buttons, 10)
    widget.isVisible = false
  }

  /// Shows `result`; `saved` says where the CSV went.
  func show(_ result: BlindTestResult, saved text: String, canOpenFolder: Bool) {
    show(
      title: result.title, value: result.valueText,
      detail: "\(result.spreadText) · \(result.trialsText)", saved: text,
      canOpenFolder: canOpenFolder, canApply: true)
  }

  /// Shows a result: `title` over the large `value`, then `detail` and where the CSV went;
  /// Apply is offered when there is something to apply (not on a tie).
  func show(
    title: String, value: String, detail: String, saved text: String, canOpenFolder: Bool,
    canApply: Bool
  ) {
    self.title.labelText = title
    self.value.labelText = value
    self.detail.labelText = detail
    saved.labelText = text
    gtk_button_set_label(tl_button(applyButton.raw), "Apply")
    applyButton.isSensitive = canApply
    folderButton.isSensitive = canOpenFolder
    Accessible.describe(
      widget, label: "Blind test result",
      description: "\(title): \(value), \(detail). \(text)")
    widget.isVisible = true
  }

  /// Says that the value was applied.
  func applied() {
    gtk_button_set_label(tl_button(applyButton.raw), "Applied")
    applyButton.isSensitive = false
  }

  func hide() {
    widget.isVisible = false
  }
}
