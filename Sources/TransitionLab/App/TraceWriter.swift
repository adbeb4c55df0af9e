import Foundation
import Scenes

/// Writes trace lines to a file, one JSON object per line, each flushed as it is written so
/// a reader following the file sees lines as they happen.
///
/// The line is encoded on the caller's thread; writing and flushing it (a system call that can
/// wait on the disk) happen in order on a queue of their own, off the frame path.
final class TraceWriter: @unchecked Sendable {
  // The file is touched only on `queue`, and by `deinit` after it drained.
  private let file: UnsafeMutablePointer<FILE>
  private let queue = DispatchQueue(label: "io.github.transitionlab.trace", qos: .utility)

  /// Opens (truncates, or with `appending` adds to) `path` for writing.
  ///
  /// - Throws: `UsageError` naming the file and the reason.
  init(path: String, appending: Bool = false) throws {
    guard let file = fopen(path, appending ? "a" : "w") else {
      throw UsageError("--trace: cannot write to \(path) (\(String(cString: strerror(errno))))")
    }
    self.file = file
  }

  deinit {
    queue.sync {}
    fclose(file)
  }

  /// Writes one line and flushes it, in the order of the calls.
  func write(_ line: JSONValue) {
    let text = line.encoded + "\n"
    // The file, not the writer: the writer's last release must not happen on its own queue,
    // whose drain in `deinit` would then wait on itself.
    nonisolated(unsafe) let file = file
    queue.async {
      fputs(text, file)
      fflush(file)
    }
  }

  /// Waits until every line written so far is in the file.
  func drain() {
    queue.sync {}
  }
}
