import Foundation
import TestSupport
import TransitionKit

/// View and layer trees that use Core Animation's features, for the golden and pixel tests.
@MainActor
enum LayerFixtures {
  static let size = Size(width: 240, height: 200)
  static let orange = Color(red: 1, green: 149.0 / 255, blue: 0)
  static let yellow = Color(red: 1, green: 204.0 / 255, blue: 0)
  static let pink = Color(red: 1, green: 45.0 / 255, blue: 85.0 / 255)
  static let purple = Color(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255)
  static let indigo = Color(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255)

  /// A card with a checkerboard and a stripe on a dark stage, turned `angle` radians about its
  /// vertical middle under a perspective of 500 points set on the stage's `sublayerTransform`.
  static func flip(angle: Double, doubleSided: Bool = true, size: Size = size) -> View {
    let root = Fixtures.screen(Color(white: 0.12), size: size)
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    root.layer.sublayerTransform = perspective
    let card = View(frame: Rect(x: 50, y: 30, width: 140, height: 140))
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    card.clipsToBounds = true
    for row in 0..<4 {
      for column in 0..<4 where (row + column) % 2 == 0 {
        let square = View(
          frame: Rect(x: Double(column) * 35, y: Double(row) * 35, width: 35, height: 35))
        square.backgroundColor = .systemBlue
        card.addSubview(square)
      }
    }
    let stripe = View(frame: Rect(x: 0, y: 60, width: 140, height: 20))
    stripe.backgroundColor = LayerFixtures.orange
    card.addSubview(stripe)
    card.layer.isDoubleSided = doubleSided
    card.layer.transform = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
    root.addSubview(card)
    return root
  }

  /// Three overlapping squares whose drawing order comes from `zPosition`, and a fourth turned
  /// away with `isDoubleSided` false (not drawn).
  static func depthOrder() -> View {
    let root = Fixtures.screen(.white)
    let colors: [Color] = [.systemRed, .systemGreen, .systemBlue]
    let depths = [3.0, 1.0, 2.0]
    for index in 0..<3 {
      let square = View(
        frame: Rect(x: 30 + Double(index) * 40, y: 40 + Double(index) * 20, width: 90, height: 90))
      square.backgroundColor = colors[index]
      square.layer.zPosition = depths[index]
      root.addSubview(square)
    }
    let hidden = View(frame: Rect(x: 10, y: 150, width: 40, height: 40))
    hidden.backgroundColor = .black
    hidden.layer.isDoubleSided = false
    hidden.layer.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
    root.addSubview(hidden)
    return root
  }

  /// Borders along circular and continuous corners, some corners only, and a standalone layer
  /// with a border over a sublayer.
  static func bordersAndCorners() -> View {
    let root = Fixtures.screen(.white)
    let circular = View(frame: Rect(x: 16, y: 16, width: 96, height: 72))
    circular.backgroundColor = LayerFixtures.yellow
    circular.layer.cornerRadius = 24
    circular.layer.borderWidth = 6
    circular.layer.borderColor = Color.systemBlue.cgColor
    let continuous = View(frame: Rect(x: 128, y: 16, width: 96, height: 72))
    continuous.backgroundColor = LayerFixtures.yellow
    continuous.layer.cornerRadius = 24
    continuous.layer.cornerCurve = .continuous
    continuous.layer.borderWidth = 6
    continuous.layer.borderColor = Color.systemBlue.cgColor
    let someCorners = View(frame: Rect(x: 16, y: 104, width: 96, height: 80))
    someCorners.backgroundColor = LayerFixtures.pink
    someCorners.layer.cornerRadius = 30
    someCorners.layer.maskedCorners = [.topLeft, .bottomRight]
    someCorners.layer.borderWidth = 2
    let standalone = Layer()
    standalone.frame = Rect(x: 128, y: 104, width: 96, height: 80)
    standalone.backgroundColor = Color.systemGreen.cgColor
    standalone.cornerRadius = 10
    standalone.masksToBounds = true
    let inner = Layer()
    inner.frame = Rect(x: 40, y: 30, width: 80, height: 80)
    inner.backgroundColor = LayerFixtures.purple.cgColor
    standalone.addSublayer(inner)
    standalone.borderWidth = 4
    standalone.borderColor = Color(white: 0, alpha: 0.6).cgColor
    root.addSubview(circular)
    root.addSubview(continuous)
    root.addSubview(someCorners)
    root.layer.addSublayer(standalone)
    return root
  }

