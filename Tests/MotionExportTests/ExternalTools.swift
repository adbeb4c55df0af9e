import Foundation
import XCTest

/// Runs the compilers and parsers at hand on exported code. A check skips only when its tool
/// is not installed, and says which tool is missing.
enum ExternalTools {
  /// The executable `name` on the PATH, or nil.
  static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs `executable` with `arguments`; returns its status and what it printed.
  static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("motion-export-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return (process.terminationStatus, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
  }

  /// Writes `code` to a file with `suffix` and passes its path last to `tool`.
  static func check(
    _ code: String, suffix: String, tool: String, arguments: [String],
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    guard let executable = find(tool) else {
      throw MissingTool(
        "\(tool) is not installed (make test installs it); the export was not checked")
    }
    let source = FileManager.default.temporaryDirectory
      .appendingPathComponent("motion-export-\(UUID().uuidString)\(suffix)")
    try code.write(to: source, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: source) }
    let (status, output) = try run(executable, arguments + [source.path])
    XCTAssertEqual(
      status, 0, "\(tool) rejected the export:\n\(output)\n\(code)", file: file, line: line)
  }

  /// `swiftc -parse`: the code is valid Swift syntax (UIKit and SwiftUI are not here to
  /// type-check against).
  static func assertSwiftParses(_ code: String, file: StaticString = #filePath, line: UInt = #line)
    throws
  {
    try check(code, suffix: ".swift", tool: "swiftc", arguments: ["-parse"], file: file, line: line)
  }

  /// `gcc -fsyntax-only -Wall -Wextra -Werror` against libadwaita's headers: the C compiles,
  /// every function it calls is declared with the types it passes.
  static func assertCompilesAgainstLibadwaita(
    _ code: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    guard let pkgConfig = find("pkg-config") else {
      throw MissingTool("pkg-config is not installed (make test installs it)")
    }
    let (status, flags) = try run(pkgConfig, ["--cflags", "libadwaita-1"])
    guard status == 0 else {
      throw MissingTool("libadwaita-1-dev is not installed (make test installs it)")
    }
    let cflags = flags.split(whereSeparator: \.isWhitespace).map(String.init)
    try check(
      code, suffix: ".c", tool: "gcc",
      arguments: ["-fsyntax-only", "-Wall", "-Wextra", "-Werror", "-x", "c"] + cflags,
      file: file, line: line)
  }
}

/// Structural checks for the targets with no parser here (Kotlin, CSS).
enum Structure {
  /// Whether (), [] and {} balance and nest, outside strings and comments.
  static func isBalanced(_ code: String) -> Bool {
    var stack: [Character] = []
    var inString = false
    var inLineComment = false
    var inBlockComment = false
    var previous: Character = " "
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    for character in code {
      defer { previous = character }
      if inLineComment {
        if character == "\n" { inLineComment = false }
        continue
      }
      if inBlockComment {
        if previous == "*", character == "/" { inBlockComment = false }
        continue
      }
      if inString {
        if character == "\"", previous != "\\" { inString = false }
        continue
      }
      switch character {
      case "\"": inString = true
      case "/" where previous == "/": inLineComment = true
      case "*" where previous == "/": inBlockComment = true
      case "(", "[", "{": stack.append(character)
      case ")", "]", "}":
        guard stack.popLast() == pairs[character] else { return false }
      default: break
      }
    }
    return stack.isEmpty && !inString && !inBlockComment
  }
}

/// A tool the checks need is missing: a failure, not a skip, since `make test` installs every
/// one of them.
struct MissingTool: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
