// Ibotta engineering, "Leveraging Interactive Custom View Controller Transitions":
// CardPresentationCoordinator.
//
// What had to change for this platform: nothing.

import UIKit

final class CardPresentationCoordinator: UIPercentDrivenInteractiveTransition {
  var hasStartedInteraction = false
  var shouldFinishTransition = false
}
