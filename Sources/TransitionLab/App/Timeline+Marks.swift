extension Timeline {
  /// About how wide one character of a mark's label is, in pixels (the dim caption font).
  static let markCharacterWidthPixels = 7.0
  /// The least room kept between two marks' labels, in pixels.
  static let markLabelGapPixels = 8.0

  /// The marks as the slider labels them: every tick kept, and a label that would run into the
  /// one before it on a slider `widthPixels` wide joined to that one ("release · end" under the
  /// release), so that close marks never print over each other.
  static func labelledMarks(_ marks: [(Int, String)], lastFrame: Int, widthPixels: Double)
    -> [(Int, String?)]
  {
    let span = Double(max(lastFrame, 1))
    let x = { (frame: Int) in Double(frame) / span * widthPixels }
    let width = { (word: String) in Double(word.count) * markCharacterWidthPixels }
    var result: [(Int, String?)] = []
    var anchor: (index: Int, x: Double, word: String)?
    for (frame, word) in marks.sorted(by: { $0.0 < $1.0 }) {
      if let last = anchor,
        x(frame) - last.x < (width(last.word) + width(word)) / 2 + markLabelGapPixels
      {
        let joined = last.word + " · " + word
        result[last.index].1 = joined
        anchor = (last.index, last.x, joined)
        result.append((frame, nil))
      } else {
        anchor = (result.count, x(frame), word)
        result.append((frame, word))
      }
    }
    return result
  }
}
