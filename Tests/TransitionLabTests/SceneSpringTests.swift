import Foundation
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// The panel's spring forms: a value typed in one dialect sets the scene's damping ratio and
/// duration to the spring of that dialect, by the published mappings.
final class SceneSpringTests: XCTestCase {
  @MainActor private func store(_ scene: String, _ assignments: [String] = []) throws
    -> ParameterStore
  {
    let store = try XCTUnwrap(SceneCatalog.scene(id: scene)).makeParameters()
    try store.apply(assignments: assignments)
    return store
  }

  /// Applies an edit as the panel does.
  @MainActor private func apply(
    _ field: SceneSpring.Field, _ value: Double, to store: ParameterStore
  )
    throws
  {
    let current = try XCTUnwrap(SceneSpring.forms(of: store))
    let forms = try SceneSpring.edited(field, to: value, from: current)
    let target = try XCTUnwrap(SceneSpring.parameters(for: forms, in: store))
    try store.set(ParameterID.damping, .number(target.damping))
    try store.set(ParameterID.duration, .number(target.duration))
  }

  @MainActor func testTypingASwiftUIBounceSetsTheDampingAndKeepsTheSwiftUIDuration() async throws {
    let store = try store("drag-down")
    let before = try XCTUnwrap(SceneSpring.forms(of: store))
    try apply(.bounce, 0.3, to: store)
    // SwiftUI: ζ = 1 − bounce for bounce ≥ 0; the perceptual duration 2π√(m/k) is kept.
    XCTAssertEqual(store.dampingRatio, 0.7, accuracy: 1e-9)
    let after = try XCTUnwrap(SceneSpring.forms(of: store))
    XCTAssertEqual(after.perceptualDuration, before.perceptualDuration, accuracy: 1e-6)
    XCTAssertEqual(after.bounce, 0.3, accuracy: 1e-6)
  }

  @MainActor func testANegativeBounceIsOverDampedByTheReciprocalRule() async throws {
    let store = try store("card")
    try apply(.bounce, -0.2, to: store)
    // ζ = 1 / (1 + bounce) below 0.
    XCTAssertEqual(store.dampingRatio, 1 / 0.8, accuracy: 1e-9)
  }

  @MainActor func testStiffnessAndDampingOfMassOneGiveTheirRatioAndFrequency() async throws {
    let store = try store("edge-pan")
    // Apple's example: mass 1, stiffness 100, damping 10 → ζ = 10 / (2√100) = 0.5.
    try apply(.stiffness, 100, to: store)
    try apply(.damping, 10, to: store)
    let forms = try XCTUnwrap(SceneSpring.forms(of: store))
    XCTAssertEqual(store.dampingRatio, 0.5, accuracy: 1e-9)
    XCTAssertEqual(forms.stiffness, 100, accuracy: 1e-4)
    XCTAssertEqual(forms.damping, 10, accuracy: 1e-5)
    // and, by the same page, SwiftUI duration 0.63 and bounce 0.5.
    XCTAssertEqual(forms.perceptualDuration, 2 * Double.pi / 10, accuracy: 1e-6)
    XCTAssertEqual(forms.bounce, 0.5, accuracy: 1e-9)
  }

  @MainActor func testTheResponseIsTheUndampedPeriod() async throws {
    let store = try store("drag-down", ["damping=0.6"])
    try apply(.response, 0.5, to: store)
    let forms = try XCTUnwrap(SceneSpring.forms(of: store))
    XCTAssertEqual(store.dampingRatio, 0.6, accuracy: 1e-9)
    XCTAssertEqual(forms.stiffness, pow(2 * Double.pi / 0.5, 2), accuracy: 1e-3)
  }

  @MainActor func testASpringOutsideTheParametersRangesIsRefused() async throws {
    let store = try store("drag-down")
    let current = try XCTUnwrap(SceneSpring.forms(of: store))
    // Damping 0.05 is the lowest ratio the scene takes; bounce 0.99 is ζ = 0.01.
    let forms = try SceneSpring.edited(.bounce, to: 0.99, from: current)
    XCTAssertNil(SceneSpring.parameters(for: forms, in: store))
    // A spring so stiff that it settles far under the shortest duration (0.05 s).
    let stiff = try SceneSpring.edited(.stiffness, to: 1e7, from: current)
    XCTAssertNil(SceneSpring.parameters(for: stiff, in: store))
  }
}
