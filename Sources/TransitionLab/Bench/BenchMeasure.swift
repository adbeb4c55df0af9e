import Foundation

/// Reads the monotonic clock: `bench` is the one place in the program that measures time.
enum Stopwatch {
  /// Nanoseconds on the monotonic clock (CLOCK_MONOTONIC), from an arbitrary origin.
  static func now() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }

  /// Nanoseconds from `start` to `end`, as a Double in the unit given by `per`
  /// (1_000_000 for milliseconds, 1_000 for microseconds).
  static func elapsed(_ start: UInt64, _ end: UInt64, per unit: Double) -> Double {
    Double(end &- start) / unit
  }
}

/// Percentiles of a set of measurements, by the nearest-rank method.
struct Percentiles {
  let count: Int
  let p50: Double
  let p95: Double
  let p99: Double
  let max: Double

  init(_ samples: [Double]) {
    let sorted = samples.sorted()
    count = sorted.count
    func rank(_ fraction: Double) -> Double {
      guard !sorted.isEmpty else { return 0 }
      let index = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
      return sorted[Swift.min(Swift.max(index, 0), sorted.count - 1)]
    }
    p50 = rank(0.50)
    p95 = rank(0.95)
    p99 = rank(0.99)
    max = sorted.last ?? 0
  }
}

/// The process's memory as the kernel reports it in `/proc/self/status`.
enum ProcessMemory {
  /// Resident set size now, in KiB (`VmRSS`).
  static func residentKiB() -> Int { field("VmRSS") }

  /// The largest resident set size so far, in KiB (`VmHWM`, the high-water mark).
  static func peakResidentKiB() -> Int { field("VmHWM") }

  private static func field(_ name: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
      let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
      return Int(digits) ?? 0
    }
    return 0
  }
}

/// Whether this executable was built for debugging (figures from it mean little).
var isDebugBuild: Bool {
  #if DEBUG
    return true
  #else
    return false
  #endif
}
