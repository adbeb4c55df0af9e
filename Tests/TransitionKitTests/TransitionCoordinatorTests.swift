import Foundation
import TestSupport
import TransitionKit
import XCTest

/// A controller that records the size changes it hears and animates a badge alongside them.
@MainActor
final class SizeWatchingController: ViewController {
  private(set) var sizes: [Size] = []
  private(set) var durations: [Double] = []
  private(set) var completions = 0
  let badge = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))

  override func viewWillTransition(to size: Size, with coordinator: any TransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    sizes.append(size)
    durations.append(coordinator.transitionDuration)
    if badge.superview == nil { view.addSubview(badge) }
    coordinator.animate(
      alongsideTransition: { _ in self.badge.alpha = 0 },
      completion: { _ in self.completions += 1 })
  }
}

/// An adaptive delegate that answers a fixed style and records what it hears.
@MainActor
final class FixedAdaptiveDelegate: AdaptivePresentationControllerDelegate {
  let style: ModalPresentationStyle
  private(set) var willPresent: [ModalPresentationStyle] = []
  private(set) var coordinatorGiven = false

  init(style: ModalPresentationStyle) { self.style = style }

  func adaptivePresentationStyle(
    for controller: PresentationController, traitCollection: TraitCollection
  ) -> ModalPresentationStyle { style }

  func presentationController(
    _ presentationController: PresentationController,
    willPresentWithAdaptiveStyle style: ModalPresentationStyle,
    transitionCoordinator: (any TransitionCoordinator)?
  ) {
    willPresent.append(style)
    coordinatorGiven = transitionCoordinator != nil
  }
}

/// UIKit's `UIViewControllerTransitionCoordinator`: the same coordinator for pushes, pops and
/// size changes, and adaptation heard through it.
final class TransitionCoordinatorTests: EngineTestCase {
  @MainActor func testAPushAndAPopGiveTheirControllersACoordinatorThatRunsAlongside() async {
    let rig = TransitionRig(engine: engine)
    let first = ViewController()
    let navigation = NavigationController(rootViewController: first)
    rig.root.present(navigation, animated: false)
    rig.settle()
    let second = ViewController()
    navigation.pushViewController(second, animated: true)
    let coordinator = try! XCTUnwrap(second.transitionCoordinator)
    XCTAssertTrue(navigation.transitionCoordinator === coordinator)
    XCTAssertTrue(first.transitionCoordinator === coordinator)
    XCTAssertTrue(coordinator.viewController(forKey: .from) === first)
    XCTAssertTrue(coordinator.viewController(forKey: .to) === second)
    XCTAssertEqual(coordinator.presentationStyle, .fullScreen)
    XCTAssertFalse(coordinator.isInteractive)
    XCTAssertTrue(coordinator.isAnimated)
    let marker = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    navigation.view.addSubview(marker)
    var completedCancelled: Bool?
    XCTAssertTrue(
      coordinator.animateAlongsideTransition(
        in: navigation.view, animation: { _ in marker.alpha = 0 },
        completion: { completedCancelled = $0.isCancelled }))
    rig.run(coordinator.transitionDuration / 2)
    XCTAssertGreaterThan(marker.presentation.alpha, 0.05)
    XCTAssertLessThan(marker.presentation.alpha, 0.95)
    XCTAssertNil(completedCancelled)
    rig.settle()
    XCTAssertEqual(completedCancelled, false)
    XCTAssertEqual(marker.presentation.alpha, 0)
    XCTAssertNil(second.transitionCoordinator)

    _ = navigation.popViewController(animated: true)
    let pop = try! XCTUnwrap(first.transitionCoordinator)
    XCTAssertTrue(pop.viewController(forKey: .from) === second)
    XCTAssertTrue(pop.viewController(forKey: .to) === first)
    rig.settle()
    XCTAssertNil(first.transitionCoordinator)
  }

