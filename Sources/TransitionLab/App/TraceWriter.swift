import Foundation
import Scenes

/// Writes trace lines to a file, one JSON object per line, each flushed as it is written so
/// a reader following the file sees lines as they happen.
final class TraceWriter {
  private let file: UnsafeMutablePointer<FILE>

  /// Opens (truncates) `path` for writing.
  ///
  /// - Throws: `UsageError` naming the file and the reason.
  init(path: String) throws {
    guard let file = fopen(path, "w") else {
      throw UsageError("--trace: cannot write to \(path) (\(String(cString: strerror(errno))))")
    }
    self.file = file
  }

  deinit {
    fclose(file)
  }

  /// Writes one line and flushes it.
  func write(_ line: JSONValue) {
    fputs(line.encoded + "\n", file)
    fflush(file)
  }
}
