import CGtk
import Foundation
import MotionExport
import Scenes

/// "Export…": the scene's current motion as code for another platform, built as
/// `transition-lab export` builds it (`SceneExport`, from a session of the scene) — a format chooser, the code (read-only, monospace,
/// selectable, wrapped), Copy, which puts the code on the clipboard and says so in a toast,
/// and Save…, which writes it to a file. The code follows the panel while the dialog is open
/// — in compare mode the device the panel edits, which the title names. Escape closes it.
@MainActor
final class ExportDialog {
  /// The formats in the chooser, with the names people know them by.
  static let formats: [(format: ExportFormat, title: String)] = [
    (.uikit, "UIKit (Swift)"), (.swiftui, "SwiftUI"), (.libadwaita, "libadwaita (C)"),
    (.compose, "Jetpack Compose (Kotlin)"), (.css, "CSS"),
  ]

  let window: WidgetPointer
  private let chooser: WidgetPointer
  private let buffer: OpaquePointer
  private let copyButton: WidgetPointer
  private let saveButton: WidgetPointer
  private let toasts: WidgetPointer
  private let title: WidgetPointer
  /// What the code is of: "drag-down", or "drag-down, device 2" in compare mode.
  private let subject: () -> String
  private var saveDialog: OpaquePointer?
  private let parameters: () -> ParameterStore
  /// The scene the values are of (the window's scene, or a scene file's).
  private let descriptor: () -> SceneDescriptor
  /// Writes a trace line (`export`, with what was shown or copied).
  private let emit: (String, [(String, JSONValue)]) -> Void
  private(set) var code = ""
  /// The one-line snippets shown over the code (`MotionSnippet`), one selectable label each.
  private let snippetsBox: WidgetPointer
  private(set) var snippets: [MotionSnippet] = []

  /// The dialog's controls by name, for the `controls` trace line.
  var namedControls: [(name: String, widget: WidgetPointer)] {
    [("export-format", chooser), ("export-copy", copyButton), ("export-save", saveButton)]
  }

  init(
    parent: WidgetPointer, parameters: @escaping () -> ParameterStore,
    descriptor: @escaping () -> SceneDescriptor,
    subject: @escaping () -> String,
    emit: @escaping (String, [(String, JSONValue)]) -> Void
  ) {
    self.parameters = parameters
    self.descriptor = descriptor
    self.subject = subject
    self.emit = emit
    window = gtk_window_new()
    let dialog = tl_window(window.raw)
    gtk_window_set_title(dialog, "Export Motion")
    gtk_window_set_transient_for(dialog, tl_window(parent.raw))
    gtk_window_set_modal(dialog, 1)
    gtk_window_set_hide_on_close(dialog, 1)
    gtk_window_set_default_size(dialog, 640, 560)
    let header = gtk_header_bar_new()!
    title = adw_window_title_new("Export Motion", "")
    gtk_header_bar_set_title_widget(tl_header_bar(header.raw), title)
    gtk_window_set_titlebar(dialog, header)
    // Escape closes the dialog, as any GNOME dialog.
    let escape = gtk_shortcut_controller_new()!
    gtk_shortcut_controller_add_shortcut(
      escape,
      gtk_shortcut_new(
        gtk_shortcut_trigger_parse_string("Escape"), gtk_named_action_new("window.close")))
    gtk_widget_add_controller(window, tl_event_controller(escape.raw))

    let box = Widgets.column(spacing: 12)
    box.addCSSClass("export-dialog")
    box.setMargins(12)
    let top = Widgets.row(spacing: 8)
    chooser = Widgets.dropDown(Self.formats.map(\.title))
    Accessible.describe(
      chooser, label: "Format",
      description:
        "The platform to write the motion for: UIKit, SwiftUI, libadwaita, Compose or CSS.")
    copyButton = gtk_button_new_with_label("Copy")
    copyButton.addCSSClass("suggested-action")
    Accessible.describe(copyButton, description: "Copy the code to the clipboard.")
    saveButton = gtk_button_new_with_label("Save…")
    Accessible.describe(saveButton, description: "Save the code to a file.")
    let label = ParameterPanel.label("Format")
    top.append(label)
    top.append(chooser)
    let spacer = Widgets.row()
    spacer.expandsHorizontally = true
    top.append(spacer)
    top.append(saveButton)
    top.append(copyButton)

    let view = gtk_text_view_new()!
    let text = OpaquePointer(view)
    gtk_text_view_set_editable(UnsafeMutablePointer(text), 0)
    gtk_text_view_set_monospace(UnsafeMutablePointer(text), 1)
    gtk_text_view_set_wrap_mode(UnsafeMutablePointer(text), GTK_WRAP_WORD_CHAR)
    buffer = OpaquePointer(gtk_text_view_get_buffer(UnsafeMutablePointer(text)))
    Accessible.describe(view, label: "Code", description: "The exported code, read-only.")
    let scroller = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(tl_scrolled_window(scroller.raw), view)
    scroller.expandsVertically = true
    scroller.addCSSClass("frame")
    snippetsBox = Widgets.column(spacing: 2)
    snippetsBox.addCSSClass("export-snippets")
    box.append(top)
    box.append(snippetsBox)
    box.append(scroller)
    toasts = adw_toast_overlay_new()
    adw_toast_overlay_set_child(tl_adw_toast_overlay(toasts.raw), box)
    gtk_window_set_child(dialog, toasts)

    Signal.connect(chooser, "notify::selected", pointer: { [weak self] _ in self?.refresh() })
    Signal.connect(copyButton, "clicked") { [weak self] in self?.copy() }
    Signal.connect(saveButton, "clicked") { [weak self] in self?.askWhereToSave() }
  }