  @MainActor func testAnUnanimatedTransitionRunsAlongsideAnimationsAtOnce() async {
    let rig = TransitionRig(engine: engine)
    let navigation = NavigationController(rootViewController: ViewController())
    rig.root.present(navigation, animated: false)
    rig.settle()
    let marker = View()
    navigation.view.addSubview(marker)
    final class Pushed: ViewController {
      var marker: View?
      var seenAnimated: Bool?
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let coordinator = transitionCoordinator
        seenAnimated = coordinator?.isAnimated
        coordinator?.animate(alongsideTransition: { _ in self.marker?.alpha = 0.5 })
      }
    }
    let pushed = Pushed()
    pushed.marker = marker
    navigation.pushViewController(pushed, animated: false)
    XCTAssertEqual(pushed.seenAnimated, false)
    XCTAssertEqual(marker.presentation.alpha, 0.5, "no animation: the change is immediate")
    rig.settle()
  }

  @MainActor func testARotationTellsControllersTheNewSizeAndAnimatesAlongside() async {
    let root = SizeWatchingController()
    let rig = TransitionRig(engine: engine, root: root)
    let old = rig.window.bounds.size
    let rotated = Size(width: old.height, height: old.width)
    rig.window.rotate(to: rotated)
    XCTAssertEqual(root.sizes, [rotated])
    XCTAssertEqual(root.durations, [Window.rotationDurationSeconds])
    rig.run(Window.rotationDurationSeconds / 2)
    XCTAssertGreaterThan(root.badge.presentation.alpha, 0.05)
    XCTAssertLessThan(root.badge.presentation.alpha, 0.95)
    XCTAssertEqual(root.completions, 0)
    rig.settle()
    XCTAssertEqual(root.completions, 1)
    XCTAssertEqual(rig.window.bounds.size, rotated)
    XCTAssertEqual(root.view.bounds.size, rotated)

    // A plain resize tells the controllers too, unanimated.
    rig.window.resize(to: old)
    XCTAssertEqual(root.sizes, [rotated, old])
    XCTAssertEqual(root.durations.last, 0)
    XCTAssertEqual(root.completions, 2)
  }

  @MainActor func testAPresentedControllerHearsTheSizeItsPresentationControllerGivesIt() async {
    let log = EventLog()
    let rig = TransitionRig(engine: engine)
    let modal = SizeWatchingController()
    modal.modalPresentationStyle = .overFullScreen
    rig.root.present(modal, animated: false)
    rig.settle()
    rig.window.rotate(to: Size(width: 500, height: 300), duration: 0)
    XCTAssertEqual(modal.sizes, [Size(width: 500, height: 300)])
    XCTAssertEqual(log.entries, [])
  }

  @MainActor func testAnAdaptiveDelegateChangesTheStyleAndHearsWithTheCoordinator() async {
    let rig = TransitionRig(engine: engine)
    let modal = ViewController()
    let delegate = FixedAdaptiveDelegate(style: .overFullScreen)
    let transitioning = PresentationControllerDelegate(log: EventLog())
    modal.modalPresentationStyle = .custom
    modal.transitioningDelegate = transitioning
    rig.keep(transitioning)
    modal.presentationController?.delegate = delegate
    rig.root.present(modal, animated: true)
    XCTAssertEqual(delegate.willPresent, [.overFullScreen])
    XCTAssertTrue(delegate.coordinatorGiven)
    XCTAssertEqual(modal.presentationController?.presentationStyle, .overFullScreen)
    rig.settle()
    XCTAssertEqual(modal.view.frame, rig.window.bounds, "the adapted style fills the screen")
    XCTAssertNotNil(rig.root.view.window, "overFullScreen keeps the presenter")
  }

  @MainActor func testAnOverrideTraitCollectionIsWhatThePresentedControllerSees() async {
    let rig = TransitionRig(engine: engine)
    let modal = ViewController()
    modal.modalPresentationStyle = .custom
    let transitioning = PresentationControllerDelegate(log: EventLog())
    transitioning.configure = {
      $0.overrideTraitCollection = TraitCollection(horizontalSizeClass: .regular)
    }
    modal.transitioningDelegate = transitioning
    rig.keep(transitioning)
    XCTAssertEqual(rig.root.traitCollection.horizontalSizeClass, .compact)
    rig.root.present(modal, animated: false)
    rig.settle()
    XCTAssertEqual(modal.traitCollection.horizontalSizeClass, .regular)
    XCTAssertEqual(
      modal.traitCollection.verticalSizeClass, rig.root.traitCollection.verticalSizeClass)
  }
}
