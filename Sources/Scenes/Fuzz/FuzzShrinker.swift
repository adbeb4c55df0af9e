import TransitionKit

/// Makes a failing fuzz case as small as it goes while it still fails: fewer parameters
/// changed, fewer events (halves, then quarters, … then single events), shorter pauses,
/// rounder times, points and values, and the mouse for every event. Each pass is kept only when the case still fails; the
/// passes repeat until none makes the case smaller or the budget of runs is spent.
@MainActor
public struct FuzzShrinker {
  /// The most times the case is run while shrinking.
  public var budget: Int

  public init(budget: Int = 3000) {
    self.budget = budget
  }

  /// The smallest case found that still fails, and how many runs it took.
  public func shrink(_ failing: FuzzCase, stillFails: (FuzzCase) -> Bool) -> (
    smallest: FuzzCase, runs: Int
  ) {
    withoutActuallyEscaping(stillFails) { stillFails in
      var search = Search(current: failing, budget: budget, stillFails: stillFails)
      var changed = true
      while changed, search.runs < budget {
        changed = false
        changed = search.dropAssignments() || changed
        changed = search.dropEvents() || changed
        changed = search.shortenPauses() || changed
        changed = search.roundNumbers() || changed
        changed = search.useTheMouse() || changed
      }
      return (search.current, search.runs)
    }
  }

  /// The smallest failing case so far and the passes that try to make it smaller.
  @MainActor private struct Search {
    var current: FuzzCase
    let budget: Int
    let stillFails: (FuzzCase) -> Bool
    var runs = 0

    /// Keeps `candidate` when it differs and still fails.
    mutating func attempt(_ candidate: FuzzCase) -> Bool {
      guard candidate != current, runs < budget else { return false }
      runs += 1
      guard stillFails(candidate) else { return false }
      current = candidate
      return true
    }

    mutating func dropAssignments() -> Bool {
      var changed = false
      for index in current.assignments.indices.reversed() {
        var candidate = current
        candidate.assignments.remove(at: index)
        if attempt(candidate) { changed = true }
      }
      return changed
    }

    /// Removes runs of events, the longest first, from the end towards the start.
    mutating func dropEvents() -> Bool {
      var changed = false
      var chunk = Swift.max(current.script.events.count / 2, 1)
      while chunk >= 1, !current.script.events.isEmpty {
        var start = current.script.events.count - chunk
        while start >= 0 {
          var candidate = current
          candidate.script.events.removeSubrange(start..<(start + chunk))
          if attempt(candidate) { changed = true }
          start = Swift.min(start - chunk, current.script.events.count - chunk)
        }
        chunk /= 2
      }
      return changed
    }

    /// Starts the script at 0, then closes each pause between events, or halves it.
    mutating func shortenPauses() -> Bool {
      guard let first = current.script.events.first else { return false }
      var changed = attempt(current.with(times: current.script.events.map { $0.t - first.t }))
      for index in current.script.events.indices.dropFirst().reversed() {
        for factor in [0.0, 0.5] {
          let events = current.script.events
          guard index < events.count else { break }
          let pause = events[index].t - events[index - 1].t
          guard pause > 0 else { break }
          let cut = pause * (1 - factor)
          let times = events.enumerated().map {
            $0.offset >= index ? $0.element.t - cut : $0.element.t
          }
          if attempt(current.with(times: times)) {
            changed = true
            break
          }
        }
      }
      return changed
    }

    /// Makes every event a mouse event, the script format's default.
    mutating func useTheMouse() -> Bool {
      var candidate = current
      for index in candidate.script.events.indices {
        candidate.script.events[index].device = .mouse
      }
      return attempt(candidate)
    }

    /// Rounds every time to tenths, then hundredths of a second; every point to tens, then
    /// whole points; every number parameter to tenths, then hundredths (within its range).
    mutating func roundNumbers() -> Bool {
      var changed = false
      for step in [0.1, 0.01] {
        let times = current.script.events.map { ($0.t / step).rounded() * step }
        if attempt(current.with(times: times)) {
          changed = true
          break
        }
      }
      for step in [10.0, 1.0] {
        var candidate = current
        for index in candidate.script.events.indices {
          guard let point = candidate.script.events[index].location else { continue }
          candidate.script.events[index].location = Point(
            x: (point.x / step).rounded() * step, y: (point.y / step).rounded() * step)
        }
        if attempt(candidate) {
          changed = true
          break
        }
      }
      for index in current.assignments.indices {
        for scale in [10.0, 100.0] {
          guard
            let rounded = FuzzShrinker.round(
              current.assignments[index], to: scale, scene: current.sceneID)
          else { break }
          var candidate = current
          candidate.assignments[index] = rounded
          if attempt(candidate) {
            changed = true
            break
          }
        }
      }
      return changed
    }
  }

  /// `name=value` with a number value rounded to `1 / scale`, kept in the parameter's range;
  /// nil when the value is not a number.
  static func round(_ assignment: String, to scale: Double, scene: String) -> String? {
    let name = String(assignment.prefix { $0 != "=" })
    let text = assignment.dropFirst(name.count + 1)
    guard let value = Double(text),
      let spec = SceneLibrary.scene(id: scene)?.parameters.first(where: { $0.id == name }),
      case .number(let range, _) = spec.kind
    else { return nil }
    let rounded = Swift.min(
      Swift.max((value * scale).rounded() / scale, range.lowerBound), range.upperBound)
    return "\(name)=\(formatNumber(rounded))"
  }
}

extension FuzzCase {
  /// The same case with its events at `times` (one per event, in order), rounded to whole
  /// milliseconds as the generator makes them, so that the JSON reads back the same.
  func with(times: [Double]) -> FuzzCase {
    var copy = self
    for index in copy.script.events.indices {
      copy.script.events[index].t = Swift.max(0, (times[index] * 1000).rounded() / 1000)
    }
    return copy
  }
}
