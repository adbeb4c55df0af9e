// UIKit's and Core Graphics' names for TransitionKit, so that the transition code of an iOS app
// builds here with its `import UIKit` kept.
//
// Every name is a typealias of a TransitionKit type, or a thin extension that spells a
// TransitionKit member the way UIKit does; nothing here changes how TransitionKit behaves.
// Foundation is exported too, as UIKit exports it: `NSObject`, `TimeInterval`, `fmaxf`.
// Where Foundation on Linux has a Core Graphics name of its own (`CGFloat`, `CGRect`, …), the
// declaration here shadows it, so `CGFloat` is `Double` and `CGRect` is TransitionKit's `Rect`.
// See docs/your-own-scene.md, "Porting UIKit code", for the table and what still has to change.

@_exported import Foundation
@_exported import TransitionKit
