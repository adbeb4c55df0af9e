/// A run of many fuzz cases from one seed over some scenes, with the first failure shrunk.
@MainActor
public struct FuzzRun {
  public let scenes: [SceneDescriptor]
  public let seed: UInt64
  public var generator = GestureScriptGenerator()
  public var shrinker = FuzzShrinker()

  public init(scenes: [SceneDescriptor], seed: UInt64) {
    self.scenes = scenes
    self.seed = seed
  }

  /// What a run found.
  public struct Report: Sendable {
    public var cases = 0
    public var transitions = 0
    public var failures = 0
    /// Failing cases by the code of the first invariant each broke.
    public var failuresByInvariant: [String: Int] = [:]
    /// The first failing case as generated, its broken invariants, and the smallest case that
    /// still breaks the first of them.
    public var firstFailure: (original: FuzzCase, failures: [FuzzFailure], shrunk: FuzzCase)?
    /// Every failing case as generated, with the code of the first invariant it broke, in
    /// the order they ran (the first one is `firstFailure`'s).
    public var failingCases: [(fuzzCase: FuzzCase, code: String)] = []
  }

  /// Case `index` of this run: its scene in turn, everything else from its own seed.
  public func makeCase(_ index: Int) -> FuzzCase {
    generator.makeCase(
      seed: FuzzRandom.caseSeed(run: seed, index: index), scene: scenes[index % scenes.count])
  }

  /// Runs cases `0..<count`, shrinking the first failure.
  public func run(cases count: Int) -> Report {
    var report = Report()
    for index in 0..<count {
      let fuzzCase = makeCase(index)
      let outcome = FuzzRunner.run(fuzzCase)
      report.cases += 1
      report.transitions += outcome.transitions
      guard !outcome.passed else { continue }
      report.failures += 1
      report.failuresByInvariant[outcome.failures[0].code, default: 0] += 1
      report.failingCases.append((fuzzCase, outcome.failures[0].code))
      if report.firstFailure == nil {
        let shrunk = shrink(fuzzCase, failingWith: outcome.failures[0].code)
        report.firstFailure = (fuzzCase, outcome.failures, shrunk)
      }
    }
    return report
  }

  /// The smallest case that still breaks the invariant named `code`.
  public func shrink(_ fuzzCase: FuzzCase, failingWith code: String) -> FuzzCase {
    shrinker.shrink(fuzzCase) { candidate in
      FuzzRunner.run(candidate).failures.contains { $0.code == code }
    }.smallest
  }
}
