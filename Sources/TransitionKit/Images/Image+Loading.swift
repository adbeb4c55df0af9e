import Foundation

extension Image {
  /// An image read from a PNG or JPEG file (UIKit's `UIImage(contentsOfFile:)`). A name that
  /// ends in `@2x` or `@3x` before its extension gives that scale. `nil` when the file cannot
  /// be read or is neither format.
  public convenience init?(contentsOfFile path: String) {
    self.init(contentsOfFile: path, scale: Self.scale(inFileName: path))
  }

  /// An image read from a file whose scale is known apart from its name (an asset catalog
  /// says it in its `Contents.json`).
  convenience init?(contentsOfFile path: String, scale: Double) {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: ImageHeader.bytesNeeded),
      let header = ImageHeader(head) ?? ImageHeader(Self.whole(handle, after: head))
    else { return nil }
    self.init(header: header, path: path, scale: scale)
  }

  private convenience init(header: ImageHeader, path: String, scale: Double) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    self.init(
      source: .file(path: path, format: header.format),
      size: Size(
        width: Double(header.pixelWidth) / scale, height: Double(header.pixelHeight) / scale),
      scale: scale)
  }

  /// An image from PNG or JPEG data (UIKit's `UIImage(data:)`), at scale 1.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// An image from PNG or JPEG data at a scale (UIKit's `UIImage(data:scale:)`).
  public convenience init?(data: Data, scale: Double) {
    guard let header = ImageHeader(data) else { return nil }
    let scale = scale.isFinite && scale > 0 ? scale : 1
    self.init(
      source: .data(data, format: header.format),
      size: Size(
        width: Double(header.pixelWidth) / scale, height: Double(header.pixelHeight) / scale),
      scale: scale)
  }

  /// The image of that name among the scene's resources (UIKit's `UIImage(named:)`), looked
  /// for in `resourceDirectories` (the folder of the scene file, as an app's resources are
  /// beside its code) as an app finds it in its bundle: an image set of an asset catalog
  /// anywhere in the folder first, else a PNG or JPEG file anywhere in it (Xcode copies the
  /// files of every group to the bundle's top). The name may leave out `.png`; of the scales
  /// present, the one nearest the device's is taken (see `ImageResources`). The same name
  /// gives the same picture again. `nil` when nothing of that name is found.
  public convenience init?(named name: String) {
    guard
      let found = ImageResources.shared.image(
        named: name, in: nil, for: ImageResources.Traits.current())
    else { return nil }
    self.init(copying: found)
  }

  /// The image of that name in a bundle's resources, or the scene's (UIKit's
  /// `UIImage(named:in:compatibleWith:)`); the trait collection is not consulted.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traits: Any? = nil
  ) {
    guard
      let found = ImageResources.shared.image(
        named: name, in: bundle, for: ImageResources.Traits.current())
    else { return nil }
    self.init(copying: found)
  }

  /// A second image object for the same picture. (UIKit hands back one cached object for a
  /// name; a Swift initializer cannot return an existing object, so the cache shares the
  /// decoded pixels instead: the renderer keys them by file.)
  private convenience init(copying image: Image) {
    self.init(
      source: image.source, size: image.size, scale: image.scale,
      renderingMode: image.renderingMode, tintColor: image.tintColor,
      symbolConfiguration: image.symbolConfiguration)
  }

  /// The folders `init(named:)` looks in, first to last. The lab puts the folder of a scene
  /// file here when it loads one.
  public static var resourceDirectories: [String] {
    get { ImageResources.shared.directories }
    set { ImageResources.shared.directories = newValue }
  }

  /// The scale a file name gives: 3 for `name@3x.png`, 2 for `name@2x.png`, otherwise 1.
  static func scale(inFileName path: String) -> Double {
    let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    if stem.hasSuffix("@3x") { return 3 }
    if stem.hasSuffix("@2x") { return 2 }
    return 1
  }

  /// The rest of a file, appended to what was read of it already (a JPEG's frame header may
  /// sit after large metadata).
  private static func whole(_ handle: FileHandle, after head: Data) -> Data {
    var all = head
    if let rest = try? handle.readToEnd() { all.append(rest) }
    return all
  }
}

/// The size and format in the first bytes of a PNG or JPEG file.
struct ImageHeader: Equatable {
  /// How many bytes to read first: enough for a PNG's header and most JPEGs' frame header.
  static let bytesNeeded = 64 * 1024

  var format: ImageFormat
  var pixelWidth: Int
  var pixelHeight: Int

  /// The header of PNG or JPEG data, or `nil` for other data or a damaged header.
  init?(_ data: Data) {
    let bytes = [UInt8](data.prefix(Self.bytesNeeded * 64))
    if let size = Self.pngSize(bytes) {
      self.init(format: .png, pixelWidth: size.width, pixelHeight: size.height)
    } else if let size = Self.jpegSize(bytes) {
      self.init(format: .jpeg, pixelWidth: size.width, pixelHeight: size.height)
    } else {
      return nil
    }
  }

  init(format: ImageFormat, pixelWidth: Int, pixelHeight: Int) {
    self.format = format
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }

  /// The eight bytes every PNG file starts with.
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A PNG's size: its first chunk is IHDR, whose data starts with the width and height as
  /// big-endian 32-bit numbers.
  static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count >= 24, Array(bytes[0..<8]) == pngSignature,
      bytes[12] == 0x49, bytes[13] == 0x48, bytes[14] == 0x44, bytes[15] == 0x52
    else { return nil }
    let width = bigEndian(bytes, at: 16, count: 4)
    let height = bigEndian(bytes, at: 20, count: 4)
    guard width > 0, height > 0 else { return nil }
    return (width, height)
  }

  /// A JPEG's size: the first start-of-frame segment (SOF0 to SOF15 but the DHT, JPG and DAC
  /// markers) holds the height and then the width, big-endian 16-bit, after the precision.
  static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var index = 2
    while index + 4 <= bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
        index += 2
        continue
      }
      let length = bigEndian(bytes, at: index + 2, count: 2)
      let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
      if isFrame {
        guard index + 9 <= bytes.count else { return nil }
        let height = bigEndian(bytes, at: index + 5, count: 2)
        let width = bigEndian(bytes, at: index + 7, count: 2)
        guard width > 0, height > 0 else { return nil }
        return (width, height)
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }

  private static func bigEndian(_ bytes: [UInt8], at start: Int, count: Int) -> Int {
    var value = 0
    for offset in 0..<count { value = value << 8 | Int(bytes[start + offset]) }
    return value
  }
}
