// UIKit's names for TransitionKit's controls.

/// UIKit's `UISwitch`: `isOn`, `setOn(_:animated:)`, `onTintColor`; a tap sends
/// `.valueChanged`.
public typealias UISwitch = Switch

/// UIKit's `UISlider`: `value`, `minimumValue`, `maximumValue`, `isContinuous`; dragging the
/// thumb sends `.valueChanged`.
public typealias UISlider = Slider

/// UIKit's `UISegmentedControl`: `init(items:)`, `selectedSegmentIndex`; a tap on a segment
/// sends `.valueChanged`.
public typealias UISegmentedControl = SegmentedControl

/// UIKit's `UITextView`, to show text (no editing).
public typealias UITextView = TextView

/// UIKit's `UIImageView`: `image`, `contentMode`, `tintColor`.
public typealias UIImageView = ImageView
