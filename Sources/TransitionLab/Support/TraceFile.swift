import Foundation
import Scenes

/// A file of JSON lines, opened at once so a bad path is reported before anything runs.
final class TraceFile {
  let path: String
  private let handle: FileHandle
  private var buffer = Data()

  init(path: String) throws {
    self.path = path
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else {
      throw UsageError("--trace: cannot write to \(path)")
    }
    self.handle = handle
  }

  /// Adds one line.
  func write(_ line: JSONValue) {
    buffer.append(contentsOf: Array((line.encoded + "\n").utf8))
    if buffer.count > 64 * 1024 { flush() }
  }

  func flush() {
    guard !buffer.isEmpty else { return }
    handle.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  func close() throws {
    flush()
    try handle.close()
  }
}

extension JSONValue {
  /// A trace line with its time counted from `origin` (see `SceneSession.scriptOrigin`).
  func countingTime(from origin: Double) -> JSONValue {
    guard origin != 0, case .object(let fields) = self else { return self }
    return .object(
      fields.map { field in
        guard field.0 == "t", case .number(let t) = field.1 else { return field }
        return ("t", .number(t - origin))
      })
  }
}
