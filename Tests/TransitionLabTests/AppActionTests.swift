import Foundation
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// The app's actions as one typed list, without a display: names, keys, menus, the commands
/// they send, and their enablement and state drawn from the window's state.
final class AppActionTests: XCTestCase {
  func testEveryActionHasAUniqueNameThatFindsItAgain() {
    let names = AppAction.allCases.map(\.name)
    XCTAssertEqual(names.count, Set(names).count, "a name is used twice: \(names)")
    for action in AppAction.allCases {
      XCTAssertEqual(AppAction(name: action.name), action, action.name)
      XCTAssertFalse(action.name.contains(where: { $0.isUppercase || $0 == " " }), action.name)
    }
    XCTAssertNil(AppAction(name: "no-such-action"))
    XCTAssertEqual(AppAction.scene.detailedName("card"), "app.scene::card")
    XCTAssertEqual(AppAction.guide(.threshold).detailedName(), "app.guide-threshold")
  }

  @MainActor func testAPlainActionHasNoStateAndAToggleOrChoiceHasOne() async {
    let state = LabState(sceneID: "drag-down")
    for action in AppAction.allCases {
      switch (action.kind, action.state(in: state)) {
      case (.plain, nil), (.toggle, .bool?), (.choice, .string?): break
      default:
        XCTFail(
          "\(action.name): \(action.kind) with state \(String(describing: action.state(in: state)))"
        )
      }
    }
  }

  func testEveryShortcutActivatesAnActionWithATargetItTakesAndNoKeyIsBoundTwice() {
    for shortcut in Shortcuts.all {
      guard let action = shortcut.appAction else {
        XCTFail("\(shortcut.title) activates nothing")
        continue
      }
      switch action.kind {
      case .choice:
        let target = shortcut.target.map(ActionValue.string)
        XCTAssertNotNil(action.command(target), "\(shortcut.action) names nothing known")
      case .plain, .toggle:
        XCTAssertNil(shortcut.target, shortcut.action)
      }
      XCTAssertFalse(shortcut.keys.isEmpty, shortcut.action)
    }
    let keys = Shortcuts.all.flatMap(\.keys)
    XCTAssertEqual(keys.count, Set(keys).count, "a key is bound twice: \(keys)")
    XCTAssertEqual(
      Shortcuts.listed.filter { $0.appAction != nil }, AppAction.allCases.flatMap(\.shortcuts),
      "the shortcuts window lists the actions' keys, in their order")
    XCTAssertTrue(Shortcuts.canvasKeys.allSatisfy { $0.appAction == nil && $0.action.isEmpty })
    for scene in SceneCatalog.all.prefix(9) {
      XCTAssertTrue(Shortcuts.all.contains { $0.action == "app.scene::\(scene.id)" }, scene.id)
    }
  }

  /// Only what a button, a toast or a menu reaches alone has no key.
  func testEveryActionButThoseOfAToastOrAMenuHasAKey() {
    let keyless = AppAction.allCases.filter { $0.shortcuts.isEmpty }
    XCTAssertEqual(
      keyless,
      [.undoReset, .undoDeletePreset, .share, .screenDevice]
        + GuideMark.Kind.allCases.map(AppAction.guide) + [.appearance, .about])
    XCTAssertTrue(Shortcuts.all.flatMap(\.keys).contains("<Control>q"))
  }

  func testEveryMenuItemActivatesAnActionWithATargetItTakes() {
    let menus = [AppMenu.main, AppMenu.guides, AppMenu.devices(title: \.name)]
    for item in menus.flatMap(AppMenu.actionItems) {
      let parts = item.action.components(separatedBy: "::")
      XCTAssertTrue(parts[0].hasPrefix("app."), item.action)
      guard let action = AppAction(name: String(parts[0].dropFirst(4))) else {
        XCTFail("\(item.title): \(item.action) is no action")
        continue
      }
      if parts.count == 2 {
        XCTAssertEqual(action.kind, .choice, item.action)
        XCTAssertNotNil(action.command(.string(parts[1])), item.action)
      } else {
        XCTAssertNotEqual(action.kind, .choice, "\(item.action) needs a target")
      }
    }
    XCTAssertEqual(
      AppMenu.actionItems(AppMenu.guides).count, GuideMark.Kind.allCases.count,
      "a switch per guide")
    XCTAssertEqual(
      AppMenu.actionItems(AppMenu.devices(title: \.name)).filter {
        $0.action.hasPrefix("app.screen-device::")
      }.count, DeviceCatalog.all.count, "a radio item per device")
  }

