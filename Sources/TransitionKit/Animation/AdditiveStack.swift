/// The block-based animations of one property of one view that run at the same time, added
/// together (UIKit's additive animations, since iOS 8; WWDC14 session 236).
///
/// Each layer is one `View.animate` call's change: an offset, in the property's linear
/// components (`AnimatableProperty.components(of:)`), from the model value before that call to
/// the model value it set, which decays to zero along that animation's own progress. What is
/// shown is the current model value plus the sum of the layers' remaining offsets:
///
///     presentation(t) = model + Σᵢ offsetᵢ · (1 − qᵢ(t))
///
/// where qᵢ is layer i's progress (per axis, after its late-join base). When a new layer
/// starts, its q is 0 and its offset is (previous model − new model), so the sum equals what was
/// shown a moment before: position is continuous, and so is velocity whenever the new curve
/// starts with zero slope (the default ease-in-out, springs without initial velocity). Every
/// layer keeps running to its own end, so every completion gets `finished == true`.
///
/// A stack exists only while two or more animations overlap; a single animation is a plain
/// track of its animator, and costs nothing extra per frame.
@MainActor
final class AdditiveStack {
  struct Layer {
    let animator: PropertyAnimator
    /// The components this layer adds at progress 0; it adds none at progress 1.
    var offset: SIMD8<Double>
    let verticalMask: SIMD8<Double>
    /// The animator's progress when the layer joined it (as `AnimationTrack.base`).
    let base: SIMD2<Double>
    /// The values to put back, exactly, if the layer ends at its start: the model before this
    /// layer's change (for the first layer, what was on screen when it began).
    var startValues: ViewValues
    /// The model values this layer animates to.
    var endValues: ViewValues
  }

  let view: View
  let property: AnimatableProperty
  private(set) var layers: [Layer] = []

  init(view: View, property: AnimatableProperty) {
    self.view = view
    self.property = property
  }

  /// The model values the newest layer set (what the next layer's change starts from).
  var topEndValues: ViewValues { layers.last?.endValues ?? view.model }

  /// Turns an animator's plain track into the stack's first layer.
  func addFirst(_ track: AnimationTrack, of animator: PropertyAnimator) {
    layers.append(
      Layer(
        animator: animator, offset: track.from - track.to, verticalMask: track.verticalMask,
        base: track.base, startValues: track.startValues, endValues: track.endValues))
  }

  /// Adds the change an animator just made to the model (from `topEndValues` to the model).
  func addChange(by animator: PropertyAnimator, base: SIMD2<Double>) {
    let before = topEndValues
    layers.append(
      Layer(
        animator: animator, offset: offset(from: before), verticalMask: property.verticalMask,
        base: base, startValues: before, endValues: view.model))
  }

  /// Whether `animator` has a layer here.
  func contains(_ animator: PropertyAnimator) -> Bool {
    layers.contains { $0.animator === animator }
  }

  /// The property was assigned again by an animator that has a layer here. If its layer is
  /// the newest, it now animates to the new model value from where it started; otherwise the
  /// change is a new layer of that animator on top.
  func retarget(_ animator: PropertyAnimator, base: SIMD2<Double>) {
    guard let top = layers.indices.last, layers[top].animator === animator else {
      addChange(by: animator, base: base)
      return
    }
    layers[top].offset = offset(from: layers[top].startValues)
    layers[top].endValues = view.model
  }

  /// Whether an interactive transition's timeline drives one of its animations.
  var isDrivenByTimeline: Bool { layers.contains { $0.animator.binding != nil } }

  /// Layout moved the model value: every layer's start and end move with it (the offsets are
  /// relative, so what is shown moves by the same amount).
  func followLayout() {
    let shift = property.components(of: view.model) - property.components(of: topEndValues)
    for index in layers.indices { shiftValues(of: index, by: shift) }
    write()
  }

  /// Removes the animator's layers after it ended at `position`. Ending at the start undoes
  /// the layer's change: the model goes back to where the layer began, or, if a newer layer
  /// sits above it, that layer takes over its offset and its start, so that when every layer
  /// runs back (a cancelled transition) the values end exactly where the first began.
  /// Returns whether the stack is now empty.
  func remove(_ animator: PropertyAnimator, at position: AnimatingPosition) -> Bool {
    while let index = layers.firstIndex(where: { $0.animator === animator }) {
      let layer = layers.remove(at: index)
      guard position == .start else { continue }
      if index < layers.count {
        layers[index].offset += layer.offset
        layers[index].startValues = layer.startValues
      } else {
        property.copy(from: layer.startValues, to: &view.model)
      }
    }
    if layers.isEmpty {
      view.showModelValue(property)
      return true
    }
    write()
    return false
  }

  /// Ends every layer without letting it finish: the animators count as interrupted.
  func dissolve() {
    for layer in layers {
      layer.animator.wasInterrupted = true
      layer.animator.layerStacks.removeAll { $0 === self }
    }
    layers.removeAll()
  }

  /// Shows the model value plus every layer's remaining offset.
  func write() {
    let property = self.property
    let view = self.view
    var components = property.components(of: view.model)
    let layers = self.layers
    // An index loop: in a debug build, a `for` loop over the layers allocates.
    var index = layers.startIndex
    while index < layers.endIndex {
      components += AnimationTrack.components(
        from: layers[index].offset, to: .zero, verticalMask: layers[index].verticalMask,
        base: layers[index].base, progress: layers[index].animator.shownProgress)
      index += 1
    }
    view.showComponents(components, for: property)
  }

  /// The offset from `values` to the current model value (a rotation the short way round).
  private func offset(from values: ViewValues) -> SIMD8<Double> {
    let start = property.components(of: values)
    return start - property.adjustedEnd(property.components(of: view.model), from: start)
  }

  private func shiftValues(of index: Int, by shift: SIMD8<Double>) {
    let start = property.components(of: layers[index].startValues) + shift
    property.write(start, into: &layers[index].startValues)
    if index == layers.count - 1 {
      layers[index].endValues = view.model
    } else {
      let end = property.components(of: layers[index].endValues) + shift
      property.write(end, into: &layers[index].endValues)
    }
  }
}

extension AnimationEngine {
  /// The additive stack of a view's property, if two animations of it overlap.
  func additiveStack(of view: View, _ property: AnimatableProperty) -> AdditiveStack? {
    additiveStacks.first { $0.view === view && $0.property == property }
  }

  func removeAdditiveStack(_ stack: AdditiveStack) {
    additiveStacks.removeAll { $0 === stack }
  }
}
