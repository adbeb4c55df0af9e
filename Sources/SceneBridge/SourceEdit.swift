/// One change the bridge makes to a scene file: the UTF-8 byte range `start..<end` of the
/// original text becomes `replacement`.
public struct SourceEdit: Equatable, Sendable {
  /// Where the replaced text starts and ends in the original file, in UTF-8 bytes.
  public var start: Int
  public var end: Int
  public var replacement: String
  /// Where a diagnostic inside the replacement points in the original file, in UTF-8 bytes:
  /// the replaced range's start unless told (text added at the end of a file points at the
  /// declaration it was made for).
  public var anchor: Int?
  /// Where the replacement's text was in the original, in UTF-8 bytes, when it is the
  /// person's own text moved (an override moved into its class): diagnostics in it then
  /// point at their own lines.
  public var movedFrom: Int?
  /// What the change is, in one line for the person (`#selector(close) → Selector(…)`).
  public var reason: String

  public init(
    start: Int, end: Int, replacement: String, anchor: Int? = nil, movedFrom: Int? = nil,
    reason: String
  ) {
    self.start = start
    self.end = end
    self.replacement = replacement
    self.anchor = anchor
    self.movedFrom = movedFrom
    self.reason = reason
  }
}

/// A file's text with its edits applied, and the way back from a place in it to the person's
/// own line and column.
public struct BridgedFile: Sendable {
  /// The file's path, as the compiler is told it.
  public var path: String
  /// The person's text.
  public var original: String
  /// The text the compiler reads.
  public var text: String
  /// The edits made, in order of position.
  public var edits: [SourceEdit]
  public var map: SourceMap

  /// Whether the bridge changed anything.
  public var isChanged: Bool { !edits.isEmpty }

  /// Applies `edits` to `original`; an edit that overlaps one before it is left out.
  public init(path: String, original: String, edits: [SourceEdit]) {
    self.path = path
    self.original = original
    let bytes = Array(original.utf8)
    var kept: [SourceEdit] = []
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 256)
    var segments: [SourceMap.Segment] = []
    var cursor = 0
    for edit in edits.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
      guard edit.start >= cursor, edit.end >= edit.start, edit.end <= bytes.count else {
        continue
      }
      if edit.start > cursor {
        segments.append(
          SourceMap.Segment(
            outputStart: output.count, length: edit.start - cursor, originalStart: cursor,
            isVerbatim: true))
        output.append(contentsOf: bytes[cursor..<edit.start])
      }
      let replacement = Array(edit.replacement.utf8)
      segments.append(
        SourceMap.Segment(
          outputStart: output.count, length: replacement.count,
          originalStart: edit.movedFrom ?? edit.anchor ?? edit.start,
          isVerbatim: edit.movedFrom != nil))
      output.append(contentsOf: replacement)
      cursor = edit.end
      kept.append(edit)
    }
    if cursor < bytes.count {
      segments.append(
        SourceMap.Segment(
          outputStart: output.count, length: bytes.count - cursor, originalStart: cursor,
          isVerbatim: true))
      output.append(contentsOf: bytes[cursor...])
    }
    self.edits = kept
    text = String(decoding: output, as: UTF8.self)
    map = SourceMap(original: bytes, output: output, segments: segments)
  }
}
