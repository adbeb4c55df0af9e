/// Maps a line and column of a bridged file back to the person's file, so the compiler's
/// diagnostics point at the lines the person wrote.
///
/// Lines are 1-based; columns are 1-based UTF-8 byte offsets within the line, as the Swift
/// compiler counts them.
public struct SourceMap: Sendable {
  /// A stretch of the output and where it came from: verbatim text maps byte for byte; a
  /// replacement maps every byte to one place in the original.
  struct Segment: Sendable {
    var outputStart: Int
    var length: Int
    var originalStart: Int
    var isVerbatim: Bool
  }

  private let segments: [Segment]
  private let originalLineStarts: [Int]
  private let outputLineStarts: [Int]
  private let originalLength: Int

  init(original: [UInt8], output: [UInt8], segments: [Segment]) {
    self.segments = segments
    originalLineStarts = Self.lineStarts(original)
    outputLineStarts = Self.lineStarts(output)
    originalLength = original.count
  }

  private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == 10 { starts.append(index + 1) }
    return starts
  }

  /// The person's line and column for a line and column of the bridged text.
  public func original(line: Int, column: Int) -> (line: Int, column: Int) {
    guard line >= 1, line <= outputLineStarts.count else { return (line, column) }
    let offset = outputLineStarts[line - 1] + max(column - 1, 0)
    let mapped = originalOffset(forOutput: offset)
    var low = 0
    var high = originalLineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if originalLineStarts[middle] <= mapped { low = middle } else { high = middle - 1 }
    }
    return (low + 1, mapped - originalLineStarts[low] + 1)
  }

  private func originalOffset(forOutput offset: Int) -> Int {
    var low = 0
    var high = segments.count - 1
    guard high >= 0 else { return min(offset, originalLength) }
    while low < high {
      let middle = (low + high + 1) / 2
      if segments[middle].outputStart <= offset { low = middle } else { high = middle - 1 }
    }
    let segment = segments[low]
    guard segment.isVerbatim else { return segment.originalStart }
    return min(segment.originalStart + max(offset - segment.outputStart, 0), originalLength)
  }
}
