import Foundation
import KeyboardCore
import Testing

/// An adjuster that only has an identity and a priority.
@MainActor
private final class NamedAdjuster: Adjuster {
  let identifier: AdjusterIdentifier
  let priority: AdjusterPriority
  init(_ name: String, _ priority: AdjusterPriority) {
    identifier = AdjusterIdentifier("test.\(name)")
    self.priority = priority
  }
}

@MainActor
@Suite struct AdjusterPriorityTests {
  @Test func higherPriorityRunsFirst() throws {
    let registry = AdjusterRegistry()
    try registry.register(NamedAdjuster("low", 1))
    try registry.register(NamedAdjuster("high", 999))
    try registry.register(NamedAdjuster("middle", 500))
    #expect(registry.identifiers.map(\.rawValue) == ["test.high", "test.middle", "test.low"])
  }

  @Test func builtInAnchorsAreOrderedGestureGuardAppearanceScrollRoot() {
    let anchors: [AdjusterPriority] = [.gestureGuard, .appearance, .scrollAdjust, .rootAdjust]
    #expect(anchors == anchors.sorted(by: >))
  }

  @Test func relativePrioritiesLandBetweenTheirAnchors() {
    #expect(AdjusterPriority.before(.rootAdjust) > .rootAdjust)
    #expect(AdjusterPriority.before(.rootAdjust) < .scrollAdjust)
    #expect(AdjusterPriority.after(.scrollAdjust) < .scrollAdjust)
    let between = AdjusterPriority.between(.scrollAdjust, .rootAdjust)
    #expect(between < .scrollAdjust && between > .rootAdjust)
    #expect(between.rawValue == 450)  // (600 + 300) / 2
  }
}

@MainActor
@Suite struct AdjusterRegistryTests {
  @Test func tiesRunInRegistrationOrder() throws {
    let registry = AdjusterRegistry()
    for name in ["a", "b", "c"] { try registry.register(NamedAdjuster(name, 10)) }
    try registry.register(NamedAdjuster("first", 20))
    #expect(registry.identifiers.map(\.rawValue) == ["test.first", "test.a", "test.b", "test.c"])
  }

  @Test func aDuplicateIdentifierIsATypedErrorAndOverwritesNothing() throws {
    let registry = AdjusterRegistry()
    let original = NamedAdjuster("same", 10)
    try registry.register(original)
    #expect(throws: AdjusterRegistryError.duplicateIdentifier("test.same")) {
      try registry.register(NamedAdjuster("same", 99))
    }
    #expect(registry.adjusters.count == 1)
    #expect(registry.adjuster(for: "test.same") === original)
  }

  @Test func theReservedPrefixIsRefusedToThirdParties() {
    final class Impostor: Adjuster {
      let identifier: AdjusterIdentifier = "dev.keyboardlift.sticky-bar"
      let priority: AdjusterPriority = 1
    }
    let registry = AdjusterRegistry()
    #expect(throws: AdjusterRegistryError.reservedIdentifier("dev.keyboardlift.sticky-bar")) {
      try registry.register(Impostor())
    }
    #expect(registry.adjusters.isEmpty)
  }

  @Test func removingReturnsTheAdjusterAndKeepsTheRestOrdered() throws {
    let registry = AdjusterRegistry()
    try registry.register(NamedAdjuster("a", 3))
    try registry.register(NamedAdjuster("b", 2))
    try registry.register(NamedAdjuster("c", 1))
    #expect(registry.remove("test.b")?.identifier == "test.b")
    #expect(registry.remove("test.b") == nil)
    #expect(registry.identifiers.map(\.rawValue) == ["test.a", "test.c"])
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aPriorityThatIsNotAFiniteNumberIsRefused(_ value: Double) throws {
    let registry = AdjusterRegistry()
    try registry.register(NamedAdjuster("a", 3))
    let error = #expect(throws: AdjusterRegistryError.self) {
      try registry.register(NamedAdjuster("broken", AdjusterPriority(value)))
    }
    #expect(error?.code == .invalidPriority)
    #expect(error?.identifier == "test.broken")
    #expect(error?.description.contains("finite number") == true)
    #expect(registry.identifiers.map(\.rawValue) == ["test.a"])
    // The order stays total: later registrations sort as before.
    try registry.register(NamedAdjuster("b", 5))
    try registry.register(NamedAdjuster("c", 3))
    #expect(registry.identifiers.map(\.rawValue) == ["test.b", "test.a", "test.c"])
  }

  @Test func errorsCompareByCodeAndIdentifier() {
    #expect(AdjusterRegistryError.duplicateIdentifier("x.y").code == .duplicateIdentifier)
    #expect(AdjusterRegistryError.duplicateIdentifier("x.y") != .reservedIdentifier("x.y"))
    #expect(AdjusterRegistryError.duplicateIdentifier("x.y") != .duplicateIdentifier("x.z"))
  }

  @Test func errorsDescribeThemselves() {
    #expect(
      AdjusterRegistryError.duplicateIdentifier("x.y").description.contains("already registered"))
    #expect(
      AdjusterRegistryError.reservedIdentifier("dev.keyboardlift.z").description.contains(
        "reserved"))
  }
}
