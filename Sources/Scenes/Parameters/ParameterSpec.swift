import Foundation
import TransitionKit

/// What kind of value a parameter takes.
public enum ParameterKind: Sendable, Equatable {
  /// A number in a closed range, moved in steps of `step` by sliders and keys.
  case number(range: ClosedRange<Double>, step: Double)
  /// One of a few named options.
  case choice([String])
  /// On or off.
  case toggle
}

/// A parameter's value.
public enum ParameterValue: Sendable, Hashable, CustomStringConvertible {
  case number(Double)
  case choice(String)
  case toggle(Bool)

  public var description: String {
    switch self {
    case .number(let value): formatNumber(value)
    case .choice(let name): name
    case .toggle(let on): on ? "on" : "off"
    }
  }

  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }
}

/// One tunable value of a scene, described as data: the side panel, the command line's
/// `--set`, the settings file and the documentation all read this.
public struct ParameterSpec: Sendable, Equatable, Identifiable {
  /// The name used on the command line and in files, such as `duration`.
  public let id: String
  /// The label shown in the side panel.
  public let title: String
  /// The unit: `s` (seconds), `fraction`, `ratio`, `pt` (points), `×` (a factor), or empty.
  public let unit: String
  public let kind: ParameterKind
  /// The value the tutorial uses; the default.
  public let seedDefault: ParameterValue
  /// One sentence on what the value does.
  public let summary: String
  /// The side panel's section the parameter is listed in.
  public let group: ParameterGroup
  /// When the value changes the motion; nil when it always does.
  public let effect: ParameterEffect?
  /// Whether the value can change what a release does (where it comes to rest): false for a
  /// value only of what the scene shows around the drag, such as a coach mark, which the
  /// release map then ignores.
  public let affectsRelease: Bool

  /// A parameter; without a `group`, the one its id implies (`ParameterGroup.implied(byID:)`:
  /// the release rule's parameters in `release`, any other in `scene`); without an `effect`,
  /// the one its id implies (`ParameterEffect.implied(byID:)`).
  public init(
    id: String, title: String, unit: String = "", kind: ParameterKind,
    seedDefault: ParameterValue, summary: String, group: ParameterGroup? = nil,
    effect: ParameterEffect? = nil, affectsRelease: Bool = true
  ) {
    self.id = id
    self.title = title
    self.unit = unit
    self.kind = kind
    self.seedDefault = seedDefault
    self.summary = summary
    self.group = group ?? ParameterGroup.implied(byID: id)
    self.effect = effect ?? ParameterEffect.implied(byID: id)
    self.affectsRelease = affectsRelease
  }

  /// The allowed values, for messages: `[0.05, 5]`, `one of a, b`, `on or off`.
  public var allowedDescription: String {
    switch kind {
    case .number(let range, _):
      "[\(formatNumber(range.lowerBound)), \(formatNumber(range.upperBound))]"
        + (unit.isEmpty ? "" : " \(unit)")
    case .choice(let options): "one of " + options.joined(separator: ", ")
    case .toggle: "on or off"
    }
  }

  /// The allowed values as the object of "must be": `a number in [0.05, 5] s`, `one of a, b`.
  var allowedPhrase: String {
    if case .number = kind { return "a number in " + allowedDescription }
    return allowedDescription
  }

  /// Checks a value against the kind; returns it (a number as given) or throws.
  public func validate(_ value: ParameterValue) throws(ParameterError) -> ParameterValue {
    switch (kind, value) {
    case (.number(let range, _), .number(let number)):
      guard number.isFinite else { throw .notFinite(id) }
      guard range.contains(number) else {
        throw .outOfRange(id, formatNumber(number), allowed: allowedDescription)
      }
      return value
    case (.choice(let options), .choice(let name)):
      guard options.contains(name) else {
        throw .invalid(id, name, allowed: allowedDescription)
      }
      return value
    case (.toggle, .toggle):
      return value
    default:
      throw .invalid(id, value.description, allowed: allowedPhrase)
    }
  }

  /// Reads a value from text, as given to `--set name=value` or typed into the panel.
  public func parse(_ text: String) throws(ParameterError) -> ParameterValue {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    switch kind {
    case .number:
      let lowered = trimmed.lowercased()
      if ["nan", "+nan", "-nan", "inf", "+inf", "-inf", "infinity", "-infinity"].contains(lowered) {
        throw .notFinite(id)
      }
      guard let number = Double(trimmed) else {
        throw .invalid(id, text, allowed: allowedPhrase)
      }
      return try validate(.number(number))
    case .choice:
      return try validate(.choice(trimmed))
    case .toggle:
      switch trimmed.lowercased() {
      case "on", "true", "yes", "1": return .toggle(true)
      case "off", "false", "no", "0": return .toggle(false)
      default: throw .invalid(id, text, allowed: allowedDescription)
      }
    }
  }
}

/// A problem with a parameter name or value; the description is one line that names the
/// input and what is allowed.
public enum ParameterError: Error, Equatable, CustomStringConvertible {
  case unknown(String, scene: String, known: [String])
  case outOfRange(String, String, allowed: String)
  case notFinite(String)
  case invalid(String, String, allowed: String)
  case malformed(String)
  case repeated(String, String, String)

  public var description: String {
    switch self {
    case .unknown(let name, let scene, let known):
      "unknown parameter '\(name)' for scene \(scene); known: \(known.joined(separator: ", "))"
    case .outOfRange(let name, let value, let allowed):
      "\(name) must be in \(allowed), got \(value)"
    case .notFinite(let name):
      "\(name) must be a finite number"
    case .invalid(let name, let value, let allowed):
      "\(name) must be \(allowed), got '\(value)'"
    case .malformed(let text):
      "expected NAME=VALUE, got '\(text)'"
    case .repeated(let name, let first, let second):
      "\(name) is given twice ('\(first)' and '\(second)'); set each parameter once"
    }
  }
}

/// A number printed short: up to 6 decimals, no trailing zeros, and with an exponent from 10¹⁵
/// on (`1e+308`).
public func formatNumber(_ value: Double) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  // Past 10¹⁵ fixed notation would write every digit of the number.
  if abs(value) >= 1e15 { return "\(value)" }
  var text = String(format: "%.6f", value)
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text == "-0" ? "0" : text
}
