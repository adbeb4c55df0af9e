import TransitionKit

/// The sheet's rest places for the release map: its detents, from the largest down, and
/// dismissed (when a drag may dismiss it). The drag presses the sheet just below its grabber
/// and moves its top edge; progress is that edge's position from the large detent's top (0)
/// to the bottom of the screen (1).
extension SheetSceneInstance: ReleaseRestPlaces {
  /// Where the drag presses: this far below the sheet's top edge (below the grabber, above
  /// the list) and this far from the left edge, in points.
  static let pressBelowTop = 14.0
  static let pressFromLeft = 40.0
  /// The name of the dismissed place.
  static let dismissedPlace = "dismissed"

  private var presentedSheet: SheetPresentationController? {
    root.presentedViewController?.sheetPresentationController
  }

  func releaseGeometry(screen: Size) -> ReleaseDrag.Geometry? {
    guard let sheet = presentedSheet, let largest = sheet.detentTops.first?.top else {
      return nil
    }
    let span = screen.height - largest
    guard span > 0 else { return nil }
    return ReleaseDrag.Geometry(
      press: Point(x: Self.pressFromLeft, y: sheet.top + Self.pressBelowTop),
      axis: Vector(dx: 0, dy: 1), screenPointsPerProgress: span, unitsPerScreenPoint: 1,
      startProgress: (sheet.top - largest) / span)
  }

  func restPlaces(screen: Size) -> [ReleaseRestPlace] {
    guard let sheet = presentedSheet, let largest = sheet.detentTops.first?.top else {
      return []
    }
    let span = max(screen.height - largest, 1)
    var places = sheet.detentTops.map {
      ReleaseRestPlace(name: $0.identifier.rawValue, progress: ($0.top - largest) / span)
    }
    if root.presentedViewController?.isModalInPresentation == false {
      places.append(ReleaseRestPlace(name: Self.dismissedPlace, progress: 1, dismisses: true))
    }
    return places
  }

  var currentRestPlace: String? {
    guard let sheet = presentedSheet else { return Self.dismissedPlace }
    guard !sheet.isSettling, !sheet.isDragging else { return nil }
    return sheet.detentTops.first { abs($0.top - sheet.top) < 0.5 }?.identifier.rawValue
  }

  var positionTitle: String {
    "sheet's top at release (0 large, 1 bottom)"
  }
}
