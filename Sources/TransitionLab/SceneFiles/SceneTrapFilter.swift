import Foundation

/// Passes a command's standard error on, said about the person's files, and holds back the
/// runtime's trap message and the stack after it, to report the trap about the innermost
/// frame in the scene (see `SceneFileCommandSupervisor`).
final class SceneTrapFilter: @unchecked Sendable {
  private let lock = NSCondition()
  private let cache: String
  private let sources: [String]
  /// The runtime's last trap message, and the lines after it (its stack).
  private var fatal: String?
  private var heldBack: [String] = []
  private var sceneFrame: (library: String, offset: Int)?
  private var finished = false

  init(cache: String, sources: [String]) {
    self.cache = cache
    self.sources = sources
  }

  /// One line of the child's standard error.
  func consider(_ line: String) {
    lock.lock()
    defer { lock.unlock() }
    if Self.isTrapMessage(line) {
      flushLocked()
      fatal = line.trimmingCharacters(in: .whitespaces)
      return
    }
    guard fatal != nil else {
      write(Self.personal(line, sources: sources))
      return
    }
    if sceneFrame == nil,
      let frame = SceneTrapLocator.sceneFrame(inStackLine: line, cache: cache)
    {
      sceneFrame = frame
    }
    heldBack.append(line)
  }

  func finish() {
    lock.lock()
    finished = true
    lock.broadcast()
    lock.unlock()
  }

  func waitUntilFinished() {
    lock.lock()
    while !finished { lock.wait() }
    lock.unlock()
  }

  /// The child trapped: its message said about the person's file and line, without the
  /// runtime's stack.
  func reportTrap(signal: Int32) {
    lock.lock()
    defer { lock.unlock() }
    let place = sceneFrame.flatMap { frame in
      SceneTrapLocator.sourceLine(library: frame.library, offset: frame.offset)
    }
    let message = SceneTrapMessage.personal(
      fatal ?? "the scene stopped on signal \(signal)", place: place, sources: sources)
    fatal = nil
    heldBack = []
    write(message)
  }

  /// What was held back, passed on as it was said (about the person's files).
  func flushHeldBack() {
    lock.lock()
    flushLocked()
    lock.unlock()
  }

  private func flushLocked() {
    if let fatal { write(Self.personal(fatal, sources: sources)) }
    for line in heldBack { write(Self.personal(line, sources: sources)) }
    fatal = nil
    heldBack = []
  }

  private func write(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  static func isTrapMessage(_ line: String) -> Bool {
    line.contains("Fatal error") || line.contains("runtime failure")
      || line.contains("Precondition failed") || line.contains("Assertion failed")
  }

  /// `line` with every internal module path (`SceneFile_1a2b/Scene.swift`) as the path of the
  /// person's file of that name, and a scene library's name as the scene's.
  static func personal(_ line: String, sources: [String]) -> String {
    var result = line
    var searchStart = result.startIndex
    while let range = result.range(
      of: #"SceneFile_[0-9a-f]+/[^:\s]+"#, options: .regularExpression,
      range: searchStart..<result.endIndex)
    {
      let named = SceneTrapMessage.named(String(result[range]), sources: sources)
      let offset = result.distance(from: result.startIndex, to: range.lowerBound) + named.count
      result.replaceSubrange(range, with: named)
      searchStart = result.index(result.startIndex, offsetBy: offset)
    }
    let library = sources.first.map { ($0 as NSString).lastPathComponent } ?? "scene"
    result = result.replacingOccurrences(
      of: #"libSceneFile_[0-9a-f]+\.so"#, with: "(\(library))", options: .regularExpression)
    return result
  }
}