  /// Axial gradients with and without locations, a radial and a conic one.
  static func gradients() -> View {
    let root = Fixtures.screen(.white)
    func gradient(_ frame: Rect, _ configure: (GradientLayer) -> Void) {
      let layer = GradientLayer()
      layer.frame = frame
      layer.colors = [Color.systemBlue, LayerFixtures.pink, LayerFixtures.yellow].map(\.cgColor)
      configure(layer)
      root.layer.addSublayer(layer)
    }
    gradient(Rect(x: 16, y: 16, width: 96, height: 76)) { _ in }
    gradient(Rect(x: 128, y: 16, width: 96, height: 76)) {
      $0.startPoint = Point(x: 0, y: 0)
      $0.endPoint = Point(x: 1, y: 1)
      $0.locations = [0, 0.2, 1]
    }
    gradient(Rect(x: 16, y: 108, width: 96, height: 76)) {
      $0.type = .radial
      $0.startPoint = Point(x: 0.5, y: 0.5)
      $0.endPoint = Point(x: 1, y: 1)
    }
    gradient(Rect(x: 128, y: 108, width: 96, height: 76)) {
      $0.type = .conic
      $0.startPoint = Point(x: 0.5, y: 0.5)
      $0.endPoint = Point(x: 1, y: 0.5)
      $0.cornerRadius = 38
      $0.masksToBounds = true
    }
    return root
  }

  /// Shapes: a filled star with an even-odd hole, a dashed stroke with round caps, a stroke
  /// drawn from a quarter to three quarters of its length, and square caps and bevel joins.
  static func shapes() -> View {
    let root = Fixtures.screen(.white)
    func shape(_ configure: (ShapeLayer) -> Void) {
      let layer = ShapeLayer()
      layer.frame = Rect(origin: .zero, size: size)
      configure(layer)
      root.layer.addSublayer(layer)
    }
    shape {
      let path = MutablePath()
      path.addRect(Rect(x: 16, y: 16, width: 90, height: 76))
      path.addEllipse(in: Rect(x: 36, y: 30, width: 50, height: 48))
      $0.path = path
      $0.fillColor = LayerFixtures.indigo.cgColor
      $0.fillRule = .evenOdd
    }
    shape {
      $0.path =
        BezierPath(roundedRect: Rect(x: 130, y: 20, width: 90, height: 70), cornerRadius: 16).cgPath
      $0.fillColor = nil
      $0.strokeColor = Color.systemRed.cgColor
      $0.lineWidth = 5
      $0.lineCap = .round
      $0.lineDashPattern = [0, 10]
    }
    shape {
      $0.path = Path(ellipseIn: Rect(x: 24, y: 112, width: 72, height: 72))
      $0.fillColor = nil
      $0.strokeColor = Color.systemGreen.cgColor
      $0.lineWidth = 8
      $0.strokeStart = 0.25
      $0.strokeEnd = 0.75
      $0.lineCap = .round
    }
    shape {
      let path = MutablePath()
      path.addLines(between: [
        Point(x: 130, y: 180), Point(x: 160, y: 120), Point(x: 190, y: 170), Point(x: 220, y: 110),
      ])
      $0.path = path
      $0.fillColor = nil
      $0.strokeColor = Color.black.cgColor
      $0.lineWidth = 10
      $0.lineCap = .square
      $0.lineJoin = .bevel
    }
    return root
  }

  /// A photo-like stage of colour bars with a circular mask showing a red view beneath a
  /// `ShapeLayer` mask of radius `radius`.
  static func maskReveal(radius: Double) -> View {
    let root = Fixtures.screen(.white)
    let revealed = View(frame: Rect(origin: .zero, size: size))
    revealed.backgroundColor = .systemRed
    let label = Label(
      frame: Rect(x: 0, y: 90, width: size.width, height: 24), text: "Revealed",
      font: .boldSystemFont(ofSize: 20), color: .white, alignment: .center)
    revealed.addSubview(label)
    let mask = ShapeLayer()
    mask.frame = revealed.bounds
    mask.path = Path(
      ellipseIn: Rect(x: 170 - radius, y: 150 - radius, width: 2 * radius, height: 2 * radius))
    revealed.layer.mask = mask
    root.addSubview(revealed)
    return root
  }

  /// Colourful content under a blur of `style` over its lower half, with a label in the blur.
  static func blur(_ style: BlurEffect.Style?, vibrant: Bool = false) -> View {
    let root = Fixtures.screen(.white)
    let colors: [Color] = [
      .systemRed, LayerFixtures.orange, LayerFixtures.yellow, .systemGreen, .systemBlue,
      LayerFixtures.purple,
    ]
    for (index, color) in colors.enumerated() {
      let bar = View(frame: Rect(x: Double(index) * 40, y: 0, width: 40, height: size.height))
      bar.backgroundColor = color
      root.addSubview(bar)
    }
    let text = Label(
      frame: Rect(x: 0, y: 110, width: size.width, height: 40), text: "Behind",
      font: .boldSystemFont(ofSize: 34), color: .black, alignment: .center)
    root.addSubview(text)
    let effect = VisualEffectView(effect: style.map(BlurEffect.init))
    effect.frame = Rect(x: 0, y: 90, width: size.width, height: 110)
    root.addSubview(effect)
    if vibrant, let style {
      let vibrancy = VisualEffectView(effect: VibrancyEffect(blurEffect: BlurEffect(style: style)))
      vibrancy.frame = effect.bounds
      let label = Label(
        frame: Rect(x: 0, y: 70, width: size.width, height: 30), text: "Vibrant",
        font: .boldSystemFont(ofSize: 24), color: .white, alignment: .center)
      vibrancy.contentView.addSubview(label)
      effect.contentView.addSubview(vibrancy)
    }
    return root
  }
}
