import Foundation
import SceneBridge
import Scenes
import TransitionKit

/// One compiler diagnostic of a scene file: `file:line:column: severity: message`.
struct SceneDiagnostic: Equatable, Sendable {
  var file: String
  var line: Int
  var column: Int
  /// `error`, `warning` or `note`.
  var severity: String
  var message: String

  /// The diagnostic as the compiler prints it, on one line.
  var text: String { "\(file):\(line):\(column): \(severity): \(message)" }

  /// The diagnostics in a compiler's `-diagnostic-style llvm` output; other lines (the source
  /// excerpts, the carets) are left out.
  static func parse(_ output: String) -> [SceneDiagnostic] {
    var diagnostics: [SceneDiagnostic] = []
    for line in output.split(whereSeparator: \.isNewline) {
      for severity in ["error", "warning", "note"] {
        guard let range = line.range(of: ": \(severity): ") else { continue }
        let location = line[..<range.lowerBound].split(
          separator: ":", omittingEmptySubsequences: false)
        guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
          let column = Int(location[location.count - 1])
        else { continue }
        let file = location.dropLast(2).joined(separator: ":")
        diagnostics.append(
          SceneDiagnostic(
            file: file, line: lineNumber, column: column, severity: severity,
            message: String(line[range.upperBound...])))
        break
      }
    }
    return diagnostics
  }
}

/// Why a scene file gave no scene.
enum SceneFileError: Error, Equatable, CustomStringConvertible {
  /// The file, the compiler or TransitionKit's module files are missing: one line.
  case unusable(String)
  /// The compiler refused the file.
  case compile([SceneDiagnostic])
  /// The library was built but could not be loaded, or declares no scene.
  case load(String)

  var description: String {
    switch self {
    case .unusable(let message), .load(let message): message
    case .compile(let diagnostics):
      diagnostics.filter { $0.severity == "error" }.map(\.text).joined(separator: "\n")
    }
  }

  /// The lines to print on standard error, each one complete.
  var lines: [String] {
    switch self {
    case .unusable(let message), .load(let message): ["error: " + message]
    case .compile(let diagnostics): diagnostics.filter { $0.severity != "note" }.map(\.text)
    }
  }
}

/// Builds a scene file (one `.swift` file, or a folder of them) into a library in the cache,
/// against the TransitionKit, UIKit and Scenes modules the running app was built with, and
/// loads it into the app.
///
/// The library leaves those modules' symbols undefined: the app's executable exports them,
/// so a loaded scene uses the app's one copy of every type. Each build is named by a hash of
/// the sources, the modules and the app, so a library already built is loaded again without
/// compiling, and a changed file gets a library (and module) of its own.
struct SceneFileBuilder: Sendable {
  /// The entry point every scene library gets, in a generated file.
  static let entrySymbol = "transition_lab_register_scene"

  let compiler: String
  let modules: String
  let cache: String
  /// The Swift language mode asked for on the command line (`--swift-version`); nil lets the
  /// files say (see `SceneLanguageMode`), Swift 5 when they do not.
  var swiftVersion: Int? = nil

  /// The builder for this installation: the compiler on `PATH` (or `$SWIFTC`), the modules
  /// next to the binary, the cache under `$XDG_CACHE_HOME`.
  static func current(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    swiftVersion: Int? = nil
  ) throws(SceneFileError) -> SceneFileBuilder {
    guard let modules = modulesDirectory(environment: environment) else {
      throw .unusable(
        "cannot find TransitionKit's module files (Scenes.swiftmodule) next to "
          + "\(executablePath()); build with 'swift build' or install with 'make install'")
    }
    guard let compiler = compilerPath(environment: environment) else {
      throw .unusable("cannot find swiftc on PATH; a scene file needs the Swift toolchain")
    }
    return SceneFileBuilder(
      compiler: compiler, modules: modules, cache: cacheDirectory(environment),
      swiftVersion: swiftVersion)
  }

