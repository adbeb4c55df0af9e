/// The drawing properties UIKit keeps on a view's layer: corner radius, shadow and opacity.
/// They belong to the view and animate like its other properties.
@MainActor
public final class Layer {
  unowned let view: View

  init(view: View) { self.view = view }

  public var cornerRadius: Double {
    get { view.model.cornerRadius }
    set { view.update(.cornerRadius) { $0.cornerRadius = newValue } }
  }

  public var shadowColor: Color {
    get { view.model.shadowColor }
    set { view.update(.shadowColor) { $0.shadowColor = newValue } }
  }

  public var shadowOpacity: Double {
    get { view.model.shadowOpacity }
    set { view.update(.shadowOpacity) { $0.shadowOpacity = newValue } }
  }

  public var shadowOffset: Size {
    get { view.model.shadowOffset }
    set { view.update(.shadowOffset) { $0.shadowOffset = newValue } }
  }

  public var shadowRadius: Double {
    get { view.model.shadowRadius }
    set { view.update(.shadowRadius) { $0.shadowRadius = newValue } }
  }

  /// The view's alpha, by its layer name.
  public var opacity: Double {
    get { view.alpha }
    set { view.alpha = newValue }
  }

  /// The view's `clipsToBounds`, by its layer name.
  public var masksToBounds: Bool {
    get { view.clipsToBounds }
    set { view.clipsToBounds = newValue }
  }

  /// The values on screen now.
  public func presentation() -> ViewValues { view.presentation }
}
