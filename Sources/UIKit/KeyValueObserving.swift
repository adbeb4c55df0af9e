// Foundation's key-value observing names, which Foundation on Linux does not have, for
// TransitionKit's observations of views, layers and scroll views.

/// Foundation's `NSKeyValueObservation`: keep it, or observing stops.
public typealias NSKeyValueObservation = KeyValueObservation

/// Foundation's `NSKeyValueObservingOptions`: `.new`, `.old`, `.initial`, `.prior`.
public typealias NSKeyValueObservingOptions = KeyValueObservingOptions

/// Foundation's `NSKeyValueObservedChange`: `newValue`, `oldValue`, `isPrior`.
public typealias NSKeyValueObservedChange = KeyValueObservedChange

/// Foundation's `NSKeyValueChangeKey`: `.newKey`, `.oldKey`, `.kindKey`.
public typealias NSKeyValueChangeKey = KeyValueChangeKey
