import Foundation
import TestSupport
import XCTest

/// What one run of the `transition-lab` executable printed, and how it exited.
struct CommandResult {
  let status: Int32
  let standardOutput: String
  let standardError: String

  /// The lines of standard output, without the empty string after the final newline.
  var outputLines: [String] { Self.lines(standardOutput) }

  /// The lines of standard error, without the empty string after the final newline.
  var errorLines: [String] { Self.lines(standardError) }

  /// The rows after the CSV header, each split into numbers.
  func numericRows(file: StaticString = #filePath, line: UInt = #line) -> [[Double]] {
    outputLines.dropFirst().map { row in
      row.split(separator: ",").map { field in
        guard let number = Double(field) else {
          XCTFail("'\(field)' in '\(row)' is not a number", file: file, line: line)
          return .nan
        }
        return number
      }
    }
  }

  private static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}

/// Runs the built `transition-lab` executable as a subprocess.
///
/// The executable is found next to the test bundle, in the build's products directory (both
/// `swift test` and `swift build --build-tests` put it there); `TRANSITION_LAB` overrides it.
enum TransitionLabProcess {
  static let executableName = LabExecutable.name

  /// The executable, or nil when it cannot be found.
  static var executableURL: URL? { LabExecutable.url }

  /// Runs `transition-lab` with `arguments` and waits for it to exit; `environment` replaces
  /// the test's own when given.
  static func run(
    _ arguments: [String], environment: [String: String]? = nil, file: StaticString = #filePath,
    line: UInt = #line
  ) throws -> CommandResult {
    let executable = try XCTUnwrap(
      executableURL, "no \(executableName) next to the test bundle; build it first",
      file: file, line: line)
    // Output goes to files, not pipes, so a large output cannot block the child.
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let outputURL = directory.appendingPathComponent("stdout")
    let errorURL = directory.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    if let environment { process.environment = environment }
    try process.run()
    process.waitUntilExit()
    try output.close()
    try error.close()
    XCTAssertEqual(
      process.terminationReason, .exit, "transition-lab \(arguments) crashed", file: file,
      line: line)
    return CommandResult(
      status: process.terminationStatus,
      standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
      standardError: try String(contentsOf: errorURL, encoding: .utf8))
  }
}
