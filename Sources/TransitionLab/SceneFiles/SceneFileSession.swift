import CGtk
import Foundation
import Scenes
import TransitionKit

private typealias MonitorHandler = @MainActor () -> Void

private let monitorTrampoline:
  @convention(c) (gpointer?, gpointer?, gpointer?, GFileMonitorEvent, gpointer?) -> Void = {
    _, _, _, _, data in
    let box = ClosureBox<MonitorHandler>.from(data)
    MainActor.assumeIsolated { box.handler() }
  }

/// Keeps a window on a scene file in step with the file: watches it, builds it again when it
/// is saved, swaps the new version in (parameter values kept by name, the comparison's
/// devices and the panel kept), and shows the compiler's diagnostics over the stage while the
/// last good version keeps running. Each step is a trace line of kind `scene-file`.
@MainActor
final class SceneFileSession {
  /// How long after the last change in the folder the file is read again, in milliseconds:
  /// editors that save by writing a new file and renaming it change the folder several times.
  static let debounceMilliseconds: UInt32 = 50

  struct Version {
    var descriptor: SceneDescriptor
    var library: String?
    /// What to say over the stage: diagnostics, or why the window came back.
    var problem: Problem?
  }

  enum Problem {
    case diagnostics([SceneDiagnostic], String)
    case crashed(String, recoveredVersion: Bool)
  }

  let path: String
  private let recovery: SceneFileRecovery?
  private let builder: SceneFileBuilder?
  private weak var lab: Lab?
  private weak var window: MainWindow?
  private var banner: SceneFileBanner?
  private var library: String?
  private var previousLibrary: String?
  /// The sources' text as last built (or tried).
  private var builtText: Data?
  private var debounce: UInt32?
  private var building = false
  /// The folders watched, by path.
  private var monitors: [String: UnsafeMutablePointer<GFileMonitor>] = [:]
  private var pendingProblem: Problem?
  private var pendingEvents: [(String, [(String, JSONValue)])] = []
  private var storeObserved: ObjectIdentifier?
  private var stateObservation: ObservationToken?
  private var restored: SceneFileRecovery.Contents?
  /// The newest version that loaded, to come back to from a built-in scene.
  private var current: SceneDescriptor?
  /// The tuned values of scene files, kept between runs.
  private let values = SceneFileValues.defaultPath().map(SceneFileValues.init(path:))

  init(path: String, recovery: SceneFileRecovery?, swiftVersion: Int? = nil) {
    self.path = URL(fileURLWithPath: path).standardizedFileURL.path
    self.recovery = recovery
    builder = try? SceneFileBuilder.current(swiftVersion: swiftVersion)
  }

  // MARK: The first version

  /// The version the window opens with. After a trap (`crash`, the runtime's message), the
  /// version that trapped is not run again while the file is unchanged: the one before it
  /// is, or an empty stage; after traps in a row (`emptyStage`) nothing is loaded until the
  /// next save.
  func firstVersion(crash: String?, emptyStage: Bool = false) -> Version {
    let saved = crash != nil ? recovery?.read() : nil
    restored = saved
    builtText = sourceText()
    guard let builder else {
      return Version(
        descriptor: PlaceholderSceneInstance.descriptor(path: path), library: nil,
        problem: .diagnostics([], unusableMessage()))
    }
    if emptyStage, let crash {
      event("recovered", [("message", .string(crash)), ("library", .null)])
      return Version(
        descriptor: PlaceholderSceneInstance.descriptor(path: path), library: nil,
        problem: .crashed(crash, recoveredVersion: false))
    }
    do {
      let pending = try builder.start(path)
      let built = try pending.result()
      event("built", [("library", .string(built)), ("cached", .bool(pending.wasCached))])
      if let crash {
        let trapped = saved?.current
        if built == trapped {
          if let previous = saved?.previous, previous != built {
            markRunning(previous, previous: nil, keeping: saved)
            if let descriptor = try? SceneFileBuilder.load(previous) {
              previousLibrary = nil
              library = previous
              event("recovered", [("message", .string(crash)), ("library", .string(previous))])
              return Version(
                descriptor: descriptor, library: previous,
                problem: .crashed(crash, recoveredVersion: true))
            }
          }
          library = nil
          previousLibrary = nil
          markRunning(nil, previous: nil, keeping: saved)
          event("recovered", [("message", .string(crash)), ("library", .null)])
          return Version(
            descriptor: PlaceholderSceneInstance.descriptor(path: path), library: nil,
            problem: .crashed(crash, recoveredVersion: false))
        }
        previousLibrary = saved?.current ?? saved?.previous
      }
      // On disk before it runs: if loading it traps, the window comes back without it.
      markRunning(built, previous: previousLibrary, keeping: saved)
      let descriptor = try SceneFileBuilder.load(built)
      library = built
      event("loaded", [("scene", .string(descriptor.id)), ("library", .string(built))])
      if let crash {
        event("recovered", [("message", .string(crash)), ("library", .string(built))])
        return Version(
          descriptor: descriptor, library: built, problem: .crashed(crash, recoveredVersion: true))
      }
      return Version(descriptor: descriptor, library: built, problem: nil)
    } catch {
      failed(error)
      return Version(
        descriptor: PlaceholderSceneInstance.descriptor(path: path), library: nil,
        problem: problem(for: error))
    }
  }

