import ArgumentParser

/// `transition-lab spring`: springs in the platforms' dialects.
struct SpringCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "spring",
    abstract: "Work with springs in the platforms' dialects.",
    subcommands: [SpringConvertCommand.self]
  )
}
