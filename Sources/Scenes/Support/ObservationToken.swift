/// Keeps an observation alive: dropping the token (or calling `cancel()`) ends it, so an
/// observer goes with its owner instead of outliving it.
public final class ObservationToken {
  private var onCancel: (() -> Void)?

  public init(_ onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  /// Ends the observation now; later calls do nothing.
  public func cancel() {
    let action = onCancel
    onCancel = nil
    action?()
  }

  deinit { cancel() }
}
