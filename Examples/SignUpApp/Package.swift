// swift-tools-version:6.0
import PackageDescription

/// SignUpApp: how an app wires KeyboardLift, as code that compiles. An app target cannot be built
/// by SwiftPM, so the app's code sits in a library target; every file is wrapped in
/// `#if canImport(UIKit)`, so on Linux the package resolves and builds empty. The subset (the
/// facade and ScrollAdjust only) is its own package, Examples/ScrollAdjustOnly.
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
      dependencies: [.product(name: "KeyboardLift", package: "KeyboardLift")])
  ],
  swiftLanguageModes: [.v6]
)
