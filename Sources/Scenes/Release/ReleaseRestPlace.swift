/// A place a released view can come to rest at: its name (a detent's identifier,
/// `dismissed`), its position, in progress along the drag (see `ReleaseRestPlaces`), and
/// whether resting there is the dismissal.
public struct ReleaseRestPlace: Sendable, Equatable {
  public var name: String
  public var progress: Double
  public var dismisses: Bool

  public init(name: String, progress: Double, dismisses: Bool = false) {
    self.name = name
    self.progress = progress
    self.dismisses = dismisses
  }
}
