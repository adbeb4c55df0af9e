/// A warning in plain words: what the person did and what came of it, first; the library's
/// own message (what a developer reads, and what the trace keeps) stays as its detail.
///
/// The library's messages speak of API calls (`present(_:animated:) was ignored: another
/// transition is still in flight`), which is right for the trace and for code written against
/// the library, but not for someone who pressed Present twice. Each warning a person can bring
/// about from the window gets a sentence about that; any other keeps its message, with its
/// first letter capitalised.
enum WarningWords {
  /// The sentence the window shows for a warning with `code` and the library's `message`.
  static func plain(code: String, message: String) -> String {
    if let sentence = sentences[code] { return sentence }
    guard let first = message.first else { return message }
    return first.uppercased() + message.dropFirst()
  }

  /// Plain sentences by warning code: the person's action, then its effect.
  static let sentences: [String: String] = [
    // Said of the swipe, not of the person: Dismiss plays the scene's own edge swipe, which
    // is measured the same way, with nobody dragging.
    "gesture.translation-in-animated-view":
      "The swipe is measured in a view the transition scales, so the modal does not keep up "
      + "with the finger, whether yours or the one Dismiss plays: the tutorial's code "
      + "measures there, as UIKit would.",
    "transition.in-flight":
      "You asked for a transition while another one was still running; the new one was "
      + "ignored.",
    "transition.already-presenting":
      "You asked to present while the modal was already up; nothing happened.",
    "transition.dismiss-covered":
      "You asked to dismiss while something else is shown over the modal; dismiss that first.",
    "interactive.after-finish":
      "You moved the finger after the drag had been let go; the transition had already "
      + "decided to finish or cancel.",
    "interactive.after-complete":
      "The scene moved its transition after it had ended; nothing happened.",
    "interactive.already-running":
      "You started a second drag while the first one still drives the transition; it was "
      + "ignored.",
    "transition.interactive-without-driver":
      "The transition waited for a drag that never came, and was cancelled.",
    "transition.never-completed":
      "The scene's animation ended without saying the transition was done; the lab ended it.",
    "transition.complete-twice":
      "The scene said its transition was done twice; the second time was ignored.",
    "transition.presenter-lost":
      "With this presentation style the screen under the modal left the window when it "
      + "was dismissed (a black screen); choose full screen or current context.",
    "interactive.bad-completion-speed":
      "The completion speed was not a number above 0, so the normal speed (1) was used.",
    "animator.driven-by-transition":
      "The scene tried to run an animation that the drag drives; it was ignored.",
    "script.target-covered":
      "The gesture tapped a button that something covers; the tap was not made.",
    "script.target-not-on-screen":
      "The gesture tapped a button that is not on screen then; the tap was not made.",
  ]
}
