import Foundation
import KeyboardHeadless
import KeyboardLift
import Testing

/// Behavior.md §1: the facade's settings and their defaults are IQKeyboardManager's, and the
/// umbrella's recommended set runs in the documented order.
@MainActor
@Suite struct KeyboardManagerDefaultsTests {
  private let animator = HeadlessAnimator(clock: HeadlessClock())

  @Test func theGlobalSettingsDefaultToIQKeyboardManagers() throws {
    let manager = KeyboardManager(animator: animator)
    #expect(manager.isEnabled == false)
    #expect(manager.keyboardDistance == 10)
    #expect(
      manager.disabledDistanceHandlingClasses == [
        .tableViewController, .inputViewController, .alertController,
      ])
    #expect(
      manager.disabledDistanceHandlingClasses.map(\.name) == [
        "UITableViewController", "UIInputViewController", "UIAlertController",
      ])
    #expect(manager.enabledDistanceHandlingClasses.isEmpty)
    #expect(manager.layoutIfNeededOnUpdate == false)
    #expect(manager.overrideKeyboardAppearance == false)
    #expect(manager.keyboardAppearance == .default)
    #expect(manager.movedDistance == 0)
    #expect(manager.settings == KeyboardSettings())
  }

  @Test func thePerViewSettingsDefaultToIQKeyboardManagers() {
    let field = HeadlessTextField()
    let scrollView = HeadlessScrollView()
    #expect(field.keyboard.distanceFromKeyboard == nil)  // unset: the global distance applies
    #expect(field.keyboard.enableMode == .default)
    #expect(scrollView.keyboard.ignoreScrollingAdjustment == false)
    #expect(scrollView.keyboard.ignoreContentInsetAdjustment == false)
    #expect(scrollView.keyboard.restoreContentOffset == false)
  }

  @Test func theRecommendedSetRunsGuardAppearanceScrollRoot() throws {
    let manager = KeyboardManager(animator: animator)
    #expect(
      manager.adjusters.identifiers == [.gestureGuard, .appearance, .scrollAdjust, .rootAdjust])
    #expect(manager.adjusters.adjusters[0] is GestureGuard)
    #expect(manager.adjusters.adjusters[1] is AppearanceAdjuster)
    #expect(manager.adjusters.adjusters[2] is ScrollAdjuster)
    #expect(manager.adjusters.adjusters[3] is RootAdjuster)
  }

  @Test func theOrderComesFromThePrioritiesNotTheListOrder() throws {
    let reversed = Array([any Adjuster].recommended.reversed())
    let manager = try KeyboardManager(animator: animator, adjusters: reversed)
    #expect(
      manager.adjusters.identifiers == [.gestureGuard, .appearance, .scrollAdjust, .rootAdjust])
  }

  @Test func eachManagerGetsItsOwnAdjusters() throws {
    let first = KeyboardManager(animator: animator)
    let second = KeyboardManager(animator: animator)
    for (mine, theirs) in zip(first.adjusters.adjusters, second.adjusters.adjusters) {
      #expect(mine !== theirs)
    }
  }

  @Test func aManagerCanStartEmptyAndRefusesDuplicates() throws {
    let manager = try KeyboardManager(animator: animator, adjusters: [])
    #expect(manager.adjusters.identifiers.isEmpty)
    #expect(throws: AdjusterRegistryError.duplicateIdentifier(.rootAdjust)) {
      try KeyboardManager(animator: animator, adjusters: [RootAdjuster(), RootAdjuster()])
    }
  }
}
