import ArgumentParser
import Foundation
import Scenes
import TransitionKit

/// `transition-lab devices`: the simulated devices, as `--device` names them.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the simulated devices: size, scale, corner radius, safe areas.",
    discussion: """
      One line per device: its --device name, its screen held upright (points, or dp for \
      Android), its scale, the display's corner radius, the safe-area insets upright and \
      sideways (top,left,bottom,right), and what it is. docs/devices.md gives the sources. \
      'transition-lab replay --device list' prints the same.
      """
  )

  @Flag(help: "Print one JSON array instead of a table.")
  var json = false

  func run() throws {
    guard json else {
      print(DeviceList.text())
      return
    }
    print(JSONValue.array(DeviceCatalog.all.map(Self.json)).encoded)
  }

  /// A device as JSON: id, name, platform, unit, width and height upright, scale, corner
  /// radius, and per orientation the safe areas and the status bar.
  static func json(_ device: DeviceModel) -> JSONValue {
    func orientation(_ orientation: ScreenOrientation) -> JSONValue {
      let insets = device.safeAreaInsets(in: orientation)
      return .object([
        (
          "safeArea",
          .object([
            ("top", .number(insets.top)), ("left", .number(insets.left)),
            ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
          ])
        ),
        ("statusBar", .number(device.statusBarHeight(in: orientation))),
      ])
    }
    return .object([
      ("id", .string(device.id)), ("name", .string(device.name)),
      ("platform", .string(device.platform.rawValue)), ("unit", .string(device.platform.unit)),
      ("width", .number(device.portraitSize.width)),
      ("height", .number(device.portraitSize.height)), ("scale", .number(device.scale)),
      ("cornerRadius", .number(device.displayCornerRadius)),
      ("portrait", orientation(.portrait)), ("landscape", orientation(.landscape)),
    ])
  }
}
