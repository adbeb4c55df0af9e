import CZlib
import CairoRenderer

/// Writes an animated PNG (APNG): a PNG whose default image is the first frame, followed by
/// the other frames in `fdAT` chunks, each after a frame control (`fcTL`) that gives its
/// place and its delay as a fraction of a second, so 1/30 s is kept exactly.
///
/// Frames after the first carry only the rectangle that changed since the one before
/// (`dispose_op` none, `blend_op` source), which keeps a transition over a still background
/// small. Pixels are 8-bit RGBA, each row filtered by the PNG filter that leaves the smallest
/// sum of residues (the heuristic libpng uses), compressed with the system's zlib. The
/// animation loops forever. Format: https://wiki.mozilla.org/APNG_Specification
public enum APNGEncoder {
  /// The zlib compression level, 0 (none) to 9 (smallest, slowest).
  static let compressionLevel: Int32 = 6

  /// The file's bytes for `frames`, which must all have the first frame's size.
  ///
  /// - Throws: `AnimationEncodingError` when there are no frames, they differ in size, or a
  ///   frame cannot be compressed.
  public static func encode(_ frames: [AnimationFrame]) throws -> [UInt8] {
    guard let first = frames.first else { throw AnimationEncodingError("no frames") }
    guard first.image.width > 0, first.image.height > 0 else {
      throw AnimationEncodingError("the frames are empty")
    }
    for frame in frames
    where frame.image.width != first.image.width || frame.image.height != first.image.height {
      throw AnimationEncodingError("the frames differ in size")
    }
    var out: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    var header = BigEndianBytes()
    header.append32(first.image.width)
    header.append32(first.image.height)
    // 8 bits per sample, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
    header.bytes += [8, 6, 0, 0, 0]
    appendChunk("IHDR", header.bytes, to: &out)
    var control = BigEndianBytes()
    control.append32(frames.count)
    control.append32(0)  // plays: forever
    appendChunk("acTL", control.bytes, to: &out)
    var sequence = 0
    var previous: RenderedImage?
    for frame in frames {
      let region =
        previous.map { ChangedRegion(frame.image, since: $0) } ?? ChangedRegion(all: frame.image)
      appendChunk("fcTL", frameControl(sequence, region, frame), to: &out)
      sequence += 1
      let data = try compressed(frame.image, region)
      if previous == nil {
        appendChunk("IDAT", data, to: &out)
      } else {
        var payload = BigEndianBytes()
        payload.append32(sequence)
        payload.bytes += data
        appendChunk("fdAT", payload.bytes, to: &out)
        sequence += 1
      }
      previous = frame.image
    }
    appendChunk("IEND", [], to: &out)
    return out
  }

  /// Writes `frames` to `path` atomically.
  public static func write(_ frames: [AnimationFrame], to path: String) throws {
    try AtomicFile.write(encode(frames), to: path)
  }

  /// The delay as a fraction the frame control can hold (16 bits each), reduced; a fraction
  /// too fine for 16 bits is given in ten-thousandths of a second.
  static func delayFraction(_ frame: AnimationFrame) -> (numerator: Int, denominator: Int) {
    var numerator = frame.delayNumerator
    var denominator = frame.delayDenominator
    let divisor = greatestCommonDivisor(numerator, denominator)
    if divisor > 1 {
      numerator /= divisor
      denominator /= divisor
    }
    if numerator <= 0xFFFF, denominator <= 0xFFFF { return (numerator, denominator) }
    let tenThousandths = Int((frame.delaySeconds * 10_000).rounded())
    return (Swift.min(tenThousandths, 0xFFFF), 10_000)
  }

  private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
    var (a, b) = (abs(a), abs(b))
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }

  private static func frameControl(
    _ sequence: Int, _ region: ChangedRegion, _ frame: AnimationFrame
  ) -> [UInt8] {
    var bytes = BigEndianBytes()
    bytes.append32(sequence)
    bytes.append32(region.width)
    bytes.append32(region.height)
    bytes.append32(region.x)
    bytes.append32(region.y)
    let delay = delayFraction(frame)
    bytes.append16(delay.numerator)
    bytes.append16(delay.denominator)
    bytes.bytes += [0, 0]  // dispose_op none, blend_op source
    return bytes.bytes
  }

  /// `region` of `image`, filtered row by row and deflated.
  private static func compressed(_ image: RenderedImage, _ region: ChangedRegion)
    throws -> [UInt8]
  {
    let filtered = image.withStraightRGBA(region) { PNGFilter.filter($0, width: region.width) }
    var length = compressBound(uLong(filtered.count))
    var out = [UInt8](repeating: 0, count: Int(length))
    let status = out.withUnsafeMutableBufferPointer { target in
      filtered.withUnsafeBufferPointer { source in
        compress2(
          target.baseAddress, &length, source.baseAddress, uLong(source.count), compressionLevel)
      }
    }
    guard status == Z_OK else { throw AnimationEncodingError("zlib failed (\(status))") }
    out.removeSubrange(Int(length)...)
    return out
  }

  /// Appends a chunk: its length, type, data and the CRC-32 of type and data.
  static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
    var length = BigEndianBytes()
    length.append32(data.count)
    out += length.bytes
    let typed = Array(type.utf8) + data
    out += typed
    let crc = typed.withUnsafeBufferPointer {
      crc32(crc32(0, nil, 0), $0.baseAddress, uInt($0.count))
    }
    var sum = BigEndianBytes()
    sum.append32(Int(crc))
    out += sum.bytes
  }
}

/// Bytes in network order, as PNG's chunks hold their numbers.
struct BigEndianBytes {
  var bytes: [UInt8] = []

  mutating func append32(_ value: Int) {
    let word = UInt32(truncatingIfNeeded: value)
    bytes += [
      UInt8(word >> 24), UInt8((word >> 16) & 0xFF), UInt8((word >> 8) & 0xFF), UInt8(word & 0xFF),
    ]
  }

  mutating func append16(_ value: Int) {
    let half = UInt16(truncatingIfNeeded: value)
    bytes += [UInt8(half >> 8), UInt8(half & 0xFF)]
  }
}
