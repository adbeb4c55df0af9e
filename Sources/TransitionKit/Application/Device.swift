import Foundation

/// What kind of device an interface is for (UIKit's `UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone
  case pad
  case tv
  case carPlay
  case mac = 5
  case vision
}

/// The simulated device (UIKit's `UIDevice`): an iPhone running iOS 18, held upright unless
/// the lab's screen is wider than it is tall.
@MainActor
public final class Device: NSObject {
  /// The device (UIKit's `UIDevice.current`).
  public static let current = Device()

  /// How the device is held (UIKit's `UIDeviceOrientation`).
  public enum Orientation: Int, Sendable {
    case unknown
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight
    case faceUp
    case faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  }

  private override init() {
    super.init()
  }

  public let name = "iPhone"
  public let model = "iPhone"
  public let localizedModel = "iPhone"
  public let systemName = "iOS"
  /// The iOS release whose behaviour TransitionKit follows.
  public let systemVersion = "18.0"
  /// A phone, or a pad while the key window's screen is an iPad's.
  public var userInterfaceIdiom: UserInterfaceIdiom {
    Application.shared.keyWindow?.screen.device?.platform == .iPad ? .pad : .phone
  }
  public let isMultitaskingSupported = true
  /// The battery level, −1 as UIKit reports it while battery monitoring is off.
  public let batteryLevel = -1.0
  public var isBatteryMonitoringEnabled = false

  /// Upright, or on its left side when the key window's screen is wider than tall.
  public var orientation: Orientation {
    guard let size = Application.shared.keyWindow?.screen.bounds.size else { return .portrait }
    return size.width > size.height ? .landscapeLeft : .portrait
  }
}
