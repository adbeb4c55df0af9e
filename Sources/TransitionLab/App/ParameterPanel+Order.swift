import Scenes

extension ParameterPanel {
  /// `specs` with those that act under `store`'s values now first, each part in its order.
  static func actingFirst(_ specs: [ParameterSpec], in store: ParameterStore) -> [ParameterSpec] {
    specs.filter { $0.inertReason(in: store) == nil }
      + specs.filter { $0.inertReason(in: store) != nil }
  }
}