  static func executablePath() -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
  }

  /// `$TRANSITION_LAB_MODULES_DIR`, then `Modules` beside the binary (a SwiftPM build), then
  /// `<prefix>/lib/transition-lab/modules` for a binary in `<prefix>/bin` (an install).
  static func modulesDirectory(environment: [String: String]) -> String? {
    var candidates: [String] = []
    if let override = environment["TRANSITION_LAB_MODULES_DIR"], !override.isEmpty {
      candidates.append(override)
    }
    let binary = URL(fileURLWithPath: executablePath()).resolvingSymlinksInPath()
    let directory = binary.deletingLastPathComponent()
    candidates.append(directory.appendingPathComponent("Modules").path)
    candidates.append(
      directory.deletingLastPathComponent().appendingPathComponent("lib/transition-lab/modules")
        .path)
    return candidates.first {
      FileManager.default.fileExists(atPath: $0 + "/Scenes.swiftmodule")
    }
  }

  static func compilerPath(environment: [String: String]) -> String? {
    if let override = environment["SWIFTC"], !override.isEmpty { return override }
    for directory in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
      let path = "\(directory)/swiftc"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  static func cacheDirectory(_ environment: [String: String]) -> String {
    let base =
      environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (NSHomeDirectory() + "/.cache")
    return base + "/transition-lab/scenes"
  }

  /// The folder a scene's images are looked up in: the folder itself, or a file's folder.
  static func resourceDirectory(of path: String) -> String {
    var isDirectory: ObjCBool = false
    let url = URL(fileURLWithPath: path).standardizedFileURL
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return url.path
    }
    return url.deletingLastPathComponent().path
  }

  /// The Swift files of a scene: the file itself, or the `.swift` files of a folder and of
  /// the folders in it (a library's `Source/` tree), by path, hidden folders left out.
  static func sources(of path: String) throws(SceneFileError) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .unusable("scene file '\(path)' does not exist")
    }
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    guard isDirectory.boolValue else {
      guard path.hasSuffix(".swift") else {
        throw .unusable("scene file '\(path)' is not a .swift file or a folder of them")
      }
      return [absolute]
    }
    var files: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: absolute)
    while let relative = enumerator?.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") {
        enumerator?.skipDescendants()
        continue
      }
      if relative.hasSuffix(".swift") { files.append(absolute + "/" + relative) }
    }
    files.sort()
    guard !files.isEmpty else { throw .unusable("scene folder '\(path)' has no .swift file") }
    return files
  }

  /// The modules a scene file can import: the lab's, beside the binary, and the toolchain's
  /// (`<toolchain>/usr/lib/swift/linux`), with C modules the toolchain maps.
  func availableModules() -> Set<String> {
    var names: Set<String> = ["SwiftGlibc", "CoreFoundation", "Musl"]
    let toolchain = URL(fileURLWithPath: compiler).resolvingSymlinksInPath()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "lib/swift/linux"
      ).path
    for directory in [modules, toolchain] {
      for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      where name.hasSuffix(".swiftmodule") {
        names.insert(String(name.dropLast(".swiftmodule".count)))
      }
    }
    return names
  }

  /// A build under way (or already in the cache).
  final class Pending: @unchecked Sendable {
    let library: String
    let process: Process?
    let log: String
    let sources: [String]
    /// The bridged files, to map the compiler's columns back to the person's.
    let bridged: [BridgedFile]

    init(
      library: String, process: Process?, log: String, sources: [String], bridged: [BridgedFile]
    ) {
      self.library = library
      self.process = process
      self.log = log
      self.sources = sources
      self.bridged = bridged
    }

    var isRunning: Bool { process?.isRunning ?? false }
    /// Whether the library came from the cache, without compiling.
    var wasCached: Bool { process == nil }

    /// The library, once the compiler has finished; its diagnostics when it failed.
    func result() throws(SceneFileError) -> String {
      guard let process else { return library }
      process.waitUntilExit()
      // Moved into place only when complete, so a cache hit is always a whole library.
      let built = (log as NSString).deletingLastPathComponent + "/lib.so"
      if process.terminationStatus == 0, !FileManager.default.fileExists(atPath: library) {
        try? FileManager.default.moveItem(atPath: built, toPath: library)
      }
      let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      try? FileManager.default.removeItem(atPath: (log as NSString).deletingLastPathComponent)
      guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: library) else {
        let diagnostics = SceneDiagnostic.parse(output).map(mappedBack)
        if diagnostics.contains(where: { $0.severity == "error" }) {
          throw .compile(Self.explainingEntry(diagnostics))
        }
        let last = output.split(whereSeparator: \.isNewline).last.map(String.init)
        throw .load("the compiler failed on \(sources[0]): \(last ?? "no output")")
      }
      return library
    }

    /// A diagnostic in a bridged file, at the person's own column (the line directive already
    /// gives the file and line).
    private func mappedBack(_ diagnostic: SceneDiagnostic) -> SceneDiagnostic {
      guard let file = bridged.first(where: { $0.path == diagnostic.file }) else {
        return diagnostic
      }
      var mapped = diagnostic
      let place = file.map.original(line: diagnostic.line, column: diagnostic.column)
      mapped.line = place.line
      mapped.column = place.column
      return mapped
    }

    /// An error in the generated entry point means the scene's `let scene` is missing or
    /// not a descriptor: said about the scene's own file.
    private static func explainingEntry(_ diagnostics: [SceneDiagnostic]) -> [SceneDiagnostic] {
      diagnostics.map { diagnostic in
        guard diagnostic.file.hasSuffix("/SceneEntry.swift") else { return diagnostic }
        var explained = diagnostic
        explained.file = "scene"
        explained.line = 1
        explained.column = 1
        explained.message =
          "the scene file must declare 'let scene = SceneDescriptor(…)' at the top level ("
          + diagnostic.message + ")"
        return explained
      }
    }
  }

  /// Starts building `path`; returns at once. The files go through the bridge first (see
  /// `SceneBridge`); the compiler reads the bridged copies, whose diagnostics name the
  /// person's files and lines.
  func start(_ path: String) throws(SceneFileError) -> Pending {
    let sources = try Self.sources(of: path)
    // `UIImage(named:)` finds the images beside the scene, as an app's beside its code.
    Image.resourceDirectories = [Self.resourceDirectory(of: path)]
    var texts: [(path: String, text: String)] = []
    for source in sources {
      guard let data = FileManager.default.contents(atPath: source) else {
        throw .unusable("cannot read scene file '\(source)'")
      }
      texts.append((path: source, text: String(decoding: data, as: UTF8.self)))
    }
    let mode = swiftVersion ?? SceneLanguageMode.requested(in: texts.map(\.text)) ?? 5
    var hash = FNV1a()
    hash.add(modules)
    hash.add(compiler)
    hash.add(Self.executablePath())
    hash.add("swift \(mode), bridge \(SceneBridge.version)")
    let executableDate =
      (try? FileManager.default.attributesOfItem(atPath: Self.executablePath()))?[.modificationDate]
      as? Date
    hash.add(String(executableDate?.timeIntervalSince1970 ?? 0))
    for (source, text) in texts {
      hash.add(source)
      hash.add(text)
    }
    let module = "SceneFile_" + hash.hex
    let library = cache + "/lib\(module).so"
    if FileManager.default.fileExists(atPath: library) {
      return Pending(library: library, process: nil, log: "", sources: sources, bridged: [])
    }
    let work = cache + "/\(module).build"
    let bridged = SceneBridge.rewrite(texts, availableModules: availableModules())
    var compiled: [String] = []
    do {
      try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
      for (index, file) in bridged.enumerated() {
        // The same file name, so the runtime's messages (`my-modal.swift:57: Fatal error`)
        // name the person's file; the directive makes diagnostics name its path and lines.
        let directory = work + "/\(index)"
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
        let copy = directory + "/" + (file.path as NSString).lastPathComponent
        try (SceneBridge.lineDirective(for: file.path) + file.text).write(
          toFile: copy, atomically: true, encoding: .utf8)
        compiled.append(copy)
      }
      if !SceneBridge.holdsModuleState(bridged.map(\.text)) {
        FileManager.default.createFile(atPath: Self.sharedMarker(of: library), contents: nil)
      }
      try """
      import Scenes

      @_cdecl("\(Self.entrySymbol)")
      public func transitionLabRegisterScene() {
        MainActor.assumeIsolated { SceneLibrary.register(scene) }
      }

      """.write(toFile: work + "/SceneEntry.swift", atomically: true, encoding: .utf8)
    } catch {
      throw .unusable("cannot write to the scene cache \(cache): \(error.localizedDescription)")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: compiler)
    process.arguments =
      [
        "-emit-library", "-parse-as-library", "-swift-version", String(mode),
        "-module-name", module, "-I", modules, "-diagnostic-style", "llvm", "-Onone",
        // One frontend job for the files (the modules they import are loaded once); line
        // tables, so a trap's frame names the person's line.
        "-wmo", "-gline-tables-only",
        "-module-cache-path", cache + "/module-cache",
        "-o", work + "/lib.so",
      ] + SceneLanguageMode.isolationArguments(mode) + compiled + [work + "/SceneEntry.swift"]
    let log = work + "/compiler.log"
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    let handle = FileHandle(forWritingAtPath: log)
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw .unusable("cannot run \(compiler): \(error.localizedDescription)")
    }
    return Pending(
      library: library, process: process, log: log, sources: sources, bridged: bridged)
  }

  /// Builds `path` and waits for the compiler.
  func build(_ path: String) throws(SceneFileError) -> String {
    let pending = try start(path)
    return try pending.result()
  }

  /// Loads a built library into the process and returns the scene it declares, which
  /// becomes the one known by its id.
  @MainActor static func load(_ library: String) throws(SceneFileError) -> SceneDescriptor {
    var described = try register(library, asCopy: false)
    if FileManager.default.fileExists(atPath: sharedMarker(of: library)) {
      described = shared(described)
    } else {
      described.moduleCopy = { try? loadCopy(of: library) }
      described.offlineCopy = { offlineCopy(of: library) }
      described.deviceCopy = { deviceCopy(of: library, device: $0) }
    }
    SceneLibrary.remember(described)
    return described
  }

  /// The file beside a library that says its files keep no module state
  /// (`SceneBridge.holdsModuleState`), written as it is built.
  static func sharedMarker(of library: String) -> String { library + ".shares-module" }

  /// A scene whose library keeps no module state: every session may run in the live library,
  /// as nothing one leaves at file level can reach another, so the copies the window asks for
  /// (a replay's, the motion inspector's, compare mode's devices') are the scene itself and
  /// map nothing more. Still a scene file's scene: its copy closures are there.
  static func shared(_ registered: SceneDescriptor) -> SceneDescriptor {
    var described = registered
    described.moduleCopy = { shared(registered) }
    described.offlineCopy = { shared(registered) }
    described.deviceCopy = { _ in shared(registered) }
    return described
  }

  /// Opens `library`, runs its entry point and takes the scene it registered.
  @MainActor static func register(
    _ library: String, asCopy: Bool
  ) throws(SceneFileError) -> SceneDescriptor {
    guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else {
      let message = dlerror().map { String(cString: $0) } ?? "unknown error"
      throw .load("cannot load the scene library: \(message)")
    }
    guard let symbol = dlsym(handle, entrySymbol) else {
      throw .load("the scene library has no entry point \(entrySymbol)")
    }
    let entry = unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)
    entry()
    guard let descriptor = SceneLibrary.takeRegistered(asCopy: asCopy) else {
      throw .load("the scene library registered no scene")
    }
    guard SceneCatalog.scene(id: descriptor.id) == nil else {
      throw .load(
        "the scene file's id '\(descriptor.id)' is a built-in scene's; give the scene an id of "
          + "its own")
    }
    return descriptor
  }

  /// Builds and loads `path`.
  @MainActor func descriptor(for path: String) throws(SceneFileError) -> SceneDescriptor {
    try Self.load(build(path))
  }
}

/// A 64-bit FNV-1a hash, to name a build by its inputs.
struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
    value ^= 0xff
    value = value &* 0x100_0000_01b3
  }

  mutating func add(_ text: String) { add(Array(text.utf8)) }
  mutating func add(_ data: Data) { add(Array(data)) }

  var hex: String { String(value, radix: 16) }
}
