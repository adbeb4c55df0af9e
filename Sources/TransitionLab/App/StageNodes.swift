import CGtk
import TransitionKit

/// The canvas's frame as render nodes, so a frame repaints only what it changed.
///
/// GSK compares the window's render nodes with the last frame's and repaints only the
/// pixels under nodes that differ; a node kept from the last frame is left out. A drawing
/// area's one cairo node is new on every draw, so a frame of a drag repainted the whole
/// canvas — the backdrop around the devices, their outlines and labels included — though
/// only the screens moved. Here the backdrop (`StagePainter.paintBackdrop`) is one node kept
/// while what it shows holds (`BackdropKey`), and each device's screen is a node over the
/// screen's rectangle only: a frame's damage is the screens.
///
/// Complexity: a frame paints each screen once; the backdrop is painted when the canvas's
/// size, the devices' places, the labels, the selection or the appearance changed.
@MainActor
final class StageNodes {
  /// Everything the backdrop's pixels depend on: a backdrop painted for an equal key is the
  /// same picture.
  struct BackdropKey: Equatable {
    /// The canvas, in canvas units.
    var size: Size
    /// Device pixels per canvas unit.
    var deviceScale: Double
    var appearance: Appearance
    var placed: [PlacedDevice]
    /// Each device's screen corner radius, in scene points (the outline follows it).
    var corners: [Double]
    var labels: [String]
    var selected: Int?
  }

  private var backdrop: (key: BackdropKey, node: RenderNode)?
  /// How many times the backdrop was painted (a trace's `idle` line reports it).
  private(set) var backdropPaints = 0

  /// The frame's nodes, in the order they are painted: the backdrop (kept from the last frame
  /// while its key holds), each device's screen over its own rectangle, and the overlays'
  /// drawing over the whole canvas only while one draws there (the focus ring).
  func frame(
    painter: StagePainter, devices: [PaintedDevice], canvas: Size, labels: [String],
    selected: Int?, labelLayout: StagePainter.LabelLayout,
    sceneDrawing: ((OpaquePointer) -> Void)?, overlays: [DeviceOverlay]
  ) -> [RenderNode] {
    let slotWidth = canvas.width / Double(Swift.max(devices.count, 1))
    let key = BackdropKey(
      size: canvas, deviceScale: painter.deviceScale, appearance: painter.renderer.appearance,
      placed: devices.map(\.placed),
      corners: devices.map { Canvas.cornerRadius(of: $0.session.window) }, labels: labels,
      selected: selected)
    var nodes = [
      backdrop(for: key) { cr in
        painter.paintBackdrop(
          cr, devices: devices, labels: labels, selected: selected, slotWidth: slotWidth,
          labelLayout: labelLayout)
      }
    ]
    for device in devices {
      nodes.append(
        RenderNode.drawing(Self.screenBounds(of: device.placed, canvas: canvas)) { cr in
          painter.paintScreen(
            cr, device, selected: selected == device.index, sceneDrawing: sceneDrawing,
            overlays: overlays)
        })
    }
    if StagePainter.drawsOverCanvas(devices: devices, overlays: overlays) {
      nodes.append(
        RenderNode.drawing(Rect(origin: .zero, size: canvas)) { cr in
          painter.paintOverCanvas(cr, devices: devices, overlays: overlays)
        })
    }
    return nodes
  }

  /// The backdrop's node for `key`: the one kept if it was painted for an equal key, else a
  /// new one over (0, 0, `key.size`) that `paint` draws into.
  private func backdrop(for key: BackdropKey, paint: (OpaquePointer) -> Void) -> RenderNode {
    if let backdrop, backdrop.key == key { return backdrop.node }
    let node = RenderNode.drawing(Rect(origin: .zero, size: key.size), paint)
    backdropPaints += 1
    backdrop = (key, node)
    return node
  }

  /// Drops the kept backdrop (the desktop's font changed: the labels are laid out again).
  func purge() {
    backdrop = nil
  }

  /// The rectangle a device's screen node covers: the screen's rectangle on the canvas (the
  /// whole canvas in `fill`) rounded out to whole canvas units, so the clip's anti-aliased
  /// corners are inside it, and kept within the canvas.
  static func screenBounds(of device: PlacedDevice, canvas: Size) -> Rect {
    let screen = device.layout.screenRect
    return RenderNode.pixelBounds(
      Rect(
        x: device.offset.x + screen.minX, y: device.offset.y + screen.minY, width: screen.width,
        height: screen.height), within: canvas)
  }
}
