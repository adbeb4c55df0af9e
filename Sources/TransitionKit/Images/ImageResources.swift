import Foundation

/// Where `Image(named:)` looks, and the images it found, shared by every thread.
///
/// A folder is searched as an app's bundle holds what its Xcode project had in it. First the
/// asset catalogs (`*.xcassets`, anywhere in the folder): an image set whose name is the name
/// asked for, less any extension, as UIKit asks the bundle's compiled catalog first. Then the
/// loose files, anywhere in the folder: Xcode copies the files of every group to the bundle's
/// top, so a file in a subfolder answers to its bare name. Of the scales present (a catalog's
/// `Contents.json` says each file's; a loose file's `@2x`/`@3x` suffix does), the one nearest
/// the device's is taken, the larger of two as near.
///
/// Two images of one name cannot both reach an app (Xcode refuses to build one with two
/// resources copied to the same place, or a catalog with two image sets of one name), so a
/// folder that has two is read deterministically: the one nearer the folder's top wins, then
/// the first by path in byte order.
final class ImageResources: @unchecked Sendable {
  static let shared = ImageResources()

  /// What a look-up chooses a variant by: the device's scale and its idiom.
  struct Traits: Hashable, Sendable {
    /// Pixels per point of the device's screen.
    var scale: Double
    /// The asset catalog idiom of the device: `iphone` or `ipad`.
    var idiom: String

    /// A 390 × 844 iPhone's, the lab's default screen (@3x).
    static let phone = Traits(scale: 3, idiom: "iphone")

    /// The traits of the device `Screen.main` simulates (the window whose code runs, see
    /// `Screen`); a screen without a device is the default phone's. Off the main thread, the
    /// default phone's.
    static func current() -> Traits {
      guard Thread.isMainThread else { return .phone }
      return MainActor.assumeIsolated { Traits(device: Screen.main.device) }
    }

    init(scale: Double, idiom: String) {
      self.scale = scale
      self.idiom = idiom
    }

    init(device: DeviceModel?) {
      guard let device else {
        self = .phone
        return
      }
      scale = device.scale
      idiom = device.platform == .iPad ? "ipad" : "iphone"
    }
  }

  /// A file of an image and the scale it has.
  struct Variant: Equatable {
    var path: String
    var scale: Double
  }

  private let lock = NSLock()
  private var searchDirectories: [String] = []
  private var found: [String: Image] = [:]

  var directories: [String] {
    get { lock.withLock { searchDirectories } }
    set {
      lock.withLock {
        searchDirectories = newValue
        found.removeAll()
      }
    }
  }

  /// The image of that name for a device of `traits`, found once and then kept (a name not
  /// found is looked for again next time: the file may have been added since).
  func image(named name: String, in bundle: Bundle?, for traits: Traits) -> Image? {
    guard !name.isEmpty else { return nil }
    var folders = directories
    if let bundle {
      folders.insert(contentsOf: [bundle.resourcePath, bundle.bundlePath].compactMap { $0 }, at: 0)
    }
    let key = folders.joined(separator: "\n") + "\n\(traits.scale) \(traits.idiom)\n" + name
    if let image = lock.withLock({ found[key] }) { return image }
    for folder in folders {
      if let variant = Self.variant(named: name, in: folder, for: traits),
        let image = Image(contentsOfFile: variant.path, scale: variant.scale)
      {
        lock.withLock { found[key] = image }
        return image
      }
    }
    return nil
  }

  /// The extensions tried for a name given without one.
  static let extensions = ["png", "jpg", "jpeg"]

  /// The file `name` gives in `folder` for a device of `traits`: an asset catalog's image set
  /// first, then a loose file (see the type's summary).
  static func variant(named name: String, in folder: String, for traits: Traits) -> Variant? {
    let tree = ResourceTree(folder: folder)
    let hasExtension = extensions.contains((name as NSString).pathExtension.lowercased())
    let assetName = hasExtension ? (name as NSString).deletingPathExtension : name
    for catalog in tree.catalogs {
      if let set = AssetCatalog.imageSet(named: assetName, in: catalog),
        let variant = AssetCatalog.variant(of: set, for: traits)
      {
        return variant
      }
    }
    return looseVariant(named: name, hasExtension: hasExtension, in: tree, for: traits)
  }

