// Thorn Tech, "iOS Tutorial: How to close a modal by dragging it down": Interactor.swift.
//
// What had to change for this platform: nothing.

import UIKit

class Interactor: UIPercentDrivenInteractiveTransition {
  var hasStarted = false
  var shouldFinish = false
}
