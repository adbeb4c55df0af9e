import Foundation
import TestSupport
import XCTest

/// What the end-to-end tests need from the machine: a display to drive, the tools that drive
/// it, and the built executable. A missing piece fails the test, saying how to run it.
enum EndToEnd {
  /// Generous limit for anything the tests wait for, in seconds; only there so that a broken
  /// app fails the test instead of hanging it.
  static let timeout = 30.0

  /// The X display the tests drive (from `xvfb-run`).
  static func requireDisplay() throws -> String {
    guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
      throw EndToEndError(
        "no DISPLAY: the end-to-end tests run under Xvfb; use 'make test' (or "
          + "xvfb-run -a swift test --filter EndToEndTests)")
    }
    for tool in ["xdotool", "import"] where which(tool) == nil {
      throw EndToEndError("\(tool) is missing; 'make test' installs it (xdotool, imagemagick)")
    }
    return display
  }

  /// The `transition-lab` executable next to the test bundle, or `$TRANSITION_LAB`.
  static func executable() throws -> URL {
    guard let url = LabExecutable.url else {
      throw EndToEndError("no transition-lab next to the test bundle; build it first")
    }
    return url
  }

  /// The full path of a program on `PATH` (or an absolute path, if it is executable), or nil.
  static func which(_ program: String) -> String? {
    if program.hasPrefix("/") {
      return FileManager.default.isExecutableFile(atPath: program) ? program : nil
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(program)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs a program to completion and returns its standard output; a non-zero exit throws
  /// with its standard error.
  @discardableResult
  static func run(_ program: String, _ arguments: [String], environment: [String: String]? = nil)
    throws -> String
  {
    guard let path = which(program) else { throw EndToEndError("\(program) is not installed") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw EndToEndError(
        "\(program) \(arguments.joined(separator: " ")) failed (\(process.terminationStatus)): "
          + String(decoding: errorData, as: UTF8.self))
    }
    return String(decoding: outputData, as: UTF8.self)
  }

  /// Waits until `condition` returns a value, polling every 20 ms, up to `timeout` seconds.
  static func wait<T>(
    _ what: String, timeout: Double = EndToEnd.timeout, _ condition: () throws -> T?
  ) throws -> T {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let value = try condition() { return value }
      guard Date() < deadline else { throw EndToEndError("timed out waiting for \(what)") }
      usleep(20_000)
    }
  }
}

/// A failed step of an end-to-end test; thrown, so the test fails with this message.
struct EndToEndError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// A point in the scene's screen, in points.
struct ScenePoint: Equatable {
  var x: Double
  var y: Double
}
