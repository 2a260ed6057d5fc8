import Foundation
import KeyboardHeadless
import Testing

@MainActor
@Suite struct TextInputTests {
  @Test func kindsAndScrollability() {
    let field = HeadlessTextField()
    let scrolling = HeadlessTextView()
    let growing = HeadlessTextView(isScrollEnabled: false)
    #expect(field.textInputKind == .textField)
    #expect(scrolling.textInputKind == .textView)
    #expect(scrolling.isScrollableTextView)
    #expect(!growing.isScrollableTextView)
    #expect(!field.isScrollableTextView)
    #expect(field.enclosingSearchBar == nil)
  }

  @Test func aSearchBarPlacesItsFieldAndIsItsEnclosingBar() {
    let bar = HeadlessSearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56), id: "search")
    let field = bar.searchField
    #expect(field.textInputKind == .searchField)
    #expect(field.enclosingSearchBar === bar)
    #expect(field.superview === bar)
    // (8, (56 − 36) / 2, 390 − 16, 36).
    #expect(field.frame == CGRect(x: 8, y: 10, width: 374, height: 36))
    bar.frame.size.width = 320
    #expect(field.frame.width == 304)
  }

  @Test func appearanceAndReloadsAreRecorded() {
    let field = HeadlessTextField()
    field.hostKeyboardAppearance = .dark
    field.reloadInputViews()
    field.reloadInputViews()
    #expect(field.hostKeyboardAppearance == .dark)
    #expect(field.reloadInputViewsCount == 2)
  }

  @Test func aFieldOutsideAWindowCannotBecomeFirstResponder() {
    let field = HeadlessTextField()
    #expect(!field.becomeFirstResponder())
    #expect(!field.isFirstResponder)
    #expect(!field.isInAlertController)
  }

  @Test func perViewSettingsGoThroughTheKeyboardNamespace() {
    let field = HeadlessTextField()
    field.keyboard.distanceFromKeyboard = 40
    field.keyboard.enableMode = .disabled
    #expect(field.keyboardSettings.distanceFromKeyboard == 40)
    #expect(field.keyboardSettings.enableMode == .disabled)
    let scrollView = HeadlessScrollView()
    scrollView.keyboard.distanceFromKeyboard = 20
    #expect(scrollView.keyboardSettings.distanceFromKeyboard == 20)
  }
}
