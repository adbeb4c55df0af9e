import Foundation

// What Foundation gives an iOS app and not a Linux one.

/// Nanoseconds in a second, as Darwin's `NSEC_PER_SEC` (`DispatchTime.now() + Double(Int64(0.3
/// * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)` in Swift 3 code).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond, as Darwin's `NSEC_PER_MSEC`.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds in a second, as Darwin's `USEC_PER_SEC`.
public let USEC_PER_SEC: UInt64 = 1_000_000

/// UIKit's additions to `NSIndexPath`, which Swift 3 code still gets from `indexPathsForVisibleItems`
/// casts and `as NSIndexPath`: the section is the first index, the row or item the second.
extension NSIndexPath {
  public var section: Int { index(atPosition: 0) }
  public var row: Int { index(atPosition: 1) }
  public var item: Int { index(atPosition: 1) }

  public convenience init(row: Int, section: Int) {
    self.init(indexes: [section, row], length: 2)
  }

  public convenience init(item: Int, section: Int) {
    self.init(indexes: [section, item], length: 2)
  }
}

/// Whether two optional classes are the same class, as `===` compares class objects on iOS
/// (`type(of: scrollView.superview) === WKWebView.self`): there a class is an Objective-C
/// object; here a metatype is one only when it is not optional.
public func === (lhs: AnyClass?, rhs: AnyClass?) -> Bool {
  switch (lhs, rhs) {
  case (nil, nil): true
  case let (lhs?, rhs?): ObjectIdentifier(lhs) == ObjectIdentifier(rhs)
  default: false
  }
}

/// Whether two optional classes differ, the negation of `===`.
public func !== (lhs: AnyClass?, rhs: AnyClass?) -> Bool { !(lhs === rhs) }

extension NSObjectProtocol where Self: NSObject {
  /// The class itself, as `NSObject.classForCoder()` answers a class that does not substitute
  /// another for archiving (`tableView.register(UITableViewCell.classForCoder(),
  /// forCellReuseIdentifier:)` in Swift 3 code). Typed as the class it is called on, so it
  /// goes wherever a class of that kind is asked for.
  public static func classForCoder() -> Self.Type { self }
}