  /// A loose file of that name, at each scale present, the nearest the device's taken. A name
  /// with a folder in it (`Photos/beach`, as a folder reference is copied whole) is matched
  /// against the file's path in the folder, a bare name against the file's name.
  private static func looseVariant(
    named name: String, hasExtension: Bool, in tree: ResourceTree, for traits: Traits
  ) -> Variant? {
    var wanted: [(name: String, scale: Double)] = []
    let stems =
      hasExtension
      ? [((name as NSString).deletingPathExtension, (name as NSString).pathExtension)]
      : extensions.map { (name, $0) }
    for (stem, ext) in stems {
      wanted += [("\(stem)@3x.\(ext)", 3), ("\(stem)@2x.\(ext)", 2), ("\(stem).\(ext)", 1)]
    }
    let byPath = name.contains("/")
    var variants: [Variant] = []
    for (file, scale) in wanted {
      let match = tree.files.first { entry in
        byPath ? entry.relativePath == file : entry.name == file
      }
      if let match { variants.append(Variant(path: match.path, scale: scale)) }
    }
    return nearest(variants, to: traits.scale)
  }

  /// The variant whose scale is nearest `scale`, the larger of two as near (a larger image
  /// drawn smaller keeps its detail); the first of those of one scale.
  static func nearest(_ variants: [Variant], to scale: Double) -> Variant? {
    var best: Variant?
    for variant in variants {
      guard let current = best else {
        best = variant
        continue
      }
      let distance = abs(variant.scale - scale)
      let bestDistance = abs(current.scale - scale)
      if distance < bestDistance || (distance == bestDistance && variant.scale > current.scale) {
        best = variant
      }
    }
    return best
  }
}

/// The files and asset catalogs of a folder, as an app's bundle would hold them: nearest the
/// top first, then by path in byte order. Hidden entries and the packages an app does not
/// copy as resources (projects, workspaces, other bundles) are left out; a catalog is listed
/// whole, its insides read by `AssetCatalog`.
struct ResourceTree {
  struct File {
    /// The full path.
    var path: String
    /// The path inside the folder.
    var relativePath: String
    /// The last part of the path.
    var name: String
    var depth: Int
  }

  /// How deep into subfolders the look-up goes.
  static let maximumDepth = 8
  /// How many entries the look-up reads at most, so a folder that holds far more than a scene
  /// (a home folder) costs a bounded time.
  static let maximumEntries = 20_000
  /// Folders an app does not copy as loose resources.
  static let skippedExtensions: Set<String> = [
    "xcodeproj", "xcworkspace", "bundle", "framework", "xcframework", "app", "playground",
    "swiftpm", "build",
  ]

  private(set) var files: [File] = []
  private(set) var catalogs: [String] = []
  private var read = 0

  init(folder: String) {
    var catalogsFound: [File] = []
    walk(folder, relative: "", depth: 0, catalogs: &catalogsFound)
    files = Self.ordered(files)
    catalogs = Self.ordered(catalogsFound).map(\.path)
  }

  /// Files nearest the top first, then by relative path in byte order.
  private static func ordered(_ files: [File]) -> [File] {
    files.sorted { a, b in
      if a.depth != b.depth { return a.depth < b.depth }
      return a.relativePath.utf8.lexicographicallyPrecedes(b.relativePath.utf8)
    }
  }

  private mutating func walk(
    _ folder: String, relative: String, depth: Int,
    catalogs catalogsFound: inout [File]
  ) {
    let manager = FileManager.default
    guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { return }
    for entry in entries.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      guard read < Self.maximumEntries else { return }
      read += 1
      guard !entry.hasPrefix(".") else { continue }
      let path = (folder as NSString).appendingPathComponent(entry)
      let relativePath = relative.isEmpty ? entry : relative + "/" + entry
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      let ext = (entry as NSString).pathExtension.lowercased()
      if isFolder.boolValue {
        if ext == "xcassets" {
          catalogsFound.append(
            File(path: path, relativePath: relativePath, name: entry, depth: depth))
        } else if !Self.skippedExtensions.contains(ext), depth < Self.maximumDepth {
          walk(path, relative: relativePath, depth: depth + 1, catalogs: &catalogsFound)
        }
      } else {
        files.append(File(path: path, relativePath: relativePath, name: entry, depth: depth))
      }
    }
  }
}
