import Foundation
import Scenes

extension SceneFileBuilder {
  /// How many copies of scene libraries this process has loaded, to name the next.
  @MainActor private(set) static var copies = 0

  /// The copy of each loaded library that sessions away from the stage share, by path (a
  /// path names one build of one version).
  @MainActor private static var offlineCopies: [String: SceneDescriptor] = [:]

  /// Loads another copy of a built library, with file-level variables of its own: the file is
  /// copied under a new name (the dynamic loader would hand back the loaded one otherwise),
  /// loaded, and the copy's file removed (it stays mapped). The scene known by its id stays
  /// the one `load(_:)` loaded.
  @MainActor static func loadCopy(of library: String) throws(SceneFileError) -> SceneDescriptor {
    copies += 1
    let copy =
      NSTemporaryDirectory() + "transition-lab-\(getpid())-\(copies)-"
      + URL(fileURLWithPath: library).lastPathComponent
    do {
      try? FileManager.default.removeItem(atPath: copy)
      try FileManager.default.copyItem(atPath: library, toPath: copy)
    } catch {
      throw .load("cannot copy the scene library: \(error.localizedDescription)")
    }
    defer { try? FileManager.default.removeItem(atPath: copy) }
    var descriptor = try register(copy, asCopy: true)
    descriptor.moduleCopy = { try? loadCopy(of: library) }
    descriptor.offlineCopy = { offlineCopy(of: library) }
    return descriptor
  }

  /// The offline copy of `library`, loaded the first time it is asked for and kept (a loaded
  /// library cannot be unloaded safely, so a copy per call would grow the process with every
  /// replay). Every version's is kept, as its library stays mapped whatever is kept: a take
  /// of an older version replayed after a save finds its copy again, where forgetting it
  /// mapped another copy each time the two versions took turns.
  @MainActor static func offlineCopy(of library: String) -> SceneDescriptor? {
    if let kept = offlineCopies[library] { return kept }
    guard var descriptor = try? loadCopy(of: library) else { return nil }
    descriptor.offlineCopy = { offlineCopies[library] }
    offlineCopies[library] = descriptor
    return descriptor
  }
}
