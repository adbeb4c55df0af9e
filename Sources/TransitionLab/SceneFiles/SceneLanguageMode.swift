/// The Swift language mode a scene file is compiled in: Swift 5, as an iOS app's code is,
/// unless the command line says `--swift-version 6` or a file of the scene starts with a
/// header asking for it, in the spelling of a package manifest's first line:
///
/// ```swift
/// // swift-tools-version: 6.0
/// ```
///
/// (`// swift-version: 6` says the same.) In either mode the scene's own declarations are
/// on the main actor unless they say otherwise, as an app target's are in current Xcode
/// (`-default-isolation MainActor`): a type that subclasses or adopts a UIKit type, a helper
/// that touches views, a global animator and a protocol controllers adopt need no
/// annotation.
enum SceneLanguageMode {
  /// The language modes a scene may ask for.
  static let supported = [5, 6]

  /// The mode the first file that has a header asks for, nil when none has one.
  static func requested(in texts: [String]) -> Int? {
    for text in texts {
      for line in text.split(separator: "\n", maxSplits: 5).prefix(5) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("//") else { continue }
        let body = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
        for key in ["swift-tools-version:", "swift-version:"] where body.hasPrefix(key) {
          let value = body.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
          if let major = value.split(separator: ".").first.flatMap({ Int($0) }) {
            return major >= 6 ? 6 : 5
          }
        }
      }
    }
    return nil
  }

  /// The compiler's arguments for the isolation the scene's declarations get.
  static func isolationArguments(_ mode: Int) -> [String] {
    ["-default-isolation", "MainActor"]
  }
}
