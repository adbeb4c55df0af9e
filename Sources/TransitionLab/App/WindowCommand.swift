import ArgumentParser

/// `transition-lab` with no subcommand (or `transition-lab window`): opens the app window.
///
/// It is the root's default subcommand rather than the root's own options, so that the
/// subcommands' `--scene`, `--set` and `--trace` stay theirs.
struct WindowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "window",
    abstract: "Open the app window (what transition-lab does with no subcommand).",
    discussion: """
      Needs a display (WAYLAND_DISPLAY or DISPLAY). Parameter values changed in the side panel \
      are saved per scene in $XDG_CONFIG_HOME/transition-lab/settings.json (~/.config when \
      unset); --set values are for this run only.
      """)

  @OptionGroup var options: WindowOptions

  func run() throws {
    try AppWindow.open(options)
  }
}
