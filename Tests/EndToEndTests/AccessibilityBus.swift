import Foundation

/// A private D-Bus session bus for one test, so the app's accessibility bus (started by D-Bus
/// activation of at-spi-bus-launcher) and the AT-SPI probe meet there and nowhere else.
final class AccessibilityBus {
  /// The bus's address, for `DBUS_SESSION_BUS_ADDRESS`.
  let address: String
  private let daemon: Process

  /// The probe script in the source tree.
  static let probe = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/atspi-probe.py").path

  /// Debian's Python, which has the AT-SPI bindings (`python3` on `PATH` may be another).
  static let python = "/usr/bin/python3"

  /// Fails with what to install when the probe cannot run here.
  static func requireTools() throws {
    for tool in ["dbus-daemon", python, "/usr/libexec/at-spi-bus-launcher"]
    where EndToEnd.which(tool) == nil {
      throw EndToEndError(
        "\(tool) is missing; 'make test' installs it (dbus, at-spi2-core, python3-gi, "
          + "gir1.2-atspi-2.0)")
    }
    do {
      try EndToEnd.run(
        python, ["-c", "import gi; gi.require_version('Atspi', '2.0')"])
    } catch {
      throw EndToEndError("Python's AT-SPI bindings are missing (gir1.2-atspi-2.0): \(error)")
    }
  }

  init() throws {
    try Self.requireTools()
    daemon = Process()
    daemon.executableURL = URL(fileURLWithPath: EndToEnd.which("dbus-daemon")!)
    daemon.arguments = ["--session", "--nofork", "--print-address=1"]
    let output = Pipe()
    daemon.standardOutput = output
    daemon.standardError = FileHandle.nullDevice
    try daemon.run()
    var text = ""
    while !text.contains("\n") {
      let data = output.fileHandleForReading.availableData
      guard !data.isEmpty else { throw EndToEndError("dbus-daemon printed no address") }
      text += String(decoding: data, as: UTF8.self)
    }
    address = text.split(separator: "\n").first.map(String.init) ?? ""
  }

  deinit {
    if daemon.isRunning {
      daemon.terminate()
      daemon.waitUntilExit()
    }
  }

  /// The environment the app needs to be on this bus with AT-SPI on.
  var appEnvironment: [String: String] {
    ["DBUS_SESSION_BUS_ADDRESS": address, "GTK_A11Y": "atspi"]
  }

  /// Runs the probe on the app with process id `pid`: its accessible tree, one object per
  /// node, after `waitFor` (a name) shows up; with `press`, the control of that name is
  /// pressed through its AT-SPI action after the tree is read.
  func probe(pid: Int32, waitFor: String? = nil, press: String? = nil, within: String? = nil)
    throws -> AccessibleTree
  {
    var arguments = [Self.probe, "--pid", "\(pid)"]
    if let waitFor { arguments += ["--wait-for", waitFor] }
    if let press { arguments += ["--press", press] }
    if let within { arguments += ["--within", within] }
    var environment = ProcessInfo.processInfo.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = address
    let output = try EndToEnd.run(Self.python, arguments, environment: environment)
    return AccessibleTree(output)
  }
}

/// What the probe printed: the nodes, and what it pressed.
struct AccessibleTree {
  struct Node {
    let role: String
    let name: String
    let description: String
    let states: [String]
    let actions: [String]
    /// x, y, width, height in the window's coordinates (empty when not given).
    let extents: [Double]
  }

  let nodes: [Node]
  /// The name of the control pressed, if any.
  let pressed: String?

  init(_ output: String) {
    var nodes: [Node] = []
    var pressed: String?
    for line in output.split(separator: "\n") {
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      else { continue }
      if let name = object["pressed"] as? String {
        pressed = name
        continue
      }
      nodes.append(
        Node(
          role: object["role"] as? String ?? "", name: object["name"] as? String ?? "",
          description: object["description"] as? String ?? "",
          states: object["states"] as? [String] ?? [],
          actions: object["actions"] as? [String] ?? [],
          extents: (object["extents"] as? [NSNumber])?.map(\.doubleValue) ?? []
        ))
    }
    self.nodes = nodes
    self.pressed = pressed
  }

  /// The nodes with this name (and role, when given).
  func named(_ name: String, role: String? = nil) -> [Node] {
    nodes.filter { $0.name == name && (role == nil || $0.role == role) }
  }
}
