/// The desktop app: what `transition-lab` runs when it is given no subcommand.
enum AppWindow {
  /// Opens the window and returns when it closes.
  ///
  /// The GTK shell is not built yet; until it is, this prints the command-line usage to
  /// standard output, so the executable run alone still says what it can do.
  static func open() throws {
    print(TransitionLabCommand.helpMessage())
  }
}
