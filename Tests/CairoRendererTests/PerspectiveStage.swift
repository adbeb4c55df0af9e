import TransitionKit

/// A black stage of `size` whose sublayers are seen in perspective from `distance` points in
/// front (a sublayer transform with m34 = −1/distance), with a white card at `frame` on it, not
/// yet turned: what the perspective tests draw and turn.
@MainActor func perspectiveStage(size: Size, card frame: Rect, distance: Double)
  -> (root: View, card: View)
{
  let root = View(frame: Rect(origin: .zero, size: size))
  root.backgroundColor = .black
  var perspective = Transform3D.identity
  perspective.m34 = -1 / distance
  root.layer.sublayerTransform = perspective
  let card = View(frame: frame)
  card.backgroundColor = .white
  root.addSubview(card)
  return (root, card)
}
