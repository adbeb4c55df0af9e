import CGtk

/// A Swift closure kept alive for as long as GLib holds it: passed retained as a signal's or a
/// source's user data, unboxed by a non-capturing C trampoline, released by the destroy notify.
@MainActor
final class ClosureBox<Handler> {
  let handler: Handler

  init(_ handler: Handler) {
    self.handler = handler
  }

  /// The box retained once, as C user data; `releaseBox` gives it back.
  var retainedPointer: UnsafeMutableRawPointer {
    Unmanaged.passRetained(self).toOpaque()
  }

  /// The box behind user data, without taking ownership.
  nonisolated static func from(_ data: UnsafeMutableRawPointer?) -> ClosureBox<Handler> {
    Unmanaged<ClosureBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
  }
}

/// Releases the box a signal held (a `GClosureNotify`).
private let releaseClosureBox: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void =
  { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
  }

/// Releases the box a source or callback held (a `GDestroyNotify`).
let releaseBox: @convention(c) (gpointer?) -> Void = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Connects a C trampoline with a box as its user data; the box is released with the
/// connection.
@MainActor
@discardableResult
private func connectBoxed<Handler>(
  _ instance: some GObjectPointer, _ signal: String, _ trampoline: UnsafeRawPointer,
  _ handler: Handler
) -> UInt {
  UInt(
    tl_signal_connect(
      instance.raw, signal, UnsafeMutableRawPointer(mutating: trampoline),
      ClosureBox(handler).retainedPointer, releaseClosureBox))
}

private typealias Plain = @MainActor () -> Void
private typealias WithPointer = @MainActor (UnsafeMutableRawPointer?) -> Void
private typealias WithPoint = @MainActor (Double, Double) -> Void
private typealias WithSize = @MainActor (Int, Int) -> Void
private typealias ReturningBool = @MainActor () -> Bool
private typealias PointReturningBool = @MainActor (Double, Double) -> Bool
private typealias ReturningDouble = @MainActor () -> Double
private typealias KeyReturningBool = @MainActor (UInt32, UInt32) -> Bool
private typealias WithInt = @MainActor (Int) -> Void
private typealias PointerReturningBool = @MainActor (UnsafeMutableRawPointer?) -> Bool

private let plainTrampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
  let box = ClosureBox<Plain>.from(data)
  MainActor.assumeIsolated { box.handler() }
}

private let pointerTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
  _, argument, data in
  let box = ClosureBox<WithPointer>.from(data)
  nonisolated(unsafe) let argument = argument
  MainActor.assumeIsolated { box.handler(argument) }
}

private let pointTrampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = {
  _, x, y, data in
  let box = ClosureBox<WithPoint>.from(data)
  MainActor.assumeIsolated { box.handler(x, y) }
}

private let sizeTrampoline: @convention(c) (gpointer?, Int32, Int32, gpointer?) -> Void = {
  _, width, height, data in
  let box = ClosureBox<WithSize>.from(data)
  MainActor.assumeIsolated { box.handler(Int(width), Int(height)) }
}

/// A signal with one `int` argument, such as a native dialog's `response`.
private let intTrampoline: @convention(c) (gpointer?, Int32, gpointer?) -> Void = {
  _, value, data in
  let box = ClosureBox<WithInt>.from(data)
  MainActor.assumeIsolated { box.handler(Int(value)) }
}

private let boolTrampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
  let box = ClosureBox<ReturningBool>.from(data)
  return MainActor.assumeIsolated { box.handler() } ? tl_true : tl_false
}

private let pointBoolTrampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> gboolean =
  {
    _, x, y, data in
    let box = ClosureBox<PointReturningBool>.from(data)
    return MainActor.assumeIsolated { box.handler(x, y) } ? tl_true : tl_false
  }

/// A signal with one pointer argument that returns a boolean (a legacy controller's `event`
/// with its GdkEvent: TRUE stops the event).
private let pointerBoolTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean =
  {
    _, argument, data in
    let box = ClosureBox<PointerReturningBool>.from(data)
    nonisolated(unsafe) let argument = argument
    return MainActor.assumeIsolated { box.handler(argument) } ? tl_true : tl_false
  }

/// A key controller's `key-pressed`: key value, key code, modifier state; TRUE stops the key.
private let keyTrampoline:
  @convention(c) (gpointer?, UInt32, UInt32, UInt32, gpointer?) -> gboolean = {
    _, keyval, _, state, data in
    let box = ClosureBox<KeyReturningBool>.from(data)
    return MainActor.assumeIsolated { box.handler(keyval, state) } ? tl_true : tl_false
  }

