import TestSupport
import TransitionKit
import XCTest

/// UIKit Dynamics on the lab's clock: forces in UIKit's units, rigid attachments, collisions
/// with boundaries, and a pause once every item is at rest.
final class DynamicAnimatorTests: EngineTestCase {
  @MainActor private final class PauseCounter: DynamicAnimatorDelegate {
    var pauses = 0
    var resumes = 0
    /// Removes every behaviour when told of the pause, as GuillotineMenu does.
    var removesBehaviorsOnPause = false
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {
      pauses += 1
      if removesBehaviorsOnPause { animator.removeAllBehaviors() }
    }
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { resumes += 1 }
  }

  @MainActor private func makeStage() -> View {
    View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
  }

  /// Where an item starting at rest is after `steps` fixed steps of semi-implicit Euler at a
  /// constant acceleration: a·h²·n(n+1)/2.
  private func fallen(_ acceleration: Double, steps: Double) -> Double {
    let h = DynamicAnimator.stepSeconds
    return acceleration * h * h * steps * (steps + 1) / 2
  }

  @MainActor func testGravityOfMagnitudeOneIsAThousandPointsPerSecondSquared() async {
    let stage = makeStage()
    let box = View(frame: Rect(x: 100, y: 100, width: 50, height: 50))
    stage.addSubview(box)
    let animator = DynamicAnimator(referenceView: stage)
    animator.addBehavior(GravityBehavior(items: [box]))
    XCTAssertTrue(animator.isRunning)
    run(for: 0.5)
    // ½·a·t², or a little past it: each fixed step (cut finer once it falls fast) moves at
    // the velocity the step ends with, at most the whole steps' a·h²·n(n+1)/2.
    let t = animator.elapsedTime
    XCTAssertGreaterThan(t, 0.45)
    let h = DynamicAnimator.stepSeconds
    XCTAssertGreaterThanOrEqual(box.center.y - 125, 500 * t * t - 1e-6)
    XCTAssertLessThanOrEqual(box.center.y - 125, fallen(1000, steps: (t / h).rounded()) + 1e-6)
    assertClose(box.center.x, 125, tolerance: 1e-9)
  }

  @MainActor func testAContinuousPushAcceleratesByItsMagnitudeOverTheItemsMass() async {
    let stage = makeStage()
    let light = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let heavy = View(frame: Rect(x: 200, y: 0, width: 100, height: 100))
    stage.addSubview(light)
    stage.addSubview(heavy)
    let animator = DynamicAnimator(referenceView: stage)
    let push = PushBehavior(items: [light, heavy], mode: .continuous)
    push.pushDirection = Vector(dx: 0, dy: 1)
    animator.addBehavior(push)
    let density = DynamicItemBehavior(items: [heavy])
    density.density = 4
    animator.addBehavior(density)
    run(for: 0.5)
    let steps = (animator.elapsedTime / DynamicAnimator.stepSeconds).rounded()
    // One UIKit newton on a 100-point square of density 1: 100 points per second squared.
    assertClose(light.center.y - 50, fallen(100, steps: steps), tolerance: 1e-6)
    assertClose(heavy.center.y - 50, fallen(25, steps: steps), tolerance: 1e-6)
  }

  @MainActor func testAnInstantaneousPushChangesTheVelocityOnceAndTurnsItselfOff() async {
    let stage = makeStage()
    let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    stage.addSubview(box)
    let animator = DynamicAnimator(referenceView: stage)
    let push = PushBehavior(items: [box], mode: .instantaneous)
    push.pushDirection = Vector(dx: 2, dy: 0)
    let properties = DynamicItemBehavior(items: [box])
    animator.addBehavior(properties)
    animator.addBehavior(push)
    run(for: 0.1)
    XCTAssertFalse(push.active)
    assertClose(properties.linearVelocity(for: box).x, 200, tolerance: 1e-9)
    let x = box.center.x
    run(for: 0.5)
    assertClose(box.center.x - x, 200 * 0.5, tolerance: 1e-6)
  }

  @MainActor func testARigidAttachmentKeepsItsLengthAsThePendulumSwings() async {
    let stage = makeStage()
    let bob = View(frame: Rect(x: 250, y: 100, width: 40, height: 40))
    stage.addSubview(bob)
    let animator = DynamicAnimator(referenceView: stage)
    let rod = AttachmentBehavior(item: bob, attachedToAnchor: Point(x: 120, y: 120))
    XCTAssertEqual(rod.length, 150)
    animator.addBehavior(rod)
    animator.addBehavior(GravityBehavior(items: [bob]))
    var lowest = bob.center.y
    for _ in 0..<90 {
      run(for: 1.0 / 60)
      assertClose((bob.center - Point(x: 120, y: 120)).length, 150, tolerance: 0.5)
      lowest = max(lowest, bob.center.y)
    }
    // It swung through the bottom of its arc.
    XCTAssertGreaterThan(lowest, 120 + 149)
  }

