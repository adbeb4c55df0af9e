import Foundation
import TransitionKit

/// The photos of the zoom scene: coloured squares, by index from 1.
enum ZoomPhotos {
  /// How many photos the grid shows.
  static let count = 36
  /// Columns of the grid, and the gap between cells, in points (Photos' grid).
  static let columns = 3
  static let spacing = 2.0
  /// The cells' corner radius, in points.
  static let cornerRadius = 6.0
  /// The height of the title above the grid, in points.
  static let headerHeight = 100.0

  /// The colour of photo `index`: hues around the wheel, alternating in lightness.
  static func color(_ index: Int) -> Color {
    let hue = Double((index * 37) % 360) / 360
    let light = index.isMultiple(of: 2) ? 0.55 : 0.7
    return hsl(hue: hue, saturation: 0.65, lightness: light)
  }

  static func hsl(hue: Double, saturation: Double, lightness: Double) -> Color {
    let c = (1 - abs(2 * lightness - 1)) * saturation
    let h = hue * 6
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let m = lightness - c / 2
    let (r, g, b): (Double, Double, Double)
    switch Int(h) % 6 {
    case 0: (r, g, b) = (c, x, 0)
    case 1: (r, g, b) = (x, c, 0)
    case 2: (r, g, b) = (0, c, x)
    case 3: (r, g, b) = (0, x, c)
    case 4: (r, g, b) = (x, 0, c)
    default: (r, g, b) = (c, 0, x)
    }
    return Color(red: r + m, green: g + m, blue: b + m)
  }

  static func id(_ index: Int) -> String { "photo-\(index)" }
}

/// A photo's detail: the photo, full width, on black; a close button; a swipe left or right
/// (or the previous and next buttons) pages to the neighbouring photo.
@MainActor
final class ZoomDetailViewController: ViewController {
  private(set) var index: Int
  let photo = View()
  /// Called when the page changes.
  var onPage: ((Int) -> Void)?
  /// Called when the detail will disappear (a dismissal begins).
  var onWillDisappear: (() -> Void)?
  let pager = ZoomPagerPanGestureRecognizer()
  /// Whether the photo sits at the top of a page that scrolls (`detail-scroll`), above
  /// `ZoomDetailViewController.scrollingRowCount` rows of details.
  var scrolls = false
  /// How many rows of details the scrolling page holds under the photo.
  static let scrollingRowCount = 16
  /// The height of a row of details, in points.
  static let scrollingRowHeight = 60.0
  /// Where the photo's centre rests in its superview.
  private var photoHome = Point.zero

