// swift-tools-version:6.0
import PackageDescription

/// ScrollAdjustOnly: an app that picks a subset of KeyboardLift — the `KeyboardManager` facade
/// and ScrollAdjust, no other adjuster — as code that compiles; and the same subset wired by hand,
/// without the facade (target ScrollAdjustWithoutFacade). An app target cannot be built by
/// SwiftPM, so the app's code sits in a library target wrapped in `#if canImport(UIKit)`; on
/// Linux the package resolves and builds empty. CI compiles it for iOS.
let package = Package(
  name: "ScrollAdjustOnly",
  // macOS only so that `swift build` on a Mac resolves (KeyboardLift needs 10.15 there).
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  dependencies: [
    .package(name: "KeyboardLift", path: "../..")
  ],
  targets: [
    // The README's "Picking a subset": these two products and nothing else (checked by
    // FacadeDependencyTests in the KeyboardLift package).
    // docs:begin readme-subset-manifest
    .target(
      name: "ScrollAdjustOnly",
      dependencies: [
        .product(name: "KeyboardLiftManager", package: "KeyboardLift"),
        .product(name: "KeyboardScrollAdjust", package: "KeyboardLift"),
      ]),
    // docs:end readme-subset-manifest
    // The same subset without the facade: the core, the UIKit binding and ScrollAdjust, wired by
    // hand (README, "Picking a subset").
    .target(
      name: "ScrollAdjustWithoutFacade",
      dependencies: [
        .product(name: "KeyboardCore", package: "KeyboardLift"),
        .product(name: "KeyboardUIKit", package: "KeyboardLift"),
        .product(name: "KeyboardScrollAdjust", package: "KeyboardLift"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
