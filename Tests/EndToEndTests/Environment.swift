import Foundation
import XCTest

/// What the end-to-end tests need from the machine: a display to drive, and the tools that
/// drive it. Missing pieces fail the test with a line saying how to run it (`make test`).
enum EndToEnd {
  /// The X display the tests drive (from `xvfb-run`).
  static func requireDisplay() throws -> String {
    guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
      throw EndToEndError("no DISPLAY: run the end-to-end tests under Xvfb (make test)")
    }
    return display
  }
}

/// A failed step of an end-to-end test; thrown, so the test fails with this message.
struct EndToEndError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
