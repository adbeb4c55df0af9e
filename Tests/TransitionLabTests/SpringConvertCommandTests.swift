import Foundation
import TestSupport
import XCTest

/// `transition-lab spring convert`, run as a subprocess, against Apple's examples and the
/// published formulas.
final class SpringConvertCommandTests: XCTestCase {
  static let keys = [
    "mass", "stiffness", "damping", "damping_ratio", "response", "bounce", "settling_time",
    "settling_band", "overshoot", "peak_time",
  ]

  private func convert(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line)
    throws -> [String: Any]
  {
    let result = try TransitionLabProcess.run(["spring", "convert", "--json"] + arguments)
    XCTAssertEqual(result.status, 0, "stderr: \(result.standardError)", file: file, line: line)
    XCTAssertEqual(
      result.outputLines.count, 1, "one JSON object on one line", file: file, line: line)
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    let fields = try XCTUnwrap(object as? [String: Any], file: file, line: line)
    for key in Self.keys {
      XCTAssertNotNil(fields[key], "missing \(key)", file: file, line: line)
    }
    return fields
  }

  private func number(_ fields: [String: Any], _ key: String) throws -> Double {
    try XCTUnwrap(fields[key] as? Double ?? (fields[key] as? NSNumber)?.doubleValue, key)
  }

  /// `Spring(duration: 0.5, bounce: 0.3)` → (1.0, 157.9, 17.6) on Apple's `Spring` page.
  func testAppleDurationBounceExample() throws {
    let fields = try convert(["--duration", "0.5", "--bounce", "0.3"])
    XCTAssertEqual(try number(fields, "mass"), 1)
    assertClose(try number(fields, "stiffness"), 157.9, tolerance: 0.05)
    assertClose(try number(fields, "damping"), 17.6, tolerance: 0.05)
    assertClose(try number(fields, "damping_ratio"), 0.7, tolerance: 1e-12)
    assertClose(try number(fields, "response"), 0.5, tolerance: 1e-12)
    assertClose(try number(fields, "settling_band"), 0.001, tolerance: 0)
    // A step from rest of an under-damped spring: e^(−ζπ/√(1 − ζ²)) at π/ω_d.
    let root = (1 - 0.49).squareRoot()
    assertClose(try number(fields, "overshoot"), exp(-0.7 * Double.pi / root), tolerance: 1e-12)
    let omega = 2 * Double.pi / 0.5
    assertClose(try number(fields, "peak_time"), Double.pi / (omega * root), tolerance: 1e-12)
  }

  /// `Spring(mass: 1, stiffness: 100, damping: 10)` → duration 0.63, bounce 0.5.
  func testApplePhysicalExample() throws {
    let fields = try convert(["--mass", "1", "--stiffness", "100", "--damping", "10"])
    assertClose(try number(fields, "response"), 0.63, tolerance: 0.005)
    assertClose(try number(fields, "bounce"), 0.5, tolerance: 1e-12)
  }

  func testOverDampedHasNoOvershootAndNullPeak() throws {
    let fields = try convert(["--damping-ratio", "1.5", "--response", "0.4"])
    XCTAssertEqual(try number(fields, "overshoot"), 0)
    XCTAssertTrue(fields["peak_time"] is NSNull)
    assertClose(try number(fields, "bounce"), 1 / 1.5 - 1, tolerance: 1e-12)
  }

  /// UIKit's animator form settles at the duration it was given, with or without velocity,
  /// and its stiffness is `curve spring`'s for the same options.
  func testAnimatorFormSettlesAtItsDuration() throws {
    for velocity in ["0", "1", "-3"] {
      let fields = try convert([
        "--damping-ratio", "0.8", "--duration", "0.6", "--velocity", velocity,
      ])
      assertClose(try number(fields, "settling_time"), 0.6, tolerance: 1e-9)
      assertClose(try number(fields, "damping_ratio"), 0.8, tolerance: 1e-9)
      let curve = try TransitionLabProcess.run([
        "curve", "spring", "--damping-ratio", "0.8", "--duration", "0.6", "--velocity", velocity,
        "--at", "0", "--verbose",
      ])
      let stiffness = try XCTUnwrap(
        curve.standardError.split(separator: ",").first?.split(separator: " ").last
          .flatMap { Double($0) })
      assertClose(try number(fields, "stiffness"), stiffness, tolerance: 1e-9 * stiffness)
    }
  }

