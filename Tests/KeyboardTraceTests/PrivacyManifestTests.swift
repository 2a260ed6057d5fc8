import Foundation
import Testing

/// Apple rejects an app whose frameworks call a "required reason" API without declaring it in a
/// privacy manifest. Each library target declares exactly what its own sources call, in its own
/// `Resources/PrivacyInfo.xcprivacy`, and a target that calls none ships none. Today only
/// KeyboardTrace has one: the recorder's default clock reads `ProcessInfo.systemUptime`. These
/// tests keep the manifests in step with the sources (the command-line tool is not shipped in
/// apps).
@Suite struct PrivacyManifestTests {
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Required-reason API names (as they appear in Swift sources) and the category each belongs to.
  private static let requiredReasonAPIs: [(symbol: String, category: String)] = [
    ("systemUptime", "NSPrivacyAccessedAPICategorySystemBootTime"),
    ("mach_absolute_time", "NSPrivacyAccessedAPICategorySystemBootTime"),
    ("DispatchTime.now", "NSPrivacyAccessedAPICategorySystemBootTime"),
    ("UserDefaults", "NSPrivacyAccessedAPICategoryUserDefaults"),
    ("creationDate", "NSPrivacyAccessedAPICategoryFileTimestamp"),
    ("modificationDate", "NSPrivacyAccessedAPICategoryFileTimestamp"),
    ("attributesOfItem", "NSPrivacyAccessedAPICategoryFileTimestamp"),
    ("volumeAvailableCapacity", "NSPrivacyAccessedAPICategoryDiskSpace"),
    ("systemFreeSize", "NSPrivacyAccessedAPICategoryDiskSpace"),
    ("activeInputModes", "NSPrivacyAccessedAPICategoryActiveKeyboards"),
  ]

  /// The executable targets: not shipped in apps.
  private static let executableTargets: Set<String> = ["keyboard-sim"]

  /// The library targets an app can link: every folder of Sources/ but the executables, so a new
  /// target is checked without being listed here.
  private static func libraryTargets() throws -> [String] {
    let sources = packageRoot.appendingPathComponent("Sources")
    return try FileManager.default.contentsOfDirectory(atPath: sources.path)
      .filter { !$0.hasPrefix(".") && !executableTargets.contains($0) }
      .sorted()
  }

  /// The manifest of `target`.
  private static func manifest(of target: String) -> URL {
    packageRoot.appendingPathComponent("Sources/\(target)/Resources/PrivacyInfo.xcprivacy")
  }

  /// The reasons `target`'s manifest declares, by category; empty when it has no manifest.
  private static func declaredReasons(of target: String) throws -> [String: [String]] {
    let url = manifest(of: target)
    guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
    let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
    let root = try #require(plist as? [String: Any])
    #expect(root["NSPrivacyTracking"] as? Bool == false)
    let types = try #require(root["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
    var reasons: [String: [String]] = [:]
    for entry in types {
      let category = try #require(entry["NSPrivacyAccessedAPIType"] as? String)
      reasons[category] = try #require(entry["NSPrivacyAccessedAPITypeReasons"] as? [String])
    }
    return reasons
  }

  /// The categories `target`'s code uses, by scanning for the API names outside comments.
  private static func usedCategories(in target: String) throws -> Set<String> {
    var used: Set<String> = []
    let folder = packageRoot.appendingPathComponent("Sources/\(target)")
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let code = try String(contentsOf: file, encoding: .utf8)
        .split(separator: "\n")
        .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        .joined(separator: "\n")
      for api in requiredReasonAPIs where code.contains(api.symbol) {
        used.insert(api.category)
      }
    }
    return used
  }

  @Test func theTraceClocksBootTimeIsDeclaredWithTheElapsedTimeReason() throws {
    // 35F9.1: measuring time elapsed between events within the app.
    let reasons = try Self.declaredReasons(of: "KeyboardTrace")
    #expect(reasons["NSPrivacyAccessedAPICategorySystemBootTime"] == ["35F9.1"])
    #expect(
      try Self.usedCategories(in: "KeyboardTrace") == [
        "NSPrivacyAccessedAPICategorySystemBootTime"
      ])
  }

  @Test func everyLibraryTargetDeclaresExactlyTheRequiredReasonAPIsItCalls() throws {
    let targets = try Self.libraryTargets()
    #expect(targets.contains("KeyboardCore") && targets.contains("KeyboardTrace"))
    for target in targets {
      let declared = Set(try Self.declaredReasons(of: target).keys)
      let used = try Self.usedCategories(in: target)
      #expect(used.subtracting(declared).isEmpty, "\(target): called but not declared")
      #expect(declared.subtracting(used).isEmpty, "\(target): declared but no longer called")
    }
  }

  @Test func everyManifestIsBundledAsAResourceOfItsTarget() throws {
    let package = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let targetsList = try #require(package.range(of: "\n  targets: [\n")).upperBound
    let targets = package[targetsList...]
    for target in try Self.libraryTargets()
    where FileManager.default.fileExists(atPath: Self.manifest(of: target).path) {
      let name = try #require(
        targets.range(of: "name: \"\(target)\""), "\(target) is not declared")
      let rest = targets[name.upperBound...]
      let end = rest.range(of: "target(", options: .caseInsensitive)?.lowerBound ?? rest.endIndex
      #expect(
        rest[..<end].contains("resources: [.copy(\"Resources/PrivacyInfo.xcprivacy\")]"),
        "\(target) has a manifest that Package.swift does not bundle")
    }
  }
}
