// swift-tools-version:6.1
import PackageDescription

/// KeyboardLift's benchmarks, in their own package so that the library's Package.swift keeps no
/// dependency (as swift-nio keeps its benchmarks). Docs/Performance.md explains the method.
///
/// - `KeyboardBenchScenes`: the headless scenes, the binding-like driver, the hand-written
///   baseline and the measured phases; one place for what both runners below measure.
/// - `keyboard-bench`: runs one phase for callgrind (`scripts/bench-instructions`), splits a
///   callgrind profile into KeyboardLift's own share and the host's, and writes the repeated
///   sign-up scenario for keyboard-sim's throughput figures. It needs no other package.
/// - `KeyboardEvents`: the same phases on ordo-one's package-benchmark (wall clock, mallocs):
///   `swift package --package-path Benchmarks benchmark`.
/// - `KeyboardBenchTests`: the scenes are the issue's, the phases repeat from one state and do
///   their work, the callgrind split adds up.
let package = Package(
  name: "KeyboardLiftBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    // The package in the folder above; named, so that its products resolve whatever the
    // checkout's folder is called.
    .package(name: "KeyboardLift", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(
      name: "KeyboardBenchScenes",
      dependencies: [
        .product(name: "KeyboardLift", package: "KeyboardLift"),
        .product(name: "KeyboardHeadless", package: "KeyboardLift"),
      ]),
    .executableTarget(name: "keyboard-bench", dependencies: ["KeyboardBenchScenes"]),
    .executableTarget(
      name: "KeyboardEvents",
      dependencies: [
        "KeyboardBenchScenes", .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/KeyboardEvents",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]),
    .testTarget(
      name: "KeyboardBenchTests",
      dependencies: [
        "KeyboardBenchScenes", "keyboard-bench",
        .product(name: "KeyboardHeadless", package: "KeyboardLift"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