  @MainActor func testABoxFallsOntoTheReferenceBoundsBouncesAndComesToRest() async {
    let stage = makeStage()
    let box = View(frame: Rect(x: 100, y: 100, width: 60, height: 60))
    stage.addSubview(box)
    let animator = DynamicAnimator(referenceView: stage)
    let counter = PauseCounter()
    animator.delegate = counter
    animator.addBehavior(GravityBehavior(items: [box]))
    let collision = CollisionBehavior(items: [box])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    let bouncy = DynamicItemBehavior(items: [box])
    bouncy.elasticity = 0.5
    animator.addBehavior(bouncy)
    var wentUpAfterLanding = false
    var landed = false
    var lastY = box.center.y
    for _ in 0..<(60 * 6) {
      run(for: 1.0 / 60)
      if box.frame.maxY > 795 { landed = true }
      if landed, box.center.y < lastY - 1 { wentUpAfterLanding = true }
      lastY = box.center.y
      if !animator.isRunning { break }
    }
    XCTAssertTrue(wentUpAfterLanding, "an elastic box bounces")
    XCTAssertFalse(animator.isRunning)
    XCTAssertEqual(counter.pauses, 1)
    assertClose(box.frame.maxY, 800, tolerance: 1)
    assertClose(box.frame.minX, 100, tolerance: 1e-6)

    // A new behaviour wakes it.
    animator.addBehavior(PushBehavior(items: [box], mode: .instantaneous))
    XCTAssertTrue(animator.isRunning)
    XCTAssertEqual(counter.resumes, 2)
  }

  /// GuillotineMenu: a menu turned a quarter and hung from its top-left corner is pushed down,
  /// swings about the corner, stops against a boundary point at the bottom left and rests.
  @MainActor func testAMenuHungFromItsCornerSwingsDownAndRestsAgainstTheBoundary() async {
    let stage = makeStage()
    let menu = View(frame: stage.bounds)
    stage.addSubview(menu)
    menu.transform = AffineTransform(rotationAngle: -.pi / 2)
    menu.frame = Rect(x: 0, y: -400 + 64, width: 800, height: 400)
    let animator = DynamicAnimator(referenceView: stage)
    let counter = PauseCounter()
    counter.removesBehaviorsOnPause = true
    animator.delegate = counter
    let anchor = Point(x: 32, y: 32)
    animator.addBehavior(
      AttachmentBehavior(
        item: menu, offsetFromCenter: Offset(horizontal: -200 + 32, vertical: -400 + 32),
        attachedToAnchor: anchor))
    let collision = CollisionBehavior()
    collision.addBoundary(
      withIdentifier: "collide" as NSCopying, from: Point(x: -1, y: 799), to: Point(x: -1, y: 800))
    collision.addItem(menu)
    animator.addBehavior(collision)
    let properties = DynamicItemBehavior(items: [menu])
    properties.elasticity = 0.6
    properties.density = 1.5
    animator.addBehavior(properties)
    let fall = PushBehavior(items: [menu], mode: .continuous)
    fall.pushDirection = Vector(dx: 0, dy: 900)
    animator.addBehavior(fall)
    // The centre falls from y -136 to 400, 536 points of the push's work; the bounce gives
    // back an elasticity squared of it (0.36: 193 points) before it falls again.
    var passes = 0
    var impacted = false
    var apex = Double.infinity
    var lastY = menu.center.y
    while animator.isRunning, passes < 60 * 10 {
      run(for: 1.0 / 60)
      passes += 1
      if !impacted, menu.center.y < lastY { impacted = true }
      if impacted, apex.isFinite || menu.center.y < lastY { apex = min(apex, menu.center.y) }
      if impacted, apex.isFinite, menu.center.y > apex + 1 { break }
      lastY = menu.center.y
    }
    assertClose(400 - apex, 0.36 * 536, tolerance: 0.1 * 193)
    while animator.isRunning, passes < 60 * 10 {
      run(for: 1.0 / 60)
      passes += 1
    }
    XCTAssertEqual(counter.pauses, 1, "it comes to rest")
    XCTAssertLessThan(Double(passes) / 60, 7)
    // Removing the behaviours as it heard of the pause woke nothing.
    run(for: 1)
    XCTAssertEqual(counter.pauses, 1)
    XCTAssertEqual(counter.resumes, 1)
    XCTAssertTrue(animator.behaviors.isEmpty)
    let angle = atan2(menu.transform.b, menu.transform.a)
    assertClose(angle, 0, tolerance: 0.01)
    assertClose(menu.frame.minX, 0, tolerance: 1)
  }

  @MainActor func testTheSameFramesGiveTheSameMotionAndTheFrameRateDoesNotChangeIt() async {
    func simulate(fps: Double) -> Point {
      let stage = makeStage()
      let box = View(frame: Rect(x: 100, y: 100, width: 60, height: 30))
      stage.addSubview(box)
      let animator = DynamicAnimator(referenceView: stage)
      animator.addBehavior(GravityBehavior(items: [box]))
      let push = PushBehavior(items: [box], mode: .continuous)
      push.pushDirection = Vector(dx: 0.3, dy: 0)
      push.setTargetOffsetFromCenter(Offset(horizontal: 0, vertical: 10), for: box)
      animator.addBehavior(push)
      let collision = CollisionBehavior(items: [box])
      collision.translatesReferenceBoundsIntoBoundary = true
      animator.addBehavior(collision)
      // The first frame starts the clock; the same start for both rates.
      run(for: 1.0 / 120, fps: 120)
      run(for: 1.5, fps: fps)
      return box.center
    }
    let first = simulate(fps: 60)
    XCTAssertEqual(first, simulate(fps: 60))
    assertClose(first, simulate(fps: 120), tolerance: 1e-9)
  }
}
