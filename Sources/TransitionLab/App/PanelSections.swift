import Foundation
import Scenes

/// Which of the side panel's foldable sections are open: one state for every scene, kept
/// across scene switches and saved between runs in `sections.json` beside the settings file.
///
/// The file is small (`{"folded": ["release"]}`); one that cannot be read or parsed is
/// ignored (the defaults are used) and replaced at the next fold or unfold, since it holds
/// nothing but the look of the panel.
@MainActor
final class PanelSections {
  /// The sections folded when nothing was saved: the release rule's, the longest and the
  /// furthest from the seeds.
  static let foldedByDefault: Set<ParameterGroup> = [.release]

  /// The folded sections.
  private(set) var folded: Set<ParameterGroup>
  /// Where the state is saved; nil keeps it for this run only.
  let path: String?

  init(path: String?) {
    self.path = path
    folded = path.flatMap(Self.load) ?? Self.foldedByDefault
  }

  /// The file beside the settings file (`…/transition-lab/sections.json`), or nil.
  static func defaultPath(settingsPath: String?) -> String? {
    settingsPath.map { ($0 as NSString).deletingLastPathComponent + "/sections.json" }
  }

  func isOpen(_ group: ParameterGroup) -> Bool {
    !group.isFoldable || !folded.contains(group)
  }

  /// Records a fold or an unfold and saves it; returns false when nothing changed.
  @discardableResult
  func set(_ group: ParameterGroup, open: Bool) -> Bool {
    guard group.isFoldable, isOpen(group) != open else { return false }
    if open { folded.remove(group) } else { folded.insert(group) }
    save()
    return true
  }

  /// The file's text: the folded groups in panel order.
  var encoded: String {
    let names = ParameterGroup.allCases.filter { folded.contains($0) }.map { "\"\($0.rawValue)\"" }
    return "{\"folded\": [\(names.joined(separator: ", "))]}\n"
  }

  /// The folded groups a file's text names, or nil when it is no such object; unknown names
  /// (a section of a later version) are skipped.
  nonisolated static func parse(_ data: Data) -> Set<ParameterGroup>? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let names = object["folded"] as? [String]
    else { return nil }
    return Set(names.compactMap(ParameterGroup.init(rawValue:)).filter(\.isFoldable))
  }

  private static func load(_ path: String) -> Set<ParameterGroup>? {
    FileManager.default.contents(atPath: path).flatMap(parse)
  }

  private func save() {
    guard let path else { return }
    let directory = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    try? Data(encoded.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
