// Mastering iOS development (Packt): the contacts overview page that presents the modal. The
// book builds it in its storyboard (a bar button item, "Show Modal", with a Present Modally
// segue to CustomPresentedViewController); it has no code of its own.
//
// What had to change for this platform:
// - The storyboard's segue is `showModal()`, which presents a new CustomPresentedViewController
//   animated, as the segue did.

import UIKit

class ContactsViewController: UIViewController {

  /// The storyboard's Present Modally segue from the "Show Modal" bar button.
  func showModal() {
    present(CustomPresentedViewController(), animated: true)
  }
}
