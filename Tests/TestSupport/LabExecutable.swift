import Foundation

/// The built `transition-lab` executable that the command-line and window tests run.
public enum LabExecutable {
  public static let name = "transition-lab"

  /// `$TRANSITION_LAB` when set; otherwise the executable next to the test bundle, in the
  /// build's products folder (both `swift test` and `swift build --build-tests` put it there);
  /// nil when it is in neither place.
  public static let url: URL? = {
    if let path = ProcessInfo.processInfo.environment["TRANSITION_LAB"] {
      return URL(fileURLWithPath: path)
    }
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let candidates = [
      runner.deletingLastPathComponent(), Bundle.main.bundleURL,
      Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    return candidates.map { $0.appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()
}
