import CGtk
import CairoRenderer
import Scenes

/// What the window holds when the canvas comes to rest, for the `idle` trace line: the C
/// heap (bytes in use, free bytes kept, bytes mapped on their own) and the canvas renderer's
/// caches. A soak reads them over time to tell memory kept by the app from memory the
/// allocator holds.
extension Canvas {
  func memoryFigures() -> [(String, JSONValue)] {
    let heap = tl_heap()
    let held = renderer.statistics
    func kb(_ bytes: Int) -> JSONValue { .number(Double(bytes / 1024)) }
    return [
      ("heap_in_use_kb", kb(Int(heap.in_use))), ("heap_free_kb", kb(Int(heap.free))),
      ("heap_mapped_kb", kb(Int(heap.mapped))), ("heap_arena_kb", kb(Int(heap.arena))),
      ("text_layouts", .number(Double(held.cachedTextLayouts))),
      ("text_masks", .number(Double(held.cachedTextMasks))),
      ("text_mask_kb", kb(held.textMaskBytes)),
      ("text_straight_transforms", .number(Double(held.textStraightTransforms))),
      ("text_outlines", .number(Double(held.textOutlinesMade))),
      ("snapshots", .number(Double(held.cachedSnapshots))),
      ("shadows", .number(Double(held.cachedShadows))),
    ]
  }
}
