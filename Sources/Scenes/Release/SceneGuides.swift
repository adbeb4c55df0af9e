import TransitionKit

/// The guides of a session's scene, as marks in screen points, asked of what the scene
/// declares (its drag, its rest places, its recognizers, the screen's safe areas), never of
/// its id:
/// - threshold: a line across the screen where the dragged view's leading edge passes the
///   threshold (the edge at rest plus `threshold` × the points that make progress 1);
/// - detents: a line at each place the view can rest (a sheet's detents and dismissed);
/// - landing: while a drag is held, where letting go now would carry the view's edge (the
///   release rule's projection, or UIKit's normal deceleration's for a rule that does not
///   project);
/// - edge zone: the band along each screen edge where a screen-edge pan can start;
/// - safe areas: the insets the status bar and the home indicator take.
///
/// The view's edge at rest is measured while nothing is in flight and kept, so the lines
/// stay where they are while the view moves.
@MainActor
public final class SceneGuides {
  /// The session whose scene the guides are of.
  public unowned let session: SceneSession
  /// The dragged view's leading edge along the axis at rest (screen points), and the
  /// progress it rested at; nil until measured.
  private var rest: (edge: Double, progress: Double)?

  public init(session: SceneSession) {
    self.session = session
  }

  /// The marks of the guides in `kinds`, for the session as it is now.
  public func marks(_ kinds: Set<GuideMark.Kind>) -> [GuideMark] {
    guard !kinds.isEmpty else { return [] }
    let screen = session.window.screen
    let size = screen.bounds.size
    var marks: [GuideMark] = []
    let geometry = session.scene.releaseGeometry(screen: size)
    if let geometry { measureRest(geometry) }
    let places = (session.scene as? any ReleaseRestPlaces)?.restPlaces(screen: size) ?? []
    if let geometry, let rest {
      func line(at progress: Double, _ kind: GuideMark.Kind, _ label: String) -> GuideMark {
        let along = rest.edge + (progress - rest.progress) * geometry.screenPointsPerProgress
        let vertical = abs(geometry.axis.dy) >= abs(geometry.axis.dx)
        let shape: GuideMark.Shape =
          vertical
          ? .line(Point(x: 0, y: along), Point(x: size.width, y: along))
          : .line(Point(x: along, y: 0), Point(x: along, y: size.height))
        return GuideMark(kind: kind, shape: shape, label: label)
      }
      if kinds.contains(.threshold), places.count <= 2 {
        let threshold = session.parameters.threshold
        marks.append(line(at: threshold, .threshold, "threshold \(Self.short(threshold))"))
      }
      if kinds.contains(.detents) {
        for place in places { marks.append(line(at: place.progress, .detents, place.name)) }
      }
      if kinds.contains(.landing), let landing = landing(geometry, rest: rest) {
        marks.append(line(at: landing, .landing, "landing"))
      }
    }
    if kinds.contains(.edgeZone) { marks += edgeZones(size) }
    if kinds.contains(.safeAreas) {
      let insets = screen.safeAreaInsets
      let areas = [
        Rect(x: 0, y: 0, width: size.width, height: insets.top),
        Rect(x: 0, y: size.height - insets.bottom, width: size.width, height: insets.bottom),
        Rect(x: 0, y: 0, width: insets.left, height: size.height),
        Rect(x: size.width - insets.right, y: 0, width: insets.right, height: size.height),
      ]
      for area in areas where area.width > 0 && area.height > 0 {
        marks.append(GuideMark(kind: .safeAreas, shape: .area(area), label: "safe area"))
      }
    }
    return marks
  }

  /// The view a drag moves: the presented controller's, or its content over a clear
  /// background.
  private var draggedView: View? {
    guard let modal = session.window.rootViewController?.presentedViewController?.view else {
      return nil
    }
    return (modal.backgroundColor?.alpha ?? 0) > 0 ? modal : modal.subviews.first ?? modal
  }

  private func edge(of view: View, _ geometry: ReleaseDrag.Geometry) -> Double {
    let corner = view.convertToRootOnScreen(view.presentation.bounds.origin)
    return corner.x * geometry.axis.dx + corner.y * geometry.axis.dy
  }

  /// Measures where the dragged view rests now, if nothing moves: before a script is played
  /// on a fresh session, so that its frames mid-drag have their lines.
  public func measure() {
    guard let geometry = session.scene.releaseGeometry(screen: session.window.screen.bounds.size)
    else { return }
    measureRest(geometry)
  }

  /// Measures the view's edge at rest while nothing moves; with nothing presented (a
  /// navigation stack), the screen's edge.
  private func measureRest(_ geometry: ReleaseDrag.Geometry) {
    guard session.window.activeTransition == nil, !session.window.isTrackingPointer else { return }
    if let places = session.scene as? any ReleaseRestPlaces, places.currentRestPlace == nil {
      return
    }
    let edge = draggedView.map { self.edge(of: $0, geometry) } ?? 0
    rest = (edge, geometry.startProgress)
  }

  /// The progress a release now would reach, while a pan is held; nil otherwise.
  private func landing(_ geometry: ReleaseDrag.Geometry, rest: (edge: Double, progress: Double))
    -> Double?
  {
    guard session.window.isTrackingPointer else { return nil }
    var pan: PanGestureRecognizer?
    _ = session.window.first { view in
      pan = view.attachedGestureRecognizers.lazy.compactMap { $0 as? PanGestureRecognizer }.first {
        $0.state == .began || $0.state == .changed
      }
      return pan != nil
    }
    guard let pan else { return nil }
    let progress: Double
    if let context = session.window.activeTransition, context.isInteractive {
      progress = context.percentComplete
    } else if let view = draggedView {
      progress =
        rest.progress + (edge(of: view, geometry) - rest.edge)
        / geometry.screenPointsPerProgress
    } else {
      return nil
    }
    let settings = session.parameters.releaseSettings
    let measured = pan.velocity(in: pan.view, using: settings.velocityEstimator)
    let velocity = measured.x * geometry.axis.dx + measured.y * geometry.axis.dy
    return DragRecord.projectedLanding(
      progress: progress, velocity: velocity, distance: geometry.distance,
      rule: settings.releaseRule
    ).progress
  }

  /// The bands along the screen's edges where the scene's screen-edge pans start.
  private func edgeZones(_ size: Size) -> [GuideMark] {
    var marks: [GuideMark] = []
    var seen: Set<Int> = []
    _ = session.window.first { view in
      for case let pan as ScreenEdgePanGestureRecognizer in view.attachedGestureRecognizers
      where pan.isEnabled && seen.insert(pan.edges.rawValue).inserted {
        let zone = pan.edgeZone
        if pan.edges.contains(.left) {
          marks.append(
            .init(
              kind: .edgeZone, shape: .area(Rect(x: 0, y: 0, width: zone, height: size.height)),
              label: "edge"))
        }
        if pan.edges.contains(.right) {
          marks.append(
            .init(
              kind: .edgeZone,
              shape: .area(Rect(x: size.width - zone, y: 0, width: zone, height: size.height)),
              label: "edge"))
        }
        if pan.edges.contains(.top) {
          marks.append(
            .init(
              kind: .edgeZone, shape: .area(Rect(x: 0, y: 0, width: size.width, height: zone)),
              label: "edge"))
        }
        if pan.edges.contains(.bottom) {
          marks.append(
            .init(
              kind: .edgeZone,
              shape: .area(Rect(x: 0, y: size.height - zone, width: size.width, height: zone)),
              label: "edge"))
        }
      }
      return false
    }
    return marks
  }

  static func short(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
