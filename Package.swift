// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TransitionLab",
  products: [
    .executable(name: "transition-lab", targets: ["TransitionLab"]),
    .library(name: "TransitionKit", targets: ["TransitionKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .target(name: "TransitionKit"),
    .executableTarget(
      name: "TransitionLab",
      dependencies: [
        "TransitionKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(name: "TestSupport", dependencies: ["TransitionKit"], path: "Tests/TestSupport"),
    .testTarget(name: "TransitionKitTests", dependencies: ["TransitionKit", "TestSupport"]),
    .testTarget(name: "TransitionLabTests", dependencies: ["TransitionLab", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