  /// The chosen format.
  var format: ExportFormat {
    let index = chooser.selectedIndex
    return Self.formats[min(index, Self.formats.count - 1)].format
  }

  /// Shows the dialog with the code for the current values.
  func present() {
    refresh()
    gtk_window_present(tl_window(window.raw))
    // Copy takes the focus, so Space or Enter copies at once.
    copyButton.grabFocus()
  }

  /// Writes the code again (another format, a changed value).
  func refresh() {
    let spec = SceneExport.spec(of: descriptor(), values: parameters())
    code = MotionExporter.code(for: spec, format: format)
    gtk_text_buffer_set_text(UnsafeMutablePointer(buffer), code, -1)
    showSnippets(spec)
    adw_window_title_set_subtitle(tl_adw_window_title(title.raw), subject())
    emit(
      "export",
      [
        ("action", .string("shown")), ("format", .string(format.rawValue)),
        ("scene", .string(parameters().sceneID)), ("lines", .number(Double(lineCount))),
        ("of", .string(subject())), ("code", .string(code)),
        ("snippets", .array(snippets.map { .string($0.line) })),
      ])
  }

  /// The lines a developer pastes, one per platform, each selectable.
  private func showSnippets(_ spec: MotionSpec) {
    snippets = MotionSnippet.all(for: spec)
    while let child = gtk_widget_get_first_child(snippetsBox) { snippetsBox.remove(child) }
    if !snippets.isEmpty {
      snippetsBox.append(ParameterPanel.label("One line to paste", classes: ["heading"]))
    }
    for snippet in snippets {
      let row = Widgets.row(spacing: 8)
      let platform = ParameterPanel.label(snippet.platform, classes: ["dim-label"])
      gtk_widget_set_size_request(platform, 80, -1)
      let line = ParameterPanel.label(snippet.line, classes: ["monospace"])
      gtk_label_set_selectable(tl_label(line.raw), 1)
      line.wrapsText = true
      line.expandsHorizontally = true
      row.append(platform)
      row.append(line)
      snippetsBox.append(row)
    }
  }

  /// Whether the dialog is on screen.
  var isVisible: Bool { gtk_widget_get_visible(window) != 0 }

  private var lineCount: Int { code.split(separator: "\n", omittingEmptySubsequences: false).count }

  private func copy() {
    let clipboard = gtk_widget_get_clipboard(window)
    gdk_clipboard_set_text(clipboard, code)
    emit(
      "export",
      [
        ("action", .string("copied")), ("format", .string(format.rawValue)),
        ("characters", .number(Double(code.count))),
      ])
    toast("Copied the \(Self.title(of: format)) code")
  }

  private func toast(_ text: String) {
    adw_toast_overlay_add_toast(tl_adw_toast_overlay(toasts.raw), adw_toast_new(text))
  }

  /// The chooser's name for a format.
  static func title(of format: ExportFormat) -> String {
    formats.first { $0.format == format }?.title ?? format.rawValue
  }

  /// The file name Save… suggests: the scene and the format's extension.
  static func suggestedFileName(scene: String, format: ExportFormat) -> String {
    let base = scene.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
    switch format {
    case .uikit, .swiftui: return "\(base)Transition.swift"
    case .libadwaita: return "\(scene)-transition.c"
    case .compose: return "\(base)Transition.kt"
    case .css: return "\(scene)-transition.css"
    }
  }

  private func askWhereToSave() {
    let chooser = gtk_file_chooser_native_new(
      "Save the Code", tl_window(window.raw), GTK_FILE_CHOOSER_ACTION_SAVE, "_Save", "_Cancel")!
    saveDialog = chooser
    gtk_file_chooser_set_current_name(
      chooser,
      Self.suggestedFileName(scene: parameters().sceneID, format: format))
    Signal.connect(
      chooser, "response",
      integer: { [weak self] response in
        guard let self, let dialog = self.saveDialog else { return }
        defer {
          g_object_unref(dialog.raw)
          self.saveDialog = nil
        }
        guard response == Int(GTK_RESPONSE_ACCEPT.rawValue),
          let file = gtk_file_chooser_get_file(dialog),
          let path = takeGString(g_file_get_path(file))
        else { return }
        g_object_unref(file.raw)
        self.save(to: path)
      })
    gtk_native_dialog_show(tl_native_dialog(chooser.raw))
  }

  /// Writes the code to `path`; says in a toast where, or why it could not.
  func save(to path: String) {
    do {
      try code.write(toFile: path, atomically: true, encoding: .utf8)
      toast("Saved to \((path as NSString).lastPathComponent)")
      emit("export", [("action", .string("saved")), ("path", .string(path))])
    } catch {
      toast("Could not save: \(error.localizedDescription)")
    }
  }
}
