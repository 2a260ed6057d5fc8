import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory render-scenarios`: runs every scenario of
/// `Scenarios/` through `keyboard-sim --check` and writes one picture per scenario (its key step)
/// to `Docs/images/NAME.svg`, plus the README's picture (`Docs/images/README-signup.svg`, the
/// sign-up form) — so every picture in the docs comes from a real run. It fails when a scenario
/// violates an invariant.
@main
struct RenderScenarios: CommandPlugin {
  /// Runs the command.
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let root = context.package.directoryURL
    let scenarios = root.appending(path: "Scenarios")
    let images = root.appending(path: "Docs/images")
    let files = try FileManager.default.contentsOfDirectory(atPath: scenarios.path())
      .filter { $0.hasSuffix(".json") }.sorted()
      .map { scenarios.appending(path: $0).path() }
    guard !files.isEmpty else { throw RenderError("no scenario files in \(scenarios.path())") }

    let tool = try context.tool(named: "keyboard-sim")
    try run(tool.url, ["--check", "--svg-summary", images.path()] + files)
    let readme = images.appending(path: "README-signup.svg")
    try? FileManager.default.removeItem(at: readme)
    try FileManager.default.copyItem(at: images.appending(path: "sign-up-form.svg"), to: readme)
    print("render-scenarios: \(files.count) scenario(s) rendered to \(images.path())")
  }

  private func run(_ executable: URL, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw RenderError("keyboard-sim exited with status \(process.terminationStatus)")
    }
  }
}

/// Why rendering failed.
struct RenderError: Error, CustomStringConvertible {
  /// What went wrong.
  let description: String
  init(_ description: String) { self.description = description }
}
