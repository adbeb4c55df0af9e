import XCTest

@testable import Cassowary

/// What makes Cassowary incremental: the paper's midpoint example dragged along, constants of
/// constraints changed in place, and the pivots that takes.
final class IncrementalTests: XCTestCase {
  /// The paper's running example: a left point, a right point and their midpoint, on a line
  /// from 0 to 100, the right at least 10 past the left, with weak stays on the two ends.
  private struct Segment {
    let solver = Solver()
    let left: Variable
    let middle: Variable
    let right: Variable
    let leftStay: Constraint
    let rightStay: Constraint

    init(left leftValue: Double, right rightValue: Double) throws {
      left = solver.makeVariable("xl")
      middle = solver.makeVariable("xm")
      right = solver.makeVariable("xr")
      try solver.add(2 * middle == left + right)
      try solver.add(left + 10 <= right)
      try solver.add(right <= 100)
      try solver.add(left >= 0)
      leftStay = (left == leftValue) | .weak
      rightStay = (right == rightValue) | .weak
      try solver.add(leftStay)
      try solver.add(rightStay)
    }

    var values: (Double, Double, Double) {
      (solver.value(of: left), solver.value(of: middle), solver.value(of: right))
    }
  }

  func testTheMidpointStaysBetweenTheEnds() throws {
    let segment = try Segment(left: 30, right: 70)
    let (left, middle, right) = segment.values
    XCTAssertEqual(left, 30, accuracy: 1e-9)
    XCTAssertEqual(middle, 50, accuracy: 1e-9)
    XCTAssertEqual(right, 70, accuracy: 1e-9)
  }

  func testDraggingTheMidpointToTheWallPushesTheLeftPointAlong() throws {
    // The paper: sliding the midpoint to 95, the right point hits the wall at 100 and the left
    // point slides right to 90 to keep the midpoint.
    let segment = try Segment(left: 30, right: 70)
    try segment.solver.addEditVariable(segment.middle, strength: .strong)
    try segment.solver.suggestValue(95, for: segment.middle)
    let (left, middle, right) = segment.values
    XCTAssertEqual(middle, 95, accuracy: 1e-9)
    XCTAssertEqual(right, 100, accuracy: 1e-9)
    XCTAssertEqual(left, 90, accuracy: 1e-9)
  }

  func testAContinuousDragPivotsOnlyAtTheBarriers() throws {
    // The paper: dragging the midpoint one step at a time, the tableau pivots only when a
    // constraint first stops being satisfied or a point first meets a barrier; every other step
    // only moves constants. From 50 the left point leaves its stay first (one pivot), then comes
    // within 10 points of the right point as the midpoint passes 65 (one pivot); the two then
    // move together to the wall at 100.
    let segment = try Segment(left: 30, right: 70)
    let solver = segment.solver
    try solver.addEditVariable(segment.middle, strength: .strong)
    try solver.suggestValue(50, for: segment.middle)
    var pivotingSteps: [Int] = []
    for step in 51...95 {
      let pivots = solver.pivotCount
      try solver.suggestValue(Double(step), for: segment.middle)
      let (left, middle, right) = segment.values
      XCTAssertEqual(middle, Double(step), accuracy: 1e-9)
      XCTAssertEqual(left + right, 2 * Double(step), accuracy: 1e-9)
      XCTAssertGreaterThanOrEqual(right - left, 10 - 1e-9)
      XCTAssertLessThanOrEqual(solver.pivotCount - pivots, 1)
      if solver.pivotCount > pivots { pivotingSteps.append(step) }
    }
    XCTAssertEqual(pivotingSteps, [51, 66])
    XCTAssertEqual(segment.values.2, 100, accuracy: 1e-9)
    XCTAssertEqual(segment.values.0, 90, accuracy: 1e-9)
  }

