/// A layer's properties: the geometry and look it shares with its view, and Core Animation's
/// own.
extension Layer {
  // MARK: Geometry and look

  /// Where the anchor point sits in the superlayer (a view's `center`).
  public var position: Point {
    get { geometry.center }
    set {
      if let view { return forward("position") { view.center = newValue } }
      changeOwn("position") { $0.center = newValue }
    }
  }

  /// The layer's own coordinate space (a view's `bounds`).
  public var bounds: Rect {
    get { geometry.bounds }
    set {
      if let view { return forward("bounds") { view.bounds = newValue } }
      changeOwn("bounds") { $0.bounds = newValue }
    }
  }

  /// The point of the bounds, in fractions of its size, placed at `position` and turned about.
  public var anchorPoint: Point {
    get { geometry.anchorPoint }
    set {
      if let view {
        view.model.anchorPoint = newValue
        view.presentationStorage.anchorPoint = newValue
        return
      }
      changeOwn("anchorPoint") { $0.anchorPoint = newValue }
    }
  }

  /// Opacity in [0, 1] (a view's `alpha`).
  public var opacity: Double {
    get { geometry.alpha }
    set {
      if let view { return forward("opacity") { view.alpha = newValue } }
      changeOwn("opacity") { $0.alpha = newValue }
    }
  }

  /// The background (`CGColor`, as Core Animation's; a view's `backgroundColor` is the same
  /// colour as a `UIColor`).
  public var backgroundColor: CGColor? {
    get { geometry.backgroundColor?.cgColor }
    set {
      let color = newValue?.color
      if let view { return forward("backgroundColor") { view.backgroundColor = color } }
      changeOwn("backgroundColor") { $0.backgroundColor = color }
    }
  }

  public var cornerRadius: Double {
    get { geometry.cornerRadius }
    set {
      if let view {
        return forward("cornerRadius") { view.update(.cornerRadius) { $0.cornerRadius = newValue } }
      }
      changeOwn("cornerRadius") { $0.cornerRadius = newValue }
    }
  }

  /// The shadow's colour; `nil` is none (default opaque black).
  public var shadowColor: CGColor? {
    get { geometry.shadowColor.cgColor }
    set {
      let color = newValue?.color ?? .clear
      if let view {
        return forward("shadowColor") { view.update(.shadowColor) { $0.shadowColor = color } }
      }
      changeOwn("shadowColor") { $0.shadowColor = color }
    }
  }

  /// Shadow opacity in [0, 1]; 0 (the default) draws none. A `Float`, as Core Animation's
  /// is (`CALayer.shadowOpacity`); kept and animated as a `Double`.
  public var shadowOpacity: Float {
    get { Float(geometry.shadowOpacity) }
    set {
      let opacity = Double(newValue)
      if let view {
        return forward("shadowOpacity") {
          view.update(.shadowOpacity) { $0.shadowOpacity = opacity }
        }
      }
      changeOwn("shadowOpacity") { $0.shadowOpacity = opacity }
    }
  }

  /// Shadow offset in points (default 0, −3).
  public var shadowOffset: Size {
    get { geometry.shadowOffset }
    set {
      if let view {
        return forward("shadowOffset") { view.update(.shadowOffset) { $0.shadowOffset = newValue } }
      }
      changeOwn("shadowOffset") { $0.shadowOffset = newValue }
    }
  }

  /// Shadow blur radius in points (default 3).
  public var shadowRadius: Double {
    get { geometry.shadowRadius }
    set {
      if let view {
        return forward("shadowRadius") { view.update(.shadowRadius) { $0.shadowRadius = newValue } }
      }
      changeOwn("shadowRadius") { $0.shadowRadius = newValue }
    }
  }

  /// Whether the layer (and its sublayers) is drawn (a view's `isHidden`).
  public var isHidden: Bool {
    get { view?.isHidden ?? ownHidden }
    set {
      if let view {
        view.isHidden = newValue
        return
      }
      ownHidden = newValue
    }
  }

  /// Whether sublayers and contents are clipped to the (rounded) bounds (a view's
  /// `clipsToBounds`).
  public var masksToBounds: Bool {
    get { view?.clipsToBounds ?? ownMasksToBounds }
    set {
      if let view {
        view.clipsToBounds = newValue
        return
      }
      ownMasksToBounds = newValue
    }
  }

  // MARK: Core Animation's own properties

  /// The 3-D transform about the anchor point. For a view's layer its affine part is the
  /// view's `transform`; a transform with perspective or depth is kept here.
  public var transform: Transform3D {
    get { modelState.transform ?? Transform3D(view?.model.transform ?? .identity) }
    set { setTransform(newValue) }
  }

  /// Applied to every sublayer, about this layer's anchor point: a perspective here makes the
  /// sublayers' 3-D turns look deep.
  public var sublayerTransform: Transform3D {
    get { modelState.sublayerTransform }
    set { changeState("sublayerTransform") { $0.sublayerTransform = newValue } }
  }

  /// The layer's depth: sublayers are drawn in increasing `zPosition`, and with perspective a
  /// larger value is nearer the viewer.
  public var zPosition: Double {
    get { modelState.zPosition }
    set {
      if newValue != 0 { Layer.depthSortingInUse = true }
      changeState("zPosition") { $0.zPosition = newValue }
    }
  }

  public var anchorPointZ: Double {
    get { modelState.anchorPointZ }
    set { changeState("anchorPointZ") { $0.anchorPointZ = newValue } }
  }

  /// The border's width in points, drawn inside the bounds along the rounded corners.
  public var borderWidth: Double {
    get { modelState.borderWidth }
    set { changeState("borderWidth") { $0.borderWidth = newValue } }
  }

  /// The border's colour (default opaque black).
  public var borderColor: CGColor? {
    get { modelState.borderColor?.cgColor }
    set { changeState("borderColor") { $0.borderColor = newValue?.color } }
  }

  /// The shadow's shape; `nil` casts it from the layer's background.
  public var shadowPath: Path? {
    get { modelState.shadowPath }
    set { changeState("shadowPath") { $0.shadowPath = newValue } }
  }

  /// What the layer shows over its background: an image (`UIImage`'s `cgImage`).
  public var contents: Any? {
    get { modelState.contents }
    set { changeState("contents") { $0.contents = newValue.map { $0 as AnyObject } } }
  }

  /// The part of `contents` shown, in unit coordinates.
  public var contentsRect: Rect {
    get { modelState.contentsRect }
    set { changeState("contentsRect") { $0.contentsRect = newValue } }
  }

  /// The transform's affine part (`affineTransform()`).
  public func affineTransform() -> AffineTransform { transform.affine }

  /// Sets the transform from an affine one (`setAffineTransform(_:)`).
  public func setAffineTransform(_ transform: AffineTransform) {
    self.transform = Transform3D(transform)
  }
}
