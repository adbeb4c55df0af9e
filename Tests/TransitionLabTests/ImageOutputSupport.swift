import CairoRenderer
import Foundation
import XCTest

/// A scratch folder for the PNG files a test asks the executable to write, removed afterwards.
final class OutputFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// The path of a file in the folder.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The names of the files in the folder, hidden ones (such as a half-written temporary
  /// file) included.
  var contents: [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
  }
}

/// The repository's sample gesture scripts.
enum SampleGestures {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("data/gestures")

  static func path(_ name: String) -> String {
    folder.appendingPathComponent("\(name).json").path
  }
}

/// Runs a command that writes an image and reads the image back.
func runWritingImage(
  _ arguments: [String], to path: String, file: StaticString = #filePath, line: UInt = #line
) throws -> RenderedImage {
  let result = try TransitionLabProcess.run(arguments, file: file, line: line)
  XCTAssertEqual(result.status, 0, result.standardError, file: file, line: line)
  XCTAssertEqual(result.standardOutput, "", file: file, line: line)
  return try RenderedImage(contentsOfPNG: path)
}

/// Asserts that a command is refused as bad input: exit status 2, one line on standard error
/// that starts `error: ` and mentions `fragment`, and nothing left in `folder` but the files
/// named in `except` (inputs the test put there).
func assertRefused(
  _ arguments: [String], mentioning fragment: String, leaving folder: OutputFolder,
  except inputs: [String] = [], file: StaticString = #filePath, line: UInt = #line
) throws {
  let result = try TransitionLabProcess.run(arguments, file: file, line: line)
  let context = "transition-lab \(arguments.joined(separator: " ")): \(result.standardError)"
  XCTAssertEqual(result.status, 2, context, file: file, line: line)
  XCTAssertEqual(result.errorLines.count, 1, context, file: file, line: line)
  XCTAssertTrue(result.standardError.hasPrefix("error: "), context, file: file, line: line)
  XCTAssertTrue(
    result.standardError.contains(fragment), "\(context) should mention '\(fragment)'",
    file: file, line: line)
  XCTAssertEqual(
    folder.contents.filter { !inputs.contains($0) }, [], "nothing is left behind: \(context)",
    file: file, line: line)
}
