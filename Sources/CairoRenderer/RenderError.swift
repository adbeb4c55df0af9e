/// Why an image could not be rendered, read or written. Each case reads as a one-line message
/// that names the input and what was allowed.
public enum RenderError: Error, Equatable, CustomStringConvertible {
  /// A size that is not finite, not positive, or too large.
  case invalidSize(width: Double, height: Double, reason: String)
  /// A scale factor that is not a finite number above zero.
  case invalidScale(Double)
  /// The image would have more pixels on a side than cairo can hold.
  case imageTooLarge(pixelWidth: Int, pixelHeight: Int, limit: Int)
  /// Cairo could not create or draw a surface.
  case cairo(String)
  /// The file at `path` could not be written.
  case cannotWrite(path: String, reason: String)
  /// The file at `path` could not be read as a PNG image.
  case cannotRead(path: String, reason: String)

  public var description: String {
    switch self {
    case .invalidSize(let width, let height, let reason):
      return "invalid size \(formatted(width))x\(formatted(height)): \(reason)"
    case .invalidScale(let scale):
      return "invalid scale \(formatted(scale)): the scale must be a finite number above 0"
    case .imageTooLarge(let width, let height, let limit):
      return "image of \(width)x\(height) pixels is too large: at most \(limit) pixels on a side"
    case .cairo(let message):
      return "cairo error: \(message)"
    case .cannotWrite(let path, let reason):
      return "cannot write '\(path)': \(reason)"
    case .cannotRead(let path, let reason):
      return "cannot read '\(path)': \(reason)"
    }
  }
}

/// A number without a trailing ".0" when it is whole.
private func formatted(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
  return String(value)
}
