import Foundation

/// Finds the person's line when a scene traps inside the standard library (an index out of
/// range, a force-unwrapped nil): the runtime's message names the library's file, but the
/// stack it prints after the message names the frames in the scene's library
/// (`5 libSceneFile_1a2b.so 0x… <unavailable> + 47791`, or a session's copy of it); the innermost one, read against the
/// library's line tables, is the person's file and line.
enum SceneTrapLocator {
  /// The library and the offset in it of a frame line of the runtime's stack, when the frame
  /// is in a scene library.
  static func sceneFrame(inStackLine line: String, cache: String) -> (library: String, offset: Int)?
  {
    let fields = line.split(separator: " ", omittingEmptySubsequences: true)
    // A fresh copy a session loads (`transition-lab-123-1-libSceneFile_1a2b.so`) holds the
    // same bytes as the built library in the cache.
    guard fields.count >= 5, let field = fields.first(where: { $0.contains("libSceneFile_") }),
      field.hasSuffix(".so"), let start = field.range(of: "libSceneFile_")?.lowerBound,
      let plus = fields.lastIndex(of: "+"), plus + 1 < fields.count,
      let offset = Int(fields[plus + 1])
    else { return nil }
    return (cache + "/" + field[start...], offset)
  }

  /// `file:line` for an offset in a scene library, from its line tables (nil when no tool
  /// reads them or the offset has no line). The offset is a return address's: the call is
  /// the byte before it.
  static func sourceLine(library: String, offset: Int) -> String? {
    let address = "0x" + String(max(offset - 1, 0), radix: 16)
    for tool in ["/usr/bin/addr2line", "/usr/bin/llvm-addr2line"]
    where FileManager.default.isExecutableFile(atPath: tool) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: tool)
      process.arguments = ["-e", library, address]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { continue }
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let text = String(decoding: data, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      guard let first = text.split(separator: "\n").first, !first.hasPrefix("??"),
        !first.hasSuffix(":0"), !first.hasSuffix(":?")
      else { return nil }
      return String(first.split(separator: " ").first ?? first)
    }
    return nil
  }
}
