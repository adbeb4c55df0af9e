import Foundation

nonisolated(unsafe) private var supervisedChild: pid_t = 0
/// The signal that asked the supervisor to stop (0 for none): a window that traps after it
/// is not started again, and one starting meanwhile is stopped as soon as it runs.
nonisolated(unsafe) private var stopSignal: Int32 = 0

/// The parent of a window on a scene file: it runs the window as its child and, when a scene
/// traps (the child ends on SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS or SIGFPE), starts it
/// again at once with the runtime's last message said about the person's file and line
/// (`/home/me/my-modal.swift:12: Fatal error: …`), which the new window shows. The child's
/// standard error passes through; SIGTERM and SIGINT are passed on to it. Any other end of
/// the child ends the supervisor with the same status.
///
/// It never gives up while the file is being edited: after `maximumQuickCrashes` traps in a
/// row, each soon after its start, the window opens on an empty stage that loads nothing until
/// the next save; only if even that traps as often does the supervisor stop.
enum SceneFileSupervisor {
  static let crashSignals: Set<Int32> = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
  /// Traps in a row, each within `quickCrashSeconds` of its start, after which the window
  /// opens on an empty stage (and, as often again there, after which it gives up).
  static let maximumQuickCrashes = 5
  static let quickCrashSeconds = 3.0

  static func run(sceneFile: String) -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let cache = SceneFileBuilder.cacheDirectory(environment)
    try? FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
    let recovery = cache + "/recovery-\(getpid()).json"
    defer { try? FileManager.default.removeItem(atPath: recovery) }
    for signal in [SIGTERM, SIGINT, SIGHUP] {
      Foundation.signal(signal) { received in
        stopSignal = received
        if supervisedChild > 0 { kill(supervisedChild, received) }
      }
    }
    var crash: String?
    var quickCrashes = 0
    while true {
      let started = Date()
      var childEnvironment = environment
      childEnvironment[SceneFileWindow.supervisedVariable] = "1"
      childEnvironment[SceneFileWindow.recoveryFileVariable] = recovery
      childEnvironment[SceneFileWindow.crashVariable] = crash ?? ""
      childEnvironment[SceneFileWindow.emptyStageVariable] =
        quickCrashes >= maximumQuickCrashes ? "1" : ""
      // The runtime's backtracer would hold a trapped window for seconds.
      childEnvironment["SWIFT_BACKTRACE"] = "enable=no"
      let process = Process()
      process.executableURL = URL(fileURLWithPath: SceneFileBuilder.executablePath())
      process.arguments = Array(CommandLine.arguments.dropFirst())
      process.environment = childEnvironment
      let errors = Pipe()
      process.standardError = errors
      let lastFatal = LastFatalLine(cache: cache)
      let reader = ChildErrorLines.reader(
        of: errors, echo: true, line: { lastFatal.consider($0) }, end: { _ in lastFatal.finish() })
      do {
        try process.run()
      } catch {
        FileHandle.standardError.write(
          Data("transition-lab: cannot start the window: \(error.localizedDescription)\n".utf8))
        return 1
      }
      supervisedChild = process.processIdentifier
      if stopSignal != 0 { kill(process.processIdentifier, stopSignal) }
      reader.start()
      process.waitUntilExit()
      supervisedChild = 0
      lastFatal.waitUntilFinished()
      let status = process.terminationStatus
      guard process.terminationReason == .uncaughtSignal, crashSignals.contains(status),
        stopSignal == 0
      else {
        // Ended by the signal passed on to it (one that arrived while it started): stopped
        // as asked.
        if process.terminationReason == .uncaughtSignal, status == stopSignal { return 0 }
        return process.terminationReason == .uncaughtSignal ? 128 + status : status
      }
      quickCrashes = Date().timeIntervalSince(started) < quickCrashSeconds ? quickCrashes + 1 : 0
      if quickCrashes >= 2 * maximumQuickCrashes {
        FileHandle.standardError.write(
          Data(
            "transition-lab: the window stopped \(quickCrashes) times in a row; giving up\n".utf8))
        return 1
      }
      let sources = (try? SceneFileBuilder.sources(of: sceneFile)) ?? []
      let place = lastFatal.frame.flatMap { frame in
        SceneTrapLocator.sourceLine(library: frame.library, offset: frame.offset)
      }
      crash = SceneTrapMessage.personal(
        lastFatal.line ?? "the scene stopped on signal \(status)", place: place, sources: sources)
    }
  }
}

/// The last line of a child's standard error that says why it trapped, and the innermost
/// frame in a scene library of the stack the runtime prints after it.
private final class LastFatalLine: @unchecked Sendable {
  private let lock = NSCondition()
  private let cache: String
  private var value: String?
  private var sceneFrame: (library: String, offset: Int)?
  private var finished = false

  init(cache: String) { self.cache = cache }

  var line: String? {
    lock.lock()
    defer { lock.unlock() }
    return value
  }

  /// The innermost frame in a scene library the trapped window reported.
  var frame: (library: String, offset: Int)? {
    lock.lock()
    defer { lock.unlock() }
    return sceneFrame
  }

  func consider(_ line: String) {
    if let frame = SceneTrapLocator.sceneFrame(inStackLine: line, cache: cache) {
      lock.lock()
      // The innermost scene frame of the stack printed after the message.
      if value != nil, sceneFrame == nil { sceneFrame = frame }
      lock.unlock()
      return
    }
    guard
      line.contains("Fatal error") || line.contains("runtime failure")
        || line.contains("Precondition failed") || line.contains("Assertion failed")
    else { return }
    lock.lock()
    value = line.trimmingCharacters(in: .whitespaces)
    sceneFrame = nil
    lock.unlock()
  }

  func finish() {
    lock.lock()
    finished = true
    lock.broadcast()
    lock.unlock()
  }

  func waitUntilFinished() {
    lock.lock()
    if !finished { _ = lock.wait(until: Date().addingTimeInterval(2)) }
    lock.unlock()
  }
}
