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

  @Test func aDisabledFieldCannotBecomeFirstResponderButANonInteractiveOneCan() {
    let window = HeadlessWindow(profile: .notchedPhone)
    let controller = HeadlessViewController()
    window.rootController = controller
    let disabled = HeadlessTextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
    disabled.isEnabled = false
    let untouchable = HeadlessTextField(frame: CGRect(x: 20, y: 200, width: 350, height: 44))
    untouchable.isUserInteractionEnabled = false
    let notes = HeadlessTextView(frame: CGRect(x: 20, y: 300, width: 350, height: 100))
    for view in [disabled, untouchable, notes] as [HeadlessView] {
      controller.view.addSubview(view)
    }
    #expect(!disabled.canBecomeFirstResponder)
    #expect(!disabled.becomeFirstResponder())
    #expect(window.focusSystem.firstResponder == nil)
    #expect(window.focusSystem.postedChangeCount == 0)
    #expect(untouchable.becomeFirstResponder())  // code may focus what touches cannot reach
    #expect(notes.canBecomeFirstResponder && notes.becomeFirstResponder())
    disabled.isEnabled = true
    #expect(disabled.becomeFirstResponder())
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
