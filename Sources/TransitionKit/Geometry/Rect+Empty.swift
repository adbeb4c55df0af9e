extension Rect {
  /// The rectangle at the origin with zero size (Core Graphics' `CGRect()`, `CGRect.zero`).
  public init() { self.init(origin: .zero, size: .zero) }
}
