import CairoRenderer
import MotionExport

/// The figures (`CurvePlotData`: 8,000 fine samples and the line's) of the last few curves
/// the inspector showed, by the timing and duration that make them. The plot, the seed's
/// curve behind it and each lane of the preview strip ask for theirs on every change of the
/// values shown, of the mode (compare mode and back) and of the edited device, mostly for
/// curves they already had: those are sampled once, not again each time.
@MainActor
final class PlottedCurves {
  /// Curves kept: the plot's, the seed's and four compared devices', with room to spare.
  static let capacity = 8

  /// What a curve is made of (`CurvePlotView.curve(_:)` reads nothing else of a spec).
  struct Key: Equatable {
    var timing: MotionSpec.Timing
    var duration: Double

    init(_ spec: MotionSpec) {
      timing = spec.timing
      duration = spec.duration
    }
  }

  /// Most recently asked for last.
  private var entries: [(key: Key, data: CurvePlotData)] = []
  /// How many curves were sampled (asked for and not kept).
  private(set) var sampled = 0

  /// The figures of `spec`'s curve, sampled now unless they are kept.
  func data(for spec: MotionSpec) -> CurvePlotData {
    let key = Key(spec)
    if let index = entries.firstIndex(where: { $0.key == key }) {
      let entry = entries.remove(at: index)
      entries.append(entry)
      return entry.data
    }
    let data = CurvePlotData(curve: CurvePlotView.curve(spec))
    sampled += 1
    entries.append((key, data))
    if entries.count > Self.capacity { entries.removeFirst() }
    return data
  }
}
