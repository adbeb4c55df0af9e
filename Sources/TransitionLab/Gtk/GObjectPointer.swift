import CGtk

/// A pointer to a GObject instance, typed or opaque, as C functions taking `gpointer` want it.
///
/// GTK's public structs import as `UnsafeMutablePointer<GtkWidget>` and friends, its final
/// types as `OpaquePointer`; both cast through the shim's type-checked casts
/// (`tl_widget(x.raw)`, the macros `GTK_WIDGET(x)` stand for).
protocol GObjectPointer {
  var raw: UnsafeMutableRawPointer { get }
}

extension UnsafeMutablePointer: GObjectPointer {
  var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: GObjectPointer {
  var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: GObjectPointer {
  var raw: UnsafeMutableRawPointer { self }
}

/// Widget pointers, the type most GTK functions take and constructors return.
typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

extension GObjectPointer {
  /// The instance as a `GtkWidget *`.
  var widget: WidgetPointer { tl_widget(raw) }
}

/// Calls `body` with a NULL-terminated array of C strings (`const char * const *`).
func withCStringArray<Result>(
  _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result
) -> Result {
  let copies = strings.map { strdup($0) }
  defer { copies.forEach { free($0) } }
  let array = copies.map { UnsafePointer($0) } + [nil]
  return array.withUnsafeBufferPointer { body($0.baseAddress!) }
}

/// A string GLib allocated, copied and freed; nil stays nil.
func takeGString(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
  guard let pointer else { return nil }
  defer { g_free(pointer) }
  return String(cString: pointer)
}
