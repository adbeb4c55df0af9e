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
  static func main(
    _ root: ParsableCommand.Type, arguments adjust: ([String]) -> [String] = { $0 }
  ) -> Never {
    let status = run(root, arguments: adjust(Array(CommandLine.arguments.dropFirst())))
    exit(status)
  }

  /// Parses `arguments` as `root` or one of its subcommands, runs it, and returns the exit
  /// status; help goes to standard output and errors to standard error.
  static func run(_ root: ParsableCommand.Type, arguments: [String]) -> Int32 {
    // `--device list` lists the devices whatever else the command line lacks.
    if let index = arguments.firstIndex(of: "--device"),
      arguments.dropFirst(index + 1).first == "list"
    {
      print(DeviceList.text())
      return 0
    }
    if let line = unknownSubcommand(in: arguments, root: root) {
      writeToStandardError("error: " + line + "\n")
      return usageErrorStatus
    }
    do {
      var command = try parsedDefault(arguments, root: root) ?? root.parseAsRoot(arguments)
      try command.run()
      return 0
    } catch {
      return report(error, root: root)
    }
  }

  /// The words that ask ArgumentParser for help, a version or a completion script, which only
  /// the whole tree of commands answers.
  private static let treeWords: Set<String> = [
    "-h", "--help", "help", "--version", "--experimental-dump-help",
  ]

  /// `arguments` parsed as the default subcommand (the window) on its own, when they name no
  /// subcommand and ask for no help: the same command, without first building the whole tree
  /// of subcommands, about a twentieth of the window's start-up before its first frame in a
  /// release build. Nil when they name one, ask for help, or do not parse, so the tree
  /// parses them as before and reports what is wrong in the same words.
  static func parsedDefault(_ arguments: [String], root: ParsableCommand.Type)
    -> ParsableCommand?
  {
    guard let command = root.configuration.defaultSubcommand else { return nil }
    let names = Set(root.configuration.subcommands.map { $0._commandName })
    guard
      !arguments.contains(where: {
        names.contains($0) || treeWords.contains($0) || $0.hasPrefix("--generate-completion")
      })
    else { return nil }
    return try? command.parseAsRoot(arguments)
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

  /// The error for a first word that names no subcommand (the default one takes no bare
  /// words, so it can only be a misspelling): `unknown subcommand 'rendr'; did you mean
  /// 'render'?`, or the list when nothing is near. Nil for a known one, `help` or an option.
  static func unknownSubcommand(in arguments: [String], root: ParsableCommand.Type) -> String? {
    let subcommands = root.configuration.subcommands
    guard let word = arguments.first, !word.hasPrefix("-"), word != "help", !subcommands.isEmpty
    else { return nil }
    let names = subcommands.map { $0._commandName }
    guard !names.contains(word) else { return nil }
    let nearest = names.map { ($0, editDistance(word.lowercased(), $0)) }.min { $0.1 < $1.1 }
    let rootName = root._commandName
    if let (name, distance) = nearest, distance <= max(2, word.count / 3) {
      return "unknown subcommand '\(word)'; did you mean '\(name)'? (see '\(rootName) --help')"
    }
    return "unknown subcommand '\(word)'; the subcommands are \(names.joined(separator: ", ")) "
      + "(see '\(rootName) --help')"
  }

  /// Levenshtein distance: the fewest insertions, deletions and substitutions from a to b.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }

  private static func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
