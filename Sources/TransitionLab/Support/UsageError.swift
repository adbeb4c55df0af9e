/// Bad input on the command line.
///
/// Throw it from a subcommand's `validate()` or `run()`; `CommandRunner` reports it as one line
/// on standard error, `error: <message>`, and exits with status 2. The message names the input
/// and what it accepts, e.g. `x1 must be a number in [0, 1], got 1.5`.
struct UsageError: Error, Equatable, CustomStringConvertible {
  /// One line, without the `error: ` prefix.
  let message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String { message }
}
