// Core Graphics', Core Text's and Core Foundation's names for reading fonts apps ship, and
// UIKit's for the controller and keyboard API libraries use.
import Foundation
import TransitionKit

/// Core Graphics' `CGDataProvider`.
public typealias CGDataProvider = DataProvider

/// Core Graphics' `CGFont`.
public typealias CGFont = FontFile

/// Core Foundation's `CFData`: what `data as CFData` bridges to.
public typealias CFData = Data

/// Core Foundation's `CFError`.
public typealias CFError = NSError

/// Core Text's `CTFontManagerRegisterGraphicsFont(_:_:)`: registers the font for the process;
/// false, with an error, when one of its name is registered already.
public func CTFontManagerRegisterGraphicsFont(
  _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  if font.register() { return true }
  let failure = NSError(
    domain: "com.apple.CoreText.CTFontManagerErrorDomain", code: 105,
    userInfo: [NSLocalizedDescriptionKey: "The font \(font.postScriptName) is already registered"])
  error?.pointee = Unmanaged.passRetained(failure)
  return false
}
