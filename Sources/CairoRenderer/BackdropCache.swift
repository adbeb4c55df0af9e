import CCairo
import TransitionKit

/// Blurred backdrops kept from frame to frame while what is behind the effect view stays the
/// same.
///
/// A blur over a still screen (a sheet of material over content that does not move, a blurred
/// overlay held on screen) would otherwise draw everything behind it again, blur it and scale
/// it up to the screen on every frame. An entry is found by the effect layer's identity and
/// used only when the fingerprint of what is drawn behind it (see `FrozenContent`), the part
/// of the plane blurred, its resolution, the blur, the saturation, the folded tint, where the
/// effect view sits and the appearance are all the same and every view it was drawn from still
/// exists. Content that has no fingerprint (images, shapes, gradients, masks, …) is blurred
/// anew on every frame, as before.
///
/// Besides the small blurred image, an entry keeps the same image scaled up to the device's
/// pixels once it has been used twice, so a still blur costs one copy of its pixels a frame.
@MainActor
final class BackdropCache {
  /// Everything that decides the small blurred image.
  struct Key: Equatable {
    var content: FrozenContent
    /// The part of the effect view's plane blurred (its points) and its pixels per point.
    var region: Rect
    var pixelsPerPoint: Double
    /// The blur's standard deviation in the image's pixels.
    var sigma: Double
    var saturation: Double
    /// The tint painted over the blur in the image, if any.
    var tint: RGBA?
    /// The frame's root coordinates → the effect view's, as cairo's six numbers.
    var rootToLocal: [Double]
    var appearance: Appearance
  }

  /// The image scaled up to the device's pixels, with where it lies.
  struct DeviceImage {
    let surface: OpaquePointer
    /// The device pixels it covers.
    let area: Renderer.PixelArea
    /// The effect view's points → device pixels it was made for, as cairo's six numbers.
    let toPixels: [Double]
  }

  final class Entry: LayerCacheEntry {
    weak var layer: Layer?
    let key: Key
    let views: [WeakView]
    /// The blurred, saturated and tinted image of `key.region`.
    let surface: OpaquePointer
    var device: DeviceImage? {
      didSet { oldValue.map { cairo_surface_destroy($0.surface) } }
    }
    var lastUsedFrame: Int

    init(layer: Layer, key: Key, views: [WeakView], surface: OpaquePointer, frame: Int) {
      self.layer = layer
      self.key = key
      self.views = views
      self.surface = surface
      lastUsedFrame = frame
    }

    deinit {
      cairo_surface_destroy(surface)
      device.map { cairo_surface_destroy($0.surface) }
    }
  }

  /// The most backdrops kept (each up to a screen's worth of pixels at the device's scale).
  static let capacity = 4
  /// Frames an unused backdrop is kept.
  static let unusedFrames = 120

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// Backdrops drawn and blurred for the cache (each one a miss) and backdrops used from it.
  private(set) var misses = 0
  private(set) var hits = 0
  var count: Int { entries.count }

  /// The entry kept for `layer`, if it was made the same way from the same content.
  func entry(for layer: BackdropLayer, key: Key, frame: Int) -> Entry? {
    guard let entry = entries[ObjectIdentifier(layer)], entry.layer === layer, entry.key == key,
      entry.views.allSatisfy(\.isAlive)
    else { return nil }
    entry.lastUsedFrame = frame
    hits += 1
    return entry
  }

  /// Keeps `surface` (the cache takes a reference of its own) for `layer`, drawn from `root`'s
  /// views behind `stop`.
  func store(
    _ surface: OpaquePointer, for layer: BackdropLayer, key: Key, root: View, stop: View,
    frame: Int
  ) {
    misses += 1
    entries[ObjectIdentifier(layer)] = Entry(
      layer: layer, key: key, views: Self.views(of: root, before: stop),
      surface: cairo_surface_reference(surface), frame: frame)
    prune(frame: frame)
  }

  /// Drops backdrops of layers that are gone or were not used for a while, and the oldest
  /// beyond `capacity`.
  func prune(frame: Int) {
    entries.prune(frame: frame, unusedFrames: Self.unusedFrames, capacity: Self.capacity)
  }

  func removeAll() { entries.removeAll() }

  /// The views drawn before `stop`, in drawing order.
  private static func views(of root: View, before stop: View) -> [WeakView] {
    var result: [WeakView] = []
    func add(_ view: View) -> Bool {
      if view === stop { return false }
      result.append(WeakView(view: view))
      for subview in view.subviews where !add(subview) { return false }
      return true
    }
    _ = add(root)
    return result
  }
}
