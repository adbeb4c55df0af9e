import TransitionKit

extension NavigationPopRule {
  /// The rule as a release map draws it, for a swipe `width` points wide over a transition
  /// of `duration` seconds: the progress a slow release must pass and the rule's edges over
  /// (progress, velocity in points per second).
  public func mapRule(width: Double, duration: Double) -> ReleaseOwnRule {
    let name = "pop-rule \(rawValue)"
    // Far past any map's velocities, for a plot to clip.
    let far = 100_000.0
    switch self {
    case .uikit, .uikitMeasured:
      // Both of iOS 26's boundaries, so the two can be compared on one map: the chosen one
      // solid, the other dotted. The decompiled
      // projection p + v·T (+ ½·a·T²) against min(187.5 / width, 0.5): with no acceleration,
      // the edge is p = threshold − (v / width)·T. The measured p + 0.12·v / width > 0.5: the
      // edge is p = 0.5 − 0.12·v / width.
      let threshold = NavigationPopDecision.threshold(width: width)
      let code = { (velocity: Double) in threshold - velocity / max(width, 1) * duration }
      let measured = { (velocity: Double) in
        Self.measuredThreshold - Self.measuredProjectionTime * velocity / max(width, 1)
      }
      let codeWords =
        "p + v·T against \(formatNumber((threshold * 1000).rounded() / 1000)), "
        + "T \(formatNumber(duration)) s"
      let measuredWords =
        "p + \(formatNumber(Self.measuredProjectionTime))·v/W against "
        + "\(formatNumber(Self.measuredThreshold)) (measured, unconfirmed)"
      let codeEdge = ((code(-far), -far), (code(far), far))
      let measuredEdge = ((measured(-far), -far), (measured(far), far))
      return self == .uikit
        ? ReleaseOwnRule(
          name: name, words: codeWords + "; dotted: " + measuredWords, threshold: threshold,
          edges: [codeEdge], comparedEdges: [measuredEdge])
        : ReleaseOwnRule(
          name: name, words: measuredWords + "; dotted: " + codeWords,
          threshold: Self.measuredThreshold, edges: [measuredEdge], comparedEdges: [codeEdge])
    case .uikitLegacy:
      return ReleaseOwnRule(
        name: name, words: "pops iff v ≥ 0, position ignored", threshold: 0,
        edges: [((-1, 0), (2, 0))])
    case .libadwaita, .flutterCupertino:
      let gate = self == .libadwaita ? Self.libadwaitaVelocityThreshold : width
      return ReleaseOwnRule(
        name: name,
        words:
          "gate \(formatNumber(gate)) pt/s, else past \(formatNumber(Self.positionalThreshold))",
        threshold: Self.positionalThreshold,
        edges: [((-1, gate), (2, gate)), ((-1, -gate), (2, -gate))])
    }
  }
}

extension NavigationSceneInstance: ReleaseOwnRuleDescribing {
  /// The chosen pop rule, over the duration of the animator that plays the pop.
  func releaseOwnRule(distance: Double) -> ReleaseOwnRule {
    parameters.navigationPopRule.mapRule(width: distance, duration: popDuration)
  }

  /// A swipe back that snaps back stays on the page; one that completes pops it.
  var releaseOutcomeWords: [String]? { ["stay", "pop"] }
}
