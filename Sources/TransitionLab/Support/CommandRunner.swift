import ArgumentParser
import Foundation

/// Parses a command line, runs the command, and turns what goes wrong into one line.
///
/// The contract every subcommand relies on:
/// - `--help` (and a command that only groups subcommands) prints its help to standard output
///   and exits 0.
/// - Any error, whether ArgumentParser's (unknown option, missing value, unknown subcommand) or
///   the command's own (`UsageError`, `ValidationError`, anything else thrown by `validate()`
///   or `run()`), prints exactly one line to standard error, starting `error: `, and exits 2.
/// - A thrown `ExitCode` exits with that code and prints nothing more, for a command that has
///   already reported its own failure.
enum CommandRunner {
  /// The exit status for bad input.
  static let usageErrorStatus: Int32 = 2

  /// Runs `root` with the process's arguments and exits.
  static func main(_ root: ParsableCommand.Type) -> Never {
    let status = run(root, arguments: Array(CommandLine.arguments.dropFirst()))
    exit(status)
  }

  /// Parses `arguments` as `root` or one of its subcommands, runs it, and returns the exit
  /// status; help goes to standard output and errors to standard error.
  static func run(_ root: ParsableCommand.Type, arguments: [String]) -> Int32 {
    do {
      var command = try root.parseAsRoot(arguments)
      try command.run()
      return 0
    } catch {
      return report(error, root: root)
    }
  }

  /// Prints what `error` calls for and returns the exit status.
  static func report(_ error: Error, root: ParsableCommand.Type) -> Int32 {
    if let code = error as? ExitCode {
      return code.rawValue
    }
    if root.exitCode(for: error) == .success {
      print(root.fullMessage(for: error))
      return 0
    }
    writeToStandardError("error: " + errorLine(for: error, root: root) + "\n")
    return usageErrorStatus
  }

  /// The text after `error: ` for `error`: one line, whatever the error's own message was.
  ///
  /// A `UsageError`'s message is used as it is. ArgumentParser's messages are folded onto one
  /// line, start in lower case, and end with where to find the command's help.
  static func errorLine(for error: Error, root: ParsableCommand.Type) -> String {
    if let usage = error as? UsageError {
      return oneLine(usage.message)
    }
    var line = oneLine(root.message(for: error))
    if line.hasPrefix("Error: ") {
      line.removeFirst("Error: ".count)
    }
    line = lowercasingFirstWord(line)
    if line.isEmpty {
      line = "invalid command line"
    }
    if let help = helpReference(in: root.fullMessage(for: error, columns: 10_000)),
      !line.contains(help)
    {
      line += " (see '\(help)')"
    }
    return line
  }

  /// `text` with its lines trimmed and joined by spaces.
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
      .joined(separator: " ")
  }

  /// `text` with its first letter in lower case, unless the first word is an acronym.
  private static func lowercasingFirstWord(_ text: String) -> String {
    let firstWord = text.prefix { $0.isLetter }
    guard let first = firstWord.first, first.isUppercase,
      !firstWord.dropFirst().contains(where: \.isUppercase)
    else { return text }
    return first.lowercased() + text.dropFirst()
  }

  /// The help command that ArgumentParser's usage text points to, such as
  /// `transition-lab curve bezier --help`.
  private static func helpReference(in fullMessage: String) -> String? {
    guard let start = fullMessage.range(of: "See '"),
      let end = fullMessage.range(
        of: "' for more information", range: start.upperBound..<fullMessage.endIndex)
    else { return nil }
    return String(fullMessage[start.upperBound..<end.lowerBound])
  }

  private static func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
