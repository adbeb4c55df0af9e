// UIKit's names for TransitionKit's alerts.

/// UIKit's `UIAlertController`: `init(title:message:preferredStyle:)`, `addAction(_:)`,
/// `actions`, `preferredAction`, `message`, presented with `present(_:animated:completion:)`.
public typealias UIAlertController = AlertController

/// UIKit's `UIAlertAction`: `init(title:style:handler:)`, `title`, `style`, `isEnabled`.
public typealias UIAlertAction = AlertAction
