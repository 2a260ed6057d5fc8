import Foundation
import Testing

/// Apple rejects an app whose frameworks call a "required reason" API without declaring it in a
/// privacy manifest. KeyboardCore ships `PrivacyInfo.xcprivacy`; these tests keep it in step with
/// what the library targets' sources call (the command-line tools are not shipped in apps).
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

  /// The library targets an app can link (executables excluded).
  private static let libraryTargets = [
    "KeyboardCore", "KeyboardAppearance", "KeyboardScrollAdjust", "KeyboardRootAdjust",
    "KeyboardGestureGuard", "KeyboardHeadless", "KeyboardUIKit", "KeyboardLift",
    "KeyboardSimulator",
  ]

  private static func declaredReasons() throws -> [String: [String]] {
    let url = packageRoot.appendingPathComponent(
      "Sources/KeyboardCore/Resources/PrivacyInfo.xcprivacy")
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

  /// The categories the code of the library targets uses, by scanning for the API names
  /// outside comments.
  private static func usedCategories() throws -> Set<String> {
    var used: Set<String> = []
    for target in libraryTargets {
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
    }
    return used
  }

  @Test func theTraceClocksBootTimeIsDeclaredWithTheElapsedTimeReason() throws {
    // 35F9.1: measuring time elapsed between events within the app.
    #expect(try Self.declaredReasons()["NSPrivacyAccessedAPICategorySystemBootTime"] == ["35F9.1"])
  }

  @Test func everyRequiredReasonAPITheLibrariesCallIsDeclared() throws {
    let declared = Set(try Self.declaredReasons().keys)
    let used = try Self.usedCategories()
    #expect(used.contains("NSPrivacyAccessedAPICategorySystemBootTime"))
    #expect(used.subtracting(declared).isEmpty, "called but not declared")
    #expect(declared.subtracting(used).isEmpty, "declared but no longer called")
  }
}