  func testMixedOrIncompleteFormsAreOneLineErrors() throws {
    let cases: [[String]] = [
      ["--duration", "0.5"],
      ["--duration", "0.5", "--bounce", "0.2", "--stiffness", "100"],
      ["--damping-ratio", "0.5", "--response", "0.3", "--duration", "1"],
      ["--velocity", "1"],
      [],
    ]
    for arguments in cases {
      let result = try TransitionLabProcess.run(["spring", "convert"] + arguments)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertEqual(result.standardOutput, "")
      XCTAssertEqual(result.errorLines.count, 1, result.standardError)
      XCTAssertTrue(result.standardError.hasPrefix("error: give exactly one spring form"))
      XCTAssertTrue(result.standardError.contains("--mass M --stiffness K --damping C"))
    }
  }

  func testOutOfRangeValuesNameTheOption() throws {
    let cases: [([String], String)] = [
      (["--duration", "0.5", "--bounce", "1"], "error: --bounce must be"),
      (["--duration", "0.5", "--bounce", "-1"], "error: --bounce must be"),
      (["--duration", "nan", "--bounce", "0"], "error: --duration must be a finite number"),
      (["--mass", "0", "--stiffness", "1", "--damping", "1"], "error: --mass must be"),
      (["--stiffness", "-5", "--damping", "1"], "error: --stiffness must be"),
      (["--damping-ratio", "0.5", "--response", "inf"], "error: --response must be"),
      (["--damping-ratio", "0.5", "--duration", "0.5", "--velocity", "x"], "error: --velocity"),
      (
        ["--duration", "1e-300", "--bounce", "0"],
        "error: --duration 1e-300 --bounce 0 give no computable spring"
      ),
    ]
    for (arguments, prefix) in cases {
      let result = try TransitionLabProcess.run(["spring", "convert"] + arguments)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertEqual(result.errorLines.count, 1, result.standardError)
      XCTAssertTrue(result.standardError.hasPrefix(prefix), result.standardError)
    }
  }

  /// Without --json, a table a person reads and the line to paste per platform, rounded.
  func testTheDefaultIsATableWithTheLinesToPaste() throws {
    let result = try TransitionLabProcess.run(
      ["spring", "convert", "--damping-ratio", "0.8", "--duration", "0.6"])
    XCTAssertEqual(result.status, 0, result.standardError)
    let text = result.standardOutput
    XCTAssertTrue(text.contains("damping ratio        0.8\n"), text)
    XCTAssertTrue(text.contains("stiffness            239\n"), text)
    XCTAssertTrue(text.contains("SwiftUI     .spring(duration: 0.41, bounce: 0.2)"), text)
    XCTAssertTrue(text.contains("adw_spring_params_new (0.8, 1, 239)"), text)
    XCTAssertTrue(text.contains("spring(dampingRatio = 0.8f, stiffness = 239f)"), text)
    XCTAssertFalse(text.contains("{"), "no JSON without --json")
  }

  func testHelpExplainsTheFormsAndCitesTheSources() throws {
    let result = try TransitionLabProcess.run(["spring", "convert", "--help"])
    XCTAssertEqual(result.status, 0)
    let help = result.standardOutput.replacingOccurrences(of: "\n", with: " ")
    for phrase in [
      "--duration D --bounce B", "--damping-ratio Z --response R", "developer.apple.com",
      "withDurationAndBounce", "spring_simulation.dart", "settling_band",
    ] {
      XCTAssertTrue(help.contains(phrase), "help lacks \(phrase)")
    }
  }
}
