import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// The two kinds of input KeyboardLift leaves alone (Behavior.md §3) are decided in KeyboardCore
/// from the controllers a host reports, so every backend follows one rule.
@MainActor
@Suite struct TextInputEligibilityTests {
  private func makeApp(root: HeadlessViewController) -> HeadlessApp {
    let app = HeadlessApp(profile: .notchedPhone)
    app.rootController = root
    return app
  }

  @Test func aFieldInAPlainControllerIsNeitherInAnAlertNorANavigationSearch() {
    let form = HeadlessViewController()
    let app = makeApp(root: form)
    let field = HeadlessTextField(frame: CGRect(x: 16, y: 100, width: 358, height: 44))
    form.view.addSubview(field)
    #expect(app.window.hostRootController === form)
    #expect(!field.isInAlertController)
    #expect(!field.isInNavigationSearchController)
  }

  @Test func anAlertsFieldIsInAnAlertThroughTheAlertsPrivateChildController() {
    let form = HeadlessViewController()
    let app = makeApp(root: form)
    let alert = HeadlessAlertController(title: "Sign in")
    let field = alert.addTextField(id: "password")
    #expect(form.present(alert))
    // The nearest controller is the private child; the alert is its parent.
    #expect(!(field.nearestController?.isKind(of: .alertController) ?? true))
    #expect(field.isInAlertController)
    withExtendedLifetime(app) {}
  }

  @Test func aSubclassOfTheAlertControllerCounts() {
    let alert = HeadlessAlertController(subclassNames: ["MyAlert"])
    let field = alert.addTextField()
    #expect(field.isInAlertController)
  }

  @Test func theSearchBarOfTheFieldsOwnNavigationItemIsANavigationSearch() {
    let form = HeadlessViewController()
    _ = makeApp(root: form)
    let bar = HeadlessSearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
    form.view.addSubview(bar)
    #expect(!bar.searchField.isInNavigationSearchController)
    form.navigationItemSearchBar = bar
    #expect(bar.searchField.isInNavigationSearchController)
  }

  @Test func aBarShownInTheNavigationBarBelongsToAControllerOnTheStack() {
    // UIKit puts the top controller's search bar inside the navigation bar, so the field's
    // nearest controller is the navigation controller, not the one whose item owns the bar.
    let content = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootController: content)
    _ = makeApp(root: navigation)
    let bar = HeadlessSearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
    navigation.view.addSubview(bar)
    #expect(bar.searchField.nearestController === navigation)
    #expect(!bar.searchField.isInNavigationSearchController)
    content.navigationItemSearchBar = bar
    #expect(bar.searchField.isInNavigationSearchController)
  }

  @Test func anActiveSearchIsPresentedAndFoundThroughThePresentingController() {
    let form = HeadlessViewController()
    let app = makeApp(root: form)
    let results = HeadlessViewController()
    #expect(form.present(results))
    let bar = HeadlessSearchBar(frame: CGRect(x: 0, y: 47, width: 390, height: 56))
    results.view.addSubview(bar)
    #expect(!bar.searchField.isInNavigationSearchController)
    form.navigationItemSearchBar = bar
    #expect(bar.searchField.isInNavigationSearchController)
    withExtendedLifetime(app) {}
  }

  @Test func aSearchBarInTheFormIsAdjustedLikeAnyField() {
    // A search bar that is no navigation item's (a table header's, say) is an ordinary input.
    let form = HeadlessViewController()
    _ = makeApp(root: form)
    let other = HeadlessSearchBar()
    form.navigationItemSearchBar = other
    let bar = HeadlessSearchBar(frame: CGRect(x: 0, y: 600, width: 390, height: 56))
    form.view.addSubview(bar)
    #expect(!bar.searchField.isInNavigationSearchController)
    let view = HeadlessTextView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
    form.view.addSubview(view)
    #expect(!view.isInNavigationSearchController)
  }
}
