// swift-tools-version:6.0
import PackageDescription

/// SignUpApp: how an app wires KeyboardLift, as code that compiles. An app target cannot be built
/// by SwiftPM, so the app's code sits in library targets; every file is wrapped in
/// `#if canImport(UIKit)`, so on Linux the package resolves and builds empty.
let package = Package(
  name: "SignUpApp",
  // macOS only so that `swift build` on a Mac resolves (KeyboardLift needs 10.15 there).
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  dependencies: [
    .package(name: "KeyboardLift", path: "../..")
  ],
  targets: [
    // The README's iOS quick start: KeyboardManager, per-field settings, an adjuster of its own.
    .target(
      name: "SignUpApp",
      dependencies: [.product(name: "KeyboardLift", package: "KeyboardLift")]),
    // The README's "Picking a subset": the core, ScrollAdjust and the UIKit binding, no facade.
    .target(
      name: "ScrollAdjustOnly",
      dependencies: [
        .product(name: "KeyboardCore", package: "KeyboardLift"),
        .product(name: "KeyboardScrollAdjust", package: "KeyboardLift"),
        .product(name: "KeyboardUIKit", package: "KeyboardLift"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
