import CGtk

/// A toast kept in hand while what it offers (its Undo) still applies, so it can be taken
/// off the screen once it no longer does: a toast that offers to undo what was undone
/// already would mislead.
@MainActor
struct HeldToast {
  private var toast: OpaquePointer?

  /// Whether a toast is held (on screen, or timed out but not yet let go).
  var isHeld: Bool { toast != nil }

  /// Holds `toast`, withdrawing the one held before.
  mutating func hold(_ toast: OpaquePointer) {
    _ = withdraw()
    g_object_ref(UnsafeMutableRawPointer(toast))
    self.toast = toast
  }

  /// Takes the held toast off the screen and lets it go; false when none was held.
  mutating func withdraw() -> Bool {
    guard let toast else { return false }
    self.toast = nil
    adw_toast_dismiss(toast)
    g_object_unref(UnsafeMutableRawPointer(toast))
    return true
  }
}
