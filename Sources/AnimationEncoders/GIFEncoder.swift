import CairoRenderer

/// Writes an animated GIF (GIF89a) that loops forever (the NETSCAPE2.0 application
/// extension).
///
/// Each frame after the first carries only the rectangle that changed since the one before,
/// with the pixels that did not change inside it left transparent (disposal "do not
/// dispose"), so what stays still stays exactly as it was drawn. Each frame has its own colour
/// table: the rectangle's colours themselves when there are at most 255, otherwise 255 found
/// by median cut (`ColorQuantizer`); a screen of flat UI colours keeps its colours exactly and
/// only gradients and soft shadows are rounded. Delays are whole centiseconds, distributed so
/// the running total stays the nearest to the exact one (`centiseconds(for:)`); a frame
/// shorter than 2 centiseconds is shown far longer by browsers, so callers keep to 50 frames a
/// second or fewer. Format: https://www.w3.org/Graphics/GIF/spec-gif89a.txt
public enum GIFEncoder {
  /// The fastest frame rate whose every frame browsers show for its own delay, in frames per
  /// second: shorter delays than 2 centiseconds are raised to 10.
  public static let maximumFramesPerSecond = 50

  /// The file's bytes for `frames`, which must all have the first frame's size.
  ///
  /// - Throws: `AnimationEncodingError` when there are no frames, they differ in size, or are
  ///   larger than GIF's 65535 pixels a side.
  public static func encode(_ frames: [AnimationFrame]) throws -> [UInt8] {
    guard let first = frames.first else { throw AnimationEncodingError("no frames") }
    let width = first.image.width
    let height = first.image.height
    guard width > 0, height > 0 else { throw AnimationEncodingError("the frames are empty") }
    guard width <= 0xFFFF, height <= 0xFFFF else {
      throw AnimationEncodingError("a GIF is at most 65535 pixels on a side")
    }
    for frame in frames where frame.image.width != width || frame.image.height != height {
      throw AnimationEncodingError("the frames differ in size")
    }
    var out = Array("GIF89a".utf8)
    appendLittle16(width, to: &out)
    appendLittle16(height, to: &out)
    out += [0, 0, 0]  // no global colour table, background 0, square pixels
    out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]  // loop forever
    let delays = centiseconds(for: frames)
    var previous: RenderedImage?
    for (index, frame) in frames.enumerated() {
      let region =
        previous.map { ChangedRegion(frame.image, since: $0) } ?? ChangedRegion(all: frame.image)
      let indexed = frame.image.withStraightRGBA(region) { now in
        let before = previous?.withStraightRGBA(region) { Array($0) }
        return ColorQuantizer.indexed(now, keeping: before)
      }
      appendFrame(indexed, region: region, delay: delays[index], to: &out)
      previous = frame.image
    }
    out.append(0x3B)
    return out
  }

  /// Writes `frames` to `path` atomically.
  public static func write(_ frames: [AnimationFrame], to path: String) throws {
    try AtomicFile.write(encode(frames), to: path)
  }

  /// Each frame's delay in whole centiseconds: frame k shows from the rounded start of its
  /// exact time to the rounded start of the next, so the delays add up to the exact total
  /// rounded to a centisecond and no frame drifts by more than half of one.
  public static func centiseconds(for frames: [AnimationFrame]) -> [Int] {
    var elapsed = 0.0
    var shown = 0
    return frames.map { frame in
      elapsed += frame.delaySeconds
      let end = Int((elapsed * 100).rounded())
      defer { shown = end }
      return Swift.min(end - shown, 0xFFFF)
    }
  }

  private static func appendFrame(
    _ indexed: IndexedPixels, region: ChangedRegion, delay: Int, to out: inout [UInt8]
  ) {
    // Graphic control: disposal 1 (leave in place), and the transparent index when used.
    let transparent = indexed.transparentIndex
    out += [0x21, 0xF9, 4, UInt8(1 << 2 | (transparent == nil ? 0 : 1))]
    appendLittle16(delay, to: &out)
    out += [UInt8(transparent ?? 0), 0]
    out.append(0x2C)
    appendLittle16(region.x, to: &out)
    appendLittle16(region.y, to: &out)
    appendLittle16(region.width, to: &out)
    appendLittle16(region.height, to: &out)
    // The table's size is a power of two, at least 2 entries (at least 4 for LZW's codes).
    var bits = 1
    while 1 << bits < indexed.palette.count { bits += 1 }
    out.append(0x80 | UInt8(bits - 1))
    for entry in 0..<(1 << bits) {
      if entry < indexed.palette.count {
        let color = indexed.palette[entry]
        out += [color.red, color.green, color.blue]
      } else {
        out += [0, 0, 0]
      }
    }
    let minimumCodeSize = Swift.max(bits, 2)
    out.append(UInt8(minimumCodeSize))
    let data = GIFLZW.compress(indexed.indices, minimumCodeSize: minimumCodeSize)
    var start = 0
    while start < data.count {
      let end = Swift.min(start + 255, data.count)
      out.append(UInt8(end - start))
      out += data[start..<end]
      start = end
    }
    out.append(0)
  }

  private static func appendLittle16(_ value: Int, to out: inout [UInt8]) {
    out += [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)]
  }
}
