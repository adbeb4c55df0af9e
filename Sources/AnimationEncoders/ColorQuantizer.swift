import CairoRenderer

/// Pixels as indices into a palette of at most 256 colours, as a GIF frame holds them.
struct IndexedPixels {
  var palette: [RGBA8]
  var indices: [UInt8]
  /// The entry that shows nothing (what was there stays), if any pixel uses it; the last.
  var transparentIndex: Int?
}

/// Turns RGBA pixels into a palette and indices.
///
/// A picture with few colours (a screen of flat UI colours) keeps every colour exactly.
/// Otherwise the colours are split by median cut (Heckbert, "Color image quantization for
/// frame buffer display", 1982): the box of colours with the widest spread along one channel
/// is cut at the median of its pixels along that channel, until there are as many boxes as
/// palette entries; each box's colour is the mean of its pixels. No dithering: a UI's flat
/// fills stay flat, and a frame never shimmers where the one before did not.
enum ColorQuantizer {
  /// `pixels` (straight RGBA bytes) as indices. With `previous` (the same pixels in the frame
  /// before), a pixel that has not changed becomes transparent, so the frame before shows
  /// through; a pixel with no alpha always does.
  static func indexed(_ pixels: UnsafeBufferPointer<UInt8>, keeping previous: [UInt8]?)
    -> IndexedPixels
  {
    let count = pixels.count / 4
    /// The colour key of each pixel (0xRRGGBB), or -1 for one that shows through.
    var keys = [Int32](repeating: -1, count: count)
    var histogram: [Int32: Int] = [:]
    for pixel in 0..<count {
      let offset = pixel * 4
      if pixels[offset + 3] == 0 { continue }
      if let previous, previous[offset] == pixels[offset],
        previous[offset + 1] == pixels[offset + 1], previous[offset + 2] == pixels[offset + 2],
        previous[offset + 3] == pixels[offset + 3]
      {
        continue
      }
      let key =
        Int32(pixels[offset]) << 16 | Int32(pixels[offset + 1]) << 8 | Int32(pixels[offset + 2])
      keys[pixel] = key
      histogram[key, default: 0] += 1
    }
    let showsThrough = histogram.values.reduce(0, +) < count
    let capacity = showsThrough ? 255 : 256
    let (palette, entryOf) = paletteOf(histogram, capacity: capacity)
    let transparent = showsThrough ? palette.count : nil
    let indices = keys.map { key in
      key < 0 ? UInt8(transparent ?? 0) : UInt8(entryOf[key] ?? 0)
    }
    var colors = palette
    if showsThrough { colors.append(RGBA8(red: 0, green: 0, blue: 0, alpha: 0)) }
    if colors.isEmpty { colors.append(RGBA8(red: 0, green: 0, blue: 0)) }
    return IndexedPixels(palette: colors, indices: indices, transparentIndex: transparent)
  }

  /// At most `capacity` colours for the colours of `histogram` (key to pixel count), and the
  /// entry each colour maps to.
  static func paletteOf(_ histogram: [Int32: Int], capacity: Int) -> ([RGBA8], [Int32: Int]) {
    var colors = histogram.map { (key: $0.key, count: $0.value) }.sorted { $0.key < $1.key }
    if colors.count <= capacity {
      var entryOf: [Int32: Int] = [:]
      for (index, color) in colors.enumerated() { entryOf[color.key] = index }
      return (colors.map { rgba($0.key) }, entryOf)
    }
    var boxes = [0..<colors.count]
    while boxes.count < capacity {
      // The box with the widest spread along a channel; a box of one colour cannot be cut.
      var best: (box: Int, channel: Int, spread: Int32)?
      for (index, box) in boxes.enumerated() where box.count > 1 {
        let (channel, spread) = widest(colors[box])
        if spread > (best?.spread ?? 0) { best = (index, channel, spread) }
      }
      guard let best else { break }
      let box = boxes[best.box]
      let shift = Int32(16 - 8 * best.channel)
      colors[box].sort { ($0.key >> shift) & 0xFF < ($1.key >> shift) & 0xFF }
      let total = colors[box].reduce(0) { $0 + $1.count }
      var running = 0
      var cut = box.lowerBound + 1
      for index in box {
        running += colors[index].count
        if running * 2 >= total {
          cut = Swift.min(Swift.max(index + 1, box.lowerBound + 1), box.upperBound - 1)
          break
        }
      }
      boxes[best.box] = box.lowerBound..<cut
      boxes.append(cut..<box.upperBound)
    }
    var palette: [RGBA8] = []
    var entryOf: [Int32: Int] = [:]
    for (index, box) in boxes.enumerated() {
      var sums = (0, 0, 0, 0)
      for color in colors[box] {
        sums.0 += Int(color.key >> 16 & 0xFF) * color.count
        sums.1 += Int(color.key >> 8 & 0xFF) * color.count
        sums.2 += Int(color.key & 0xFF) * color.count
        sums.3 += color.count
        entryOf[color.key] = index
      }
      let pixels = Swift.max(sums.3, 1)
      palette.append(
        RGBA8(
          red: UInt8((sums.0 + pixels / 2) / pixels), green: UInt8((sums.1 + pixels / 2) / pixels),
          blue: UInt8((sums.2 + pixels / 2) / pixels)))
    }
    return (palette, entryOf)
  }

  /// The channel (0 red, 1 green, 2 blue) along which `colors` spread the most, and by how
  /// much.
  private static func widest(_ colors: ArraySlice<(key: Int32, count: Int)>) -> (Int, Int32) {
    var low: [Int32] = [255, 255, 255]
    var high: [Int32] = [0, 0, 0]
    for color in colors {
      for channel in 0..<3 {
        let value = (color.key >> Int32(16 - 8 * channel)) & 0xFF
        low[channel] = Swift.min(low[channel], value)
        high[channel] = Swift.max(high[channel], value)
      }
    }
    let spreads = (0..<3).map { high[$0] - low[$0] }
    let channel = spreads.indices.max { spreads[$0] < spreads[$1] } ?? 0
    return (channel, spreads[channel])
  }

  private static func rgba(_ key: Int32) -> RGBA8 {
    RGBA8(
      red: UInt8(key >> 16 & 0xFF), green: UInt8(key >> 8 & 0xFF), blue: UInt8(key & 0xFF))
  }
}
