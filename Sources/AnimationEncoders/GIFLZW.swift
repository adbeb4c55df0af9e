import CairoRenderer

/// GIF's variable-length LZW compression of colour indices: codes from `minimumCodeSize + 1`
/// bits up to 12, packed least significant bit first, with a clear code when the table fills
/// and an end code at the end. The table is an open-addressed hash of (prefix code, index)
/// pairs, as the classic `compress` keeps it.
enum GIFLZW {
  static let maximumCodeBits = 12
  /// Slots in the hash table: a prime above the 4096 codes, so probing visits every slot.
  static let hashSlots = 5003

  static func compress(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
    let clearCode = 1 << minimumCodeSize
    let endCode = clearCode + 1
    var writer = BitWriter()
    var codeBits = minimumCodeSize + 1
    var nextCode = endCode + 1
    var keys = [Int32](repeating: -1, count: hashSlots)
    var codes = [Int32](repeating: 0, count: hashSlots)
    writer.write(clearCode, bits: codeBits)
    guard var prefix = indices.first.map(Int.init) else {
      writer.write(endCode, bits: codeBits)
      return writer.finish()
    }
    keys.withUnsafeMutableBufferPointer { keys in
      codes.withUnsafeMutableBufferPointer { codes in
        for position in 1..<indices.count {
          let symbol = Int(indices[position])
          let key = Int32(symbol << 12 | prefix)
          var slot = (symbol << 4 ^ prefix) % hashSlots
          var found = false
          while keys[slot] >= 0 {
            if keys[slot] == key {
              prefix = Int(codes[slot])
              found = true
              break
            }
            slot = slot == 0 ? hashSlots - 1 : slot - 1
          }
          if found { continue }
          writer.write(prefix, bits: codeBits)
          prefix = symbol
          if nextCode < 1 << maximumCodeBits {
            keys[slot] = key
            codes[slot] = Int32(nextCode)
            // The decoder widens its codes when its next code reaches the width's limit,
            // one code behind the encoder.
            if nextCode == 1 << codeBits, codeBits < maximumCodeBits { codeBits += 1 }
            nextCode += 1
          } else {
            writer.write(clearCode, bits: codeBits)
            for index in 0..<hashSlots { keys[index] = -1 }
            codeBits = minimumCodeSize + 1
            nextCode = endCode + 1
          }
        }
      }
    }
    writer.write(prefix, bits: codeBits)
    writer.write(endCode, bits: codeBits)
    return writer.finish()
  }
}

/// Packs codes into bytes least significant bit first.
struct BitWriter {
  private(set) var bytes: [UInt8] = []
  private var pending: UInt32 = 0
  private var pendingBits = 0

  mutating func write(_ code: Int, bits: Int) {
    pending |= UInt32(code) << UInt32(pendingBits)
    pendingBits += bits
    while pendingBits >= 8 {
      bytes.append(UInt8(pending & 0xFF))
      pending >>= 8
      pendingBits -= 8
    }
  }

  mutating func finish() -> [UInt8] {
    if pendingBits > 0 { bytes.append(UInt8(pending & 0xFF)) }
    pending = 0
    pendingBits = 0
    return bytes
  }
}
