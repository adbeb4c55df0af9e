extension View {
  /// The transform from this view's bounds coordinates to the coordinates of its topmost
  /// ancestor, through every centre, bounds origin and transform on the way.
  ///
  /// - Parameter presentation: use what is on screen instead of the model values.
  func transformToRoot(presentation: Bool = false) -> AffineTransform {
    var result = AffineTransform.identity
    var current: View? = self
    while let view = current, view.superview != nil {
      let values = presentation ? view.presentation : view.model
      result = result.concatenating(values.transformToSuperview)
      current = view.superview
    }
    return result
  }

  /// Converts a point from this view's coordinates to another view's, through the model
  /// geometry of both (as UIKit does). `nil` means the coordinates of the topmost ancestor
  /// (the window).
  public func convert(_ point: Point, to view: View?) -> Point {
    let inRoot = point.applying(transformToRoot())
    guard let view else { return inRoot }
    return inRoot.applying(view.transformToRoot().inverted())
  }

  /// Converts a point from another view's coordinates (or the window's, for `nil`) to this
  /// view's.
  public func convert(_ point: Point, from view: View?) -> Point {
    let inRoot = view.map { point.applying($0.transformToRoot()) } ?? point
    return inRoot.applying(transformToRoot().inverted())
  }

  /// Converts a rectangle to another view's coordinates: the smallest upright rectangle that
  /// holds the converted corners.
  public func convert(_ rect: Rect, to view: View?) -> Rect {
    let toRoot = transformToRoot()
    let transform = view.map { toRoot.concatenating($0.transformToRoot().inverted()) } ?? toRoot
    return rect.applying(transform)
  }

  /// Converts a rectangle from another view's coordinates (or the window's, for `nil`).
  public func convert(_ rect: Rect, from view: View?) -> Rect {
    let fromRoot = transformToRoot().inverted()
    let transform = view.map { $0.transformToRoot().concatenating(fromRoot) } ?? fromRoot
    return rect.applying(transform)
  }
}

extension View {
  /// Converts a point from this view's coordinates to the topmost ancestor's, through the
  /// presentation values (where it is on screen).
  public func convertToRootOnScreen(_ point: Point) -> Point {
    point.applying(transformToRoot(presentation: true))
  }

  /// Converts a point from the topmost ancestor's coordinates to this view's, through the
  /// presentation values (what is on screen).
  public func convertFromRootOnScreen(_ point: Point) -> Point {
    point.applying(transformToRoot(presentation: true).inverted())
  }
}