  func testChangingAConstantResolvesInPlace() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let gap = y == x + 10
    try solver.add(x == 20)
    try solver.add(gap)
    try solver.add(y <= 100)
    XCTAssertEqual(solver.value(of: y), 30, accuracy: 1e-9)
    // y = x + 10 is y − x − 10 = 0: the expression's constant is −10.
    try solver.setConstant(-50, of: gap)
    XCTAssertEqual(solver.value(of: y), 70, accuracy: 1e-9)
    XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
  }

  func testAConstantThatContradictsIsRefusedAndTheOldOneKept() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let gap = y == x + 10
    try solver.add(x == 20)
    try solver.add(gap)
    try solver.add(y <= 100)
    XCTAssertThrowsError(try solver.setConstant(-200, of: gap))
    XCTAssertEqual(solver.value(of: y), 30, accuracy: 1e-9)
    try solver.setConstant(-30, of: gap)
    XCTAssertEqual(solver.value(of: y), 50, accuracy: 1e-9)
  }

  func testChangingTheConstantOfAnInequalityAtItsBound() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let floor = x >= 10
    try solver.add(floor)
    try solver.add((x == 0) | .weak)
    XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    // x ≥ 25.
    try solver.setConstant(-25, of: floor)
    XCTAssertEqual(solver.value(of: x), 25, accuracy: 1e-9)
    // x ≥ −5: the weak wish for 0 is met again.
    try solver.setConstant(5, of: floor)
    XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
  }

  func testChangingTheConstantOfAnOptionalConstraint() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let wish = (x == 40) | .medium
    try solver.add(x <= 60)
    try solver.add(wish)
    try solver.setConstant(-80, of: wish)
    XCTAssertEqual(solver.value(of: x), 60, accuracy: 1e-9)
    try solver.setConstant(-15, of: wish)
    XCTAssertEqual(solver.value(of: x), 15, accuracy: 1e-9)
  }

  func testAChangedConstantGivesWhatAFreshSolveGives() throws {
    // A stack of boxes, one constant changed many times: each result equals a solver built
    // from scratch with that constant. The weak wishes have weights all different, so that the
    // best solution is one alone.
    var generator = SplitMix(seed: 7)
    func build(_ gapConstant: Double) throws -> (Solver, [Variable], Constraint) {
      let solver = Solver()
      var tops: [Variable] = []
      var changing: Constraint?
      for index in 0..<20 {
        let top = solver.makeVariable()
        if let previous = tops.last {
          let gap = top >= previous + 10
          try solver.add(gap)
          if index == 10 {
            let wish = (top == previous + 30) | .medium
            changing = wish
          }
        } else {
          try solver.add(top == 0)
        }
        try solver.add(
          (top == Double(index) * 12) | Strength(level: 1, weight: 1 + 0.37 * Double(index)))
        tops.append(top)
      }
      try solver.add(tops[19] <= 400)
      let constraint = changing!
      try solver.add(constraint)
      try solver.setConstant(gapConstant, of: constraint)
      return (solver, tops, constraint)
    }
    let (solver, tops, constraint) = try build(-30)
    for _ in 0..<40 {
      let constant = -Double(generator.next() % 200)
      try solver.setConstant(constant, of: constraint)
      let (fresh, freshTops, _) = try build(constant)
      for (top, freshTop) in zip(tops, freshTops) {
        XCTAssertEqual(solver.value(of: top), fresh.value(of: freshTop), accuracy: 1e-6)
      }
    }
  }

  func testAmbiguityIsFound() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    try solver.add(x == y)
    try solver.add(z >= 20)
    XCTAssertFalse(solver.isDetermined(x))
    XCTAssertFalse(solver.isDetermined(y))
    XCTAssertFalse(solver.isDetermined(z))
    try solver.add(y == 5)
    try solver.add(z <= 20)
    XCTAssertTrue(solver.isDetermined(x))
    XCTAssertTrue(solver.isDetermined(y))
    XCTAssertTrue(solver.isDetermined(z))
  }

  func testAnOptionalConstraintRemovesAmbiguity() throws {
    let solver = Solver()
    let width = solver.makeVariable("width")
    try solver.add(width >= 10)
    XCTAssertFalse(solver.isDetermined(width))
    try solver.add((width == 0) | .weak)
    XCTAssertTrue(solver.isDetermined(width))
    XCTAssertEqual(solver.value(of: width), 10, accuracy: 1e-9)
  }
}

/// A small deterministic generator for the tests' random cases.
struct SplitMix {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
