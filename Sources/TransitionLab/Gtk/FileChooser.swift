import CGtk

extension Signal {
  /// A native file chooser's `response`: `chosen` gets the dialog (for its choices) and the
  /// path the person accepted; after any response the dialog is released and `finished` runs.
  static func onFileChosen(
    _ dialog: OpaquePointer, finished: @escaping @MainActor () -> Void,
    chosen: @escaping @MainActor (OpaquePointer, String) -> Void
  ) {
    connect(
      dialog, "response",
      integer: { response in
        defer {
          g_object_unref(dialog.raw)
          finished()
        }
        guard response == Int(GTK_RESPONSE_ACCEPT.rawValue),
          let file = gtk_file_chooser_get_file(dialog),
          let path = takeGString(g_file_get_path(file))
        else { return }
        g_object_unref(file.raw)
        chosen(dialog, path)
      })
  }
}
