import Foundation
import Scenes

/// Numbers as a person would type them: at most three significant digits after the point
/// (the whole part is never cut: 1250 stays 1250), and no more decimals than the parameter's
/// own step has, so `0.9125104317581896` seconds on a 0.05 grid reads `0.91`.
enum DisplayNumber {
  /// The significant digits kept.
  static let significantDigits = 3

  /// `value` rounded for display.
  ///
  /// - Parameters:
  ///   - step: the parameter's step, if it has one: no decimals beyond the step's own.
  static func format(_ value: Double, step: Double? = nil) -> String {
    guard value.isFinite else { return formatNumber(value) }
    guard value != 0 else { return "0" }
    let wholeDigits = Int(floor(log10(abs(value)))) + 1
    var decimals = Swift.max(0, significantDigits - wholeDigits)
    if let step, step > 0 { decimals = Swift.min(decimals, Self.decimals(of: step)) }
    var text = String(format: "%.\(decimals)f", value)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// How many decimals a step needs: 0.05 → 2, 0.0001 → 4, 10 → 0.
  static func decimals(of step: Double) -> Int {
    var decimals = 0
    var scaled = step
    while decimals < 6, abs(scaled - scaled.rounded()) > 1e-9 * Swift.max(1, abs(scaled)) {
      scaled *= 10
      decimals += 1
    }
    return decimals
  }

  /// A parameter's value with its unit: `0.91 s`, `spring`, `on`.
  static func value(_ spec: ParameterSpec, _ value: ParameterValue) -> String {
    guard case .number(let number) = value else { return value.description }
    var step: Double?
    if case .number(_, let grid) = spec.kind { step = grid }
    let text = format(number, step: step)
    return spec.unit.isEmpty ? text : "\(text) \(spec.unit)"
  }

  /// `Duration 0.91 s`: the parameter's title and its value with the unit.
  static func describe(_ spec: ParameterSpec, _ value: ParameterValue) -> String {
    "\(spec.title) \(self.value(spec, value))"
  }
}
