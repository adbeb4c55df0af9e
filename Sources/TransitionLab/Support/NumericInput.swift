import Foundation

/// The values a numeric command-line input accepts. NaN and infinities are never accepted.
enum AllowedRange: Equatable {
  /// Any finite number.
  case finite
  /// Finite and greater than 0.
  case positive
  /// Finite and at least 0.
  case nonNegative
  /// From `lower` to `upper`, both included.
  case closed(Double, Double)
  /// Greater than `lower`, less than `upper`.
  case open(Double, Double)
  /// Greater than `lower`, up to `upper` included.
  case openClosed(Double, Double)

  func contains(_ value: Double) -> Bool {
    guard value.isFinite else { return false }
    switch self {
    case .finite: return true
    case .positive: return value > 0
    case .nonNegative: return value >= 0
    case .closed(let lower, let upper): return lower <= value && value <= upper
    case .open(let lower, let upper): return lower < value && value < upper
    case .openClosed(let lower, let upper): return lower < value && value <= upper
    }
  }

  /// What the range accepts, in the words of an error message: "a number in [0, 1]".
  var phrase: String {
    switch self {
    case .finite: return "a finite number"
    case .positive: return "a finite number > 0"
    case .nonNegative: return "a finite number >= 0"
    case .closed(let lower, let upper):
      return "a number in [\(lower.shortText), \(upper.shortText)]"
    case .open(let lower, let upper):
      return "a number in (\(lower.shortText), \(upper.shortText))"
    case .openClosed(let lower, let upper):
      return "a number in (\(lower.shortText), \(upper.shortText)]"
    }
  }
}

/// Reads the numbers a user types on the command line, with one-line errors that name the
/// input and its allowed range.
enum NumericInput {
  /// The number in `text`, which must lie in `range`.
  ///
  /// - Parameter name: how the error message names the input, e.g. `x1` or `--stiffness`.
  /// - Throws: `UsageError` when `text` is not a number or is outside `range`.
  static func number(_ text: String, name: String, in range: AllowedRange) throws -> Double {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let value = Double(trimmed), range.contains(value) else {
      throw UsageError("\(name) must be \(range.phrase), got \(quotedIfEmpty(trimmed))")
    }
    return value
  }

  /// The whole number in `text`, which must lie in `range`.
  static func integer(_ text: String, name: String, in range: ClosedRange<Int>) throws -> Int {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let value = Int(trimmed), range.contains(value) else {
      throw UsageError(
        "\(name) must be a whole number in [\(range.lowerBound), \(range.upperBound)], "
          + "got \(quotedIfEmpty(trimmed))")
    }
    return value
  }

  /// The comma-separated numbers in `text`, each in `range`.
  static func list(_ text: String, name: String, in range: AllowedRange) throws -> [Double] {
    let items = text.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    guard !items.contains(where: \.isEmpty) else {
      throw UsageError(
        "\(name) must be comma-separated values, each \(range.phrase), got \(quoted(text))")
    }
    return try items.map { item in
      guard let value = Double(item), range.contains(value) else {
        throw UsageError("\(name) values must each be \(range.phrase), got \(item)")
      }
      return value
    }
  }

  private static func quoted(_ text: String) -> String { "'\(text)'" }

  private static func quotedIfEmpty(_ text: String) -> String {
    text.isEmpty ? quoted(text) : text
  }
}

extension Double {
  /// The shortest text that reads back as this number, without a trailing `.0`: `0.25`, `1`,
  /// `1e-05`.
  var shortText: String {
    if self == rounded(), abs(self) < 1e15 {
      return String(Int64(self))
    }
    return description
  }
}
