extension MotionSpec {
  /// The body of `shouldFinish(progress:velocity:distance:)` in the Swift exports (SwiftUI and
  /// UIKit), indented for a static method; `projectionNote`, when given, is a comment line
  /// put before the projection's deceleration rate.
  func swiftShouldFinishBody(projectionNote: String? = nil) -> [String] {
    let n = ExportNumber.text
    let op = thresholdOperator
    switch rule {
    case .threshold:
      return ["    return progress \(op) threshold"]
    case .projection(let rate):
      return (projectionNote.map { ["    // \($0)"] } ?? []) + [
        "    let rate: CGFloat = \(n(rate))",
        "    let travel = (velocity / 1000) * rate / (1 - rate)",
        "    guard distance > 0 else { return progress \(op) threshold }",
        "    return progress + travel / distance \(op) threshold",
      ]
    case .gate(let speed):
      return [
        "    if abs(velocity) >= \(n(speed)) { return velocity > 0 }",
        "    return progress \(op) threshold",
      ]
    case .materialHide(let speed, let rate):
      return [
        "    // Material's BottomSheetBehavior.shouldHide, with UIKit's projection.",
        "    let rate: CGFloat = \(n(rate))",
        "    let travel = (velocity / 1000) * rate / (1 - rate)",
        "    let projected = distance > 0 ? progress + travel / distance : progress",
        "    return velocity >= 0 && progress >= 0 && projected > threshold",
        "      && (velocity > \(n(speed)) || progress > threshold)",
      ]
    }
  }
}
