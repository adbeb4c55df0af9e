import Foundation

/// Finds the person's line when a scene traps inside the standard library (an index out of
/// range, a force-unwrapped nil): the runtime's message names the library's file, so the
/// window's process, on the trap's signal, writes the innermost frame that lies in a scene
/// library (`transition-lab-scene-frame: LIBRARY OFFSET`) before it ends; the supervisor turns
/// it into the scene file's path and line from the library's line tables.
enum SceneTrapReporter {
  static let framePrefix = "transition-lab-scene-frame: "
  /// Frames looked at, innermost first.
  static let maximumFrames: Int32 = 64

  private typealias Backtrace =
    @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>, Int32) -> Int32
  /// glibc's `dladdr`, whose `Dl_info` is four pointers: the object's path, its base, the
  /// symbol's name and address.
  private typealias DLAddr =
    @convention(c) (UnsafeRawPointer?, UnsafeMutablePointer<UnsafeRawPointer?>) -> Int32

  /// Installs the handlers in the window's process.
  static func install() {
    let everything = UnsafeMutableRawPointer(bitPattern: 0)
    guard let backtrace = dlsym(everything, "backtrace"), let dladdr = dlsym(everything, "dladdr")
    else { return }
    backtraceFunction = unsafeBitCast(backtrace, to: Backtrace.self)
    dladdrFunction = unsafeBitCast(dladdr, to: DLAddr.self)
    for signal in SceneFileSupervisor.crashSignals {
      Foundation.signal(signal, trapHandler)
    }
  }

  nonisolated(unsafe) private static var backtraceFunction: Backtrace?
  nonisolated(unsafe) private static var dladdrFunction: DLAddr?

  private static let trapHandler: @convention(c) (Int32) -> Void = { received in
    if let backtrace = SceneTrapReporter.backtraceFunction,
      let dladdr = SceneTrapReporter.dladdrFunction
    {
      var frames = [UnsafeMutableRawPointer?](repeating: nil, count: Int(maximumFrames))
      let count = Int(backtrace(&frames, maximumFrames))
      for index in 0..<count {
        var info = [UnsafeRawPointer?](repeating: nil, count: 4)
        guard let frame = frames[index], dladdr(frame, &info) != 0, let name = info[0],
          let base = info[1]
        else { continue }
        let path = String(cString: name.assumingMemoryBound(to: CChar.self))
        guard (path as NSString).lastPathComponent.hasPrefix("libSceneFile_") else { continue }
        // A return address: the call is the byte before it.
        let offset = UInt(bitPattern: frame) - UInt(bitPattern: base) - 1
        let line = framePrefix + path + " 0x" + String(offset, radix: 16) + "\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        break
      }
    }
    signal(received, SIG_DFL)
    raise(received)
  }

  /// `file:line` for an offset in a scene library, from its line tables (nil when no tool
  /// reads them or the offset has no line).
  static func sourceLine(library: String, offset: String) -> String? {
    for tool in ["/usr/bin/addr2line", "/usr/bin/llvm-addr2line"]
    where FileManager.default.isExecutableFile(atPath: tool) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: tool)
      process.arguments = ["-e", library, offset]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { continue }
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      guard let first = text.split(separator: "\n").first, !first.hasPrefix("??"),
        !first.hasSuffix(":0"), !first.hasSuffix(":?")
      else { return nil }
      return String(first.split(separator: " ").first ?? first)
    }
    return nil
  }
}
