import Foundation
import Scenes

extension SceneFileBuilder {
  /// How many copies of scene libraries this process has loaded, to name the next.
  @MainActor private(set) static var copies = 0

  /// The copy of each loaded library that sessions away from the stage share, by path (a
  /// path names one build of one version).
  @MainActor private static var offlineCopies: [String: SceneDescriptor] = [:]

  /// How many copies of a version's library the devices of compare mode take turns in: one
  /// per device, as a comparison has at most four.
  static let devicePoolSize = 4

  /// The copies of each loaded library kept for the devices of compare mode, by path and then
  /// by device (from 0).
  @MainActor private static var deviceCopies: [String: [Int: SceneDescriptor]] = [:]

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
    descriptor.deviceCopy = { deviceCopy(of: library, device: $0) }
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

  /// The copy of `library` kept for device `device` (from 0) of compare mode, loaded the first
  /// time that device of this version is asked for and handed back each time after: opening
  /// compare mode again on a version maps nothing more, and at most `devicePoolSize` copies
  /// are ever loaded for it. A save builds another library path and so another pool; the
  /// previous version's copies stay mapped, as every loaded library does, but no more are
  /// added for it. A device beyond the pool (none: a comparison has at most four) gets a copy
  /// of its own.
  @MainActor static func deviceCopy(of library: String, device: Int) -> SceneDescriptor? {
    guard (0..<devicePoolSize).contains(device) else { return try? loadCopy(of: library) }
    if let kept = deviceCopies[library]?[device] { return kept }
    guard let descriptor = try? loadCopy(of: library) else { return nil }
    deviceCopies[library, default: [:]][device] = descriptor
    return descriptor
  }
}