  @MainActor func testEnablementFollowsTheState() async {
    var state = LabState(sceneID: "drag-down")
    let enabled = { (action: AppAction) in action.isEnabled(in: state) }
    XCTAssertTrue(enabled(.present))
    XCTAssertFalse(enabled(.dismiss))
    XCTAssertFalse(enabled(.replay))
    XCTAssertFalse(enabled(.undo))
    XCTAssertFalse(enabled(.redo))
    XCTAssertFalse(enabled(.undoReset))
    XCTAssertFalse(enabled(.undoDeletePreset))
    state.isPresented = true
    state.canReplay = true
    state.undoTitle = "Duration"
    state.redoTitle = "Threshold"
    state.canUndoReset = true
    state.deletedPreset = UserPreset(name: "Late", scene: "drag-down", values: [])
    XCTAssertFalse(enabled(.present))
    XCTAssertTrue(enabled(.dismiss))
    for action: AppAction in [.replay, .undo, .redo, .undoReset, .undoDeletePreset] {
      XCTAssertTrue(enabled(action), action.name)
    }
    for action in AppAction.allCases
    where ![.present, .dismiss, .replay, .undo, .redo, .undoReset, .undoDeletePreset]
      .contains(action)
    {
      XCTAssertTrue(enabled(action), "\(action.name) is always enabled")
    }
    XCTAssertFalse(AppAction.share.followsState, "the recorder's take enables Share")
  }

  /// A toggle asked for the other state sends the command that makes it, and a choice asked
  /// for a value shows that value afterwards: the action's state is the state's.
  @MainActor func testEveryStatefulActionShowsTheStateItsCommandMakes() async {
    let start = LabState(sceneID: "drag-down")
    for action in AppAction.allCases where action.kind == .toggle {
      guard case .bool(let on) = action.state(in: start),
        let command = action.command(.bool(!on))
      else {
        XCTFail("\(action.name) has no command to turn it over")
        continue
      }
      let turned = start.applying(command)
      XCTAssertEqual(action.state(in: turned), .bool(!on), action.name)
      if let back = action.command(.bool(on)) {
        XCTAssertEqual(action.state(in: turned.applying(back)), .bool(on), action.name)
      }
    }
    let choices: [(AppAction, String)] = [
      (.scene, "card"), (.slowMotion, "0.25"), (.appearance, "dark"),
      (.screenDevice, DeviceCatalog.all.last!.id),
    ]
    for (action, value) in choices {
      let command = try? XCTUnwrap(action.command(.string(value)), action.name)
      guard let command else { continue }
      XCTAssertEqual(action.state(in: start.applying(command)), .string(value), action.name)
    }
    XCTAssertNil(AppAction.scene.command(.string("no-such-scene")))
    XCTAssertNil(AppAction.slowMotion.command(.string("fast")))
    XCTAssertNil(AppAction.appearance.command(.string("sepia")))
    XCTAssertEqual(AppAction.blindTest.command(.bool(false)), .closeBlindTest)
    XCTAssertEqual(AppAction.present.command(), .present)
    XCTAssertNil(AppAction.about.command(), "the window opens About itself")
  }

  func testAButtonsTooltipCarriesItsActionsKey() {
    XCTAssertEqual(AppAction.present.tooltip("Present the modal"), "Present the modal (Ctrl+P)")
    XCTAssertEqual(AppAction.redo.keyLabel, "Ctrl+Shift+Z")
    XCTAssertEqual(AppAction.about.tooltip("About"), "About", "no key, no brackets")
  }
}
