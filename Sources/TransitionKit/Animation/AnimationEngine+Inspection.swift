extension AnimationEngine {
  /// The property animators this engine evaluates now (running, or paused mid-way), oldest
  /// first: what a transition in flight animates, for an inspector or a test that checks
  /// that nothing outlives it.
  public var runningAnimators: [PropertyAnimator] { animators }
}
