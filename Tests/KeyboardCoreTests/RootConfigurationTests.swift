import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// Behavior.md §4.3: what a root configuration captures, `hasChanged`, the match rule
/// and the weak hold on the controller.
@MainActor
@Suite struct RootConfigurationTests {
  @Test func capturesOriginSafeAreaAndOrientation() throws {
    let form = HeadlessViewController()
    let app = HeadlessApp(profile: .notchedPhone, rootController: form)
    app.window.layoutIfNeeded()
    let root = try #require(RootConfiguration(controller: form))
    #expect(root.capturedOrigin == .zero)
    #expect(root.capturedSafeAreaInsets == EdgeInsets(top: 47, bottom: 34))
    #expect(root.capturedOrientation == .portrait)
    #expect(root.isInWindow)
  }

  @Test func hasChangedAndMovedDistanceFollowTheOrigin() throws {
    let form = HeadlessViewController()
    let app = HeadlessApp(profile: .notchedPhone, rootController: form)
    app.window.layoutIfNeeded()
    let root = try #require(RootConfiguration(controller: form))
    #expect(!root.hasChanged)
    form.view.frame.origin.y = -120
    #expect(root.hasChanged)
    #expect(root.movedDistance == 120)
    form.view.frame.origin.y = 0
    #expect(!root.hasChanged)
  }

  @Test func matchesOnlyTheSameControllerWindowAndOrientation() throws {
    let form = HeadlessViewController()
    let other = HeadlessViewController()
    let app = HeadlessApp(profile: .notchedPhone, rootController: form)
    let root = try #require(RootConfiguration(controller: form))
    #expect(root.matches(controller: form, window: app.window, orientation: .portrait))
    #expect(!root.matches(controller: other, window: app.window, orientation: .portrait))
    #expect(!root.matches(controller: form, window: app.window, orientation: .landscapeRight))
    #expect(!root.matches(controller: form, window: nil, orientation: .portrait))
  }

  @Test func holdsTheControllerWeakly() throws {
    var form: HeadlessViewController? = HeadlessViewController()
    let root = try #require(form.flatMap(RootConfiguration.init))
    form = nil
    #expect(root.controller == nil)
    #expect(root.rootView == nil)
    #expect(!root.hasChanged)
    #expect(!root.isInWindow)
  }
}
