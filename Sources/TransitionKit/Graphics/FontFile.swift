import Foundation

/// Bytes handed to Core Graphics (`CGDataProvider(data:)`).
public final class DataProvider: @unchecked Sendable {
  public let data: Data

  /// Failable as Core Graphics' is (it fails only when memory runs out); never `nil` here.
  public init?(data: Data) { self.data = data }
}

/// A font read from a TrueType or OpenType file (Core Graphics' `CGFont(_:)`), as apps load
/// fonts they ship: the file's tables are read for its PostScript name (the `name` table's
/// name 6), which is what `CTFontManagerRegisterGraphicsFont` registers and
/// `UIFont(name:size:)` then finds. `nil` when the data is not such a file.
public final class FontFile: @unchecked Sendable {
  /// The font's PostScript name.
  public let postScriptName: String

  public init?(_ provider: DataProvider) {
    guard let name = Self.postScriptName(in: [UInt8](provider.data)) else { return nil }
    postScriptName = name
  }

  /// The names registered this run (Core Text's process-scoped registration), behind a lock.
  nonisolated(unsafe) private static var registeredNames: Set<String> = []
  private static let registration = NSLock()

  /// Registers the font for the process (Core Text's `CTFontManagerRegisterGraphicsFont`):
  /// false when a font of the same name is already registered, as Core Text reports
  /// `kCTFontManagerErrorAlreadyRegistered`.
  public func register() -> Bool {
    Self.registration.withLock { Self.registeredNames.insert(postScriptName).inserted }
  }

  /// Whether a font of that PostScript name was registered.
  public static func isRegistered(_ name: String) -> Bool {
    registration.withLock { registeredNames.contains(name) }
  }

  /// The PostScript name (name ID 6) of an sfnt file: the table directory after the 12-byte
  /// header, the `name` table's records, Macintosh Roman or UTF-16 big-endian strings.
  static func postScriptName(in bytes: [UInt8]) -> String? {
    func u16(_ at: Int) -> Int? {
      at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil
    }
    func u32(_ at: Int) -> Int? {
      guard let high = u16(at), let low = u16(at + 2) else { return nil }
      return high << 16 | low
    }
    guard let version = u32(0), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version),
      let tables = u16(4)
    else { return nil }
    var nameTable: Int?
    for index in 0..<tables {
      let entry = 12 + index * 16
      guard let tag = u32(entry) else { return nil }
      if tag == 0x6E61_6D65 { nameTable = u32(entry + 8) }
    }
    guard let table = nameTable, let count = u16(table + 2), let storage = u16(table + 4) else {
      return nil
    }
    for index in 0..<count {
      let record = table + 6 + index * 12
      guard let platform = u16(record), let nameID = u16(record + 6),
        let length = u16(record + 8), let offset = u16(record + 10)
      else { return nil }
      guard nameID == 6 else { continue }
      let start = table + storage + offset
      guard start >= 0, start + length <= bytes.count else { return nil }
      let raw = Array(bytes[start..<start + length])
      let text =
        platform == 1
        ? String(bytes: raw, encoding: .macOSRoman)
        : String(bytes: raw, encoding: .utf16BigEndian)
      if let text, !text.isEmpty { return text }
    }
    return nil
  }
}

extension Font {
  /// A font by PostScript name (UIKit's `UIFont(name:size:)`): one registered with
  /// `FontFile.register()`, drawn here with the system face at its size; `nil` for a name
  /// nobody registered, as UIKit returns `nil` for a font the app does not have.
  public init?(name: String, size: Double) {
    guard FontFile.isRegistered(name) else { return nil }
    self.init(size: size)
    postScriptName = name
  }

  /// The font's PostScript name (UIKit's `fontName`): the name it was made by, and for the
  /// system font the name UIKit gives San Francisco at its weight (`.SFUI-Regular`, …).
  public var fontName: String {
    if let postScriptName { return postScriptName }
    let names = [
      "Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black",
    ]
    return ".SFUI-" + names[weight.cssWeight / 100 - 1]
  }
}
