// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TransitionLab",
  products: [
    .executable(name: "transition-lab", targets: ["TransitionLab"]),
    .library(name: "TransitionKit", targets: ["TransitionKit"]),
    .library(name: "UIKit", targets: ["UIKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // The scene-file bridge's parser; its version follows the toolchain's (Swift 6.3).
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    // Auto Layout's engine: an incremental simplex (Cassowary) solver, pure Swift.
    .target(name: "Cassowary"),
    .target(name: "TransitionKit", dependencies: ["Cassowary"]),
    .target(name: "UIKit", dependencies: ["TransitionKit"]),
    .target(name: "Scenes", dependencies: ["TransitionKit"]),
    .target(name: "MotionExport", dependencies: ["TransitionKit", "Scenes"]),
    .executableTarget(
      name: "TransitionLab",
      dependencies: [
        "TransitionKit",
        "UIKit",
        "Scenes",
        "MotionExport",
        "CairoRenderer",
        "AnimationEncoders",
        "CGtk",
        "SceneBridge",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // A scene file is built into a library with TransitionKit's, the UIKit module's and the
      // scenes' symbols left undefined, and loaded into the app: the executable exports them,
      // so the process has one copy of each type.
      // linker/exports.map keeps swift-syntax's and the argument parser's symbols out of them.
      linkerSettings: [
        .unsafeFlags([
          "-Xlinker", "--export-dynamic",
          "-Xlinker", "--version-script=\(Context.packageDirectory)/linker/exports.map",
        ])
      ]
    ),
    // Rewrites what only the Objective-C runtime or Xcode gives before a scene file is
    // compiled; the one module that links swift-syntax.
    .target(
      name: "SceneBridge",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .testTarget(name: "SceneBridgeTests", dependencies: ["SceneBridge"]),
    .systemLibrary(
      name: "CGtk", pkgConfig: "gtk4 libadwaita-1",
      providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]
    ),
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "cairo pangocairo gdk-pixbuf-2.0 pixman-1",
      providers: [
        .apt(["libcairo2-dev", "libpango1.0-dev", "libgdk-pixbuf-2.0-dev", "libpixman-1-dev"])
      ]
    ),
    .target(name: "CairoRenderer", dependencies: ["TransitionKit", "CCairo", "Resampling"]),
    // Resampling a turned layer's picture onto the screen's pixels, optimised even in a debug
    // build: it runs for every pixel a turned layer covers, two million a frame for a
    // full-screen flip. Without contracting a multiply and an add into one, so that its vector
    // and portable kernels give the same pixels.
    .target(
      name: "Resampling",
      cSettings: [.unsafeFlags(["-O2", "-ffp-contract=off"])]),
    // The moving pictures' encoders (animated PNG, GIF, WebM through GStreamer), optimised even
    // in a debug build: their loops over every pixel of every frame take seconds a frame
    // unoptimised, and Share… runs them in the window.
    .target(
      name: "AnimationEncoders", dependencies: ["CairoRenderer", "CZlib"],
      swiftSettings: [.unsafeFlags(["-O"])]),
    // The system's zlib, for the animated PNG encoder.
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    // What the test targets share: frame stepping on a manual clock, a pointer driver for a
    // window or a session, image assertions, the built executable and waiting with a deadline.
    .target(
      name: "TestSupport", dependencies: ["TransitionKit", "Scenes", "CairoRenderer", "CCairo"],
      path: "Tests/TestSupport"),
    .testTarget(name: "TransitionKitTests", dependencies: ["TransitionKit", "TestSupport"]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(
      name: "ScenesTests", dependencies: ["Scenes", "TestSupport"],
      // The tutorials' code the fidelity test compares the scenes with, read from source.
      exclude: ["Tutorials"]),
    .testTarget(
      name: "MotionExportTests", dependencies: ["MotionExport", "Scenes", "TestSupport"]),
    .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
    .testTarget(
      name: "AllocationTests",
      dependencies: ["TransitionKit", "Scenes", "TestSupport", "AllocationCounter"]),
    .testTarget(
      name: "TransitionLabTests",
      dependencies: ["TransitionLab", "CairoRenderer", "TestSupport", "AllocationCounter"],
      // iOS code the bridge tests paste into scene files, read from source.
      exclude: ["Fixtures"]),
    // The tutorials' transition code, ported through the UIKit module: one module per tutorial,
    // since two of them name a class `ModalViewController`.
    .target(name: "DragDownPort", dependencies: ["UIKit"], path: "Tests/UIKitPorts/DragDown"),
    .target(name: "EdgePanPort", dependencies: ["UIKit"], path: "Tests/UIKitPorts/EdgePan"),
    .target(name: "CardPort", dependencies: ["UIKit"], path: "Tests/UIKitPorts/Card"),
    .testTarget(
      name: "UIKitPortTests",
      dependencies: ["UIKit", "DragDownPort", "EdgePanPort", "CardPort", "TestSupport"]),
    .testTarget(name: "EndToEndTests", dependencies: ["CairoRenderer", "TestSupport"]),
    .testTarget(
      name: "CairoRendererTests",
      dependencies: [
        "CairoRenderer", "AnimationEncoders", "CCairo", "Scenes", "TestSupport",
        "AllocationCounter", "Resampling",
      ],
      exclude: ["__Goldens__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
