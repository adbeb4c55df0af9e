import Foundation

/// Reads an Xcode asset catalog (`*.xcassets`) as Apple's Asset Catalog Format Reference
/// describes it: image sets (`NAME.imageset/`, their `Contents.json` naming each file with its
/// `scale` and `idiom`), inside the catalog or inside its groups (folders without an
/// extension), a group whose `Contents.json` sets `provides-namespace` putting its name and a
/// slash before its image sets' names.
enum AssetCatalog {
  /// The image set of that name in the catalog at `path`, if any; of two of one name, the one
  /// nearer the catalog's top, then the first by path.
  static func imageSet(named name: String, in path: String) -> String? {
    var sets: [(name: String, path: String, depth: Int)] = []
    collect(in: path, namespace: "", depth: 0, into: &sets)
    return sets.filter { $0.name == name }
      .min { a, b in
        a.depth != b.depth ? a.depth < b.depth : a.path.utf8.lexicographicallyPrecedes(b.path.utf8)
      }?.path
  }

  private static func collect(
    in folder: String, namespace: String, depth: Int,
    into sets: inout [(name: String, path: String, depth: Int)]
  ) {
    guard depth <= ResourceTree.maximumDepth,
      let entries = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return }
    for entry in entries where !entry.hasPrefix(".") {
      let path = (folder as NSString).appendingPathComponent(entry)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        isFolder.boolValue
      else { continue }
      let ext = (entry as NSString).pathExtension
      let stem = (entry as NSString).deletingPathExtension
      if ext == "imageset" {
        sets.append((namespace + stem, path, depth))
      } else if ext.isEmpty {
        let contents = json(at: (path as NSString).appendingPathComponent("Contents.json"))
        let properties = contents?["properties"] as? [String: Any]
        let providesNamespace = properties?["provides-namespace"] as? Bool ?? false
        collect(
          in: path, namespace: providesNamespace ? namespace + entry + "/" : namespace,
          depth: depth + 1, into: &sets)
      }
    }
  }

  /// The file of the image set at `path` for a device of `traits`: of the images its
  /// `Contents.json` names, those for the device's idiom, else the universal ones, else any;
  /// of those, the scale nearest the device's (`ImageResources.nearest`). An image without a
  /// `scale` (a single-scale set) is 1x. A set without a readable `Contents.json` offers its
  /// PNG and JPEG files at the scales their names give.
  static func variant(
    of path: String, for traits: ImageResources.Traits
  ) -> ImageResources.Variant? {
    guard let contents = json(at: (path as NSString).appendingPathComponent("Contents.json")),
      let images = contents["images"] as? [[String: Any]]
    else { return looseFiles(in: path, for: traits) }
    let usable: [(variant: ImageResources.Variant, idiom: String)] = images.compactMap { image in
      guard let file = image["filename"] as? String,
        ImageResources.extensions.contains((file as NSString).pathExtension.lowercased())
      else { return nil }
      let scale = (image["scale"] as? String).flatMap(Self.scale(from:)) ?? 1
      let filePath = (path as NSString).appendingPathComponent(file)
      guard FileManager.default.fileExists(atPath: filePath) else { return nil }
      return (
        ImageResources.Variant(path: filePath, scale: scale),
        (image["idiom"] as? String) ?? "universal"
      )
    }
    let forDevice = usable.filter { $0.idiom == traits.idiom }
    let universal = usable.filter { $0.idiom == "universal" }
    let chosen = !forDevice.isEmpty ? forDevice : !universal.isEmpty ? universal : usable
    return ImageResources.nearest(chosen.map(\.variant), to: traits.scale)
  }

  /// `2` for `"2x"`; `nil` for anything else.
  static func scale(from text: String) -> Double? {
    guard text.hasSuffix("x"), let value = Double(text.dropLast()), value > 0 else { return nil }
    return value
  }

  private static func looseFiles(
    in path: String, for traits: ImageResources.Traits
  ) -> ImageResources.Variant? {
    guard let files = try? FileManager.default.contentsOfDirectory(atPath: path) else {
      return nil
    }
    let variants =
      files
      .filter { ImageResources.extensions.contains(($0 as NSString).pathExtension.lowercased()) }
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      .map {
        ImageResources.Variant(
          path: (path as NSString).appendingPathComponent($0), scale: Image.scale(inFileName: $0))
      }
    return ImageResources.nearest(variants, to: traits.scale)
  }

  private static func json(at path: String) -> [String: Any]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }
}
