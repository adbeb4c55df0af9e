import CGtk

/// Where widgets are on their window's surface, in surface pixels: what
/// `xdotool mousemove --window` takes on X11 (client-side decorations and their shadow
/// included).
@MainActor
enum SurfaceGeometry {
  /// A point of `widget` (in its own coordinates) on the surface, in logical units, or nil
  /// while the widget is not in a window.
  static func surfacePoint(of widget: WidgetPointer, x: Double = 0, y: Double = 0) -> (
    x: Double, y: Double
  )? {
    guard let native = gtk_widget_get_native(widget) else { return nil }
    var surfaceX = 0.0
    var surfaceY = 0.0
    gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
    var nativeX = 0.0
    var nativeY = 0.0
    guard gtk_widget_translate_coordinates(widget, native.widget, x, y, &nativeX, &nativeY) != 0
    else { return nil }
    return (surfaceX + nativeX, surfaceY + nativeY)
  }

  /// The widget's rectangle on the surface in device pixels: x, y, width, height.
  static func pixelRect(of widget: WidgetPointer) -> [Double]? {
    guard gtk_widget_get_mapped(widget) != 0, let origin = surfacePoint(of: widget) else {
      return nil
    }
    let scale = Double(gtk_widget_get_scale_factor(widget))
    return [
      origin.x * scale, origin.y * scale, Double(gtk_widget_get_width(widget)) * scale,
      Double(gtk_widget_get_height(widget)) * scale,
    ]
  }
}
