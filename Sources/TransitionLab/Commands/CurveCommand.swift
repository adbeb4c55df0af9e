import ArgumentParser

/// `transition-lab curve`: samples of a timing curve as CSV on standard output.
struct CurveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "curve",
    abstract: "Print samples of a timing curve as CSV.",
    subcommands: [
      CurveBezierCommand.self,
      CurveSpringCommand.self,
    ]
  )
}
