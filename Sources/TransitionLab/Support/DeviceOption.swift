import ArgumentParser
import TransitionKit

/// The screen a command runs a scene on: a device of the catalogue held one way, or a size
/// given by hand (`--size`), whose safe areas follow from its height as they always did.
enum ScreenChoice: Equatable, Sendable {
  case device(DeviceModel, ScreenOrientation)
  case size(Size)

  /// The 390 × 844 iPhone held upright: what every command runs on when told nothing.
  static let standard = ScreenChoice.device(DeviceCatalog.defaultDevice, .portrait)

  /// The screen's size in points.
  var size: Size {
    switch self {
    case .device(let device, let orientation): device.size(in: orientation)
    case .size(let size): size
    }
  }

  /// A new screen for a session.
  @MainActor func makeScreen() -> Screen {
    switch self {
    case .device(let device, let orientation): Screen(device: device, orientation: orientation)
    case .size(let size): Screen(size: size)
    }
  }
}

extension ScreenOrientation: ExpressibleByArgument {}

/// `--device NAME` and `--orientation`, on every command that takes `--size`.
///
/// `--device list` prints the catalogue and exits. `--device` and `--size` together are an
/// error (a device has its own size); so is `--orientation` without `--device` (a size given
/// by hand is already the way it is held).
struct DeviceOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The simulated device: \(DeviceCatalog.ids.joined(separator: ", ")); 'list' prints them "
        + "with their sizes and safe areas. (default: iphone-14, 390x844)", valueName: "name"))
  var device: String?

  @Option(
    help: "How the device is held (with --device): portrait or landscape. (default: portrait)")
  var orientation: ScreenOrientation?

  func validate() throws {
    if device == "list" { throw CleanExit.message(DeviceList.text()) }
    if let device, DeviceCatalog.device(id: device) == nil {
      throw UsageError(DeviceList.unknownMessage(device))
    }
  }

  /// The screen these options and `size` (the text of `--size`, if given) choose.
  ///
  /// - Throws: `UsageError` for an unknown device, a bad size, or both given.
  func screen(size: String?) throws -> ScreenChoice {
    switch (device, size) {
    case (.some, .some):
      throw UsageError("give either --device or --size, not both (a device has its own size)")
    case (.some(let id), nil):
      guard let device = DeviceCatalog.device(id: id) else {
        throw UsageError(DeviceList.unknownMessage(id))
      }
      return .device(device, orientation ?? .portrait)
    case (nil, .some(let text)):
      if orientation != nil {
        throw UsageError(
          "--orientation goes with --device; with --size give the size as it is held")
      }
      return .size(try ScreenSizeInput.parse(text, name: "--size"))
    case (nil, nil):
      if let orientation { return .device(DeviceCatalog.defaultDevice, orientation) }
      return .standard
    }
  }
}

/// The catalogue as the command line shows it.
enum DeviceList {
  /// One line per device: id, size in its unit, scale, corner radius, the safe areas upright
  /// and sideways (top, left, bottom, right) and the status bar, then its name.
  static func text() -> String {
    DeviceCatalog.all.map { device in
      let size = device.portraitSize
      return [
        device.id.padding(toLength: 18, withPad: " ", startingAt: 0),
        "\(size.width.shortText)x\(size.height.shortText) \(device.platform.unit)"
          .padding(toLength: 14, withPad: " ", startingAt: 0),
        "@\(device.scale.shortText)x".padding(toLength: 8, withPad: " ", startingAt: 0),
        "corner \(device.displayCornerRadius.shortText)".padding(
          toLength: 13, withPad: " ", startingAt: 0),
        "portrait \(insets(device.portraitInsets))".padding(
          toLength: 24, withPad: " ", startingAt: 0),
        "landscape \(insets(device.landscapeInsets))".padding(
          toLength: 25, withPad: " ", startingAt: 0),
        device.name,
      ].joined(separator: " ")
    }.joined(separator: "\n")
  }

  /// `47,0,34,0`: top, left, bottom, right.
  static func insets(_ insets: EdgeInsets) -> String {
    [insets.top, insets.left, insets.bottom, insets.right].map(\.shortText).joined(
      separator: ",")
  }

  /// The error for a device not in the catalogue, listing the ones that are.
  static func unknownMessage(_ name: String) -> String {
    "unknown device '\(name)'; choose one of: \(DeviceCatalog.ids.joined(separator: ", ")) "
      + "(or --size WxH)"
  }
}