  init(index: Int) {
    self.index = index
    super.init(nibName: nil, bundle: nil)
    title = "detail"
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// The photo's frame in the view: where the source cell aligns.
  var photoFrame: Rect {
    photo.superview === view ? photo.frame : photo.convert(photo.bounds, to: view)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    let bounds = view.bounds
    photo.name = "detail-photo"
    if scrolls {
      addScrollingPage()
    } else {
      photo.frame = Rect(
        x: 0, y: (bounds.height - bounds.width) / 2, width: bounds.width, height: bounds.width)
      photo.autoresizingMask = [.flexibleTopMargin, .flexibleBottomMargin, .flexibleWidth]
      view.addSubview(photo)
    }
    photoHome = photo.center
    let close = Button.system(
      title: "Close", name: "close", frame: Rect(x: 12, y: 50, width: 80, height: 44),
      color: .white, font: .systemFont(ofSize: 17, weight: .semibold))
    close.addAction { [weak self] in self?.dismiss(animated: true) }
    view.addSubview(close)
    let previous = Button.system(
      title: "‹", name: "previous-photo",
      frame: Rect(x: 12, y: bounds.height - 90, width: 60, height: 44), color: .white,
      font: .systemFont(ofSize: 28, weight: .semibold))
    previous.autoresizingMask = [.flexibleTopMargin]
    previous.addAction { [weak self] in self?.page(by: -1) }
    view.addSubview(previous)
    let next = Button.system(
      title: "›", name: "next-photo",
      frame: Rect(x: bounds.width - 72, y: bounds.height - 90, width: 60, height: 44),
      color: .white, font: .systemFont(ofSize: 28, weight: .semibold))
    next.autoresizingMask = [.flexibleTopMargin, .flexibleLeftMargin]
    next.addAction { [weak self] in self?.page(by: 1) }
    view.addSubview(next)
    pager.name = "pager"
    pager.addTarget(self, action: ZoomDetailViewController.handlePage)
    view.addGestureRecognizer(pager)
    show()
  }

  /// The scrolling page: the photo under the close button, then rows of details, in a
  /// scroll view filling the view.
  private func addScrollingPage() {
    let bounds = view.bounds
    let scroll = ScrollView(frame: bounds)
    scroll.name = "detail-scroll"
    scroll.autoresizingMask = .flexibleSize
    scroll.alwaysBounceVertical = true
    // The photo keeps clear of the status bar itself: the page's top is offset 0.
    scroll.contentInsetAdjustmentBehavior = .never
    let top = 100.0
    photo.frame = Rect(x: 0, y: top, width: bounds.width, height: bounds.width)
    photo.autoresizingMask = [.flexibleWidth]
    scroll.addSubview(photo)
    let rowsTop = top + bounds.width + 12
    for row in 0..<Self.scrollingRowCount {
      let label = Label(
        frame: Rect(
          x: 20, y: rowsTop + Double(row) * Self.scrollingRowHeight, width: bounds.width - 40,
          height: Self.scrollingRowHeight),
        text: row == 0 ? "Details" : "Detail \(row)",
        font: .systemFont(ofSize: row == 0 ? 22 : 17, weight: row == 0 ? .bold : .regular),
        alignment: .left)
      label.textColor = .white
      label.autoresizingMask = [.flexibleWidth]
      scroll.addSubview(label)
    }
    scroll.contentSize = Size(
      width: bounds.width,
      height: rowsTop + Double(Self.scrollingRowCount) * Self.scrollingRowHeight + 40)
    view.addSubview(scroll)
  }

  private func show() {
    photo.backgroundColor = ZoomPhotos.color(index)
    photo.sharedElementID = ZoomPhotos.id(index)
  }

  /// Shows the neighbouring photo `delta` pages on, within the grid's photos.
  func page(by delta: Int) {
    let next = Swift.min(Swift.max(index + delta, 1), ZoomPhotos.count)
    guard next != index else { return }
    index = next
    show()
    onPage?(index)
  }

  func handlePage(_ pan: ZoomPagerPanGestureRecognizer) {
    let width = view.bounds.width
    let base = photoHome
    switch pan.state {
    case .began, .changed:
      photo.center = Point(x: base.x + pan.translation(in: view).x, y: base.y)
    case .ended, .cancelled:
      let t = pan.translation(in: view).x
      let v = pan.velocity(in: view).x
      photo.center = base
      guard pan.state == .ended else { return }
      if t < -width * 0.25 || v < -300 {
        page(by: 1)
      } else if t > width * 0.25 || v > 300 {
        page(by: -1)
      }
    default: break
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    onWillDisappear?()
  }
}

/// The detail's pager: a horizontal drag that does not start at the leading edge (the edge
/// belongs to the zoom's dismissal).
@MainActor
final class ZoomPagerPanGestureRecognizer: PanGestureRecognizer {
  static let edgeWidth = 24.0
  private var press = Point.zero

  override func pointerBegan(_ event: PointerEvent) {
    press = event.location
    super.pointerBegan(event)
  }

  override func shouldBegin(movement: Vector) -> Bool {
    guard abs(movement.dx) >= hysteresis, abs(movement.dx) > abs(movement.dy) else {
      return false
    }
    guard let view else { return true }
    return view.convertFromRootOnScreen(press).x > Self.edgeWidth
  }

  override func shouldFail(movement: Vector) -> Bool {
    abs(movement.dy) >= hysteresis && abs(movement.dy) > abs(movement.dx)
  }
}
