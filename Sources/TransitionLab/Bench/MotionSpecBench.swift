import Foundation
import MotionExport
import Scenes
import TransitionKit

/// What the window's motion cache (`SceneMotionCache`) pays for a new set of values, for each
/// scene: its motion asked as `transition-lab export` asks it (a session of the scene
/// presented to be asked), and its declared part (the scene built with the values and asked,
/// neither laid out nor presented), which is what the cache builds on the frame of a change.
@MainActor
enum MotionSpecBench {
  struct Row {
    let scene: String
    /// A session presented and asked, in milliseconds.
    let presented: Percentiles
    /// The declared part, in milliseconds.
    let declared: Percentiles
  }

  static func run(_ descriptors: [SceneDescriptor], builds: Int = 20) -> [Row] {
    descriptors.map { descriptor in
      var presented: [Double] = []
      var declared: [Double] = []
      for index in 0..<builds {
        let values = descriptor.makeParameters()
        // A new value each time, as a slider's step gives.
        if let spec = values.specs.first(where: { $0.id == ParameterID.duration }),
          case .number(let range, let step) = spec.kind
        {
          let value = range.lowerBound + step * Double(index % 10 + 1)
          try? values.set(spec.id, .number(Swift.min(value, range.upperBound)))
        }
        var start = Stopwatch.now()
        _ = SceneExport.spec(of: descriptor, values: values)
        presented.append(Stopwatch.elapsed(start, Stopwatch.now(), per: 1e6))
        start = Stopwatch.now()
        _ = SceneMotionCache.declared(descriptor, SceneExport.copy(values, descriptor))
        declared.append(Stopwatch.elapsed(start, Stopwatch.now(), per: 1e6))
      }
      return Row(
        scene: descriptor.id, presented: Percentiles(presented), declared: Percentiles(declared))
    }
  }

  static func lines(_ rows: [Row]) -> [String] {
    ["motion spec per new set of values (ms, p50 / max): presented session, declared part"]
      + rows.map { row in
        "  \(row.scene): \(format(row.presented.p50)) / \(format(row.presented.max)), "
          + "\(format(row.declared.p50)) / \(format(row.declared.max))"
      }
  }

  static func json(_ rows: [Row]) -> JSONValue {
    .object([
      (
        "motion_spec",
        .array(
          rows.map { row in
            .object([
              ("scene", .string(row.scene)),
              ("presented_ms_p50", .number(row.presented.p50)),
              ("presented_ms_max", .number(row.presented.max)),
              ("declared_ms_p50", .number(row.declared.p50)),
              ("declared_ms_max", .number(row.declared.max)),
            ])
          })
      )
    ])
  }

  private static func format(_ value: Double) -> String {
    String(format: "%.2f", value)
  }
}
