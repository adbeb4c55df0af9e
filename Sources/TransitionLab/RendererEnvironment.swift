/// The environment the window starts GTK with: GSK's cairo renderer, and, when that is the
/// renderer, GL switched off in GDK.
///
/// The canvas is a cairo drawing; GSK's cairo renderer shows it without a texture upload per
/// frame, which keeps 60 fps where GL is software (Xvfb, virtual machines). GDK would still
/// load the GL driver at start to choose the window's visual — with Mesa's software driver
/// that is LLVM, about 50 MB resident that the cairo renderer never uses — unless
/// `GDK_DEBUG=gl-disable`. Values the user set win: another `GSK_RENDERER` keeps GL, and a
/// `GDK_DEBUG` of the user's own is left as it is.
enum RendererEnvironment {
  /// The variables to set (name and value) given the environment now.
  static func additions(to environment: [String: String]) -> [(name: String, value: String)] {
    var additions: [(name: String, value: String)] = []
    let renderer = environment["GSK_RENDERER"].flatMap { $0.isEmpty ? nil : $0 }
    if renderer == nil { additions.append(("GSK_RENDERER", "cairo")) }
    let usesCairo = (renderer ?? "cairo") == "cairo"
    if usesCairo, environment["GDK_DEBUG"] == nil {
      additions.append(("GDK_DEBUG", "gl-disable"))
    }
    return additions
  }
}
