import Foundation

/// The runtime's message about a trap, said about the person's file: `SceneFile_1a2b/
/// my-modal.swift:57: Fatal error: …` names the scene's internal module, and a trap inside the
/// standard library (`Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of
/// range`) names the library's file; both become `/home/me/my-modal.swift:57: Fatal error: …`.
enum SceneTrapMessage {
  /// `message` with the person's path and line, from the innermost scene frame (`place`,
  /// `file:line` from the line tables) when there is one, and the scene's module name
  /// replaced by the folder of the file it names among `sources`.
  static func personal(_ message: String, place: String?, sources: [String]) -> String {
    var text = message
    var location: Substring?
    if let range = text.range(of: ": Fatal error") ?? text.range(of: ": Precondition failed")
      ?? text.range(of: ": Assertion failed")
    {
      location = text[..<range.lowerBound]
      text = String(text[range.lowerBound...].dropFirst(2))
    }
    if let place {
      return named(place, sources: sources) + ": " + text
    }
    guard let location else { return named(message, sources: sources) }
    return named(String(location), sources: sources) + ": " + text
  }

  /// `SceneFile_<hash>/name.swift` (or a bare `name.swift`) as the path of the source of that
  /// name.
  static func named(_ text: String, sources: [String]) -> String {
    var result = text
    if let range = result.range(of: #"SceneFile_[0-9a-f]+/"#, options: .regularExpression) {
      result.removeSubrange(range)
    }
    let name = result.split(separator: ":").first.map(String.init) ?? result
    if !name.hasPrefix("/"),
      let source = sources.first(where: { ($0 as NSString).lastPathComponent == name })
    {
      result = source + result.dropFirst(name.count)
    }
    return result
  }
}
