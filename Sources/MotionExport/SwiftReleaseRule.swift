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
    }
  }
}
