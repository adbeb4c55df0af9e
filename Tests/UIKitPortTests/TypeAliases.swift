import UIKit

// XCTest exports Foundation, which on Linux has its own `CGFloat`, `CGPoint`, `CGSize` and
// `CGRect`; a file that imports both XCTest and UIKit sees two of each. Module-level aliases
// shadow both imports, so these tests mean UIKit's, as a ported file that imports only UIKit
// does.
typealias CGFloat = UIKit.CGFloat
typealias CGPoint = UIKit.CGPoint
typealias CGSize = UIKit.CGSize
typealias CGRect = UIKit.CGRect
