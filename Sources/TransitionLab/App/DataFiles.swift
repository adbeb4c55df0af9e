import Foundation

/// The application id, used for the GtkApplication, the desktop file, the metainfo and the
/// icon.
let applicationID = "io.github.transitionlab.TransitionLab"

/// Where the app's data files (CSS, icon) are: the installed `share/transition-lab` next to
/// the binary's `bin`, or the source tree's `data/` when running from a build.
enum DataFiles {
  /// The light style sheet; `style-dark.css` is added over it in dark mode.
  static let styleSheet = "style.css"
  static let darkStyleSheet = "style-dark.css"

  /// The first directory holding `style.css`: `$TRANSITION_LAB_DATA_DIR`, then
  /// `<prefix>/share/transition-lab` for a binary in `<prefix>/bin`, then the source tree.
  static func directory(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executable: String = CommandLine.arguments[0], sourceFile: String = #filePath
  ) -> String? {
    var candidates: [String] = []
    if let override = environment["TRANSITION_LAB_DATA_DIR"], !override.isEmpty {
      candidates.append(override)
    }
    let binary = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
    candidates.append(
      binary.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("share/transition-lab").path)
    // Sources/TransitionLab/App/DataFiles.swift → the repository's data/.
    let repository = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(repository.appendingPathComponent("data").path)
    return candidates.first {
      FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent(styleSheet))
    }
  }
}
