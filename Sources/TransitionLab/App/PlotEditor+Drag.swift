import CairoRenderer

/// The axes while a handle is dragged: the pointer is read on the axes frozen at the press,
/// so a handle on the plot stays under it; the axes drawn grow when the handle goes past
/// them, so the handle and the curve never leave the plot.
extension PlotEditor {
  /// Whether `layout` shows the whole curve and every handle: its values within the value
  /// axis, its span within the time axis.
  func fits(_ layout: CurvePlotLayout) -> Bool {
    guard let data else { return false }
    let range = layout.valueRange
    guard range.contains(data.valueRange.lowerBound), range.contains(data.valueRange.upperBound),
      data.span <= layout.span
    else { return false }
    return handleList.allSatisfy {
      range.contains($0.handle.value) && $0.handle.time <= layout.span
    }
  }

  /// The axes to draw a drag on: `frozen` (the press's) while it holds the curve and the
  /// handles, else axes widened to them and to `frozen`'s values.
  func dragLayout(frozen: CurvePlotLayout) -> CurvePlotLayout {
    guard let data, !fits(frozen) else { return frozen }
    return CurvePlotLayout(
      width: frozen.width, height: frozen.height, data: data,
      including: handleList.map(\.handle.value) + [
        frozen.valueRange.lowerBound, frozen.valueRange.upperBound,
      ])
  }
}
