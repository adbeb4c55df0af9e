import Foundation

/// Writes comma-separated rows to standard output, in chunks rather than a write per row.
struct CSVWriter {
  /// Bytes collected before they are written out.
  private static let chunkBytes = 1 << 16

  private var buffer = ""

  /// Starts the output with a header row.
  init(header: [String]) {
    row(header)
  }

  /// Appends one row.
  mutating func row(_ fields: [String]) {
    buffer += fields.joined(separator: ",")
    buffer += "\n"
    if buffer.utf8.count >= Self.chunkBytes {
      flush()
    }
  }

  /// Writes out what is collected.
  mutating func flush() {
    guard !buffer.isEmpty else { return }
    FileHandle.standardOutput.write(Data(buffer.utf8))
    buffer = ""
  }

  /// A time as the shortest text that reads back as it: `0`, `0.25`, `1e-05`.
  static func time(_ t: Double) -> String {
    t.shortText
  }

  /// A value with 12 significant digits; negative zero is printed as `0`.
  static func value(_ x: Double) -> String {
    x == 0 ? "0" : String(format: "%.12g", x)
  }
}
