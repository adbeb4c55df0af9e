import XCTest

@testable import Cassowary

/// The solver on the cases the Cassowary papers and kiwi's test suite use: simple equalities,
/// strengths, adding and removing, edit variables, and contradictions refused.
final class SolverTests: XCTestCase {
  func testASimpleEqualityIsSolved() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(x + 2 == 20)
    XCTAssertEqual(solver.value(of: x), 18, accuracy: 1e-9)
  }

  func testTwoEqualitiesSolveTogether() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(x == 20)
    try solver.add(x + 2 == y + 10)
    XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    XCTAssertEqual(solver.value(of: y), 12, accuracy: 1e-9)
  }

  func testWeakConstraintsGiveWayToRequiredOnes() throws {
    // casso1: x ≤ y, y = x + 3, and weak wishes x = 10 and y = 10: one wish is given up.
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(x <= y)
    try solver.add(y == x + 3)
    try solver.add((x == 10) | .weak)
    try solver.add((y == 10) | .weak)
    let (valueX, valueY) = (solver.value(of: x), solver.value(of: y))
    XCTAssertEqual(valueY - valueX, 3, accuracy: 1e-9)
    XCTAssertTrue(
      abs(valueX - 10) < 1e-9 || abs(valueY - 10) < 1e-9, "x = \(valueX), y = \(valueY)")
  }

  func testAStrongerConstraintWinsOverAWeakerOne() throws {
    // kiwi: v1 + v2 = 0, v1 ≥ 10 (medium), v2 = 2 (strong).
    let solver = Solver()
    let v1 = solver.makeVariable()
    let v2 = solver.makeVariable()
    try solver.add(v1 + v2 == 0)
    try solver.add((v1 >= 10) | .medium)
    try solver.add((v2 == 2) | .strong)
    XCTAssertEqual(solver.value(of: v1), -2, accuracy: 1e-9)
    XCTAssertEqual(solver.value(of: v2), 2, accuracy: 1e-9)
  }

  func testAStrongerLevelWinsOverAnyNumberOfWeakerConstraints() throws {
    // Levels are compared one after the other (symbolic weights), not added up: three medium
    // wishes for x = 0 do not outweigh one strong wish for x = 10.
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add((x == 10) | .strong)
    for _ in 0..<3 { try solver.add((x == 0) | .medium) }
    XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
  }

  func testWeightsCountWithinALevel() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add((x == 10) | Strength(level: 1, weight: 1))
    try solver.add((x == 0) | Strength(level: 1, weight: 3))
    XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
  }

  func testAddingAndRemovingInequalitiesMovesTheSolution() throws {
    // addDelete1.
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add((x <= 100) | .weak)
    XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
    let c10 = x <= 10
    let c20 = x <= 20
    try solver.add(c10)
    try solver.add(c20)
    XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    try solver.remove(c10)
    XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    try solver.remove(c20)
    XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
    let c10again = x <= 10
    try solver.add(c10again)
    try solver.add(c10)
    XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    try solver.remove(c10)
    XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    try solver.remove(c10again)
    XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
  }

  func testAddingAndRemovingWithTwoVariables() throws {
    // addDelete2.
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add((x == 100) | .weak)
    try solver.add((y == 120) | .strong)
    let c10 = x <= 10
    let c20 = x <= 20
    try solver.add(c10)
    try solver.add(c20)
    XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    XCTAssertEqual(solver.value(of: y), 120, accuracy: 1e-9)
    try solver.remove(c10)
    XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    let cxy = x * 2 == y
    try solver.add(cxy)
    XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    XCTAssertEqual(solver.value(of: y), 40, accuracy: 1e-9)
    try solver.remove(c20)
    XCTAssertEqual(solver.value(of: x), 60, accuracy: 1e-9)
    XCTAssertEqual(solver.value(of: y), 120, accuracy: 1e-9)
    try solver.remove(cxy)
    XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
    XCTAssertEqual(solver.value(of: y), 120, accuracy: 1e-9)
  }

  func testContradictoryEqualitiesAreRefusedAndNamed() throws {
    // inconsistent1.
    let solver = Solver()
    let x = solver.makeVariable("x")
    let ten = x == 10
    try solver.add(ten)
    let five = x == 5
    XCTAssertThrowsError(try solver.add(five)) { error in
      guard case SolverError.unsatisfiableConstraint(let conflicting) = error else {
        return XCTFail("\(error)")
      }
      XCTAssertTrue(conflicting.contains { $0 === ten })
      XCTAssertTrue(conflicting.contains { $0 === five })
    }
    XCTAssertFalse(solver.hasConstraint(five))
    XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
  }

  func testContradictoryInequalitiesAreRefusedAndTheTableauIsKept() throws {
    // inconsistent2: x ≥ 10, then x ≤ 5.
    let solver = Solver()
    let x = solver.makeVariable("x")
    let atLeastTen = x >= 10
    try solver.add(atLeastTen)
    let atMostFive = x <= 5
    XCTAssertThrowsError(try solver.add(atMostFive)) { error in
      guard case SolverError.unsatisfiableConstraint(let conflicting) = error else {
        return XCTFail("\(error)")
      }
      XCTAssertTrue(conflicting.contains { $0 === atLeastTen })
    }
    XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    // The solver goes on working after the refusal.
    try solver.add(x <= 12)
    try solver.add((x == 11) | .weak)
    XCTAssertEqual(solver.value(of: x), 11, accuracy: 1e-9)
  }

  func testAChainOfInequalitiesThatContradictsIsRefused() throws {
    // inconsistent3: w ≥ 10, x ≥ w, y ≥ x, z ≥ y, z ≥ 8, z ≤ 4.
    let solver = Solver()
    let w = solver.makeVariable("w")
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    try solver.add(w >= 10)
    try solver.add(x >= w)
    try solver.add(y >= x)
    try solver.add(z >= y)
    try solver.add(z >= 8)
    XCTAssertThrowsError(try solver.add(z <= 4))
    XCTAssertGreaterThanOrEqual(solver.value(of: z), 10 - 1e-9)
  }

  func testRedundantRequiredEqualitiesAreAccepted() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let first = x == 10
    let second = x == 10
    try solver.add(first)
    try solver.add(second)
    try solver.remove(first)
    XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    try solver.remove(second)
    XCTAssertEqual(solver.constraintCount, 0)
  }

  func testTheSolverRefusesWhatItCannotDo() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let constraint = x >= 1
    try solver.add(constraint)
    XCTAssertThrowsError(try solver.add(constraint)) { error in
      guard case SolverError.duplicateConstraint = error else { return XCTFail("\(error)") }
    }
    XCTAssertThrowsError(try solver.remove(x <= 0)) { error in
      guard case SolverError.unknownConstraint = error else { return XCTFail("\(error)") }
    }
    XCTAssertThrowsError(try solver.add(x == .nan)) { error in
      guard case SolverError.notFinite = error else { return XCTFail("\(error)") }
    }
    XCTAssertThrowsError(try solver.addEditVariable(x, strength: .required)) { error in
      guard case SolverError.badRequiredStrength = error else { return XCTFail("\(error)") }
    }
    XCTAssertThrowsError(try solver.suggestValue(1, for: x)) { error in
      guard case SolverError.unknownEditVariable = error else { return XCTFail("\(error)") }
    }
    try solver.addEditVariable(x, strength: .strong)
    XCTAssertThrowsError(try solver.addEditVariable(x, strength: .weak)) { error in
      guard case SolverError.duplicateEditVariable = error else { return XCTFail("\(error)") }
    }
    solver.reset()
    XCTAssertFalse(solver.hasConstraint(constraint))
    XCTAssertFalse(solver.hasEditVariable(x))
  }

  func testAnUnderConstrainedVariableTakesTheEditedValue() throws {
    // kiwi: 2v + 1 ≥ 0 with v an edit variable suggested 10.
    let solver = Solver()
    let v = solver.makeVariable("v")
    try solver.addEditVariable(v, strength: .weak)
    try solver.add(2 * v + 1 >= 0)
    try solver.suggestValue(10, for: v)
    XCTAssertEqual(solver.value(of: v), 10, accuracy: 1e-9)
  }

  func testAnEditIsOverruledByRequiredConstraints() throws {
    // kiwi: v1 + v2 = 0, v2 ≤ −1, v2 ≥ 0 (weak), v2 edited toward 0.
    let solver = Solver()
    let v1 = solver.makeVariable()
    let v2 = solver.makeVariable()
    try solver.addEditVariable(v2, strength: .weak)
    try solver.add(v1 + v2 == 0)
    try solver.add(v2 <= -1)
    try solver.add((v2 >= 0) | .weak)
    try solver.suggestValue(0, for: v2)
    XCTAssertLessThanOrEqual(solver.value(of: v2), -1 + 1e-9)
    XCTAssertEqual(solver.value(of: v1), -solver.value(of: v2), accuracy: 1e-9)
  }

  func testAnEditFollowsThroughAChildAndParent() throws {
    // The "tops" case: a child's top and bottom equal its parent's; edit the child's height.
    let solver = Solver()
    let parentTop = solver.makeVariable()
    let parentHeight = solver.makeVariable()
    let childTop = solver.makeVariable()
    let childHeight = solver.makeVariable()
    try solver.add(childTop == parentTop)
    try solver.add(childTop + childHeight == parentTop + parentHeight)
    try solver.addEditVariable(childHeight, strength: .strong)
    try solver.suggestValue(24, for: childHeight)
    XCTAssertEqual(solver.value(of: parentHeight), 24, accuracy: 1e-9)
  }

  func testAStrongerEditWinsAndRemovingItHandsBack() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add((x == 50) | .weak)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(80, for: x)
    XCTAssertEqual(solver.value(of: x), 80, accuracy: 1e-9)
    try solver.removeEditVariable(x)
    XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
  }
}
