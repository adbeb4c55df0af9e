import CGtk
import Scenes

/// The About window: what the app is for, its version, website, licence and credits, and
/// links to the tutorials its scenes come from.
@MainActor
enum AboutWindow {
  /// The project's home page, as the app id (`io.github.transitionlab.TransitionLab`) says.
  static let website = "https://github.com/transitionlab/TransitionLab"

  /// The tutorials the built-in scenes port, with where to read them.
  static let tutorials: [(title: String, url: String)] = [
    (
      "Tutorial: close a modal by dragging it down (Thorn Technologies)",
      "https://www.thorntech.com/2016/02/ios-tutorial-close-modal-dragging/"
    ),
    (
      "Leveraging interactive custom view controller transitions (the card)",
      "https://gist.github.com/thexande/827960e5e1e5050cbb6e9528efbeec3a"
    ),
    (
      "UIKit: customizing the transition animations",
      "https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate"
    ),
    (
      "UIKit: UISheetPresentationController (the sheet)",
      "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller"
    ),
    (
      "UIKit: UINavigationController (navigation)",
      "https://developer.apple.com/documentation/uikit/uinavigationcontroller"
    ),
    (
      "UIKit: UIViewController.Transition (the zoom)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/transition"
    ),
  ]

  /// Each built-in scene and what it comes from, as the credits list them.
  static var sceneSources: [String] {
    SceneCatalog.all.map { "\($0.title): \($0.source)" }
  }

  static func make(transientFor parent: WidgetPointer) -> WidgetPointer {
    let widget = adw_about_window_new()!
    let about = tl_adw_about_window(widget.raw)
    adw_about_window_set_application_name(about, "Transition Lab")
    adw_about_window_set_application_icon(about, applicationID)
    adw_about_window_set_version(about, "0.3")
    adw_about_window_set_developer_name(about, "The Transition Lab developers")
    adw_about_window_set_website(about, website)
    adw_about_window_set_issue_url(about, website + "/issues")
    adw_about_window_set_license_type(about, GTK_LICENSE_MIT_X11)
    adw_about_window_set_comments(
      about,
      "Build, feel and tune interactive view-controller transitions: drag a modal down, swipe "
        + "it from the edge, pull a card off the screen, and move the numbers while you do.")
    withCStringArray(["The Transition Lab developers"]) {
      adw_about_window_set_developers(about, UnsafeMutablePointer(mutating: $0))
    }
    withCStringArray(sceneSources) {
      adw_about_window_add_credit_section(
        about, "Scenes ported from", UnsafeMutablePointer(mutating: $0))
    }
    for tutorial in tutorials {
      adw_about_window_add_link(about, tutorial.title, tutorial.url)
    }
    gtk_window_set_transient_for(tl_window(widget.raw), tl_window(parent.raw))
    gtk_window_set_modal(tl_window(widget.raw), 1)
    return widget
  }
}
