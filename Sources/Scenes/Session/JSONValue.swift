import Foundation

/// A JSON value with object keys kept in the order given, for trace lines and summaries that
/// people and tests read.
public indirect enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.encoded == rhs.encoded }

  /// Compact JSON text. Numbers print short (up to 6 decimals); non-finite numbers as null.
  public var encoded: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return value.isFinite ? formatNumber(value) : "null"
    case .string(let value): return Self.quote(value)
    case .array(let items): return "[" + items.map(\.encoded).joined(separator: ",") + "]"
    case .object(let fields):
      return "{" + fields.map { Self.quote($0.0) + ":" + $0.1.encoded }.joined(separator: ",") + "}"
    }
  }

  private static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          out += String(format: "\\u%04x", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
