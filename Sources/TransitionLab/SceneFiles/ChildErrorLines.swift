import Foundation

/// A supervised child's standard error, read on a thread of its own and handed on line by line.
enum ChildErrorLines {
  /// A thread (not yet started) that reads `pipe` until the child closes it, passes each
  /// complete line to `line`, and then passes what followed the last newline (empty when the
  /// output ended on one) to `end`. With `echo`, each chunk is also written to this process's
  /// standard error as it comes.
  static func reader(
    of pipe: Pipe, echo: Bool, line: @escaping @Sendable (String) -> Void,
    end: @escaping @Sendable (String) -> Void
  ) -> Thread {
    Thread {
      let handle = pipe.fileHandleForReading
      var pending = Data()
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        if echo { FileHandle.standardError.write(chunk) }
        pending.append(chunk)
        while let newline = pending.firstIndex(of: 10) {
          line(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
          pending.removeSubrange(pending.startIndex...newline)
        }
      }
      end(String(decoding: pending, as: UTF8.self))
    }
  }
}