/// A spin button's `input`: the handler gives the value, which is stored and TRUE returned.
private let spinInputTrampoline:
  @convention(c) (gpointer?, UnsafeMutablePointer<Double>?, gpointer?) -> Int32 = {
    _, value, data in
    let box = ClosureBox<ReturningDouble>.from(data)
    let result = MainActor.assumeIsolated { box.handler() }
    value?.pointee = result
    return tl_true
  }

private func address(_ function: some Any) -> UnsafeRawPointer {
  unsafeBitCast(function, to: UnsafeRawPointer.self)
}

/// Signal connections with Swift closures, by the signal's C signature.
@MainActor
enum Signal {
  @discardableResult
  static func connect(
    _ instance: some GObjectPointer, _ signal: String,
    integer handler: @escaping @MainActor (Int) -> Void
  ) -> UInt {
    connectBoxed(instance, signal, address(intTrampoline), handler as WithInt)
  }

  /// A signal with no arguments besides the instance (`clicked`, `value-changed`, `activate`).
  @discardableResult
  static func connect(
    _ instance: some GObjectPointer, _ signal: String, _ handler: @escaping @MainActor () -> Void
  ) -> UInt {
    connectBoxed(instance, signal, address(plainTrampoline), handler as Plain)
  }

  /// A signal with one pointer argument (`notify::…` with its GParamSpec, an action's
  /// `activate` with its GVariant, a gesture's `cancel` with its sequence).
  @discardableResult
  static func connect(
    _ instance: some GObjectPointer, _ signal: String,
    pointer handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
  ) -> UInt {
    connectBoxed(instance, signal, address(pointerTrampoline), handler as WithPointer)
  }

  /// A signal with one pointer argument that returns a boolean (a legacy event controller's
  /// `event`: true stops the event).
  @discardableResult
  static func connect(
    _ instance: some GObjectPointer, _ signal: String,
    pointerReturning handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Bool
  ) -> UInt {
    connectBoxed(instance, signal, address(pointerBoolTrampoline), handler as PointerReturningBool)
  }

  /// A signal with two doubles (`drag-begin`, `drag-update`, `drag-end`, `motion`, `enter`).
  @discardableResult
  static func connect(
    _ instance: some GObjectPointer, _ signal: String,
    point handler: @escaping @MainActor (Double, Double) -> Void
  ) -> UInt {
    connectBoxed(instance, signal, address(pointTrampoline), handler as WithPoint)
  }

  /// A signal with two ints (a drawing area's `resize`).
  @discardableResult
  static func connect(
    _ instance: some GObjectPointer, _ signal: String,
    size handler: @escaping @MainActor (Int, Int) -> Void
  ) -> UInt {
    connectBoxed(instance, signal, address(sizeTrampoline), handler as WithSize)
  }

  /// A signal that returns a boolean (`close-request`: true stops the default handler).
  @discardableResult
  static func connect(
    _ instance: some GObjectPointer, _ signal: String,
    returning handler: @escaping @MainActor () -> Bool
  ) -> UInt {
    connectBoxed(instance, signal, address(boolTrampoline), handler as ReturningBool)
  }

  /// A spin button's `input`, which turns its text into a value: the handler's result is the
  /// value (GTK then clamps it into the adjustment's range).
  @discardableResult
  static func connect(
    _ instance: some GObjectPointer, _ signal: String,
    spinInput handler: @escaping @MainActor () -> Double
  ) -> UInt {
    connectBoxed(instance, signal, address(spinInputTrampoline), handler as ReturningDouble)
  }

  /// A signal with two doubles that returns a boolean (a scroll controller's `scroll`: true
  /// stops the event).
  @discardableResult
  static func connect(
    _ instance: some GObjectPointer, _ signal: String,
    pointReturning handler: @escaping @MainActor (Double, Double) -> Bool
  ) -> UInt {
    connectBoxed(instance, signal, address(pointBoolTrampoline), handler as PointReturningBool)
  }

  /// A key controller's `key-pressed`: the handler gets the key value (`GDK_KEY_…`) and the
  /// modifier state, and returns true when it used the key.
  @discardableResult
  static func connect(
    _ instance: some GObjectPointer, _ signal: String,
    key handler: @escaping @MainActor (UInt32, UInt32) -> Bool
  ) -> UInt {
    connectBoxed(instance, signal, address(keyTrampoline), handler as KeyReturningBool)
  }
}

extension Signal {
  /// Runs `body` with a signal handler blocked, so a widget drawn from the state sends no
  /// command back while it is drawn.
  static func blocking(_ instance: some GObjectPointer, _ handler: UInt, _ body: () -> Void) {
    guard handler != 0 else { return body() }
    g_signal_handler_block(instance.raw, gulong(handler))
    defer { g_signal_handler_unblock(instance.raw, gulong(handler)) }
    body()
  }
}
