// swift-tools-version:6.0
import PackageDescription

/// KeyboardLift: keeps the focused text input visible above the keyboard, built as adjuster
/// plugins over a platform-free core. See Docs/Architecture.md for the layers.
let package = Package(
  name: "KeyboardLift",
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  products: [
    .library(name: "KeyboardCore", targets: ["KeyboardCore"]),
    .library(name: "KeyboardTrace", targets: ["KeyboardTrace"]),
    .library(name: "KeyboardAppearance", targets: ["KeyboardAppearance"]),
    .library(name: "KeyboardScrollAdjust", targets: ["KeyboardScrollAdjust"]),
    .library(name: "KeyboardRootAdjust", targets: ["KeyboardRootAdjust"]),
    .library(name: "KeyboardGestureGuard", targets: ["KeyboardGestureGuard"]),
    .library(name: "KeyboardHeadless", targets: ["KeyboardHeadless"]),
    .library(name: "KeyboardUIKit", targets: ["KeyboardUIKit"]),
    .library(name: "KeyboardLiftManager", targets: ["KeyboardLiftManager"]),
    .library(name: "KeyboardLift", targets: ["KeyboardLift"]),
    .library(name: "KeyboardTesting", targets: ["KeyboardTesting"]),
    .library(name: "KeyboardSimulator", targets: ["KeyboardSimulator"]),
    .executable(name: "keyboard-sim", targets: ["keyboard-sim"]),
  ],
  targets: [
    // Platform-free core: geometry, host protocols, events, registry, ledger, settings, and the
    // input observers a trace recorder listens through. It calls no required-reason API.
    .target(name: "KeyboardCore"),

    // Trace recording for bug reports: the recorder, the trace model and its JSON file. Its
    // privacy manifest declares the one required-reason API of the package: the recorder's
    // default clock reads `ProcessInfo.systemUptime` (system boot time, reason 35F9.1).
    .target(
      name: "KeyboardTrace", dependencies: ["KeyboardCore"],
      resources: [.copy("Resources/PrivacyInfo.xcprivacy")]),

    // Built-in adjusters: each depends on KeyboardCore only.
    .target(name: "KeyboardAppearance", dependencies: ["KeyboardCore"]),
    .target(name: "KeyboardScrollAdjust", dependencies: ["KeyboardCore"]),
    .target(name: "KeyboardRootAdjust", dependencies: ["KeyboardCore"]),
    .target(name: "KeyboardGestureGuard", dependencies: ["KeyboardCore"]),

    // Backends.
    .target(name: "KeyboardHeadless", dependencies: ["KeyboardCore"]),
    .target(name: "KeyboardUIKit", dependencies: ["KeyboardCore"]),

    // For adjuster authors' tests: a harness without a manager and the conformance suite.
    .target(name: "KeyboardTesting", dependencies: ["KeyboardCore", "KeyboardHeadless"]),

    // The facade: `KeyboardManager`, its settings, `shared`, the UIKit wiring and its trace
    // recording. It links no adjuster, so an app that picks a subset links only the adjusters it
    // names (KeyboardLiftManagerTests checks this list).
    .target(
      name: "KeyboardLiftManager",
      dependencies: [
        "KeyboardCore", "KeyboardTrace",
        .target(name: "KeyboardUIKit", condition: .when(platforms: [.iOS, .macCatalyst])),
      ]
    ),

    // Umbrella an app imports: the facade, the built-in adjusters and their recommended set.
    .target(
      name: "KeyboardLift",
      dependencies: [
        "KeyboardCore", "KeyboardTrace", "KeyboardLiftManager", "KeyboardAppearance",
        "KeyboardScrollAdjust", "KeyboardRootAdjust", "KeyboardGestureGuard",
        .target(name: "KeyboardUIKit", condition: .when(platforms: [.iOS, .macCatalyst])),
      ]
    ),

    // The sticky bar of Docs/WritingAnAdjuster.md: a documented sample, not a product. A
    // third-party adjuster written against KeyboardCore alone, which the guide shows verbatim,
    // the simulator runs as "sticky-bar" and ThirdPartyAdjusterTests test through its public API.
    .target(name: "StickyBarSample", dependencies: ["KeyboardCore"]),

    // Scenario simulator and its command-line front end.
    .target(
      name: "KeyboardSimulator",
      dependencies: ["KeyboardLift", "KeyboardHeadless", "StickyBarSample"],
      resources: [.copy("Resources/sign-up-form.json")]),
    .executableTarget(name: "keyboard-sim", dependencies: ["KeyboardSimulator"]),
    .plugin(
      name: "RenderScenarios",
      capability: .command(
        intent: .custom(
          verb: "render-scenarios",
          description: "Renders every scenario of Scenarios/ to Docs/images"),
        permissions: [
          .writeToPackageDirectory(reason: "writes the scenario pictures to Docs/images")
        ]),
      dependencies: ["keyboard-sim"]),

    // Tests: one target per module, plus a third-party adjuster that uses public API only.
    .testTarget(name: "KeyboardCoreTests", dependencies: ["KeyboardCore", "KeyboardHeadless"]),
    .testTarget(name: "KeyboardTraceTests", dependencies: ["KeyboardTrace"]),
    .testTarget(name: "KeyboardHeadlessTests", dependencies: ["KeyboardHeadless"]),
    .testTarget(
      name: "KeyboardAppearanceTests", dependencies: ["KeyboardAppearance", "KeyboardHeadless"]),
    .testTarget(
      name: "KeyboardScrollAdjustTests", dependencies: ["KeyboardScrollAdjust", "KeyboardHeadless"]),
    .testTarget(
      name: "KeyboardRootAdjustTests", dependencies: ["KeyboardRootAdjust", "KeyboardHeadless"]),
    .testTarget(
      name: "KeyboardGestureGuardTests",
      // RootAdjust lifts the root, so the tests can show what the guard keeps lifted or re-captures.
      dependencies: ["KeyboardGestureGuard", "KeyboardRootAdjust", "KeyboardHeadless"]),
    .testTarget(name: "KeyboardUIKitTests", dependencies: ["KeyboardUIKit"]),
    .testTarget(
      name: "KeyboardLiftManagerTests",
      // The facade with one adjuster, as an app that picks a subset: no umbrella.
      dependencies: ["KeyboardLiftManager", "KeyboardScrollAdjust", "KeyboardHeadless"]),
    .testTarget(name: "KeyboardLiftTests", dependencies: ["KeyboardLift", "KeyboardHeadless"]),
    .testTarget(
      name: "KeyboardSimulatorTests",
      // The trace tests record with KeyboardTrace and replay with the simulator.
      dependencies: ["KeyboardSimulator", "KeyboardTrace", "KeyboardHeadless"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "ThirdPartyAdjusterTests",
      dependencies: ["KeyboardLift", "KeyboardHeadless", "KeyboardTesting", "StickyBarSample"]),
  ],
  swiftLanguageModes: [.v6]
)