  /// Writes the recovery file's libraries before a version runs, the window's settings kept
  /// as they were (`keeping`, or what the file holds).
  private func markRunning(
    _ current: String?, previous: String?, keeping saved: SceneFileRecovery.Contents?
  ) {
    guard let recovery else { return }
    var contents = saved ?? recovery.read() ?? SceneFileRecovery.Contents()
    contents.current = current
    contents.previous = previous
    recovery.write(contents)
  }

  private func unusableMessage() -> String {
    do {
      _ = try SceneFileBuilder.current()
      return ""
    } catch {
      return error.description
    }
  }

  /// Connects to the lab made with the first version: restores what was set before a trap.
  func attach(lab: Lab, first: Version) {
    self.lab = lab
    for (kind, fields) in pendingEvents { lab.emit(kind, fields) }
    pendingEvents = []
    pendingProblem = first.problem
    if restored == nil, let values, first.library != nil {
      let kept = values.values(forScene: lab.session.descriptor.id)
      for (name, value) in kept.sorted(by: { $0.key < $1.key }) {
        try? lab.parameters.set(name, parsing: value)
      }
      if !kept.isEmpty {
        event(
          "values-kept",
          [
            (
              "parameters",
              .object(kept.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
            )
          ])
      }
    }
    if let restored {
      for (name, value) in restored.parameters.sorted(by: { $0.key < $1.key }) {
        try? lab.parameters.set(name, parsing: value)
      }
      lab.send(.setTimeScale(restored.timeScale))
      lab.send(.setCanvasFit(restored.fill ? .fill : .fit))
      lab.send(.setReducesMotion(restored.reducesMotion))
      lab.send(.setPanelRevealed(restored.panelRevealed))
      event(
        "restored",
        [
          ("parameters", .object(lab.parameters.allValues.map { ($0.0.id, JSONValue($0.1)) })),
          ("time_scale", .number(lab.state.timeScale)), ("compare", .bool(restored.compare)),
        ])
    }
    stateObservation = lab.observeState { [weak self] _, _ in self?.saveRecovery() }
    saveRecovery()
  }

  /// Connects to the window once it is built: the banner, the file's watch.
  func attach(window: MainWindow) {
    self.window = window
    banner = SceneFileBanner(window: window)
    // The chooser lists the file's scene after the built-in ones.
    if let lab, let model = gtk_drop_down_get_model(tl_drop_down(window.sceneChooser.raw)) {
      Signal.blocking(window.sceneChooser, window.sceneChooserHandler) {
        gtk_string_list_append(model, lab.session.descriptor.title)
      }
      window.render(lab.state)
      // Its entry brings the file's scene back after a built-in one was chosen.
      current = lab.session.descriptor
      Signal.connect(
        window.sceneChooser, "notify::selected",
        pointer: { [weak self, weak window] _ in
          guard let self, let window, let lab = self.lab, let current = self.current else { return }
          let index = Int(gtk_drop_down_get_selected(tl_drop_down(window.sceneChooser.raw)))
          guard index == SceneCatalog.all.count, lab.session.descriptor.id != current.id else {
            return
          }
          self.swap(to: current)
        })
    }
    if let restored, restored.compare { lab?.send(.setWorkspace(.compare)) }
    if let problem = pendingProblem { show(problem) }
    pendingProblem = nil
    watch()
  }

  // MARK: Watching and building

  /// Watches the file's folder, or the scene's folder and every folder under it (a library's
  /// `Source/` tree); folders made later are watched from the next change on.
  private func watch() {
    var isDirectory: ObjCBool = false
    let isFolder =
      FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
    let folder = isFolder ? path : (path as NSString).deletingLastPathComponent
    var folders = [folder]
    if isFolder {
      let enumerator = FileManager.default.enumerator(atPath: folder)
      while let relative = enumerator?.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        var isSubfolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isSubfolder),
          isSubfolder.boolValue
        else { continue }
        if name.hasPrefix(".") {
          enumerator?.skipDescendants()
          continue
        }
        folders.append(folder + "/" + relative)
      }
    }
    for folder in folders where monitors[folder] == nil {
      let file = g_file_new_for_path(folder)
      var error: UnsafeMutablePointer<GError>?
      let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error)
      g_object_unref(UnsafeMutableRawPointer(file))
      guard let monitor else {
        if let error { g_error_free(error) }
        lab?.warn("scene-file.not-watched", "\(folder) is not watched; changes will not reload")
        continue
      }
      monitors[folder] = monitor
      let box = ClosureBox({ [weak self] in self?.changed() } as MonitorHandler)
      g_signal_connect_data(
        monitor, "changed", unsafeBitCast(monitorTrampoline, to: GCallback.self),
        box.retainedPointer,
        { data, _ in
          guard let data else { return }
          Unmanaged<AnyObject>.fromOpaque(data).release()
        }, GConnectFlags(0))
    }
  }

  private func changed() {
    watch()
    if let debounce { MainLoop.removeSource(debounce) }
    debounce = MainLoop.addTimeout(milliseconds: Self.debounceMilliseconds) { [weak self] in
      self?.debounce = nil
      self?.rebuildIfChanged()
      return false
    }
  }

  /// The sources' bytes, to tell a save from another change in the folder.
  private func sourceText() -> Data? {
    guard let sources = try? SceneFileBuilder.sources(of: path) else { return nil }
    var text = Data()
    for source in sources {
      text.append(Data(source.utf8))
      text.append(FileManager.default.contents(atPath: source) ?? Data())
    }
    return text
  }

  private func rebuildIfChanged() {
    guard !building, let builder else { return }
    let text = sourceText()
    guard let text, text != builtText else { return }
    builtText = text
    event("changed", [])
    let pending: SceneFileBuilder.Pending
    do {
      pending = try builder.start(path)
    } catch {
      failed(error)
      show(problem(for: error))
      return
    }
    building = true
    MainLoop.addTimeout(milliseconds: 20) { [weak self] in
      guard let self else { return false }
      if pending.isRunning { return true }
      self.building = false
      self.finish(pending)
      // Saved again while it built: build the newest text.
      self.rebuildIfChanged()
      return false
    }
  }

  private func finish(_ pending: SceneFileBuilder.Pending) {
    let (runningLibrary, runningPrevious) = (library, previousLibrary)
    do {
      let built = try pending.result()
      event("built", [("library", .string(built)), ("cached", .bool(pending.wasCached))])
      if built != library {
        previousLibrary = library
        library = built
      }
      // On disk before it runs: if it traps while it loads or starts, the window comes back
      // on the version before it.
      saveRecovery()
      let descriptor = try SceneFileBuilder.load(built)
      current = descriptor
      swap(to: descriptor)
      banner?.hide()
      event(
        "reloaded",
        [
          ("scene", .string(descriptor.id)), ("library", .string(built)),
          (
            "parameters",
            .object((lab?.parameters.allValues ?? []).map { ($0.0.id, JSONValue($0.1)) })
          ),
        ])
    } catch {
      // The version that runs is still the one before.
      (library, previousLibrary) = (runningLibrary, runningPrevious)
      saveRecovery()
      failed(error)
      show(problem(for: error))
    }
  }

  private func swap(to descriptor: SceneDescriptor) {
    guard let lab, let window else { return }
    window.canvas.stopTicks()
    lab.reloadScene(descriptor)
    window.sessionChanged()
    if window.modes.mode == .compare { window.modes.compare?.render() }
    if window.modes.mode == .blindTest { window.modes.blindTest?.refill() }
    window.canvas.update()
    saveRecovery()
  }

  // MARK: Problems

  private func problem(for error: Error) -> Problem {
    guard let error = error as? SceneFileError else {
      return .diagnostics([], String(describing: error))
    }
    if case .compile(let diagnostics) = error {
      return .diagnostics(diagnostics.filter { $0.severity != "note" }, "")
    }
    return .diagnostics([], error.description)
  }

  private func failed(_ error: Error) {
    var fields: [(String, JSONValue)] = []
    if let error = error as? SceneFileError, case .compile(let diagnostics) = error {
      let errors = diagnostics.filter { $0.severity == "error" }
      fields.append(("errors", .number(Double(errors.count))))
      fields.append(
        (
          "diagnostics",
          .array(
            diagnostics.filter { $0.severity != "note" }.map {
              .object([
                ("file", .string($0.file)), ("line", .number(Double($0.line))),
                ("column", .number(Double($0.column))), ("severity", .string($0.severity)),
                ("message", .string($0.message)),
              ])
            })
        ))
    } else {
      fields.append(("errors", .number(1)))
      fields.append(("message", .string(String(describing: error))))
    }
    event("failed", fields)
  }

  private func show(_ problem: Problem) {
    guard let banner else {
      pendingProblem = problem
      return
    }
    let name = (path as NSString).lastPathComponent
    switch problem {
    case .diagnostics(let diagnostics, let message):
      let errors = diagnostics.filter { $0.severity == "error" }.count
      let title =
        errors > 0
        ? "\(name) did not build: \(errors) error\(errors == 1 ? "" : "s")"
          + (library != nil ? ". The last version that built is still running." : ".")
        : "\(name) cannot be built"
      banner.show(title: title, lines: diagnostics.isEmpty ? [message] : diagnostics.map(\.text))
    case .crashed(let message, let recoveredVersion):
      let title =
        recoveredVersion
        ? "The scene stopped; the window came back on the last version that ran. Save "
          + "\(name) to try it again."
        : "The scene stopped; save \(name) to try again."
      banner.show(title: title, lines: [message])
    }
  }

  // MARK: Trace and recovery

  private func event(_ name: String, _ fields: [(String, JSONValue)]) {
    let all = [("event", JSONValue.string(name)), ("file", .string(path))] + fields
    guard let lab else {
      pendingEvents.append(("scene-file", all))
      return
    }
    lab.emit("scene-file", all)
  }

  /// Keeps a value the person changed on the file's scene for the next run (`--set` values,
  /// applied before, are not kept).
  private func keep(_ spec: ParameterSpec, _ value: ParameterValue) {
    guard let values, let lab, library != nil, lab.session.descriptor.id == current?.id else {
      return
    }
    let scene = lab.session.descriptor.id
    var kept = values.values(forScene: scene)
    kept[spec.id] = value == spec.seedDefault ? nil : value.description
    values.save(kept, forScene: scene)
  }

  private func saveRecovery() {
    guard let lab, let recovery else { return }
    if storeObserved != ObjectIdentifier(lab.parameters) {
      storeObserved = ObjectIdentifier(lab.parameters)
      let store = lab.parameters
      store.observe { [weak self, weak store] spec, value in
        guard let self, let store, ObjectIdentifier(store) == self.storeObserved else { return }
        self.keep(spec, value)
        self.saveRecovery()
      }
    }
    var contents = SceneFileRecovery.Contents()
    contents.current = library
    contents.previous = previousLibrary
    contents.timeScale = lab.state.timeScale
    contents.fill = lab.state.canvasFit == .fill
    contents.reducesMotion = lab.state.reducesMotion
    contents.compare = lab.state.workspace.mode == .compare
    contents.panelRevealed = lab.state.isPanelRevealed
    for (spec, value) in lab.parameters.allValues {
      contents.parameters[spec.id] = value.description
    }
    recovery.write(contents)
  }
}
