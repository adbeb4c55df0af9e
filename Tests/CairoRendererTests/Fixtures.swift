import Foundation
import TestSupport
import TransitionKit

/// Small synthetic view trees the golden and probe tests draw. Each is a screen-sized root
/// with an opaque background, so the images are easy to look at.
@MainActor
enum Fixtures {
  static let screenSize = Size(width: 200, height: 160)

  static func screen(_ color: Color = .secondarySystemBackground, size: Size = screenSize) -> View {
    let root = View(frame: Rect(origin: .zero, size: size))
    root.backgroundColor = color
    return root
  }

  /// A white rounded card with a soft shadow and a title, on a grey screen.
  static func card() -> View {
    let root = screen()
    let card = View(frame: Rect(x: 30, y: 30, width: 140, height: 96))
    card.backgroundColor = .systemBackground
    card.layer.cornerRadius = 16
    card.layer.shadowColor = Color.black.cgColor
    card.layer.shadowOpacity = 0.3
    card.layer.shadowRadius = 12
    card.layer.shadowOffset = Size(width: 0, height: 6)
    let title = Label(
      frame: Rect(x: 12, y: 12, width: 116, height: 24), text: "Payments",
      font: .systemFont(ofSize: 17, weight: .semibold))
    let badge = View(frame: Rect(x: 12, y: 50, width: 34, height: 34))
    badge.backgroundColor = .systemBlue
    badge.layer.cornerRadius = 8
    card.addSubview(title)
    card.addSubview(badge)
    root.addSubview(card)
    return root
  }

  /// Overlapping squares: on the left in a container at alpha 0.5 (one group, no
  /// show-through), on the right each square at alpha 0.5 (they show through each other);
  /// below, a group at 0.5 inside a group at 0.5.
  static func alphaGroups() -> View {
    let root = screen(.white)
    func pair(at origin: Point, containerAlpha: Double, squareAlpha: Double) -> View {
      let container = View(frame: Rect(x: origin.x, y: origin.y, width: 80, height: 64))
      container.alpha = containerAlpha
      let red = View(frame: Rect(x: 0, y: 0, width: 48, height: 48))
      red.backgroundColor = .red
      red.alpha = squareAlpha
      let blue = View(frame: Rect(x: 28, y: 16, width: 48, height: 48))
      blue.backgroundColor = .blue
      blue.alpha = squareAlpha
      container.addSubview(red)
      container.addSubview(blue)
      return container
    }
    root.addSubview(pair(at: Point(x: 12, y: 8), containerAlpha: 0.5, squareAlpha: 1))
    root.addSubview(pair(at: Point(x: 108, y: 8), containerAlpha: 1, squareAlpha: 0.5))
    let outer = View(frame: Rect(x: 12, y: 84, width: 176, height: 68))
    outer.alpha = 0.5
    outer.backgroundColor = .systemGreen
    outer.layer.cornerRadius = 10
    outer.addSubview(pair(at: Point(x: 8, y: 2), containerAlpha: 0.5, squareAlpha: 1))
    root.addSubview(outer)
    return root
  }

  /// A rotated and scaled card whose bounds origin is moved, with a child that the move
  /// shifts, and a clipping container whose child sticks out.
  static func transforms() -> View {
    let root = screen(.white)
    let card = View(frame: Rect(x: 30, y: 40, width: 80, height: 60))
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 10
    card.transform = AffineTransform(rotationAngle: .pi / 6).scaledBy(x: 1.2, y: 0.8)
    card.bounds = Rect(x: 10, y: 10, width: 80, height: 60)
    let child = View(frame: Rect(x: 10, y: 10, width: 24, height: 24))
    child.backgroundColor = .systemRed
    card.addSubview(child)
    root.addSubview(card)
    let clipper = View(frame: Rect(x: 130, y: 30, width: 56, height: 100))
    clipper.backgroundColor = .lightGray
    clipper.layer.cornerRadius = 20
    clipper.clipsToBounds = true
    let sticking = View(frame: Rect(x: -20, y: 30, width: 100, height: 40))
    sticking.backgroundColor = .systemGreen
    clipper.addSubview(sticking)
    root.addSubview(clipper)
    return root
  }

  /// Labels: left, centre and right aligned; two lines with an ellipsis; weights.
  static func labels() -> View {
    let root = screen(.white, size: Size(width: 220, height: 200))
    let frames = (0..<3).map { Rect(x: 10, y: 10 + Double($0) * 30, width: 200, height: 26) }
    let guide = Color(red: 0.9, green: 0.95, blue: 1)
    for (index, alignment) in [TextAlignment.left, .center, .right].enumerated() {
      let label = Label(frame: frames[index], text: "Open Modal", alignment: alignment)
      label.backgroundColor = guide
      root.addSubview(label)
    }
    let wrapped = Label(
      frame: Rect(x: 10, y: 100, width: 200, height: 44),
      text: "A drag down dismisses the modal; let go early and it springs back to the top.",
      font: .systemFont(ofSize: 15), color: .secondaryLabel)
    wrapped.numberOfLines = 2
    wrapped.backgroundColor = guide
    root.addSubview(wrapped)
    let weights: [(String, Font.Weight, Double, Double)] = [
      ("Light", .light, 10, 60), ("Regular", .regular, 74, 76), ("Bold", .bold, 154, 56),
    ]
    for (text, weight, x, width) in weights {
      root.addSubview(
        Label(
          frame: Rect(x: x, y: 156, width: width, height: 30), text: text,
          font: .systemFont(ofSize: 18, weight: weight)))
    }
    return root
  }

  /// The card seed's blue button, normal, highlighted and disabled.
  static func buttons() -> View {
    let root = screen(.systemBackground, size: Size(width: 220, height: 200))
    for (index, state) in ["normal", "highlighted", "disabled"].enumerated() {
      let button = Button(frame: Rect(x: 16, y: 12 + Double(index) * 62, width: 188, height: 50))
      button.backgroundColor = .systemBlue
      button.layer.cornerRadius = 12
      button.setTitle("Present Modal", for: .normal)
      button.setTitleColor(.white, for: .normal)
      button.titleFont = .systemFont(ofSize: 17, weight: .semibold)
      button.isHighlighted = state == "highlighted"
      button.isEnabled = state != "disabled"
      if state == "disabled" { button.setTitleColor(nil, for: .disabled) }
      root.addSubview(button)
    }
    return root
  }

  /// A screen snapshotted, then changed: the snapshot, shown smaller under a dimming
  /// overlay beside a card, keeps the old picture.
  static func snapshot() -> (root: View, original: View, snapshot: View) {
    let original = card()
    let snapshot = original.snapshotView(afterScreenUpdates: false)!
    original.backgroundColor = .systemRed
    let root = screen(.black)
    snapshot.frame = Rect(x: 10, y: 10, width: 120, height: 96)
    snapshot.layer.cornerRadius = 10
    snapshot.clipsToBounds = true
    root.addSubview(snapshot)
    let dimming = View(frame: Rect(origin: .zero, size: screenSize))
    dimming.backgroundColor = .black
    dimming.alpha = 0.4
    root.addSubview(dimming)
    let sheet = View(frame: Rect(x: 0, y: 90, width: 200, height: 70))
    sheet.backgroundColor = .systemBackground
    sheet.layer.cornerRadius = 12
    let qr = View(frame: Rect(x: 80, y: 15, width: 40, height: 40))
    qr.backgroundColor = .black
    sheet.addSubview(qr)
    root.addSubview(sheet)
    return (root, original, snapshot)
  }
}
