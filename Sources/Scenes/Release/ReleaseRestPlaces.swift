import TransitionKit

/// A scene whose drag releases a view that can rest at several places (a sheet at each of
/// its detents, and dismissed): what the release map asks the scene, instead of testing its
/// id, to replay a drag through it and name where each release came to rest.
///
/// Positions are progress along the drag's axis: 0 at the rest place nearest the start of
/// the axis, 1 at the farthest (for a sheet, the large detent's top edge and the bottom of
/// the screen).
@MainActor
public protocol ReleaseRestPlaces: AnyObject {
  /// The drag that moves the view, from where it rests now, on a screen of `screen` points;
  /// nil when nothing is on screen to drag.
  func releaseGeometry(screen: Size) -> ReleaseDrag.Geometry?
  /// The places a release can reach, from progress 0 to 1.
  func restPlaces(screen: Size) -> [ReleaseRestPlace]
  /// The name of the place the view rests at now; nil while it moves.
  var currentRestPlace: String? { get }
  /// What the map's horizontal axis shows, in words.
  var positionTitle: String { get }
}
