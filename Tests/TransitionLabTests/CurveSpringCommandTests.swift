import TestSupport
import TransitionKit
import XCTest

/// `transition-lab curve spring`, run as a subprocess.
final class CurveSpringCommandTests: XCTestCase {
  private func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line)
    throws -> CommandResult
  {
    let result = try TransitionLabProcess.run(["curve", "spring"] + arguments)
    XCTAssertEqual(result.status, 0, "stderr: \(result.standardError)", file: file, line: line)
    XCTAssertEqual(result.outputLines.first, "t,value,velocity", file: file, line: line)
    return result
  }

  func testStartsAtZeroWithTheInitialVelocity() throws {
    let result = try run([
      "--damping-ratio", "0.5", "--stiffness", "200", "--velocity", "-2.5", "--at", "0",
    ])
    XCTAssertEqual(result.standardError, "")
    let row = result.numericRows()[0]
    XCTAssertEqual(row[0], 0)
    XCTAssertEqual(row[1], 0)
    assertClose(row[2], -2.5, tolerance: 1e-12)
  }

  /// Damping ratios 0.2 to 1.5, stiffness 100 to 1000 and initial velocity ±5, against the
  /// closed form written out in the test and a Runge–Kutta integration.
  func testPhysicalSpringsMatchClosedFormAndIntegration() throws {
    for ratio in [0.2, 0.7, 1, 1.5] {
      for stiffness in [100.0, 1000] {
        for velocity in [-5.0, 5] {
          try checkPhysicalSpring(
            options: [
              "--damping-ratio", "\(ratio)", "--stiffness", "\(stiffness)",
              "--velocity", "\(velocity)",
            ],
            mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot(),
            velocity: velocity)
        }
      }
    }
  }

  func testDampingCoefficientAndMass() throws {
    try checkPhysicalSpring(
      options: ["--damping", "12", "--stiffness", "300", "--mass", "2.5", "--velocity", "3"],
      mass: 2.5, stiffness: 300, damping: 12, velocity: 3)
    try checkPhysicalSpring(
      options: ["--damping", "80", "--stiffness", "300", "--mass", "0.5"],
      mass: 0.5, stiffness: 300, damping: 80, velocity: 0)
  }

  private func checkPhysicalSpring(
    options: [String], mass: Double, stiffness: Double, damping: Double, velocity: Double,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let rows = try run(options + ["--samples", "40", "--until", "1.2"], file: file, line: line)
      .numericRows(file: file, line: line)
    XCTAssertEqual(rows.count, 41, file: file, line: line)
    let times = rows.map { $0[0] }
    let integrated = ReferenceCurves.integratedSpring(
      mass: mass, stiffness: stiffness, damping: damping, v0: velocity, times: times)
    for (row, numeric) in zip(rows, integrated) {
      let exact = ReferenceCurves.spring(
        mass: mass, stiffness: stiffness, damping: damping, v0: velocity, at: row[0])
      let context = "\(options) at t = \(row[0])"
      assertClose(row[1], exact.value, tolerance: 1e-9, context, file: file, line: line)
      assertClose(row[2], exact.velocity, tolerance: 1e-8, context, file: file, line: line)
      assertClose(row[1], numeric.value, tolerance: 1e-6, context, file: file, line: line)
      assertClose(row[2], numeric.velocity, tolerance: 1e-5, context, file: file, line: line)
    }
  }

  func testSamplesSpanZeroToUntil() throws {
    let rows = try run([
      "--damping-ratio", "1", "--stiffness", "100", "--samples", "3", "--until", "0.1",
    ]).numericRows()
    XCTAssertEqual(rows.map { $0[0] }, [0, 0.0333333333333, 0.0666666666667, 0.1])
  }

  /// The edge-pan seed's spring: damping ratio 0.8, initial velocity 1, duration 0.6 s.
  func testDurationSpringIsTheAnimatorsSpringAndSettlesWithinTheDuration() throws {
    let result = try run([
      "--damping-ratio", "0.8", "--duration", "0.6", "--velocity", "1", "--samples", "60",
    ])
    XCTAssertEqual(result.standardError, "")
    let rows = result.numericRows()
    XCTAssertEqual(rows.count, 61)
    XCTAssertEqual(rows.last?[0], 0.6, "--until defaults to the duration")
    let spring = DampedSpring.settling(dampingRatio: 0.8, initialVelocity: 1, within: 0.6)
    for row in rows {
      assertClose(row[1], spring.value(at: row[0], initialVelocity: 1), tolerance: 1e-9)
      assertClose(row[2], spring.velocity(at: row[0], initialVelocity: 1), tolerance: 1e-8)
    }
    let after = try run([
      "--damping-ratio", "0.8", "--duration", "0.6", "--velocity", "1", "--at", "0.6,0.7,0.9,1.5",
    ]).numericRows()
    for row in after {
      XCTAssertLessThanOrEqual(abs(row[1] - 1), 0.001, "settled at t = \(row[0])")
    }
  }

  /// Accepted inputs at the edges of their ranges print numbers, never nan or inf.
  func testExtremeInputsPrintFiniteNumbers() throws {
    let times = ["--at", "0,1e-9,0.001,0.5,10,1000,1000000"]
    let cases: [[String]] = [
      ["--damping", "1e308", "--stiffness", "100"],
      ["--damping", "10", "--stiffness", "1e-320"],
      ["--damping-ratio", "0", "--stiffness", "1e300", "--mass", "1e-7", "--velocity", "1e6"],
      ["--damping-ratio", "0.5", "--stiffness", "1e300", "--velocity", "-1e6"],
      ["--damping-ratio", "0.999999999", "--stiffness", "1e-300", "--velocity", "1e6"],
      ["--damping-ratio", "1e150", "--stiffness", "1e-100"],
      ["--damping-ratio", "1e6", "--duration", "0.6", "--velocity", "-1e6"],
      ["--damping-ratio", "0", "--duration", "59.999", "--velocity", "1e6"],
    ]
    for options in cases {
      for row in try run(options + times).numericRows() {
        XCTAssertTrue(row.allSatisfy(\.isFinite), "\(options): \(row)")
      }
    }
  }

  /// A heavily damped duration spring still settles within the duration.
  func testHeavilyDampedDurationSpringSettlesWithinTheDuration() throws {
    let rows = try run(["--damping-ratio", "1e6", "--duration", "0.6", "--at", "0.6"])
      .numericRows()
    XCTAssertLessThanOrEqual(abs(rows[0][1] - 1), 0.001 * (1 + 1e-9))
  }

  func testVerboseDescribesTheSpringOnStandardErrorOnly() throws {
    let options = ["--damping-ratio", "0.8", "--duration", "0.6", "--at", "0.3"]
    let quiet = try run(options)
    let verbose = try run(options + ["--verbose"])
    XCTAssertEqual(quiet.standardError, "")
    XCTAssertEqual(verbose.standardOutput, quiet.standardOutput)
    XCTAssertEqual(verbose.errorLines.count, 1)
    XCTAssertTrue(verbose.standardError.hasPrefix("stiffness "), verbose.standardError)
  }
}
