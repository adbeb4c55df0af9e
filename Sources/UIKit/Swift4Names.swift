import Foundation

// The names Swift 4.2 nested inside their types (`UIViewAnimationOptions` became
// `UIView.AnimationOptions`), kept under their old spellings so that code written for Swift 4
// builds as it did in its Xcode project. The list follows the iOS 12 SDK's renames of the types that are here;
// each old name is the new one, nothing more.

public typealias UIViewAnimationOptions = UIView.AnimationOptions
public typealias UIViewAnimationCurve = UIView.AnimationCurve
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
public typealias UIViewContentMode = UIView.ContentMode
public typealias UIViewAutoresizing = UIView.AutoresizingMask
public typealias UIControlState = UIControl.State
public typealias UIControlEvents = UIControl.Event
public typealias NSAttributedStringKey = NSAttributedString.Key
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
public typealias UIBlurEffectStyle = UIBlurEffect.Style
public typealias UIButtonType = UIButton.ButtonType
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
public typealias UIFontWeight = UIFont.Weight
public typealias UIImageRenderingMode = UIImage.RenderingMode
public typealias UIImageOrientation = UIImage.Orientation
public typealias UITableViewScrollPosition = UITableView.ScrollPosition
public typealias UITableViewRowAnimation = UITableView.RowAnimation
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
public typealias UIScrollViewContentInsetAdjustmentBehavior = UIScrollView
  .ContentInsetAdjustmentBehavior
public typealias UIScrollViewIndicatorStyle = UIScrollView.IndicatorStyle
public typealias UIStackViewAlignment = UIStackView.Alignment
public typealias UIStackViewDistribution = UIStackView.Distribution
public typealias UITouchPhase = UITouch.Phase
public typealias UITouchType = UITouch.TouchType
public typealias UINavigationControllerOperation = UINavigationController.Operation

extension UIScrollView {
  /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
  public typealias ContentInsetAdjustmentBehavior = TransitionKit.ContentInsetAdjustmentBehavior
}

extension UITouch.TouchType {
  /// iOS 9.1's name for `.pencil`.
  public static let stylus = UITouch.TouchType.pencil
}

/// Foundation's Swift 4 name of `RunLoop.Mode` (`RunLoopMode.commonModes` in a display link's
/// `add(to:forMode:)`), renamed in Swift 4.2.
public typealias RunLoopMode = RunLoop.Mode

extension RunLoop.Mode {
  /// Swift 4's `RunLoopMode.commonModes`, now `.common`.
  public static let commonModes = RunLoop.Mode.common
  /// Swift 4's `RunLoopMode.defaultRunLoopMode`, now `.default`.
  public static let defaultRunLoopMode = RunLoop.Mode.default
}
