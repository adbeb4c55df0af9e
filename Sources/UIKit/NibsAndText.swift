// UIKit's names for nibs and paragraph styles.

/// UIKit's `UINib`: there are no nib files here (see `Nib`).
public typealias UINib = Nib
/// UIKit's `NSParagraphStyle`.
public typealias NSParagraphStyle = ParagraphStyle
/// UIKit's `NSMutableParagraphStyle`.
public typealias NSMutableParagraphStyle = MutableParagraphStyle
