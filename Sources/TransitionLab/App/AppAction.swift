import Scenes
import TransitionKit

/// Every action of the app, in one list: what the header's buttons, the menus, the keyboard
/// shortcuts and the shortcuts window activate. Each says its GAction name, how it takes a
/// value (`kind`), the command it sends, whether it is enabled and its state, both drawn
/// from the window's state; its keys are in `AppAction+Keys.swift`.
///
/// `AppActions` installs them on the application from this list, and its `render(_:)` is the
/// one place their enablement and state follow the state.
enum AppAction: Hashable, Sendable {
  case present
  case dismiss
  case cancel
  case replay
  case scene
  case goBack
  case nextScene
  case previousScene
  case cycleSlowMotion
  case slowMotion
  case fill
  case resetParameters
  case undoReset
  case undo
  case redo
  case undoDeletePreset
  case playPreview
  case focusPanel
  case showPanel
  case reduceMotion
  case export
  case share
  case compare
  case blindTest
  case screenDevice
  case rotateDevice
  case guide(GuideMark.Kind)
  case appearance
  case shortcuts
  case about
  case quit

  /// Every action, in the order the shortcuts window lists their keys.
  static let allCases: [AppAction] =
    [
      .present, .dismiss, .cancel, .replay, .scene, .goBack, .nextScene, .previousScene,
      .cycleSlowMotion, .slowMotion, .fill, .resetParameters, .undoReset, .undo, .redo,
      .undoDeletePreset, .playPreview, .focusPanel, .showPanel, .reduceMotion, .export, .share,
      .compare, .blindTest, .screenDevice, .rotateDevice,
    ] + GuideMark.Kind.allCases.map(AppAction.guide) + [.appearance, .shortcuts, .about, .quit]

  /// How an action takes a value: none, on or off (a switch, a toggle button), or a string
  /// (a choice among several, `app.scene::card`).
  enum Kind: Equatable, Sendable {
    case plain
    case toggle
    case choice
  }

  /// The action's name in the application's action map, without `app.`.
  var name: String {
    switch self {
    case .present: "present"
    case .dismiss: "dismiss"
    case .cancel: "cancel"
    case .replay: "replay"
    case .scene: "scene"
    case .goBack: "go-back"
    case .nextScene: "next-scene"
    case .previousScene: "previous-scene"
    case .cycleSlowMotion: "cycle-slow-motion"
    case .slowMotion: "slow-motion"
    case .fill: "fill"
    case .resetParameters: "reset-parameters"
    case .undoReset: "undo-reset"
    case .undo: "undo"
    case .redo: "redo"
    case .undoDeletePreset: "undo-delete-preset"
    case .playPreview: "play-preview"
    case .focusPanel: "focus-panel"
    case .showPanel: "show-panel"
    case .reduceMotion: "reduce-motion"
    case .export: "export"
    case .share: "share"
    case .compare: "compare"
    case .blindTest: "blind-test"
    case .screenDevice: "screen-device"
    case .rotateDevice: "rotate-device"
    case .guide(let kind): "guide-\(kind.rawValue)"
    case .appearance: "appearance"
    case .shortcuts: "shortcuts"
    case .about: "about"
    case .quit: "quit"
    }
  }

  /// The name a button, a menu item or an accelerator uses: `app.present`, or with a
  /// target, `app.scene::card`.
  func detailedName(_ target: String? = nil) -> String {
    "app.\(name)" + (target.map { "::\($0)" } ?? "")
  }

  var kind: Kind {
    switch self {
    case .scene, .slowMotion, .screenDevice, .appearance: .choice
    case .fill, .showPanel, .reduceMotion, .compare, .blindTest, .guide: .toggle
    default: .plain
    }
  }

  /// The command the action sends with `value` (its target or the asked-for state; nil for a
  /// plain action), nil when it sends none: it opens a window, moves the focus, or acts on
  /// a part of the window the state does not hold (`AppActions`' owner does those), or the
  /// value names nothing known.
  func command(_ value: ActionValue? = nil) -> LabCommand? {
    switch (self, value) {
    case (.present, nil): .present
    case (.dismiss, nil): .dismiss
    case (.replay, nil): .replay
    case (.goBack, nil): .goBack
    case (.nextScene, nil): .stepScene(1)
    case (.previousScene, nil): .stepScene(-1)
    case (.cycleSlowMotion, nil): .cycleTimeScale
    case (.undoReset, nil): .undoReset
    case (.undo, nil): .undo
    case (.redo, nil): .redo
    case (.undoDeletePreset, nil): .restoreDeletedPreset
    case (.rotateDevice, nil): .rotateDevice
    case (.scene, .string(let id)): SceneCatalog.scene(id: id).map { LabCommand.selectScene($0.id) }
    case (.slowMotion, .string(let text)): Double(text).map(LabCommand.setTimeScale)
    case (.screenDevice, .string(let id)): .chooseScreenDevice(id)
    case (.appearance, .string(let text)):
      WindowAppearance(rawValue: text).map(LabCommand.setAppearance)
    case (.fill, .bool(let on)): .setCanvasFit(on ? .fill : .fit)
    case (.showPanel, .bool(let on)): .setPanelRevealed(on)
    case (.reduceMotion, .bool(let on)): .setReducesMotion(on)
    case (.compare, .bool(let on)): .setWorkspace(on ? .compare : .single)
    case (.blindTest, .bool(let on)): on ? .setWorkspace(.blindTest) : .closeBlindTest
    case (.guide(let kind), .bool(let on)): .setGuide(kind, on)
    default: nil
    }
  }

  /// Whether the action can be activated in `state` (a disabled one greys out its buttons
  /// and menu items and ignores its keys).
  func isEnabled(in state: LabState) -> Bool {
    switch self {
    case .present: !state.isPresented
    case .dismiss: state.isPresented
    case .replay: state.canReplay
    case .undoReset: state.canUndoReset
    case .undo: state.canUndo
    case .redo: state.canRedo
    case .undoDeletePreset: state.deletedPreset != nil
    default: true
    }
  }

  /// Whether `state` decides the action's enablement. Share is enabled once a transition
  /// has been recorded, which the motion inspector's recorder knows and the state does not.
  var followsState: Bool { self != .share }

  /// The action's state in `state` (what a switch or a radio item shows); nil for a plain
  /// action.
  func state(in state: LabState) -> ActionValue? {
    switch self {
    case .scene: .string(state.sceneID)
    case .slowMotion: .string(formatNumber(state.timeScale))
    case .screenDevice: .string(state.screenDevice)
    case .appearance: .string(state.appearance.rawValue)
    case .fill: .bool(state.canvasFit == .fill)
    case .showPanel: .bool(state.isPanelRevealed)
    case .reduceMotion: .bool(state.reducesMotion)
    case .compare: .bool(state.workspace.mode == .compare)
    case .blindTest: .bool(state.workspace.mode == .blindTest)
    case .guide(let kind): .bool(state.guides.contains(kind))
    default: nil
    }
  }

  /// The action named `name` (without `app.`), nil for none of the app's.
  init?(name: String) {
    guard let action = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = action
  }
}
